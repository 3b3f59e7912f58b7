import { sql, type Kysely } from 'kysely';

/**
 * Web push: each merchant's VAPID key pair (the private key sealed under a server secret), the
 * browsers' subscriptions (a registration token stands for one; only its hash is kept), their
 * topics, the messages operators send, and the push outbox: one row per recipient subscription,
 * claimed with FOR UPDATE SKIP LOCKED and retried with back-off like the message outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_vapid_keys (
      merchant_code text PRIMARY KEY REFERENCES merchants(code),
      public_key text NOT NULL,
      private_key_sealed text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE push_subscriptions (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      token_hash text NOT NULL CHECK (length(token_hash) = 64),
      endpoint text NOT NULL CHECK (length(endpoint) BETWEEN 1 AND 2048),
      auth text NOT NULL CHECK (length(auth) BETWEEN 1 AND 64),
      p256dh text NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 128),
      application_pub_key text CHECK (length(application_pub_key) <= 128),
      member_id integer REFERENCES members(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (merchant_code, token_hash),
      UNIQUE (merchant_code, endpoint)
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_member ON push_subscriptions (merchant_code, member_id)
    WHERE member_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE push_topic_subscriptions (
      subscription_id bigint NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
      topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 64),
      PRIMARY KEY (subscription_id, topic)
    )`.execute(db);
  await sql`CREATE INDEX push_topic_subscriptions_topic ON push_topic_subscriptions (topic)`.execute(
    db,
  );
  await sql`
    CREATE TABLE push_messages (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      target_kind text NOT NULL CHECK (target_kind IN ('topic', 'member')),
      target text NOT NULL CHECK (length(target) BETWEEN 1 AND 64),
      marketing boolean NOT NULL,
      contents jsonb NOT NULL,
      default_language text NOT NULL,
      sent_by text NOT NULL,
      recipients integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE push_outbox (
      id bigserial PRIMARY KEY,
      message_id bigint NOT NULL REFERENCES push_messages(id) ON DELETE CASCADE,
      subscription_id bigint NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      available_at timestamptz NOT NULL,
      claim_token text,
      last_error text,
      UNIQUE (message_id, subscription_id)
    )`.execute(db);
  await sql`CREATE INDEX push_outbox_due ON push_outbox (available_at) WHERE status = 'queued'`.execute(
    db,
  );
}
