/**
 * The bounds of every integer and date a call takes, each fitted to where the server keeps or
 * uses it, so no request reaches the database with a number or a day its column cannot hold (a
 * 500 instead of invalid_request). Money amounts are bounded by MAX_ENTRY_AMOUNT (wallet.ts).
 */
import { z } from 'zod/mini';
import { INT4_MAX } from './plain-bounds.js';
import { text } from './text.js';

export { INT4_MAX };

/** The most games one lane or list answers. */
export const GAME_LIST_LIMIT_MAX = 200;

/** The last page of the ledger history a member may ask for (20 entries a page). */
export const WALLET_HISTORY_PAGE_MAX = 10_000;

/**
 * The first and last day a ledger filter takes: PostgreSQL and PGlite store them (year 0 does not
 * exist there) and a JavaScript date of the day after is still written as plain ISO 8601.
 */
export const LEDGER_DATE_MIN = '1900-01-01';
export const LEDGER_DATE_MAX = '2100-12-31';

/** A whole number from `min` to `max` in a JSON body. */
export function boundedInt(min: number, max: number) {
  return z
    .number()
    .check(
      z.int('must be a whole number'),
      z.minimum(min, `must be at least ${min}`),
      z.maximum(max, `must be at most ${max}`),
    );
}

/** A whole number from `min` to `max` written in a query string or a route param. */
export function boundedQueryInt(min: number, max: number) {
  return z.coerce
    .number()
    .check(
      z.int('must be a whole number'),
      z.minimum(min, `must be at least ${min}`),
      z.maximum(max, `must be at most ${max}`),
    );
}

/** The id of a row of a serial (int4) column. */
export const int4Id = () => boundedInt(1, INT4_MAX);

/** The id of a row of a serial (int4) column, in a query string. */
export const queryInt4Id = () => boundedQueryInt(1, INT4_MAX);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True when `YYYY-MM-DD` names a day of the calendar (not 2026-02-31). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The range check every date field carries; contract tests find it by identity. */
export const ledgerDateRangeCheck = z.refine<string>(
  // A moment's day decides: 2100-12-31T23:00:00Z is within the range.
  (value: string) => value.slice(0, 10) >= LEDGER_DATE_MIN && value.slice(0, 10) <= LEDGER_DATE_MAX,
  `must be from ${LEDGER_DATE_MIN} to ${LEDGER_DATE_MAX}`,
);

/** A calendar day as YYYY-MM-DD within the ledger's range. */
export const ledgerDate = () =>
  text(10).check(
    z.regex(ISO_DAY, 'a date as YYYY-MM-DD'),
    z.refine(isCalendarDay, 'a date as YYYY-MM-DD'),
    ledgerDateRangeCheck,
  );

/** A `from`..`to` pair of days (either may be absent) whose `to` is not before its `from`. */
export const datesInOrderCheck = z.refine<{ from?: string; to?: string }>(
  (value: { from?: string; to?: string }) => !value.from || !value.to || value.from <= value.to,
  { message: 'must not be before from', path: ['to'] },
);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment as ISO 8601 with its offset (`2026-11-25T12:00:00Z`) within the ledger's days. */
export const ledgerDateTime = () =>
  text(32).check(
    z.regex(ISO_MOMENT, 'a moment as ISO 8601 with its offset'),
    z.refine(
      (value: string) => !Number.isNaN(Date.parse(value)) && isCalendarDay(value.slice(0, 10)),
      'a moment as ISO 8601 with its offset',
    ),
    ledgerDateRangeCheck,
  );
