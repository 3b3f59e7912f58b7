import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { ERROR_CODES } from '@lobby/contract';

/** Counts events per key in a fixed window; shared by all instances when Redis backs it. */
export interface CounterStore {
  /** Adds one and answers the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/** Counters in this process: right for one instance, and for tests. */
export class MemoryCounterStore implements CounterStore {
  private readonly counts = new Map<string, { count: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const current = this.live(key);
    const next = current
      ? { count: current.count + 1, until: current.until }
      : { count: 1, until: this.now() + windowMs };
    this.counts.set(key, next);
    if (this.counts.size > 100_000) this.sweep();
    return next.count;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
  }

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.until <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    for (const key of this.counts.keys()) this.live(key);
  }
}

const redisDown = () =>
  new AppError(
    503,
    ERROR_CODES.serviceUnavailable,
    'Sign-in is unavailable right now, please try again shortly',
  );

/**
 * Counters in Redis, shared by every instance. When Redis does not answer, callers get a 503:
 * sign-in and registration fail closed rather than run without their limits.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lobby:count:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    try {
      const result = await this.redis
        .multi()
        .incr(this.prefix + key)
        .pexpire(this.prefix + key, windowMs, 'NX')
        .exec();
      const count = result?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('no answer');
      return count;
    } catch {
      throw redisDown();
    }
  }

  async count(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + key)) ?? 0);
    } catch {
      throw redisDown();
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch {
      throw redisDown();
    }
  }
}
