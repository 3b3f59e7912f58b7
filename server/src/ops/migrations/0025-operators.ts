import { sql, type Kysely } from 'kysely';

/**
 * Operators are people: one row each, of a merchant or (merchant_code null) a super-operator over
 * every merchant of the deployment, with an argon2id password hash, a role of the contract's
 * matrix, a sealed TOTP secret and the last time step a code was taken at (each code works once).
 * A new operator signs in once with a one-time password (must_change_password) and pairs an
 * authenticator. Operator sessions now name their operator, the stage of their sign-in and when
 * they were last used (idle expiry); a super-operator's session has no merchant. Sessions of the
 * environment's operators (OPERATOR_<CODE>, gone) end here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operators (
      id serial PRIMARY KEY,
      merchant_code text REFERENCES merchants(code),
      username text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL
        CHECK (role IN ('admin', 'finance', 'support', 'marketing', 'readOnly')),
      totp_secret_sealed text,
      totp_last_step bigint,
      must_change_password boolean NOT NULL DEFAULT true,
      disabled_at timestamptz,
      created_at timestamptz NOT NULL,
      created_by text NOT NULL
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX operators_name ON operators (coalesce(merchant_code, ''), lower(username))
  `.execute(db);
  await sql`DELETE FROM operator_sessions`.execute(db);
  await sql`ALTER TABLE operator_sessions DROP COLUMN username`.execute(db);
  await sql`ALTER TABLE operator_sessions ALTER COLUMN merchant_code DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE operator_sessions
      ADD COLUMN operator_id integer NOT NULL REFERENCES operators(id),
      ADD COLUMN stage text NOT NULL DEFAULT 'active'
        CHECK (stage IN ('totp', 'password', 'pair', 'active')),
      ADD COLUMN pairing_secret_sealed text,
      ADD COLUMN last_seen_at timestamptz NOT NULL
  `.execute(db);
  await sql`CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id)`.execute(db);
}
