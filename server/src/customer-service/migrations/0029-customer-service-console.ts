import { sql, type Kysely } from 'kysely';

/**
 * The console's customer service: a conversation is assigned to one operator (by name, unique
 * per merchant) or to nobody; canned replies are kept per merchant with a text per language; a
 * feedback has a status (new, answered, closed) and who set it last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE chat_conversations
      ADD COLUMN assigned_to text,
      ADD COLUMN assigned_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX chat_conversations_assigned
    ON chat_conversations (merchant_code, assigned_to, last_message_at DESC)`.execute(db);
  await sql`
    CREATE TABLE chat_canned_replies (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      title text NOT NULL,
      texts jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL,
      UNIQUE (merchant_code, title)
    )`.execute(db);
  await sql`
    ALTER TABLE feedback
      ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
      ADD COLUMN status_changed_at timestamptz,
      ADD COLUMN status_changed_by text`.execute(db);
  await sql`CREATE INDEX feedback_status ON feedback (merchant_code, status, id DESC)`.execute(db);
}
