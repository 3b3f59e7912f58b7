import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

// Any fixed number works; it only has to be the same for every instance of Lobby.
const MIGRATION_LOCK_KEY = 4_150_221;

/**
 * Applies pending migrations in one transaction under an advisory lock, so several instances
 * starting together on one PostgreSQL migrate once. Returns the names it applied.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('id').execute()).map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await migration.up(trx as unknown as Kysely<unknown>);
      await trx
        .insertInto('schema_migrations')
        .values({ id: migration.id, name: migration.name })
        .execute();
      applied.push(migration.name);
    }
    return applied;
  });
}
