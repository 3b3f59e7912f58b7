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

/**
 * What a migrated PGlite holds before any test writes: the rows migrations seed and where each
 * sequence stands, so a used instance can be put back exactly there.
 */
interface PgliteBaseline {
  schema: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

/**
 * Opening PGlite from the template (unpacking its data folder, starting its backend) is the
 * larger part of many test files' set-up. Test files run one after another in a worker that keeps
 * its modules (isolate: false), so an instance a file has closed is kept and given to the next
 * one, put back to the migrated state first: every table emptied and reseeded, every sequence
 * restarted, the session's locks, settings and prepared statements discarded.
 */
const idlePglites: { pglite: PGlite; baseline: PgliteBaseline }[] = [];

/** The shape of every table, index, constraint and function: a file that changed it gives up its instance. */
const SCHEMA_PRINT = `SELECT md5(
  (SELECT string_agg(format('%s.%s.%s.%s.%s', table_schema, table_name, column_name, data_type,
     column_default), ',' ORDER BY table_schema, table_name, column_name)
   FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema'))
  || (SELECT coalesce(string_agg(indexdef, ',' ORDER BY indexdef), '') FROM pg_indexes
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema'))
  || (SELECT coalesce(string_agg(pg_get_constraintdef(oid), ',' ORDER BY conname, pg_get_constraintdef(oid)), '')
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace)
  || (SELECT coalesce(string_agg(proname || prosrc, ',' ORDER BY proname), '') FROM pg_proc
      WHERE pronamespace = 'public'::regnamespace)
) AS print`;

async function schemaPrint(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ print: string }>(SCHEMA_PRINT)).rows[0]!.print;
}

async function readBaseline(pglite: PGlite): Promise<PgliteBaseline> {
  const schema = await schemaPrint(pglite);
  const tables = (
    await pglite.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    )
  ).rows.map((row) => row.name);
  const rows: PgliteBaseline['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await pglite.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${table} t`,
    );
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const names = (
    await pglite.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences`,
    )
  ).rows.map((row) => row.name);
  const sequences: PgliteBaseline['sequences'] = [];
  for (const name of names) {
    const { rows: state } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    sequences.push({ name, value: state[0]!.last_value, called: state[0]!.is_called });
  }
  return { schema, tables, rows, sequences };
}

async function restoreBaseline(pglite: PGlite, baseline: PgliteBaseline): Promise<void> {
  await pglite.exec('ROLLBACK');
  await pglite.exec('DISCARD ALL');
  if ((await schemaPrint(pglite)) !== baseline.schema) throw new Error('the schema changed');
  await pglite.exec(`TRUNCATE ${baseline.tables.join(', ')} CASCADE`);
  for (const { table, json } of baseline.rows) {
    await pglite.query(
      `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [json],
    );
  }
  for (const { name, value, called } of baseline.sequences) {
    await pglite.query('SELECT setval($1, $2::bigint, $3)', [name, value, called]);
  }
}

/** A PGlite whose close() keeps the instance for the next handle instead of ending it. */
function pooledPglite(pglite: PGlite, baseline: PgliteBaseline): DatabaseHandle {
  let open = true;
  const release = () => {
    if (!open) return;
    open = false;
    if (!pglite.closed) idlePglites.push({ pglite, baseline });
  };
  const kept = new Proxy(pglite, {
    get(target, property) {
      if (property === 'close') return async () => release();
      // Bound to PGlite itself, whose methods read its private fields. A closed handle's
      // queries fail, as a closed PGlite's would, while the next handle uses the instance.
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (!open) return () => Promise.reject(new Error('PGlite is closed'));
      return (value as () => unknown).bind(target);
    },
  });
  const handle = wrapDatabase(new Kysely<Database>({ dialect: new PGliteDialect(kept) }), 'pglite');
  return {
    ...handle,
    // Kysely ends its driver only if it ever connected: the instance goes back either way.
    close: async () => {
      await handle.close();
      release();
    },
  };
}

async function openPglite(): Promise<DatabaseHandle> {
  while (idlePglites.length > 0) {
    const idle = idlePglites.pop()!;
    try {
      await restoreBaseline(idle.pglite, idle.baseline);
      return pooledPglite(idle.pglite, idle.baseline);
    } catch {
      // A file that broke its instance (or its schema) gives it up: a fresh one follows.
      await idle.pglite.close().catch(() => undefined);
    }
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return pooledPglite(pglite, await readBaseline(pglite));
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
