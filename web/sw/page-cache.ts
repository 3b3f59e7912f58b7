/**
 * The rules of the service worker's copy of the app page (sw.ts), kept apart from the worker so
 * they can be tested: which answers are kept, under which key, and which caches are old.
 */

/** Every cache the worker names itself starts with this (Workbox's precache has its own). */
export const PAGE_CACHE_PREFIX = 'lobby-pages-';

/** The address the app page's copy is kept under when nothing else matches offline. */
export const SHELL_FALLBACK_PATH = '/m/home';

/** A short, stable name for a build: the precache list (content revisions) hashed with FNV-1a. */
export function buildIdOf(
  precacheList: ReadonlyArray<string | { url: string; revision?: string | null }>,
): string {
  let hash = 0x811c9dc5;
  for (const entry of precacheList) {
    const text = typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}

const NAME_PART = /[^a-z0-9_-]/gi;

/**
 * The cache of app-page copies for one deployment (env), merchant and build: a new build's worker
 * starts an empty one, since an old copy names files the new precache no longer holds.
 */
export function pageCacheName(
  env: string | null,
  merchant: string | null,
  buildId: string,
): string {
  const part = (value: string | null) => (value ?? '').replace(NAME_PART, '').slice(0, 40) || '-';
  return `${PAGE_CACHE_PREFIX}${part(env)}-${part(merchant)}-${buildId}`;
}

/** The worker's own caches that are not the current one: deleted once it takes over. */
export function oldPageCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== current);
}

/** A page copy is kept by its path alone: its query (tracking, tokens) never reaches the cache. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * True when an answer to a navigation may be kept for offline use: a whole app page (200, HTML,
 * from this site), which is per merchant and language and never per member. Anything marked
 * private or no-store, or that sets a cookie, is never kept.
 */
export function isKeepablePage(response: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) {
    return false;
  }
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return (
    type.startsWith('text/html') &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    !response.headers.get('set-cookie')
  );
}
