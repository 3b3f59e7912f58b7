import { sql, type Kysely } from 'kysely';

/**
 * The postback outbox: one row per tracked event and destination (AppsFlyer, Adjust, the
 * merchant's affiliate network, the demo's log), so an eventID is sent to a destination once
 * whatever repeats it. Rows are claimed FOR UPDATE SKIP LOCKED with a lease (as message_outbox),
 * retried with back-off and marked sent, never deleted while the event may be dispatched again.
 * postback_dispatched marks the ledger rows already turned into outbox rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE postback_outbox (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      destination text NOT NULL CHECK (destination IN ('appsflyer', 'adjust', 'generic', 'local')),
      event_id text NOT NULL,
      tracked_event_id bigint NOT NULL REFERENCES tracked_events(id),
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      available_at timestamptz NOT NULL,
      claim_token text,
      last_error text,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      UNIQUE (merchant_code, destination, event_id)
    )`.execute(db);
  await sql`
    CREATE INDEX postback_outbox_due ON postback_outbox (available_at)
      WHERE status = 'queued'`.execute(db);
  // The dispatcher reads the ledger by creation time from its low-water mark.
  await sql`CREATE INDEX tracked_events_created ON tracked_events (created_at, id)`.execute(db);
  await sql`
    CREATE TABLE postback_dispatched (
      tracked_event_id bigint PRIMARY KEY REFERENCES tracked_events(id),
      dispatched_at timestamptz NOT NULL
    )`.execute(db);
}
