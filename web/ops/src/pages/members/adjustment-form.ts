import { OPS_REASON_MIN, readAmount, type AdjustmentDirection } from '@lobby/contract';

/**
 * A balance adjustment as typed: the amount in minor units when both amount and reason are fine,
 * and the key of what is wrong with each.
 */
export function readAdjustment(
  amountText: string,
  reason: string,
  currency: string,
  language: string,
): {
  minor?: number;
  problems: { amount?: 'adjust.amountInvalid'; reason?: 'adjust.reasonShort' };
} {
  const reading = readAmount(amountText, currency, language);
  const problems = {
    amount: reading.ok ? undefined : ('adjust.amountInvalid' as const),
    reason: reason.trim().length < OPS_REASON_MIN ? ('adjust.reasonShort' as const) : undefined,
  };
  return { minor: reading.ok && !problems.reason ? reading.minor : undefined, problems };
}

/** The change to the balance: a credit adds, a debit takes away. */
export const signedAmount = (direction: AdjustmentDirection, minor: number): number =>
  direction === 'credit' ? minor : -minor;
