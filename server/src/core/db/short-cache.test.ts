import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache.js';

describe('ShortCache', () => {
  it('serves a read from the cache until it is forgotten', async () => {
    const cache = new ShortCache<{ n: number }>();
    let reads = 0;
    const load = async () => ({ n: ++reads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    cache.forget('a');
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('reads again once an entry is older than its time to live', async () => {
    const cache = new ShortCache<{ n: number }>({ ttlMs: 20 });
    let reads = 0;
    const load = async () => ({ n: ++reads });
    await cache.get('a', load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('never keeps a read that was in flight while something was forgotten', async () => {
    const cache = new ShortCache<{ row: string }>();
    let release!: () => void;
    const slow = cache.get(
      'a',
      () => new Promise<{ row: string }>((resolve) => (release = () => resolve({ row: 'old' }))),
    );
    cache.forget('a');
    release();
    expect(await slow).toEqual({ row: 'old' });
    expect(await cache.get('a', async () => ({ row: 'new' }))).toEqual({ row: 'new' });
  });

  it('keeps nothing for a read that found nothing', async () => {
    const cache = new ShortCache<{ n: number }>();
    expect(await cache.get('a', async () => undefined)).toBeUndefined();
    expect(await cache.get('a', async () => ({ n: 1 }))).toEqual({ n: 1 });
  });

  it('forgets every entry a predicate picks, and only those', async () => {
    const cache = new ShortCache<{ member: number }>();
    await cache.get('s1', async () => ({ member: 1 }));
    await cache.get('s2', async () => ({ member: 1 }));
    await cache.get('s3', async () => ({ member: 2 }));
    cache.forgetWhere((row) => row.member === 1);
    const fresh = async () => ({ member: 9 });
    expect(await cache.get('s1', fresh)).toEqual({ member: 9 });
    expect(await cache.get('s2', fresh)).toEqual({ member: 9 });
    expect(await cache.get('s3', fresh)).toEqual({ member: 2 });
  });
});
