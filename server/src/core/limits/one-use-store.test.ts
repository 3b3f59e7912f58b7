import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { openRedis, type RedisHandle } from '../redis.js';
import { deleteKeys, testRedisUrl, uniqueRedisPrefix } from '../../../test/redis.js';
import { MemoryOneUseStore, RedisOneUseStore } from './one-use-store.js';

describe('MemoryOneUseStore', () => {
  it('answers a value once', async () => {
    const store = new MemoryOneUseStore();
    await store.put('a', 'one', 60_000);
    expect(await store.take('a')).toBe('one');
    expect(await store.take('a')).toBeUndefined();
    expect(await store.take('never')).toBeUndefined();
  });

  it('forgets a value when its time is up', async () => {
    let now = 1_000_000;
    const store = new MemoryOneUseStore(() => now);
    await store.put('a', 'one', 5000);
    await store.put('b', 'two', 5000);
    now += 4999;
    expect(await store.take('a')).toBe('one');
    now += 1;
    expect(await store.take('b')).toBeUndefined();
  });

  it('keeps at most its limit, dropping expired values and then the oldest', async () => {
    let now = 0;
    const store = new MemoryOneUseStore(() => now, 3);
    await store.put('old', '1', 10);
    await store.put('a', '2', 1000);
    await store.put('b', '3', 1000);
    now = 20;
    await store.put('c', '4', 1000);
    expect(await store.take('a')).toBe('2');
    await store.put('d', '5', 1000);
    await store.put('e', '6', 1000);
    await store.put('f', '7', 1000);
    expect(await store.take('b')).toBeUndefined();
    expect(await store.take('f')).toBe('7');
  });
});

describe.skipIf(!testRedisUrl)('RedisOneUseStore', () => {
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

  it('answers a value once, with GETDEL', async () => {
    const store = new RedisOneUseStore(redis, prefix);
    await store.put('a', 'one', 60_000);
    expect(await redis.pttl(`${prefix}a`)).toBeGreaterThan(59_000);
    expect(await store.take('a')).toBe('one');
    expect(await store.take('a')).toBeUndefined();
    expect(await redis.exists(`${prefix}a`)).toBe(0);
  });

  it('lets Redis expire a value after its PX', async () => {
    const store = new RedisOneUseStore(redis, prefix);
    await store.put('short', 'one', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.take('short')).toBeUndefined();
  });

  it('answers service_unavailable when Redis is gone', async () => {
    const gone = await openRedis(testRedisUrl!);
    await gone.close();
    const store = new RedisOneUseStore(gone.client, prefix);
    await expect(store.put('a', 'one', 1000)).rejects.toMatchObject({
      statusCode: 503,
      errorCode: 'service_unavailable',
    });
    await expect(store.take('a')).rejects.toMatchObject({ errorCode: 'service_unavailable' });
  });
});
