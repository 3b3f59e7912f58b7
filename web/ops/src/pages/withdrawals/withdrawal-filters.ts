import { toMinorUnits } from '@lobby/contract';
import type { WithdrawalsQuery } from './queries';

/** The queue's filters as the operator types them. */
export interface FilterDraft {
  status: string;
  userName: string;
  minAmount: string;
  maxAmount: string;
  minAgeHours: string;
  sort: string;
}

/** What the queue opens on: pending requests in queue order. */
export const FIRST_FILTERS: FilterDraft = {
  status: 'pending',
  userName: '',
  minAmount: '',
  maxAmount: '',
  minAgeHours: '',
  sort: 'queue',
};
export const FIRST_QUERY: WithdrawalsQuery = { status: 'pending', sort: 'queue' };

/** The filters read as a query, or the key of what is wrong with them. */
export type FilterReading =
  { query: WithdrawalsQuery } | { error: 'withdrawals.amountInvalid' | 'withdrawals.ageInvalid' };

/**
 * Reads typed filters as the queue's query: amounts in the operator's notation of the console's
 * currency, a waiting time in whole hours; empty fields filter nothing.
 */
export function readFilters(draft: FilterDraft, currency: string, language: string): FilterReading {
  const amount = (text: string) =>
    text.trim() === '' ? undefined : toMinorUnits(text, currency, language);
  const minAmount = amount(draft.minAmount);
  const maxAmount = amount(draft.maxAmount);
  if (
    (draft.minAmount.trim() && minAmount === undefined) ||
    (draft.maxAmount.trim() && maxAmount === undefined)
  ) {
    return { error: 'withdrawals.amountInvalid' };
  }
  const hours = draft.minAgeHours.trim();
  if (hours && !/^\d{1,5}$/.test(hours)) return { error: 'withdrawals.ageInvalid' };
  return {
    query: {
      status: (draft.status || undefined) as WithdrawalsQuery['status'],
      userName: draft.userName.trim() || undefined,
      minAmount,
      maxAmount,
      minAgeHours: hours ? Number(hours) : undefined,
      sort: draft.sort as WithdrawalsQuery['sort'],
    },
  };
}

/** The number of the queue's last page (1 when it is empty). */
export const lastPageOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
