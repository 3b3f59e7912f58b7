import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_FIGURES,
  DASHBOARD_MAX_DAYS,
  ERROR_CODES,
  type DashboardDay,
  type DashboardFigures,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { DashboardRepository } from './dashboard-repository.js';

const DAY_MS = 86_400_000;

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

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

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
    // One end alone is a window of the default length from (or up to) it.
    const to =
      range.to ??
      (range.from
        ? addDays(range.from, DASHBOARD_DEFAULT_DAYS - 1)
        : todayIn(timeZone, this.now()));
    const from = range.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
    const span = daysBetween(from, to) + 1;
    if (span < 1 || span > DASHBOARD_MAX_DAYS) {
      throw new AppError(
        400,
        ERROR_CODES.invalidRequest,
        `to: the range covers 1 to ${DASHBOARD_MAX_DAYS} days, from on or before to`,
      );
    }
    const { days: byDay, activePlayers } = await this.repository.daily(merchant.code, {
      from,
      to,
      timeZone,
    });
    const days = Array.from({ length: span }, (_, i) => {
      const day = addDays(from, i);
      return { day, ...zeros(), ...byDay.get(day) };
    });
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
