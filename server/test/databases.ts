import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { openDatabase, wrapDatabase, type DatabaseHandle } from '../src/core/db/database.js';
import { migrate } from '../src/core/db/migrate.js';
import type { Database } from '../src/core/db/schema.js';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh migrated database of its own; close() also drops it. */
  open(): Promise<DatabaseHandle>;
}

async function openPglite(): Promise<DatabaseHandle> {
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return wrapDatabase(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), 'pglite');
}

/** Creates a database of its own on the TEST_DATABASE_URL server, so test files never collide. */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  const template = inject('postgresTemplate');
  await (
    template
      ? sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`
      : sql`CREATE DATABASE ${sql.id(name)}`
  ).execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString() });
  // Copied from the run's migrated template (global-setup.ts); migrated here when run without.
  if (!template) await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI does). */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openPostgres(url) });
  return kinds;
}
