import type { Redis } from 'ioredis';
import { unavailable } from '../errors.js';

/** Remembers one-time values (envelope nonces) for a while; shared by all instances with Redis. */
export interface NonceStore {
  /** True the first time a key is claimed, false while an earlier claim is remembered. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

/** Nonces in this process: right for one instance, and for tests. */
export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 100_000,
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    this.seen.set(key, now + ttlMs);
    if (this.seen.size > this.sweepAbove) this.sweep(now);
    return true;
  }

  /** How many nonces are remembered (expired ones included until the next sweep). */
  get size(): number {
    return this.seen.size;
  }

  private sweep(now: number): void {
    for (const [key, until] of this.seen) if (until <= now) this.seen.delete(key);
  }
}

/**
 * Nonces in Redis (SET NX PX), shared by every instance. When Redis does not answer, callers get
 * a 503: encrypted calls fail closed rather than run without replay protection.
 */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lobby:nonce:',
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    let answer: string | null;
    try {
      answer = await this.redis.set(
        this.prefix + key,
        '1',
        'PX',
        Math.max(1, Math.ceil(ttlMs)),
        'NX',
      );
    } catch {
      throw unavailable();
    }
    return answer === 'OK';
  }
}
