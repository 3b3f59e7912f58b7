import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrate } from '../src/core/db/migrate.js';
import type { Database } from '../src/core/db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once; each test file loads its own copy in ~0.5 s. */
    pgliteTemplate: string;
    /**
     * A migrated database on the TEST_DATABASE_URL server (when set), made once: each test file
     * copies it with CREATE DATABASE … TEMPLATE in a fraction of the seconds migrating takes.
     */
    postgresTemplate: string | undefined;
  }
}

/** Migrates a database of its own on the server once, closed so it can serve as a template. */
async function migratedPostgresTemplate(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `lobby_template_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: target.toString(), max: 1 }),
    }),
  });
  await migrate(db);
  await db.destroy();
  return {
    name,
    drop: async () => {
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
    },
  };
}

/** PGlite's initdb takes seconds, so it runs once for the whole run, not once per test file. */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  const url = process.env.TEST_DATABASE_URL;
  const postgres = url ? await migratedPostgresTemplate(url) : undefined;
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await postgres?.drop();
  };
}
