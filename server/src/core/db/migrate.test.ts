import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../../test/index.js';
import type { DatabaseHandle } from './database.js';
import { migrate, migrationName } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

const ALL = migrations.map(migrationName);

/** What the hand-written migrator of earlier versions left: its tables and schema_migrations. */
async function migrateTheOldWay(db: Kysely<Database>, upTo: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      CREATE TABLE schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    for (const migration of migrations.filter((m) => m.id <= upTo)) {
      await migration.up(trx as unknown as Kysely<unknown>);
      await trx
        .insertInto('schema_migrations')
        .values({ id: migration.id, name: migration.name })
        .execute();
    }
  });
}

describe.each(testDatabases())('migrate on $name', (kind) => {
  let database: DatabaseHandle;
  // Every table, whatever later migrations add (members and sessions reference merchants).
  const dropEverything = async () => {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
  };
  const recorded = async () =>
    (
      await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
        database.db,
      )
    ).rows.map((row) => row.name);

  beforeAll(async () => {
    database = await kind.open();
    // Test databases come migrated; start this one from nothing.
    await dropEverything();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration once, and nothing the second time', async () => {
    expect(await migrate(database.db)).toEqual(ALL);
    expect(await migrate(database.db)).toEqual([]);
    expect(await recorded()).toEqual(ALL);
  });

  it('migrates once when two instances start together', async () => {
    await dropEverything();
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first!, ...second!]).toEqual(ALL);
  });

  it('keeps a database migrated by earlier versions, applying only what it lacks', async () => {
    await dropEverything();
    await migrateTheOldWay(database.db, migrations.length);
    await database.db
      .insertInto('merchants')
      .values({ code: 'old', name: 'Old', config: '{}' })
      .execute();
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first!, ...second!]).toEqual([]);
    expect(await recorded()).toEqual(ALL);
    const kept = await database.db.selectFrom('merchants').select('code').execute();
    expect(kept).toEqual([{ code: 'old' }]);

    await dropEverything();
    await migrateTheOldWay(database.db, 3);
    expect(await migrate(database.db)).toEqual(ALL.slice(3));
    expect(await recorded()).toEqual(ALL);
  });

  it("reads old members' numbers as E.164 for their merchant's country", async () => {
    await dropEverything();
    await migrateTheOldWay(database.db, 16);
    const country = (countryCode: string, countryDialingCode: string) =>
      JSON.stringify({ country: { countryCode, countryDialingCode } });
    await sql`
      INSERT INTO merchants (code, name, config) VALUES
        ('ph', 'PH', ${country('PH', '+63')}::jsonb), ('th', 'TH', ${country('TH', '+66')}::jsonb)`.execute(
      database.db,
    );
    const old: [string, string | null][] = [
      ['ph', '9171234567'],
      ['ph', '09171234568'],
      ['ph', '12'],
      ['ph', '09171234567'],
      ['ph', null],
      ['th', '0812345678'],
    ];
    for (const [index, [merchant, mobile]] of old.entries()) {
      await sql`
        INSERT INTO members (merchant_code, username, username_folded, mobile, password_hash)
        VALUES (${merchant}, ${`u${index}`}, ${`u${index}`}, ${mobile}, 'x')`.execute(database.db);
    }
    expect(await migrate(database.db)).toEqual(ALL.slice(16));
    const rows = await sql<{ mobile: string | null }>`
      SELECT mobile FROM members ORDER BY id`.execute(database.db);
    // Unreadable digits, and a second spelling of a number already held, stay as they were: no
    // lookup or text matches them.
    expect(rows.rows.map((row) => row.mobile)).toEqual([
      '+639171234567',
      '+639171234568',
      '12',
      '09171234567',
      null,
      '+66812345678',
    ]);
  });

  it('numbers the migrations in order without gaps', () => {
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_m, i) => i + 1));
  });
});
