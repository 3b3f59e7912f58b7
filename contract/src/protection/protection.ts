/**
 * Player protection's rules, written once for server and web: limit periods and when they reset,
 * the delay before a looser limit applies, the lengths of a time-out and a self-exclusion, reality
 * check intervals, and the age rule of registration. Periods are calendar periods of the
 * merchant's time zone (the server's `core/time/periods`).
 */
import { ERROR_CODES } from '../core/errors.js';

/** The minimum age of registration unless the merchant file sets its own (`protection.minimumAge`). */
export const DEFAULT_MINIMUM_AGE = 18;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** What a limit caps: deposits or net loss (minor units) per period, or play minutes per day. */
export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const PROTECTION_RULES = {
  /** A higher limit, or a removal, applies only this long after it is asked for. */
  loosenDelayHours: 24,
  /** Play minutes a session limit may allow a day. */
  sessionMinutes: { min: 1, max: 1440 },
  timeOutDays: { min: 1, max: 42 },
  /** A self-exclusion in months; null (in a request) means permanent. */
  selfExclusionMonths: { min: 6, max: 60 },
  /** Reality check intervals a member may choose, in minutes (never below the merchant's). */
  realityCheckMinutes: { min: 5, max: 240 },
} as const;

/** The periods each kind of limit has: session limits are per day only. */
export const LIMIT_PERIODS_OF: Readonly<Record<LimitKind, readonly LimitPeriod[]>> = {
  deposit: LIMIT_PERIODS,
  loss: LIMIT_PERIODS,
  session: ['day'],
};

/**
 * Whether moving a limit from `current` to `next` loosens it (a higher value or a removal), so it
 * waits PROTECTION_RULES.loosenDelayHours; null is no limit.
 */
export function loosensLimit(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** Whole years of age on `today` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** When a time-out or self-exclusion taken at `from` ends; null for a permanent exclusion. */
export function exclusionEnd(
  from: Date,
  choice: { kind: 'timeOut'; days: number } | { kind: 'selfExclusion'; months: number | null },
): Date | null {
  if (choice.kind === 'timeOut') return new Date(from.getTime() + choice.days * 86_400_000);
  if (choice.months === null) return null;
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end;
}

/** What stops play and deposits everywhere: a time-out, a self-exclusion, terms not accepted. */
export const PLAY_REFUSALS = [
  ERROR_CODES.timedOut,
  ERROR_CODES.selfExcluded,
  ERROR_CODES.termsAcceptanceRequired,
] as const;

/**
 * What refuses a sign-in, whatever its way (password, code, remember token, passkey): a break, a
 * lockout, or an account an operator locked (login.locked.operator, once every factor is proven).
 */
export const SIGN_IN_REFUSALS = [
  ERROR_CODES.timedOut,
  ERROR_CODES.selfExcluded,
  ERROR_CODES.accountLocked,
  ERROR_CODES.accountLockedByOperator,
] as const;
