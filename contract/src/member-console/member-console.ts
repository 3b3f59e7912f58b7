/**
 * The rules of the console's members pages both sides share: page sizes, the bounds of what an
 * operator types, and the default above which a balance adjustment needs a second operator.
 */
import { z } from 'zod/mini';
import { OPS_BASE_PATH } from '../ops/ops-base.js';
import { text } from '../core/text.js';
import { minorDigits } from '../wallet/wallet.js';

/**
 * The path under which the console's member calls live: search, the member page and notes
 * (member-console), balance adjustments (wallet) and the member's security (accounts).
 */
export const OPS_MEMBERS_API = `${OPS_BASE_PATH}/api/members`;

/** How many members one page of a search answers. */
export const OPS_MEMBER_SEARCH_PAGE_SIZE = 25;

/** How many ledger entries one page of a member's ledger answers. */
export const OPS_MEMBER_LEDGER_PAGE_SIZE = 50;

/** How many of each list (deposits, withdrawals, bonuses, notes...) the member page shows. */
export const OPS_MEMBER_LIST_SIZE = 20;

/** The longest search text: an email address (RFC 5321) is the longest thing searched for. */
export const OPS_MEMBER_QUERY_MAX = 254;

/** A note or a reason: long enough to explain, short enough to read in a list. */
export const OPS_NOTE_MAX = 2000;
export const OPS_REASON_MIN = 3;
export const OPS_REASON_MAX = 500;

/** The reason an operator gives for an adjustment or a lock. */
export const opsReasonText = text(OPS_REASON_MAX).check(
  z.refine((value) => value.trim().length >= OPS_REASON_MIN, `at least ${OPS_REASON_MIN} letters`),
);

/** The states of a balance adjustment: waiting for a second operator, applied, or rejected. */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/**
 * Above this amount (minor units) an adjustment waits for a second operator when the merchant
 * file sets no `ops.adjustmentApprovalAbove`: 1,000 major units of the currency.
 */
export function defaultAdjustmentApprovalAbove(currency: string): number {
  return 1000 * 10 ** minorDigits(currency);
}

/** Whether an adjustment of this size (either direction) needs a second operator's approval. */
export function adjustmentNeedsApproval(amount: number, approvalAbove: number): boolean {
  return Math.abs(amount) > approvalAbove;
}
