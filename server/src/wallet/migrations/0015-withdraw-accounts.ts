import { sql, type Kysely } from 'kysely';

/**
 * Members' saved withdrawal accounts (bank or e-wallet; answers show them masked), and the account
 * each withdrawal request goes to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE withdraw_accounts (
      id text PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('bank', 'ewallet')),
      provider text NOT NULL,
      holder_name text NOT NULL,
      account_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_code, member_id, type, account_number)
    )`.execute(db);
  await sql`CREATE INDEX withdraw_accounts_member ON withdraw_accounts (merchant_code, member_id, created_at)`.execute(
    db,
  );
  await sql`ALTER TABLE withdrawals ADD COLUMN account_id text REFERENCES withdraw_accounts(id)`.execute(
    db,
  );
}
