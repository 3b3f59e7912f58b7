import { describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_PREFIX,
  buildIdOf,
  isKeepablePage,
  oldPageCaches,
  pageCacheKey,
  pageCacheName,
} from './page-cache';

const answer = (status: number, headers: Record<string, string>, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
});

describe('isKeepablePage', () => {
  it('keeps a whole app page', () => {
    expect(
      isKeepablePage(
        answer(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }),
      ),
    ).toBe(true);
  });

  it('never keeps an error, a redirect, another kind of answer, or one marked private or no-store', () => {
    const html = { 'content-type': 'text/html' };
    expect(isKeepablePage(answer(404, html))).toBe(false);
    expect(isKeepablePage(answer(500, html))).toBe(false);
    expect(isKeepablePage(answer(0, html, 'opaqueredirect'))).toBe(false);
    expect(isKeepablePage(answer(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isKeepablePage(answer(200, { ...html, 'cache-control': 'private, max-age=0' }))).toBe(
      false,
    );
    expect(isKeepablePage(answer(200, { ...html, 'cache-control': 'no-store' }))).toBe(false);
  });
});

describe('pageCacheKey', () => {
  it('keeps a page by its path: its query (tokens, tracking) never reaches the cache', () => {
    expect(pageCacheKey('https://a.test/m/home?token=secret&affiliateCode=x')).toBe(
      'https://a.test/m/home',
    );
  });
});

describe('page caches', () => {
  it('are named per deployment, merchant and build, from safe characters only', () => {
    expect(pageCacheName('production', 'demo', 'abc')).toBe(
      `${PAGE_CACHE_PREFIX}production-demo-abc`,
    );
    expect(pageCacheName(null, '../x y', 'abc')).toBe(`${PAGE_CACHE_PREFIX}--xy-abc`);
  });

  it('of an older build are the ones deleted; other caches are left alone', () => {
    const current = pageCacheName('production', 'demo', 'new');
    const old = pageCacheName('production', 'demo', 'old');
    expect(oldPageCaches([current, old, 'workbox-precache-v2-x'], current)).toEqual([old]);
  });

  it('a build id changes with any file revision', () => {
    const list = [
      { url: 'assets/a-1.js', revision: null },
      { url: 'favicon.svg', revision: 'r1' },
    ];
    const changed = [list[0]!, { url: 'favicon.svg', revision: 'r2' }];
    expect(buildIdOf(list)).toBe(buildIdOf([...list]));
    expect(buildIdOf(changed)).not.toBe(buildIdOf(list));
  });
});
