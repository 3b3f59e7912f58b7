import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../../test/index.js';
import type { DatabaseHandle } from './database.js';
import { migrate, migrationName } from './migrate.js';
import { foundMigrations } from './found-migrations.js';
import type { Database } from './schema.js';

const migrations = await foundMigrations();
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

  it('moves the first events table into the event ledger, keeping what the ledger has', async () => {
    await dropEverything();
    const before = migrations.findIndex((m) => m.name === 'retire-wallet-events');
    await migrateTheOldWay(database.db, before);
    await sql`INSERT INTO merchants (code, name, config) VALUES ('ev', 'EV', '{}'::jsonb)`.execute(
      database.db,
    );
    const member = await sql<{ id: number }>`
      INSERT INTO members (merchant_code, username, username_folded, password_hash)
      VALUES ('ev', 'u', 'u', 'x') RETURNING id`.execute(database.db);
    const memberId = member.rows[0]!.id;
    await sql`
      INSERT INTO wallet_events (merchant_code, member_id, name, amount, currency, reference, created_at)
      VALUES ('ev', ${memberId}, 'deposit', 5000, 'PHP', 'd-1', '2026-01-02T03:04:05Z'),
             ('ev', ${memberId}, 'withdraw', 2000, 'PHP', 'w-1', '2026-01-03T00:00:00Z'),
             ('ev', ${memberId}, 'deposit', 700, 'PHP', 'd-2', '2026-01-04T00:00:00Z')`.execute(
      database.db,
    );
    // The ledger already has d-2 (written since the ledger took over): it stays as it is.
    await sql`
      INSERT INTO tracked_events
        (merchant_code, event_id, name, source, member_id, reference, amount, currency, payload, created_at)
      VALUES ('ev', 'deposit:d-2', 'deposit', 'wallet', ${memberId}, 'd-2', 700, 'PHP',
        '{"kept":true}'::jsonb, '2026-01-04T00:00:00Z')`.execute(database.db);
    expect(await migrate(database.db)).toEqual(ALL.slice(before));
    const rows = await sql<{ event_id: string; amount: string; payload: unknown; source: string }>`
      SELECT event_id, amount::text AS amount, payload, source FROM tracked_events
      WHERE merchant_code = 'ev' ORDER BY event_id`.execute(database.db);
    expect(rows.rows).toEqual([
      { event_id: 'deposit:d-1', amount: '5000', payload: {}, source: 'wallet' },
      { event_id: 'deposit:d-2', amount: '700', payload: { kept: true }, source: 'wallet' },
      { event_id: 'withdraw:w-1', amount: '2000', payload: {}, source: 'wallet' },
    ]);
    const left = await sql<{ name: string | null }>`
      SELECT to_regclass('public.wallet_events')::text AS name`.execute(database.db);
    expect(left.rows[0]!.name).toBeNull();
  });

  it('moves browser eventIDs apart from the wallet’s, with their outbox rows', async () => {
    await dropEverything();
    const before = migrations.findIndex((m) => m.name === 'browser-event-ids');
    await migrateTheOldWay(database.db, before);
    await sql`INSERT INTO merchants (code, name, config) VALUES ('bx', 'BX', '{}'::jsonb)`.execute(
      database.db,
    );
    const inserted = await sql<{ id: string; event_id: string }>`
      INSERT INTO tracked_events (merchant_code, event_id, name, source, payload, created_at)
      VALUES ('bx', 'deposit:d-9', 'viewContent', 'browser', '{}'::jsonb, now()),
             ('bx', 'reg-00000001', 'register', 'browser', '{}'::jsonb, now()),
             ('bx', 'deposit:d-8', 'deposit', 'wallet', '{}'::jsonb, now())
      RETURNING id::text AS id, event_id`.execute(database.db);
    const registerId = inserted.rows.find((row) => row.event_id === 'reg-00000001')!.id;
    await sql`
      INSERT INTO postback_outbox (merchant_code, destination, event_id, tracked_event_id, available_at, created_at)
      VALUES ('bx', 'appsflyer', 'reg-00000001', ${registerId}::bigint, now(), now())`.execute(
      database.db,
    );
    expect(await migrate(database.db)).toEqual(ALL.slice(before));
    const events = await sql<{ event_id: string; source: string }>`
      SELECT event_id, source FROM tracked_events WHERE merchant_code = 'bx' ORDER BY event_id`.execute(
      database.db,
    );
    expect(events.rows).toEqual([
      { event_id: 'browser:deposit:d-9', source: 'browser' },
      { event_id: 'browser:reg-00000001', source: 'browser' },
      { event_id: 'deposit:d-8', source: 'wallet' },
    ]);
    const outbox = await sql<{ event_id: string }>`
      SELECT event_id FROM postback_outbox WHERE merchant_code = 'bx'`.execute(database.db);
    expect(outbox.rows).toEqual([{ event_id: 'browser:reg-00000001' }]);
  });

  it('numbers the migrations in order without gaps', () => {
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_m, i) => i + 1));
  });
});
