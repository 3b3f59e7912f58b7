import { sql, type Kysely } from 'kysely';

/**
 * Envelope keys may be hpke keys (P-256, the default scheme): the scheme check admits them.
 * Private keys stay PKCS#8 PEM, as the RSA ones are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE envelope_keys DROP CONSTRAINT envelope_keys_scheme_check`.execute(db);
  await sql`
    ALTER TABLE envelope_keys ADD CONSTRAINT envelope_keys_scheme_check
    CHECK (scheme IN ('hpke', 'aes-gcm', 'des-ecb'))`.execute(db);
}
