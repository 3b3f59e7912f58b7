import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

// Beside the migrator's own lock keys (migrate.ts), one for the start's data step.
const START_LOCK_KEY = 4_150_222;

/**
 * Runs the start's data step (merchants, demo seeds, promotion imports, envelope keys ahead) one
 * instance at a time: its steps check what exists, then write, which instances starting together
 * on one PostgreSQL would otherwise race on. The lock is a session's, on a connection of its own,
 * so it ends with the process however it ends. PGlite has one process and one connection.
 */
export async function underStartLock<T>(
  database: DatabaseHandle,
  step: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return step();
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK_KEY})`.execute(connection);
    try {
      return await step();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection);
    }
  });
}
