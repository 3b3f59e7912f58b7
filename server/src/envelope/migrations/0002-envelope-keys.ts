import { sql, type Kysely } from 'kysely';

/**
 * Request-envelope keys, per merchant and scheme: at most one current key (retired_at null), and
 * retired keys kept through their grace period. Private keys are stored as PKCS#8 PEM in plain
 * text; encrypting them at rest (a KMS-wrapped column, or disk encryption) is an operator concern.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE envelope_keys (
      merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      id text NOT NULL,
      scheme text NOT NULL CHECK (scheme IN ('aes-gcm', 'des-ecb')),
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL,
      retired_at timestamptz,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX envelope_keys_current ON envelope_keys (merchant_code, scheme)
    WHERE retired_at IS NULL`.execute(db);
}
