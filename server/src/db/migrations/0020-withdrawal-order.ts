import { sql, type Kysely } from 'kysely';

/**
 * A withdrawal's place in the order requests came in (`seq`), so the operator list pages by a
 * key rather than an offset or a timestamp two requests may share; and an index for counting a
 * member's unpaid deposits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE withdrawals ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`.execute(db);
  await sql`CREATE UNIQUE INDEX withdrawals_merchant_seq ON withdrawals (merchant_code, seq DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX deposits_member_status ON deposits (merchant_code, member_id, status, created_at)`.execute(
    db,
  );
}
