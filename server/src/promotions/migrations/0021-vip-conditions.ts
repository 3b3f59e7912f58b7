import { sql, type Kysely } from 'kysely';

/**
 * VIP levels with named conditions (kind, target, window) and the operator's rule (how many reach
 * a level; whether AUTO levels fall), and when a member came to their label. Conditions and
 * cashback are counted from the ledger by merchant and time, hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE vip_levels
      ADD COLUMN conditions jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN required_conditions integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    ALTER TABLE promotion_settings ADD COLUMN vip_fall boolean NOT NULL DEFAULT true`.execute(db);
  await sql`
    ALTER TABLE member_club_labels
      ADD COLUMN reached_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`
    CREATE INDEX wallet_entries_merchant_time ON wallet_entries (merchant_code, created_at)`.execute(
    db,
  );
}
