import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { deleteKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { EnvelopeNonceRepository } from './envelope-nonce-repository.js';
import { testDatabases } from '../../test/index.js';
import { DatabaseNonceStore, RedisNonceStore } from './nonce-store.js';

describe.each(testDatabases())('DatabaseNonceStore on $name', (kind) => {
  let database: DatabaseHandle;
  let now = 1_000_000;
  const storeOf = () => new DatabaseNonceStore(new EnvelopeNonceRepository(database.db), () => now);
  const rows = async () =>
    (await database.db.selectFrom('envelope_nonces').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('accepts a nonce once while it is remembered, and again after its time', async () => {
    const store = storeOf();
    expect(await store.claim('a', 5000)).toBe(true);
    expect(await store.claim('a', 5000)).toBe(false);
    expect(await store.claim('b', 5000)).toBe(true);
    now += 4999;
    expect(await store.claim('a', 5000)).toBe(false);
    now += 1;
    expect(await store.claim('a', 5000)).toBe(true);
    expect(await store.claim('a', 5000)).toBe(false);
  });

  it('remembers a nonce for another store on the same database (a restart, another instance)', async () => {
    expect(await storeOf().claim('restart', 60_000)).toBe(true);
    expect(await storeOf().claim('restart', 60_000)).toBe(false);
  });

  it('accepts exactly one of many concurrent claims of a nonce, also once it has expired', async () => {
    const claims = () =>
      Promise.all(Array.from({ length: 40 }, () => storeOf().claim('race', 1000)));
    expect((await claims()).filter(Boolean)).toHaveLength(1);
    now += 1000;
    expect((await claims()).filter(Boolean)).toHaveLength(1);
  });

  it('deletes expired nonces at most once a minute, never live ones', async () => {
    await database.db.deleteFrom('envelope_nonces').execute();
    const store = storeOf();
    await store.claim('old', 10);
    expect(await rows()).toEqual(['old']);
    now += 20;
    await store.claim('live', 120_000);
    // The first claim purged (nothing had expired yet); the next purge waits a minute.
    expect(await rows()).toEqual(['live', 'old']);
    now += 60_000;
    await store.claim('newer', 120_000);
    expect(await rows()).toEqual(['live', 'newer']);
    expect(await store.claim('live', 120_000)).toBe(false);
  });
});

describe.skipIf(!testRedisUrl)('RedisNonceStore', () => {
  let handle: RedisHandle;
  let redis: Redis;
  const prefix = uniqueRedisPrefix();

  beforeAll(async () => {
    handle = await openRedis(testRedisUrl!);
    redis = handle.client;
  });
  afterAll(async () => {
    if (redis) await deleteKeys(redis, prefix);
    await handle?.close();
  });

  it('accepts a nonce once, with SET NX PX', async () => {
    const store = new RedisNonceStore(redis, prefix);
    expect(await store.claim('a', 60_000)).toBe(true);
    expect(await redis.pttl(`${prefix}a`)).toBeGreaterThan(59_000);
    expect(await store.claim('a', 60_000)).toBe(false);
    expect(await new RedisNonceStore(redis, prefix).claim('a', 60_000)).toBe(false);
  });

  it('accepts one of many instances claiming the same nonce at once', async () => {
    const stores = Array.from({ length: 5 }, () => new RedisNonceStore(redis, prefix));
    const results = await Promise.all(stores.map((store) => store.claim('race', 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets Redis forget a nonce after its time', async () => {
    const store = new RedisNonceStore(redis, prefix);
    expect(await store.claim('short', 30)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.claim('short', 30)).toBe(true);
  });

  it('answers service_unavailable when Redis is gone', async () => {
    const gone = await openRedis(testRedisUrl!);
    await gone.close();
    const store = new RedisNonceStore(gone.client, prefix);
    await expect(store.claim('a', 1000)).rejects.toMatchObject({
      statusCode: 503,
      errorCode: 'service_unavailable',
    });
  });
});
