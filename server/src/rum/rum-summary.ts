import { DASHBOARD_DEFAULT_DAYS, RUM_RULES, type DashboardRumValue } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { resolveDayRange } from '../core/time/day-range.js';
import type { RumRepository } from './rum-repository.js';

export type RumMerchant = Pick<MerchantConfig, 'code' | 'timeZone'>;

/**
 * The one summary of real-user timings behind the console's dashboard and `npm run report -- rum`:
 * per day of the merchant's time zone (the day each sample was kept under), page and metric, over
 * a range of at most RUM_RULES.summaryMaxDays days (by default the dashboard's last 30).
 */
export class RumSummaryService {
  constructor(
    private readonly repository: RumRepository,
    private readonly now: () => Date,
  ) {}

  async summary(
    merchant: RumMerchant,
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<DashboardRumValue> {
    const timeZone = merchant.timeZone ?? 'UTC';
    const { from, to, days } = resolveDayRange(range, {
      timeZone,
      now: this.now(),
      defaultDays: DASHBOARD_DEFAULT_DAYS,
      maxDays: RUM_RULES.summaryMaxDays,
    });
    const rows = await this.repository.summary(merchant.code, from, to);
    const samplesByPage = new Map<string, number>();
    for (const row of rows) {
      samplesByPage.set(row.page, (samplesByPage.get(row.page) ?? 0) + row.samples);
    }
    const pages = [...samplesByPage]
      .sort(([pageA, a], [pageB, b]) => b - a || pageA.localeCompare(pageB))
      .map(([page]) => page);
    return { merchantCode: merchant.code, timeZone, from, to, days, pages, rows };
  }
}
