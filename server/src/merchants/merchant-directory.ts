import { DEFAULTS, normalizeAffiliateCode } from '@lobby/contract';
import { LRUCache } from 'lru-cache';
import type { MerchantRepository } from './merchant-repository.js';
import {
  MERCHANT_CODE_PATTERN,
  MERCHANT_HOST_PATTERN,
  type MerchantConfig,
} from '../core/merchant-config.js';

export interface ResolvedMerchant {
  merchant: MerchantConfig;
  /** The affiliate code taken from the sub-domain, or the default 'www'. */
  affiliateCode: string;
}

const CACHE_MS = 5000;
/** Keys that name a merchant: bounded by the merchant files, so this limit is only a backstop. */
const KNOWN_LIMIT = 10_000;
/** Keys that name none: anyone can send new ones, so few are kept, the least recently used go. */
const UNKNOWN_LIMIT = 1_000;
/** The longest DNS name. */
const HOST_MAX_LENGTH = 253;

interface Entry {
  at: number;
  value: MerchantConfig | undefined;
}

/**
 * Finds the merchant a request belongs to. Configurations change only when an operator edits a
 * file and restarts, so answers are kept for a few seconds to spare the database, and a known
 * answer outlives a database outage. Both caches are bounded LRUs, and unknown values have their
 * own, so a flood of made-up hosts or Merchant headers can neither grow memory nor push out the
 * merchants that must survive an outage.
 */
export class MerchantDirectory {
  private readonly known: LRUCache<string, Entry>;
  private readonly unknown: LRUCache<string, Entry>;

  constructor(
    private readonly repository: MerchantRepository,
    private readonly now: () => number = Date.now,
    limits: { known: number; unknown: number } = { known: KNOWN_LIMIT, unknown: UNKNOWN_LIMIT },
  ) {
    this.known = new LRUCache({ max: limits.known });
    this.unknown = new LRUCache({ max: limits.unknown });
  }

  /** How many answers are cached, found and not found. */
  get size(): { known: number; unknown: number } {
    return { known: this.known.size, unknown: this.unknown.size };
  }

  byCode(code: string): Promise<MerchantConfig | undefined> {
    // A value no merchant code can have is answered without the database or the cache.
    if (!MERCHANT_CODE_PATTERN.test(code)) return Promise.resolve(undefined);
    return this.cached(`code:${code}`, () => this.repository.findByCode(code));
  }

  /** The merchant of a host itself, or of its parent with the first label as affiliate code. */
  async byHost(hostname: string): Promise<ResolvedMerchant | undefined> {
    const host = hostname.toLowerCase();
    if (host.length > HOST_MAX_LENGTH || !MERCHANT_HOST_PATTERN.test(host)) return undefined;
    const direct = await this.cached(`host:${host}`, () => this.repository.findByHost(host));
    if (direct) return { merchant: direct, affiliateCode: DEFAULTS.affiliateCode };
    const dot = host.indexOf('.');
    if (dot <= 0) return undefined;
    const parent = host.slice(dot + 1);
    const merchant = await this.cached(`host:${parent}`, () => this.repository.findByHost(parent));
    if (!merchant) return undefined;
    return { merchant, affiliateCode: normalizeAffiliateCode(host.slice(0, dot)) };
  }

  private async cached(
    key: string,
    load: () => Promise<MerchantConfig | undefined>,
  ): Promise<MerchantConfig | undefined> {
    const hit = this.known.get(key) ?? this.unknown.get(key);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;
    let value: MerchantConfig | undefined;
    try {
      value = await load();
    } catch (error) {
      // While the database is away, a configuration already known keeps its pages up.
      if (hit) return hit.value;
      throw error;
    }
    const entry = { at: this.now(), value };
    if (value) {
      this.known.set(key, entry);
      this.unknown.delete(key);
    } else {
      this.unknown.set(key, entry);
      this.known.delete(key);
    }
    return value;
  }
}

/** The preview code and an empty code both mean the default affiliate (SPEC section 3). */
export { normalizeAffiliateCode };
