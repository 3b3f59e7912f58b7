import { sql, type Kysely } from 'kysely';

/**
 * Secrets the server makes for itself on first need (the game launch signing key when
 * GAME_LAUNCH_SECRET is not set), so every instance and every restart shares them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
