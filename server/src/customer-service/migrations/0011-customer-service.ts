import { sql, type Kysely } from 'kysely';

/**
 * Customer service: operator sessions (only their tokens' SHA-256), and the built-in chat's
 * conversations and messages, all keyed by merchant. A message's id orders a merchant's stream,
 * so a reconnecting client asks for what came after the last id it saw; a sender's client id
 * makes a retried send land once. Players' feedback, with an optional screenshot's bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator_sessions (
      token_hash text PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      username text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE chat_conversations (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      visitor_key_hash text,
      player_name text NOT NULL,
      created_at timestamptz NOT NULL,
      last_message_at timestamptz,
      player_read_id integer NOT NULL DEFAULT 0,
      operator_read_id integer NOT NULL DEFAULT 0,
      CHECK ((member_id IS NULL) <> (visitor_key_hash IS NULL))
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX chat_conversations_member ON chat_conversations (merchant_code, member_id)
    WHERE member_id IS NOT NULL`.execute(db);
  await sql`
    CREATE UNIQUE INDEX chat_conversations_visitor
    ON chat_conversations (merchant_code, visitor_key_hash) WHERE visitor_key_hash IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE INDEX chat_conversations_recent ON chat_conversations (merchant_code, last_message_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE chat_messages (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      conversation_id integer NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      sender text NOT NULL CHECK (sender IN ('player', 'operator')),
      body text NOT NULL,
      client_id text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (conversation_id, sender, client_id)
    )`.execute(db);
  await sql`
    CREATE INDEX chat_messages_conversation ON chat_messages (merchant_code, conversation_id, id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE feedback (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      category text NOT NULL,
      body text NOT NULL,
      screenshot bytea,
      screenshot_type text,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX feedback_recent ON feedback (merchant_code, id DESC)`.execute(db);
}
