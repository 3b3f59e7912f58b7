import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { OutboxTable, type OutboxClaim } from './outbox-table.js';
import { OutboxWorker, type OutboxPolicy } from './outbox-worker.js';
import { testDatabases } from '../../../test/index.js';

/** An outbox table of this test's own, shaped as the areas' are. */
interface TestOutboxTable {
  id: Generated<string>;
  payload: string | null;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | undefined, 'sent' | 'failed'>;
  attempts: Generated<number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
  sent_at: Date | null;
}

type TestDatabase = Database & { test_outbox: TestOutboxTable };

const START = Date.parse('2031-10-01T10:00:00Z');
const LEASE_MS = 60_000;
const POLICY: OutboxPolicy = {
  pollMs: 1000,
  leaseMs: LEASE_MS,
  maxAttempts: 3,
  backoffMs: 1000,
  batch: 10,
};

describe.each(testDatabases())('an outbox table on $name', (kind) => {
  let database: DatabaseHandle;
  let db: Kysely<TestDatabase>;
  let outbox: OutboxTable<TestDatabase, 'test_outbox'>;
  let ms = START;
  const now = () => new Date(ms);

  beforeAll(async () => {
    database = await kind.open();
    db = database.db.withTables<{ test_outbox: TestOutboxTable }>();
    await sql`
      CREATE TABLE test_outbox (
        id bigserial PRIMARY KEY,
        payload text,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        available_at timestamptz NOT NULL,
        claim_token text,
        last_error text,
        sent_at timestamptz
      )`.execute(db);
    outbox = new OutboxTable(db, 'test_outbox', { clearOnGiveUp: ['payload'], errorLength: 8 });
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    ms = START;
    await db.deleteFrom('test_outbox').execute();
  });

  const queue = async (count: number): Promise<string[]> => {
    const rows = await db
      .insertInto('test_outbox')
      .values(Array.from({ length: count }, (_, i) => ({ payload: `p${i}`, available_at: now() })))
      .returning(sql<string>`id::text`.as('id'))
      .execute();
    return rows.map((row) => row.id);
  };
  const rowOf = (id: string) =>
    db.selectFrom('test_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const claimAt = (at: number, claim: string, limit = 10) =>
    outbox.claim(new Date(at), { leaseMs: LEASE_MS, maxAttempts: 3, limit, claim }, ['payload']);

  it('hands each row to one claimer only, however many claim at once', async () => {
    const ids = await queue(40);
    const claimed: OutboxClaim[] = [];
    for (let round = 0; ; round += 1) {
      const batches = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimAt(ms, `claimer-${round}-${i}`, 3)),
      );
      if (batches.every((batch) => batch.length === 0)) break;
      claimed.push(...batches.flat());
    }
    expect(claimed.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(claimed.every((row) => row.attempts === 1)).toBe(true);
    const tokens = await db.selectFrom('test_outbox').select(['id', 'claim_token']).execute();
    expect(Object.fromEntries(tokens.map((row) => [String(row.id), row.claim_token]))).toEqual(
      Object.fromEntries(claimed.map((row) => [row.id, row.claim])),
    );
  });

  it('answers a claimed row with the columns asked for, oldest first', async () => {
    const [first, second] = await queue(2);
    await db
      .updateTable('test_outbox')
      .set({ available_at: new Date(START - 1) })
      .where('id', '=', second!)
      .execute();
    expect(await claimAt(ms, 'one', 1)).toEqual([
      { id: second, attempts: 1, claim: 'one', payload: 'p1' },
    ]);
    expect((await claimAt(ms, 'two')).map((row) => row.id)).toEqual([first]);
  });

  it('claims a row again once the lease of a claim whose worker died has passed', async () => {
    const [id] = await queue(1);
    const [held] = await claimAt(ms, 'died');
    expect(held).toMatchObject({ id, attempts: 1 });
    expect((await rowOf(id!)).available_at).toEqual(new Date(START + LEASE_MS));
    expect(await claimAt(START + LEASE_MS - 1, 'early')).toEqual([]);
    const [again] = await claimAt(START + LEASE_MS, 'later');
    expect(again).toMatchObject({ id, attempts: 2, claim: 'later' });
    // The first worker, back late, can neither let the row go nor finish it.
    await outbox.retryAt(held!, now(), 'late');
    await outbox.remove(held!);
    expect(await rowOf(id!)).toMatchObject({ claim_token: 'later', last_error: null });
    await outbox.remove(again!);
    expect(await db.selectFrom('test_outbox').select('id').execute()).toEqual([]);
  });

  it('lets a failed row go until its back-off has passed, then gives it up after the last try', async () => {
    const [id] = await queue(1);
    const failures: number[] = [];
    const worker = new OutboxWorker<OutboxClaim>({
      name: 'test outbox',
      queue: outbox,
      send: async (row) => {
        failures.push(row.attempts);
        throw new Error('provider down');
      },
      sent: (row) => outbox.remove(row),
      describe: (row) => ({ id: row.id }),
      now,
      log: { warn: () => {}, error: () => {} },
      policy: POLICY,
    });
    expect(await worker.drain()).toBe(0);
    // The reason is kept cut to errorLength.
    expect(await rowOf(id!)).toMatchObject({
      status: 'queued',
      attempts: 1,
      available_at: new Date(START + 1000),
      claim_token: null,
      last_error: 'provider',
    });
    ms += 999;
    await worker.drain();
    expect(failures).toEqual([1]);
    ms += 1;
    await worker.drain();
    expect(await rowOf(id!)).toMatchObject({ attempts: 2, available_at: new Date(ms + 2000) });
    ms += 2000;
    await worker.drain();
    expect(failures).toEqual([1, 2, 3]);
    expect(await rowOf(id!)).toMatchObject({
      status: 'failed',
      attempts: 3,
      payload: null,
      claim_token: null,
    });
    ms += 86_400_000;
    await worker.drain();
    expect(failures).toEqual([1, 2, 3]);
  });

  it('gives up a row out of attempts only once its last lease has passed', async () => {
    const [id] = await queue(1);
    const last = { leaseMs: LEASE_MS, maxAttempts: 1, limit: 1, claim: 'last' };
    expect(await outbox.claim(now(), last)).toHaveLength(1);
    // Its worker died: the lease passes, and no claim may take it again.
    expect(await outbox.claim(new Date(START + LEASE_MS), last)).toEqual([]);
    expect(await outbox.giveUpExhausted(new Date(START + LEASE_MS - 1), 1)).toBe(0);
    expect(await outbox.giveUpExhausted(new Date(START + LEASE_MS), 1)).toBe(1);
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', payload: null, attempts: 1 });
    expect(await outbox.giveUpExhausted(new Date(START + LEASE_MS), 1)).toBe(0);
  });

  it('writes a settled row only while the claim still holds it', async () => {
    const [id] = await queue(1);
    const [held] = await claimAt(ms, 'mine');
    await outbox.settle({ ...held!, claim: 'other' }, { status: 'sent', sent_at: now() });
    expect((await rowOf(id!)).status).toBe('queued');
    await outbox.settle(held!, { status: 'sent', sent_at: now(), claim_token: null });
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', sent_at: now(), claim_token: null });
    expect(await claimAt(START + 10 * LEASE_MS, 'after')).toEqual([]);
  });
});
