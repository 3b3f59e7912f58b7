import type { Redis } from 'ioredis';

/** The shared counters could not be reached: callers fail closed, naming their feature. */
export class CountersUnavailableError extends Error {}

/**
 * Counts events per key in a fixed window that opens with its first hit; shared by all
 * instances when Redis backs it. Each call is one atomic step, so a count is never read and
 * then written in two.
 */
export interface CounterStore {
  /** Adds one and answers the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes back one hit while its window is open (a reservation that was not used up). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Counters in this process: right for one instance, and for tests. At most `maxEntries` keys
 * are kept, so no stream of distinct addresses or names can grow memory without bound; when
 * full, closed windows go first, then the oldest.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counts = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  /** How many keys are kept (for tests of the bound). */
  get size(): number {
    return this.counts.size;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const current = this.live(key);
    if (current) {
      current.count += 1;
      return current.count;
    }
    this.counts.set(key, { count: 1, until: this.now() + windowMs });
    this.trim();
    return 1;
  }

  async refund(key: string): Promise<void> {
    const current = this.live(key);
    if (current && current.count > 0) current.count -= 1;
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

  /**
   * Keys sit in the order their windows opened. Past the limit, closed windows go, then the
   * oldest open ones, down to a tenth below the limit: one sweep serves the next many inserts
   * (a sweep per insert would cost the whole map each time, as a Map walks its deleted slots).
   */
  private trim() {
    if (this.counts.size <= this.maxEntries) return;
    const now = this.now();
    for (const [key, entry] of this.counts) if (entry.until <= now) this.counts.delete(key);
    const target = this.maxEntries - Math.ceil(this.maxEntries / 10);
    for (const key of this.counts.keys()) {
      if (this.counts.size <= target) break;
      this.counts.delete(key);
    }
  }
}

/**
 * A window is a hash of its count (c) and its end by the app's clock (u), so a window closes when
 * the app's clock says so, as in memory (a test clock moves it); Redis's own expiry, set to the
 * same length when the window opens, only clears keys nobody hits again.
 */
const HIT = `local now = tonumber(ARGV[1])
local untilMs = tonumber(redis.call('hget', KEYS[1], 'u'))
if untilMs and untilMs > now then return redis.call('hincrby', KEYS[1], 'c', 1) end
redis.call('hset', KEYS[1], 'c', 1, 'u', now + tonumber(ARGV[2]))
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

// Takes back one hit only while its window is open, so a refund never opens a window.
const REFUND = `local untilMs = tonumber(redis.call('hget', KEYS[1], 'u'))
if untilMs and untilMs > tonumber(ARGV[1]) and tonumber(redis.call('hget', KEYS[1], 'c')) > 0 then
  return redis.call('hincrby', KEYS[1], 'c', -1)
end
return 0`;

/**
 * Counters in Redis, shared by every instance. When Redis does not answer, every call throws
 * CountersUnavailableError and the caller answers a 503 rather than run without its limits.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    // Not the 'lobby:count:' of the plain counters before: an instance of an older release
    // keeps counting its own keys during a rolling update instead of meeting a hash.
    private readonly prefix = 'lobby:window:',
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const count = await this.guard(() =>
      this.redis.eval(HIT, 1, this.prefix + key, this.now(), windowMs),
    );
    if (typeof count !== 'number') throw new CountersUnavailableError('no answer');
    return count;
  }

  async refund(key: string): Promise<void> {
    await this.guard(() => this.redis.eval(REFUND, 1, this.prefix + key, this.now()));
  }

  async clear(key: string): Promise<void> {
    await this.guard(() => this.redis.del(this.prefix + key));
  }

  private async guard<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new CountersUnavailableError('Redis did not answer', { cause: error });
    }
  }
}
