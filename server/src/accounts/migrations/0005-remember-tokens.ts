import { sql, type Kysely } from 'kysely';

/**
 * Remember tokens for auto-login: only their SHA-256 hashes are kept. Each use rotates the token
 * within its family; a used token presented again revokes the family (it was copied).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE remember_tokens (
      id text PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      family_id text NOT NULL,
      device_id text NOT NULL,
      session_id text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX remember_tokens_family ON remember_tokens (merchant_code, family_id)`.execute(
    db,
  );
  await sql`CREATE INDEX remember_tokens_member ON remember_tokens (merchant_code, member_id) WHERE revoked_at IS NULL`.execute(
    db,
  );
}
