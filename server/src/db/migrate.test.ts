import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from './database.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(testDatabases())('migrate on $name', (kind) => {
  let database: DatabaseHandle;
  // Every table, whatever later migrations add (members and sessions reference merchants).
  const dropEverything = async () => {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
  };

  beforeAll(async () => {
    database = await kind.open();
    // Test databases come migrated; start this one from nothing.
    await dropEverything();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration once, and nothing the second time', async () => {
    expect(await migrate(database.db)).toEqual(migrations.map((m) => m.name));
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.selectFrom('schema_migrations').select(['id', 'name']).execute();
    expect(rows).toEqual(migrations.map(({ id, name }) => ({ id, name })));
  });

  it('migrates once when two instances start together', async () => {
    await dropEverything();
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first!, ...second!]).toEqual(migrations.map((m) => m.name));
  });

  it('numbers the migrations in order without gaps', () => {
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_m, i) => i + 1));
  });
});
