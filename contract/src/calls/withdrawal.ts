import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { OPS_BASE_PATH } from './operator.js';
import { ERROR_CODES } from '../errors.js';
import { MAX_ENTRY_AMOUNT } from '../wallet.js';
import { text } from '../text.js';
import { datesInOrderCheck, ledgerDate } from '../bounds.js';
import { withdrawAccountSchema } from './withdraw-accounts.js';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatusName = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  /** Minor units. */
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The account it goes to, masked; null for a request made without one. */
  account: z.nullable(withdrawAccountSchema),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

export const requestWithdrawal = defineCall({
  method: 'POST',
  path: '/wps/member/wallet/withdraw',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT)),
    /** The saved account (MCSFE_getWithdrawAccountInfo) the money goes to. */
    accountId: text(64),
  }),
  value: z.object({ withdrawal: withdrawalSchema, balance: z.number() }),
  errors: [
    ERROR_CODES.walletInsufficientFunds,
    ERROR_CODES.withdrawAccountNotFound,
    ERROR_CODES.withdrawalBelowMinimum,
    ERROR_CODES.withdrawalPendingLimit,
    ERROR_CODES.bonusBlocksWithdrawal,
  ],
  summary:
    "Requests a withdrawal to one of the member's saved accounts (withdraw.account.not.found for any other): the amount leaves the balance at once (held) until the operator approves it, or rejects it and the hold returns. Below the merchant's minimum it answers withdrawal.below.minimum; with the merchant's most requests already awaiting a decision, withdrawal.pending.limit. It takes cash only; while a bonus is active the bonus's promotion decides: forfeit it (in the same transaction) or refuse with bonus.blocks.withdrawal.",
});

export const memberWithdrawals = defineCall({
  method: 'GET',
  path: '/wps/member/wallet/withdrawals',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ withdrawals: z.array(withdrawalSchema) }),
  errors: [],
  summary: "The member's latest withdrawal requests and the state of each.",
});

/** A withdrawal as the operator sees it: who asked, and the full account number to pay to. */
export const opsWithdrawalSchema = z.extend(withdrawalSchema, {
  userName: z.string(),
  /** The saved account in full (operators pay to it); null for a request made without one. */
  accountNumber: z.nullable(z.string()),
});
export type OpsWithdrawalView = z.infer<typeof opsWithdrawalSchema>;

/** How many withdrawals one page of the operator list holds. */
export const OPS_WITHDRAWALS_PAGE_SIZE = 50;

const opsAmount = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_ENTRY_AMOUNT));
/** Where a page starts or ends: opaque to callers, taken from a previous answer. */
const opsCursor = text(64).check(
  z.regex(/^[01]\.-?\d{1,18}\.[0-9a-f-]{36}$/, 'a cursor from an answer'),
);

export const opsWithdrawals = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/withdrawals`,
  access: 'operator',
  permission: 'withdrawals.view',
  encrypted: false,
  cache: 'none',
  query: z
    .object({
      status: z.optional(z.enum(WITHDRAWAL_STATUSES)),
      /** The member's username, whatever its case. */
      userName: z.optional(text(64)),
      /** Minor units, inclusive. */
      minAmount: z.optional(opsAmount),
      maxAmount: z.optional(opsAmount),
      /** Requested on or after this day (UTC). */
      from: z.optional(ledgerDate()),
      /** Requested on or before this day (UTC). */
      to: z.optional(ledgerDate()),
      /** The page after the one whose `next` this is. */
      after: z.optional(opsCursor),
      /** The page before the one whose `previous` this is. */
      before: z.optional(opsCursor),
    })
    .check(
      z.refine((query) => !(query.after && query.before), 'after or before, not both'),
      datesInOrderCheck,
    ),
  value: z.object({
    withdrawals: z.array(opsWithdrawalSchema),
    /** The merchant's currency and the decimals of its minor unit, to show amounts. */
    currency: z.string(),
    minorDigits: z.number(),
    /** Cursors of the neighbouring pages under the same filters; null at either end. */
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
  }),
  errors: [],
  summary: `The merchant's withdrawal requests matching the filters, pending first and then newest first, ${OPS_WITHDRAWALS_PAGE_SIZE} a page; next and previous page on to every other.`,
});

export const opsDecideWithdrawal = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/withdrawals/decide`,
  access: 'operator',
  permission: 'withdrawals.decide',
  encrypted: false,
  cache: 'none',
  body: z.object({ withdrawalId: text(64), decision: z.enum(['approve', 'reject']) }),
  value: z.object({ withdrawal: withdrawalSchema }),
  errors: [ERROR_CODES.withdrawalNotFound, ERROR_CODES.withdrawalDecided],
  summary:
    "Approves a pending withdrawal of the operator's merchant, or rejects it and returns the hold, once.",
});
