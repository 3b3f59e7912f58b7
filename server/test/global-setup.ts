import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate } from '../src/core/db/migrate.js';
import type { Database } from '../src/core/db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once; each test file loads its own copy in ~0.5 s. */
    pgliteTemplate: string;
  }
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
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
