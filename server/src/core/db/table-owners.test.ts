import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../../test/index.js';
import type { DatabaseHandle } from './database.js';
import { SERVER_SOURCES } from './found-migrations.js';
import { filesUnder } from './migration-files.js';

/** Core's tables file, and each area's: `<area>/<area>-tables.ts` (any other is refused). */
const tablesFiles = () => [
  'core/db/schema.ts',
  ...filesUnder(SERVER_SOURCES).filter((file) => file.endsWith('-tables.ts')),
];

/** The tables a file adds to Database: the members of its `interface Database { ... }`. */
function declaredTables(file: string): string[] {
  const source = fs.readFileSync(path.join(SERVER_SOURCES, file), 'utf8');
  const body = /interface Database \{\n([^}]*)\n\s*\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+): \w+;$/gm)].map((match) => match[1]!);
}

// Read once: the legacy history table of versions before Kysely's Migrator, never made now.
const LEGACY_TABLES = ['schema_migrations'];

describe('every table has one owner', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(() => database.close());

  it("declares each table once, in core's schema or its area's tables file", () => {
    const owners = new Map<string, string[]>();
    for (const file of tablesFiles()) {
      const area = file.split('/')[0]!;
      if (file !== 'core/db/schema.ts') expect(file).toBe(`${area}/${area}-tables.ts`);
      const tables = declaredTables(file);
      expect(tables.length, `${file} declares no table`).toBeGreaterThan(0);
      for (const table of tables) owners.set(table, [...(owners.get(table) ?? []), file]);
    }
    const twice = [...owners].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });

  it('declares exactly the tables the migrations make', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE 'kysely_migration%'`.execute(database.db);
    const declared = tablesFiles().flatMap(declaredTables);
    expect(declared.filter((table) => !LEGACY_TABLES.includes(table)).sort()).toEqual(
      rows.map((row) => row.name).sort(),
    );
  });
});
