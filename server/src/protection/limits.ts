import {
  LIMIT_KINDS,
  LIMIT_PERIODS_OF,
  loosensLimit,
  PROTECTION_RULES,
  type LimitKind,
  type LimitPeriod,
} from '@lobby/contract';
import type { LimitRow } from './protection-repository.js';

/** Every limit a member may set, in the order member home lists them. */
export const LIMIT_SLOTS: readonly { kind: LimitKind; period: LimitPeriod }[] = LIMIT_KINDS.flatMap(
  (kind) => LIMIT_PERIODS_OF[kind].map((period) => ({ kind, period })),
);

/** The value in force at `now`: a waiting looser value once its time has come. */
export function valueInForce(row: LimitRow | undefined, now: Date): number | null {
  if (!row) return null;
  if (row.pending && row.pendingAt && row.pendingAt <= now) return row.pendingValue;
  return row.value;
}

/** The looser value still waiting at `now`, if any. */
export function waiting(
  row: LimitRow | undefined,
  now: Date,
): { value: number | null; effectiveAt: Date } | null {
  if (!row?.pending || !row.pendingAt || row.pendingAt <= now) return null;
  return { value: row.pendingValue, effectiveAt: row.pendingAt };
}

/**
 * The row after asking for `next` at `now`: a tighter (or first) limit applies at once and drops
 * any looser one waiting; a looser one or a removal waits PROTECTION_RULES.loosenDelayHours.
 */
export function changedLimit(
  slot: { kind: LimitKind; period: LimitPeriod },
  row: LimitRow | undefined,
  next: number | null,
  now: Date,
): LimitRow {
  const current = valueInForce(row, now);
  if (loosensLimit(current, next)) {
    const delayMs = PROTECTION_RULES.loosenDelayHours * 3_600_000;
    return {
      ...slot,
      value: current,
      pending: true,
      pendingValue: next,
      pendingAt: new Date(now.getTime() + delayMs),
    };
  }
  return { ...slot, value: next, pending: false, pendingValue: null, pendingAt: null };
}

/** The limit of a kind and period among rows. */
export const rowOf = (rows: readonly LimitRow[], kind: LimitKind, period: LimitPeriod) =>
  rows.find((row) => row.kind === kind && row.period === period);
