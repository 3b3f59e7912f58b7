import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './databases.js';

const pglite = testDatabases().find((kind) => kind.name === 'pglite')!;

const merchantCount = async (db: Awaited<ReturnType<typeof pglite.open>>['db']) =>
  Number(
    (
      await db
        .selectFrom('merchants')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PGlite test databases', () => {
  it('give each handle the migrated state, whatever the handle before it left behind', async () => {
    const first = await pglite.open();
    const before = await merchantCount(first.db);
    await first.db
      .insertInto('merchants')
      .values({ code: 'left', name: 'Left', config: '{}' })
      .execute();
    await sql`SET TIME ZONE 'Asia/Manila'`.execute(first.db);
    await sql`SELECT pg_advisory_lock(4242)`.execute(first.db);
    await first.close();

    const second = await pglite.open();
    expect(await merchantCount(second.db)).toBe(before);
    const zone = await sql<{ TimeZone: string }>`SHOW TIME ZONE`.execute(second.db);
    expect(zone.rows[0]!.TimeZone).not.toBe('Asia/Manila');
    const lock = await sql<{ got: boolean }>`SELECT pg_try_advisory_lock(4242) AS got`.execute(
      second.db,
    );
    expect(lock.rows[0]!.got).toBe(true);
    await second.close();
  });

  it('end a closed handle for its own queries', async () => {
    const handle = await pglite.open();
    await handle.close();
    expect(await handle.ping()).toBe(false);
  });

  it('give up an instance whose schema a test changed', async () => {
    const first = await pglite.open();
    await sql`DROP SCHEMA public CASCADE`.execute(first.db);
    await sql`CREATE SCHEMA public`.execute(first.db);
    await first.close();
    const second = await pglite.open();
    expect(await merchantCount(second.db)).toBeGreaterThanOrEqual(0);
    await second.close();
  });
});
