import { sql, type Kysely } from 'kysely';

/**
 * Sign-in identities of other accounts (Firebase, Line, Telegram, Maya), keyed on provider and
 * the provider's own subject, never on an email: one identity names one member of a merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_identities (
      merchant_code text NOT NULL REFERENCES merchants(code),
      provider text NOT NULL CHECK (provider IN ('firebase', 'line', 'telegram', 'maya')),
      subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      channel text NOT NULL DEFAULT '' CHECK (length(channel) <= 32),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, provider, subject)
    )`.execute(db);
  await sql`CREATE INDEX member_identities_member ON member_identities (merchant_code, member_id)`.execute(
    db,
  );
}
