import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisHandle } from '../redis.js';
import { deleteKeys, testRedisUrl, uniqueRedisPrefix } from '../../../test/redis.js';
import {
  CountersUnavailableError,
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './counter-store.js';

/** What every counter store does, whatever keeps its counts. */
function behavesAsCounters(make: () => CounterStore) {
  it('counts hits atomically, even when they all arrive at once', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('takes back a refunded hit, and a refund never opens a window', async () => {
    const store = make();
    await store.hit('r', 60_000);
    await store.hit('r', 60_000);
    await store.refund('r');
    expect(await store.hit('r', 60_000)).toBe(2);
    await store.refund('none');
    expect(await store.hit('none', 60_000)).toBe(1);
  });

  it('starts again after clear', async () => {
    const store = make();
    await store.hit('c', 60_000);
    await store.clear('c');
    expect(await store.hit('c', 60_000)).toBe(1);
  });
}

describe('MemoryCounterStore', () => {
  behavesAsCounters(() => new MemoryCounterStore());

  it('opens a new window once the old one has closed', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    await store.hit('w', 1000);
    expect(await store.hit('w', 1000)).toBe(2);
    now = 1000;
    expect(await store.hit('w', 1000)).toBe(1);
  });

  it('keeps at most its limit of keys, whatever stream of keys arrives', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 1000);
    for (let i = 0; i < 10_000; i += 1) {
      await store.hit(`login:acct:m:user${i}`, 60_000);
      expect(store.size).toBeLessThanOrEqual(1000);
      now += 1;
    }
    // The newest counts are the ones kept; the oldest went first.
    expect(await store.hit('login:acct:m:user9999', 60_000)).toBe(2);
    expect(await store.hit('login:acct:m:user0', 60_000)).toBe(1);
  });

  it('drops closed windows before open ones when it makes room', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 5);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 1000);
    await store.hit('short', 10);
    await store.hit('e', 1000);
    now = 20;
    await store.hit('d', 1000);
    // Room for one: the closed window and the oldest open one went, b stayed.
    expect(store.size).toBe(4);
    expect(await store.hit('b', 1000)).toBe(2);
    expect(await store.hit('a', 1000)).toBe(1);
  });

  it('is bounded by default', async () => {
    const store = new MemoryCounterStore();
    for (let i = 0; i < 100_050; i += 1) await store.hit(`login:src:m:${i}`, 60_000);
    expect(store.size).toBeLessThanOrEqual(100_000);
  });
});

describe.skipIf(!testRedisUrl)('RedisCounterStore', () => {
  let handle: RedisHandle;
  const prefix = uniqueRedisPrefix();

  beforeAll(async () => {
    handle = await openRedis(testRedisUrl!);
  });
  afterAll(async () => {
    await deleteKeys(handle.client, prefix);
    await handle.close();
  });

  behavesAsCounters(() => new RedisCounterStore(handle.client, `${prefix}${Math.random()}:`));

  it('opens a new window once the app clock has passed the old one, as in memory', async () => {
    let now = Date.parse('2031-05-04T10:00:00Z');
    const store = new RedisCounterStore(handle.client, `${prefix}clock:`, () => now);
    await store.hit('w', 60_000);
    expect(await store.hit('w', 60_000)).toBe(2);
    now += 59_999;
    expect(await store.hit('w', 60_000)).toBe(3);
    await store.refund('w');
    now += 1;
    // Redis still keeps the key (its own expiry is real time): the app's clock closed it.
    expect(await handle.client.exists(`${prefix}clock:w`)).toBe(1);
    await store.refund('w');
    expect(await store.hit('w', 60_000)).toBe(1);
  });

  it('gives every key the window of its first hit, and a refund keeps it', async () => {
    const store = new RedisCounterStore(handle.client, prefix);
    await store.hit('ttl', 60_000);
    await store.refund('ttl');
    const ttl = await handle.client.pttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('fails with CountersUnavailableError when Redis does not answer', async () => {
    const closed = await openRedis(testRedisUrl!);
    await closed.close();
    const store = new RedisCounterStore(closed.client, prefix);
    await expect(store.hit('x', 1000)).rejects.toBeInstanceOf(CountersUnavailableError);
    await expect(store.refund('x')).rejects.toBeInstanceOf(CountersUnavailableError);
    await expect(store.clear('x')).rejects.toBeInstanceOf(CountersUnavailableError);
  });
});
