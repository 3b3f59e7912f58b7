import { LRUCache } from 'lru-cache';

/**
 * How long a cached read may be served: a write on another instance (a session ended, a member
 * changed) shows here within this time; writes made through this instance show at once, as they
 * forget what they change.
 */
export const SHORT_CACHE_TTL_MS = 1000;

/**
 * A bounded, short-lived cache of database reads. A read that was in flight while anything was
 * forgotten is not kept, so a load that raced a write can never bring the old row back.
 */
export class ShortCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  private generation = 0;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache<string, V>({
      max: options.max ?? 10_000,
      ttl: options.ttlMs ?? SHORT_CACHE_TTL_MS,
    });
  }

  /** The cached value of `key`, else what `load` answers (kept unless it is undefined). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) this.entries.set(key, value);
    return value;
  }

  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Forgets every entry `matches` picks (ending sessions by member, members by name). */
  forgetWhere(matches: (value: V, key: string) => boolean): void {
    this.generation += 1;
    const doomed = [...this.entries.entries()].filter(([key, value]) => matches(value, key));
    for (const [key] of doomed) this.entries.delete(key);
  }
}
