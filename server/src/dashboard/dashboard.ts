import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_FIGURES,
  DASHBOARD_MAX_DAYS,
  type DashboardDay,
  type DashboardFigures,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { resolveDayRange } from '../core/time/day-range.js';
import type { DashboardRepository } from './dashboard-repository.js';

/** The merchant's figures over a range of days: what the console and the daily report show. */
export interface DailyFigures {
  merchantCode: string;
  currency: string;
  timeZone: string;
  from: string;
  to: string;
  days: DashboardDay[];
  totals: DashboardFigures;
}

const zeros = (): DashboardFigures =>
  Object.fromEntries(DASHBOARD_FIGURES.map((name) => [name, 0])) as DashboardFigures;

/**
 * The one service behind the dashboard's calls and `npm run report -- daily`: a range of days in
 * the merchant's time zone (by default the last DASHBOARD_DEFAULT_DAYS, ending today; from one
 * end alone, that many days from or up to it), every
 * day of it with its figures, and the range's totals.
 */
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly now: () => Date,
  ) {}

  async daily(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'timeZone'>,
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<DailyFigures> {
    const timeZone = merchant.timeZone ?? 'UTC';
    const {
      from,
      to,
      days: everyDay,
    } = resolveDayRange(range, {
      timeZone,
      now: this.now(),
      defaultDays: DASHBOARD_DEFAULT_DAYS,
      maxDays: DASHBOARD_MAX_DAYS,
    });
    const { days: byDay, activePlayers } = await this.repository.daily(merchant.code, {
      from,
      to,
      timeZone,
    });
    const days = everyDay.map((day) => ({ day, ...zeros(), ...byDay.get(day) }));
    const totals = zeros();
    for (const day of days) {
      for (const name of DASHBOARD_FIGURES) totals[name] += day[name];
    }
    totals.activePlayers = activePlayers;
    return {
      merchantCode: merchant.code,
      currency: merchant.currency,
      timeZone,
      from,
      to,
      days,
      totals,
    };
  }
}
