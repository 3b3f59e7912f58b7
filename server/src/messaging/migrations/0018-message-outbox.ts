import { sql, type Kysely } from 'kysely';

/**
 * The outbox of texts and emails: each is written in the transaction of the code or link it
 * carries and handed to its provider later by a worker, so no answer waits on (or is timed by) a
 * provider. A claimed row's available_at is pushed past a lease, so a row left by a dead instance
 * becomes due again on its own; claim_token keeps a late worker from finishing another's claim.
 * Delivered rows are deleted; a row that used up its attempts is kept as 'failed' without its body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE message_outbox (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text,
      body text,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      available_at timestamptz NOT NULL,
      claim_token text,
      last_error text,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX message_outbox_due ON message_outbox (available_at)
      WHERE status = 'queued'`.execute(db);
}
