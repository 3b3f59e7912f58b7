import { sql, type Kysely } from 'kysely';

/**
 * Operators' balance adjustments: every credit or debit of a member's cash an operator asks for,
 * with its reason. One below the merchant's threshold is applied at once; one above waits
 * (pending) until a second, different operator approves (applied, with the ledger entry it made)
 * or rejects it. The request id makes a retried request answer the first one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE balance_adjustments (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount bigint NOT NULL CHECK (amount <> 0),
      reason text NOT NULL,
      request_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
      requested_by text NOT NULL,
      requested_by_id integer,
      decided_by text,
      decided_by_id integer,
      entry_id bigint,
      created_at timestamptz NOT NULL,
      decided_at timestamptz,
      UNIQUE (merchant_code, request_id),
      CHECK (decided_by IS NULL OR decided_by <> requested_by),
      CHECK ((status = 'applied') = (entry_id IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX balance_adjustments_member ON balance_adjustments (merchant_code, member_id, id DESC)
  `.execute(db);
  await sql`
    CREATE INDEX balance_adjustments_pending ON balance_adjustments (merchant_code, id)
    WHERE status = 'pending'
  `.execute(db);
}
