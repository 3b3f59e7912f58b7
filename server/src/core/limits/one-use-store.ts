import type { Redis } from 'ioredis';
import { unavailable } from '../errors.js';

/** Values that can be read once, then are gone; each lives for a given time at most. */
export interface OneUseStore {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Answers the value and deletes it in one step, or undefined when absent or expired. */
  take(key: string): Promise<string | undefined>;
}

/** Most values kept in process; past it the oldest go first, so issuing cannot exhaust memory. */
const MEMORY_LIMIT = 100_000;

/** One-use values in this process: right for one instance, and for tests. */
export class MemoryOneUseStore implements OneUseStore {
  private readonly values = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = MEMORY_LIMIT,
  ) {}

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.delete(key);
    this.values.set(key, { value, until: this.now() + ttlMs });
    this.sweep();
  }

  async take(key: string): Promise<string | undefined> {
    const entry = this.values.get(key);
    this.values.delete(key);
    return entry && entry.until > this.now() ? entry.value : undefined;
  }

  /**
   * Drops the oldest values (a Map iterates in insertion order) while they have expired or the
   * store is over its limit; with one lifetime for all, the oldest are the first to expire.
   */
  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.values) {
      if (entry.until > now && this.values.size <= this.limit) break;
      this.values.delete(key);
    }
  }
}

/** One-use values in Redis (SET PX, GETDEL: Redis 6.2 or later), shared by every instance. */
export class RedisOneUseStore implements OneUseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lobby:once:',
  ) {}

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
    } catch {
      throw unavailable();
    }
  }

  async take(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.getdel(this.prefix + key)) ?? undefined;
    } catch {
      throw unavailable();
    }
  }
}
