import { sql, type Kysely } from 'kysely';

/**
 * The operators' withdrawals queue and dashboards: who approved a withdrawal (the first of two
 * approvals above the merchant's threshold, and the decision), and the indexes the queue's
 * filters and the daily figures read by (time ranges per merchant; the ledger's by time is 0021's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE withdrawals
      ADD COLUMN first_approved_by text,
      ADD COLUMN first_approved_by_id integer,
      ADD COLUMN first_approved_at timestamptz,
      ADD COLUMN decided_by text,
      ADD COLUMN decided_by_id integer`.execute(db);
  await sql`
    CREATE INDEX withdrawals_queue ON withdrawals (merchant_code, status, created_at)`.execute(db);
  await sql`
    CREATE INDEX withdrawals_approved_day ON withdrawals (merchant_code, decided_at)
    WHERE status = 'approved'`.execute(db);
  await sql`
    CREATE INDEX wallet_entries_member_deposits ON wallet_entries (merchant_code, member_id, created_at)
    WHERE kind = 'deposit'`.execute(db);
  await sql`CREATE INDEX members_merchant_created ON members (merchant_code, created_at)`.execute(
    db,
  );
}
