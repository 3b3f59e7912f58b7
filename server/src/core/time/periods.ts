import type { LimitPeriod } from '@lobby/contract';
import { addDays, todayIn } from './day-range.js';

/** Milliseconds a time zone is ahead of UTC at `at` (negative west of Greenwich). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)!.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a YYYY-MM-DD day in a time zone (its local midnight). */
export function dayStartIn(timeZone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then again at the instant it gives: right across a DST change.
  const guess = midnightUtc - offsetMs(timeZone, new Date(midnightUtc));
  return new Date(midnightUtc - offsetMs(timeZone, new Date(guess)));
}

/** The first day of the period (a day, an ISO week from Monday, a month) holding a local day. */
function periodFirstDay(period: LimitPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

function nextPeriodFirstDay(period: LimitPeriod, first: string): string {
  if (period === 'day') return addDays(first, 1);
  if (period === 'week') return addDays(first, 7);
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * The calendar period of a time zone holding `at` (the merchant's `timeZone`): its first instant
 * and the first instant of the next, each a local midnight.
 */
export function periodWindow(
  period: LimitPeriod,
  at: Date,
  timeZone: string,
): { start: Date; end: Date } {
  const first = periodFirstDay(period, todayIn(timeZone, at));
  return {
    start: dayStartIn(timeZone, first),
    end: dayStartIn(timeZone, nextPeriodFirstDay(period, first)),
  };
}
