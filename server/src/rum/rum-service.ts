import {
  isPlausibleRumValue,
  PAGE_PATHS,
  RUM_METRICS,
  type calls,
  type ParsedCallBody,
  type RumMetric,
} from '@lobby/contract';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { RUM_BEACONS } from './rum-limits.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { todayIn } from '../core/time/day-range.js';
import type { RumRepository } from './rum-repository.js';

export type CollectBody = ParsedCallBody<typeof calls.systemCollect>;

const PAGES = new Set<string>(Object.values(PAGE_PATHS));

/** The page a beacon names, as kept: one of PAGE_PATHS, else 'other' (bounded cardinality). */
export function rumPage(page: string): string {
  const path = page.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return PAGES.has(path) ? path : 'other';
}

/**
 * Real-user timings: each beacon's metrics, kept per merchant, page and day of the merchant's time
 * zone (the day the dashboard and the report count it under) up to the cap; a source or network
 * past its limits has its beacons dropped.
 */
export class RumService {
  constructor(
    private readonly repository: RumRepository,
    private readonly limiter: Pick<AttemptLimiter, 'admits'>,
    private readonly now: () => Date,
  ) {}

  async collect(
    merchant: Pick<MerchantConfig, 'code' | 'timeZone'>,
    body: CollectBody,
    ip: string,
  ): Promise<{ kept: number }> {
    if (!(await this.limiter.admits(RUM_BEACONS, { merchantCode: merchant.code, ip }))) {
      return { kept: 0 };
    }
    const metrics: { metric: RumMetric; value: number }[] = [];
    for (const metric of RUM_METRICS) {
      const value = body.value[metric];
      if (value !== undefined && isPlausibleRumValue(metric, value))
        metrics.push({ metric, value });
    }
    const day = todayIn(merchant.timeZone ?? 'UTC', this.now());
    const kept = await this.repository.keep(merchant.code, day, rumPage(body.value.page), metrics);
    return { kept };
  }
}
