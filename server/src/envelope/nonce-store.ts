import type { Redis } from 'ioredis';
import type { EnvelopeNonceRepository } from './envelope-nonce-repository.js';
import { unavailable } from '../core/errors.js';

/** Remembers one-time values (envelope nonces) for a while; shared by all instances with Redis. */
export interface NonceStore {
  /** True the first time a key is claimed, false while an earlier claim is remembered. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

/** How often, at most, expired nonces are deleted from the database. */
const PURGE_EVERY_MS = 60_000;

/**
 * Nonces in the database, for deployments without Redis: they outlive a restart, so a request
 * captured before it is still refused after it, and every instance on the database shares them.
 */
export class DatabaseNonceStore implements NonceStore {
  private purgedAt = -Infinity;

  constructor(
    private readonly repository: EnvelopeNonceRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const fresh = await this.repository.claim(key, new Date(now + ttlMs), new Date(now));
    if (now - this.purgedAt >= PURGE_EVERY_MS) {
      this.purgedAt = now;
      await this.repository.purgeExpired(new Date(now));
    }
    return fresh;
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
