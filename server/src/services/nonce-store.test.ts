import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, type RedisHandle } from '../redis.js';
import { deleteKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis.js';
import { MemoryNonceStore, RedisNonceStore } from './nonce-store.js';

describe('MemoryNonceStore', () => {
  it('accepts a nonce once while it is remembered, and again after its time', async () => {
    let now = 1_000_000;
    const store = new MemoryNonceStore(() => now);
    expect(await store.claim('a', 5000)).toBe(true);
    expect(await store.claim('a', 5000)).toBe(false);
    expect(await store.claim('b', 5000)).toBe(true);
    now += 4999;
    expect(await store.claim('a', 5000)).toBe(false);
    now += 1;
    expect(await store.claim('a', 5000)).toBe(true);
  });

  it('sweeps expired nonces only, never live ones', async () => {
    let now = 0;
    const store = new MemoryNonceStore(() => now, 3);
    await store.claim('old', 10);
    await store.claim('a', 1000);
    await store.claim('b', 1000);
    now = 20;
    await store.claim('c', 1000);
    expect(store.size).toBe(3);
    await store.claim('d', 1000);
    expect(store.size).toBe(4);
    for (const key of ['a', 'b', 'c', 'd']) expect(await store.claim(key, 1000)).toBe(false);
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
