import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration as KyselyMigration,
} from 'kysely';
import type { Database } from './schema.js';
import { foundMigrations } from './found-migrations.js';
import type { Migration } from './migration-files.js';

/** The name Kysely records a migration under: its file's, e.g. 0001-merchants. */
export function migrationName(migration: Pick<Migration, 'id' | 'name'>): string {
  return `${String(migration.id).padStart(4, '0')}-${migration.name}`;
}

// The advisory lock key of the hand-written migrator this replaces (and of older instances).
const LEGACY_LOCK_KEY = 4_150_221;

/**
 * Databases made before Kysely's Migrator recorded their migrations by number in
 * schema_migrations. Their history is copied into Kysely's table under the legacy lock, once
 * per start and idempotently, so instances starting together agree; schema_migrations stays as
 * it was, so an older instance of a rolling upgrade still finds its own history there.
 */
async function carryOverLegacyHistory(
  db: Kysely<Database>,
  migrations: readonly Migration[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LEGACY_LOCK_KEY})`.execute(trx);
    const legacy = await sql<{ table: string | null }>`
      SELECT to_regclass('schema_migrations')::text AS table`.execute(trx);
    if (!legacy.rows[0]?.table) return;
    const done = await trx.selectFrom('schema_migrations').select(['id', 'applied_at']).execute();
    const known = new Map(migrations.map((migration) => [migration.id, migration]));
    const rows = done.map((row) => {
      const migration = known.get(row.id);
      if (!migration) throw new Error(`schema_migrations holds migration ${row.id}, unknown here`);
      return { name: migrationName(migration), timestamp: row.applied_at.toISOString() };
    });
    if (rows.length === 0) return;
    // Kysely's own definition of its table, so its Migrator finds it ready.
    await trx.schema
      .createTable(DEFAULT_MIGRATION_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
      .execute();
    await sql`
      INSERT INTO ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp)
      VALUES ${sql.join(rows.map((row) => sql`(${row.name}, ${row.timestamp})`))}
      ON CONFLICT (name) DO NOTHING`.execute(trx);
  });
}

/**
 * Applies pending migrations with Kysely's Migrator: in one transaction, under PostgreSQL's
 * advisory lock (on PGlite, the one connection serializes runs), so several instances starting
 * together on one database migrate once. The migrations are every area's, found in their folders
 * (found-migrations.ts). Returns the names it applied.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrations = await foundMigrations();
  await carryOverLegacyHistory(db, migrations);
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          migrations.map((migration): [string, KyselyMigration] => [
            migrationName(migration),
            { up: migration.up },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}
