import { ERROR_CODES } from '@lobby/contract';
import { AppError } from '../errors.js';

const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Whole days of a time zone, [from, to] both YYYY-MM-DD, and every day of it, oldest first. */
export interface ResolvedDayRange {
  from: string;
  to: string;
  days: string[];
}

/**
 * A range of days as the console and the reports ask for it: by default the last `defaultDays`
 * ending today in the time zone; from one end alone, that many days from (or up to) it. A range
 * of more than `maxDays`, or ending before it starts, is invalid_request.
 */
export function resolveDayRange(
  range: { from?: string | undefined; to?: string | undefined },
  rules: { timeZone: string; now: Date; defaultDays: number; maxDays: number },
): ResolvedDayRange {
  const to =
    range.to ??
    (range.from ? addDays(range.from, rules.defaultDays - 1) : todayIn(rules.timeZone, rules.now));
  const from = range.from ?? addDays(to, 1 - rules.defaultDays);
  const span = daysBetween(from, to) + 1;
  if (span < 1 || span > rules.maxDays) {
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `to: the range covers 1 to ${rules.maxDays} days, from on or before to`,
    );
  }
  return { from, to, days: Array.from({ length: span }, (_, i) => addDays(from, i)) };
}
