import { sql, type Kysely } from 'kysely';

/**
 * The operators' audit log: one row per action (sign-in, decision, adjustment, edit, export, role
 * change) with who, when, from where, and the state before and after. Rows are appended only: a
 * trigger refuses every update, delete and truncate, so nobody can change what was recorded.
 * merchant_code is null for an action over the whole deployment (a super-operator's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      merchant_code text,
      operator_id integer,
      operator_name text NOT NULL,
      action text NOT NULL,
      target_type text,
      target_id text,
      ip text,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX audit_log_merchant_time ON audit_log (merchant_code, created_at DESC, id DESC)
  `.execute(db);
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}
