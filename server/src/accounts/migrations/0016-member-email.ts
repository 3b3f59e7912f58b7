import { sql, type Kysely } from 'kysely';

/**
 * Each member's verified email address (nullable; unique per merchant, case-insensitive, kept as
 * typed and compared folded), whether texted or emailed codes serve as the member's second factor,
 * and the one-use password reset links: one live link per member (a new one replaces the old),
 * kept only as the hash of its token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE members
      ADD COLUMN email text,
      ADD COLUMN two_factor_sms boolean NOT NULL DEFAULT false,
      ADD COLUMN two_factor_email boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE UNIQUE INDEX members_email ON members (merchant_code, lower(email))
      WHERE email IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE password_reset_links (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (merchant_code, member_id)
    )`.execute(db);
}
