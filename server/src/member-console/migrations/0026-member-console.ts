import { sql, type Kysely } from 'kysely';

/**
 * The console's members pages: an operator's lock of an account (when, and why; a locked member
 * cannot sign in) and the members' notes, written by operators and never changed or removed (a
 * trigger refuses update, delete and truncate, as on the audit log).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE members ADD COLUMN locked_at timestamptz`.execute(db);
  await sql`ALTER TABLE members ADD COLUMN locked_reason text`.execute(db);
  await sql`
    CREATE TABLE member_notes (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      operator_id integer,
      operator_name text NOT NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX member_notes_member ON member_notes (merchant_code, member_id, id DESC)
  `.execute(db);
  await sql`
    CREATE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'member_notes is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER member_notes_no_change BEFORE UPDATE OR DELETE ON member_notes
    FOR EACH ROW EXECUTE FUNCTION member_notes_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER member_notes_no_truncate BEFORE TRUNCATE ON member_notes
    FOR EACH STATEMENT EXECUTE FUNCTION member_notes_append_only()`.execute(db);
  // Search by the beginning of a username, and by email whatever its case.
  await sql`
    CREATE INDEX members_username_prefix ON members (merchant_code, username_folded text_pattern_ops)
  `.execute(db);
}
