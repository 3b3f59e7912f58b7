import { sql, type Kysely } from 'kysely';

/**
 * Envelope nonces (aes-gcm) and key strings (des-ecb) already accepted, when there is no Redis:
 * kept in the database so that a request captured before a restart is still refused after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE envelope_nonces (
      key text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX envelope_nonces_expires_at ON envelope_nonces (expires_at)`.execute(db);
}
