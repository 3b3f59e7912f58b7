import { DEFAULTS } from '@lobby/contract';
import type { MerchantRepository } from '../db/merchant-repository.js';
import type { MerchantConfig } from '../merchants/merchant-config.js';

export interface ResolvedMerchant {
  merchant: MerchantConfig;
  /** The affiliate code taken from the sub-domain, or the default 'www'. */
  affiliateCode: string;
}

const CACHE_MS = 5000;

/**
 * Finds the merchant a request belongs to. Configurations change only when an operator edits a
 * file and restarts, so answers are kept for a few seconds to spare the database, and a known
 * answer outlives a database outage.
 */
export class MerchantDirectory {
  private readonly cache = new Map<string, { at: number; value: MerchantConfig | undefined }>();

  constructor(
    private readonly repository: MerchantRepository,
    private readonly now: () => number = Date.now,
  ) {}

  byCode(code: string): Promise<MerchantConfig | undefined> {
    return this.cached(`code:${code}`, () => this.repository.findByCode(code));
  }

  /** The merchant of a host itself, or of its parent with the first label as affiliate code. */
  async byHost(hostname: string): Promise<ResolvedMerchant | undefined> {
    const host = hostname.toLowerCase();
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
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;
    let value: MerchantConfig | undefined;
    try {
      value = await load();
    } catch (error) {
      // While the database is away, a configuration already known keeps its pages up.
      if (hit) return hit.value;
      throw error;
    }
    this.cache.set(key, { at: this.now(), value });
    return value;
  }
}

/** The preview code and an empty code both mean the default affiliate (SPEC section 3). */
export function normalizeAffiliateCode(code: string | undefined | null): string {
  if (!code || code === DEFAULTS.previewAffiliateCode) return DEFAULTS.affiliateCode;
  return code;
}
