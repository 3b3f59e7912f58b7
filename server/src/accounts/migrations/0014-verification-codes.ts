import { sql, type Kysely } from 'kysely';

/**
 * One-use codes sent by SMS or email, kept only as keyed hashes and bound to merchant, purpose
 * and recipient (one live code each: a resend replaces it); the sending quota of each recipient
 * (one row, so the minute spacing and the daily cap are one atomic upsert); and the development
 * inbox the local SMS and email adapters write to. Also each member's authenticator (TOTP) secret,
 * sealed with a server secret, with the last time step used (so a code works once), and their
 * one-use recovery codes, as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE verification_codes (
      merchant_code text NOT NULL REFERENCES merchants(code),
      purpose text NOT NULL,
      recipient text NOT NULL,
      code_hash text NOT NULL,
      sent_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      wrong_tries integer NOT NULL DEFAULT 0,
      PRIMARY KEY (merchant_code, purpose, recipient)
    )`.execute(db);
  await sql`
    CREATE TABLE verification_quotas (
      merchant_code text NOT NULL REFERENCES merchants(code),
      recipient text NOT NULL,
      last_sent_at timestamptz NOT NULL,
      day date NOT NULL,
      sends_that_day integer NOT NULL,
      PRIMARY KEY (merchant_code, recipient)
    )`.execute(db);
  await sql`
    CREATE TABLE dev_inbox (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      channel text NOT NULL,
      recipient text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX dev_inbox_recent ON dev_inbox (merchant_code, id DESC)`.execute(db);
  await sql`
    CREATE TABLE member_totp (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      secret_sealed text NOT NULL,
      enabled_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (merchant_code, member_id)
    )`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (merchant_code, member_id, code_hash)
    )`.execute(db);
}
