import { sql, type Kysely } from 'kysely';

/**
 * The event ledger: each conversion event once per merchant and eventID (the browser's pixel and
 * the server share the ID), and each money event once per reference (a deposit's id, a platform's
 * transaction), whether Lobby's wallet or an external platform reported it. Postbacks to partners
 * are delivered from these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tracked_events (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      event_id text NOT NULL,
      name text NOT NULL,
      source text NOT NULL CHECK (source IN ('browser', 'wallet', 'platform')),
      member_id integer REFERENCES members(id) ON DELETE SET NULL,
      reference text,
      amount bigint CHECK (amount IS NULL OR amount >= 0),
      currency text,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (merchant_code, event_id)
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX tracked_events_reference ON tracked_events (merchant_code, name, reference)
    WHERE reference IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX tracked_events_member ON tracked_events (merchant_code, member_id, created_at)
  `.execute(db);
}
