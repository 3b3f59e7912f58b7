import {
  ERROR_CODES,
  type ExclusionRefusal,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { ProtectionRecord } from './protection-repository.js';

/** The refusal of a member on a time-out or self-exclusion at `now`, or undefined. */
export function breakRefusal(
  record: ProtectionRecord | undefined,
  now: Date,
): AppError | undefined {
  if (!record?.breakKind) return undefined;
  const until = record.breakUntil;
  if (until && until <= now) return undefined;
  const value: ExclusionRefusal = { until: until ? until.toISOString() : null };
  if (record.breakKind === 'timeOut') {
    return new AppError(
      403,
      ERROR_CODES.timedOut,
      `You are taking a time-out until ${value.until}`,
      value,
    );
  }
  return new AppError(
    403,
    ERROR_CODES.selfExcluded,
    until ? `You excluded yourself until ${value.until}` : 'You excluded yourself permanently',
    value,
  );
}

export const termsRequired = () =>
  new AppError(
    403,
    ERROR_CODES.termsAcceptanceRequired,
    'Please accept the updated terms and privacy policy first',
  );

const PERIOD_NAMES: Record<LimitPeriod, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

const NAMES: Record<LimitKind, string> = {
  deposit: 'deposit',
  loss: 'loss',
  session: 'play time',
};

/** The refusal of passing a limit: names it, what is left of it and when it resets. */
export function limitRefusal(
  kind: LimitKind,
  period: LimitPeriod,
  limit: number,
  remaining: number,
  resetsAt: Date,
): AppError {
  const value: LimitRefusal = {
    kind,
    period,
    limit,
    remaining: Math.max(0, remaining),
    resetsAt: resetsAt.toISOString(),
  };
  const code =
    kind === 'deposit'
      ? ERROR_CODES.depositLimitReached
      : kind === 'loss'
        ? ERROR_CODES.lossLimitReached
        : ERROR_CODES.sessionLimitReached;
  return new AppError(
    409,
    code,
    `This would pass your ${PERIOD_NAMES[period]} ${NAMES[kind]} limit of ${limit}; ${value.remaining} is left until ${value.resetsAt}`,
    value,
  );
}
