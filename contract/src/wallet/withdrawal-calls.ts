import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';
import { ERROR_CODES } from '../core/errors.js';
import { MAX_ENTRY_AMOUNT } from './wallet.js';
import { text } from '../core/text.js';
import { boundedQueryInt, datesInOrderCheck, ledgerDate } from '../core/bounds.js';
import { withdrawAccountSchema } from './withdraw-account-calls.js';

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

/** What the operator's queue may be narrowed to: pending includes those awaiting a second approval. */
export const OPS_WITHDRAWAL_STATES = ['pending', 'awaitingSecond', 'approved', 'rejected'] as const;
export type OpsWithdrawalState = (typeof OPS_WITHDRAWAL_STATES)[number];

/**
 * The queue's orders: `queue` is pending first (oldest waiting first, as they are worked), then
 * decided ones newest first; the others order every request by time or amount.
 */
export const OPS_WITHDRAWAL_SORTS = ['queue', 'newest', 'oldest', 'largest', 'smallest'] as const;
export type OpsWithdrawalSort = (typeof OPS_WITHDRAWAL_SORTS)[number];

/** How many withdrawals one page of the operator queue holds, and the last page one may ask for. */
export const OPS_WITHDRAWALS_PAGE_SIZE = 50;
export const OPS_WITHDRAWALS_PAGE_MAX = 10_000;
/** The oldest age filter: ten years, in hours. */
export const OPS_WITHDRAWAL_AGE_HOURS_MAX = 87_600;

/** The first of two approvals a large withdrawal needs: who gave it and when (ISO 8601). */
export const firstApprovalSchema = z.object({ operatorName: z.string(), at: z.string() });

/**
 * A withdrawal as the operator's queue shows it: who asked, the account masked (finance reveals
 * the full number through opsRevealWithdrawalAccount), and where its approval stands.
 */
export const opsWithdrawalSchema = z.extend(withdrawalSchema, {
  memberId: z.number(),
  userName: z.string(),
  /** Above the merchant's threshold: two different operators must approve it. */
  twoOperators: z.boolean(),
  /** The first approval of a two-operator withdrawal, while it awaits the second (and after). */
  firstApproval: z.nullable(firstApprovalSchema),
  /** Who approved or rejected it, and when (ISO 8601); null while pending. */
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type OpsWithdrawalView = z.infer<typeof opsWithdrawalSchema>;

const opsAmount = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_ENTRY_AMOUNT));
const ageHours = boundedQueryInt(0, OPS_WITHDRAWAL_AGE_HOURS_MAX);

export const opsWithdrawals = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/withdrawals`,
  access: 'operator',
  permission: 'withdrawals.view',
  encrypted: false,
  cache: 'none',
  query: z
    .object({
      status: z.optional(z.enum(OPS_WITHDRAWAL_STATES)),
      /** The member's username, whatever its case. */
      userName: z.optional(text(64)),
      /** Minor units, inclusive. */
      minAmount: z.optional(opsAmount),
      maxAmount: z.optional(opsAmount),
      /** Requested on or after this day (UTC). */
      from: z.optional(ledgerDate()),
      /** Requested on or before this day (UTC). */
      to: z.optional(ledgerDate()),
      /** Waiting (since the request) at least this many hours. */
      minAgeHours: z.optional(ageHours),
      /** Waiting at most this many hours. */
      maxAgeHours: z.optional(ageHours),
      sort: z._default(z.enum(OPS_WITHDRAWAL_SORTS), 'queue'),
      page: z._default(boundedQueryInt(1, OPS_WITHDRAWALS_PAGE_MAX), 1),
    })
    .check(
      datesInOrderCheck,
      z.refine(
        (query) =>
          query.minAmount === undefined ||
          query.maxAmount === undefined ||
          query.minAmount <= query.maxAmount,
        { message: 'must not be below minAmount', path: ['maxAmount'] },
      ),
      z.refine(
        (query) =>
          query.minAgeHours === undefined ||
          query.maxAgeHours === undefined ||
          query.minAgeHours <= query.maxAgeHours,
        { message: 'must not be below minAgeHours', path: ['maxAgeHours'] },
      ),
    ),
  value: z.object({
    withdrawals: z.array(opsWithdrawalSchema),
    /** The merchant's currency and the decimals of its minor unit, to show amounts. */
    currency: z.string(),
    minorDigits: z.number(),
    /** Above this amount (minor units) two operators must approve. */
    approvalAbove: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** How many requests match the filters. */
    total: z.number(),
  }),
  errors: [],
  summary: `The merchant's withdrawal requests matching the filters, in the chosen order (by default pending first, oldest waiting first), ${OPS_WITHDRAWALS_PAGE_SIZE} a page, each account number masked.`,
});

export const opsDecideWithdrawal = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/withdrawals/decide`,
  access: 'operator',
  permission: 'withdrawals.decide',
  encrypted: false,
  cache: 'none',
  body: z.object({ withdrawalId: text(64), decision: z.enum(['approve', 'reject']) }),
  value: z.object({
    withdrawal: opsWithdrawalSchema,
    /** What this decision did: approved, rejected, or the first of two approvals. */
    outcome: z.enum(['approved', 'rejected', 'awaitingSecond']),
  }),
  errors: [
    ERROR_CODES.withdrawalNotFound,
    ERROR_CODES.withdrawalDecided,
    ERROR_CODES.withdrawalSameOperator,
    ERROR_CODES.approvalNotIndependent,
  ],
  summary:
    "Approves a pending withdrawal of the operator's merchant, or rejects it and returns the hold, once, with its audit entry in the same transaction. Above the merchant's threshold an approval is the first of two: a different operator gives the second (withdrawal.same.operator for the same one).",
});

export const opsRevealWithdrawalAccount = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/withdrawals/reveal`,
  access: 'operator',
  permission: 'withdrawals.reveal',
  encrypted: false,
  cache: 'none',
  body: z.object({ withdrawalId: text(64) }),
  value: z.object({
    withdrawalId: z.string(),
    /** The account in full; null for a request made without one (a self-exclusion payout). */
    account: z.nullable(
      z.object({
        type: z.string(),
        provider: z.string(),
        holderName: z.string(),
        accountNumber: z.string(),
      }),
    ),
  }),
  errors: [ERROR_CODES.withdrawalNotFound],
  summary:
    "The full account number of one withdrawal of the operator's merchant (finance only), recorded in the audit log before it is answered.",
});

/** How many of each kind of recent activity the queue's side panel shows. */
export const OPS_ACTIVITY_ITEMS = 5;
/** The days the activity panel's totals cover. */
export const OPS_ACTIVITY_DAYS = 30;

export const opsWithdrawalActivity = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/withdrawals/activity`,
  access: 'operator',
  permission: 'withdrawals.view',
  encrypted: false,
  cache: 'none',
  query: z.object({ withdrawalId: text(64) }),
  value: z.object({
    memberId: z.number(),
    userName: z.string(),
    /** ISO 8601. */
    registeredAt: z.string(),
    /** Cash and bonus balances now, minor units. */
    balance: z.number(),
    bonusBalance: z.number(),
    /** Sums over the last OPS_ACTIVITY_DAYS days, minor units: stakes and wins of the cash account. */
    totals: z.object({
      deposited: z.number(),
      withdrawn: z.number(),
      staked: z.number(),
      won: z.number(),
    }),
    deposits: z.array(
      z.object({
        amount: z.number(),
        method: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    withdrawals: z.array(
      z.object({
        withdrawalId: z.string(),
        amount: z.number(),
        status: z.enum(WITHDRAWAL_STATUSES),
        createdAt: z.string(),
      }),
    ),
    /** The latest bets, wins and rollbacks of the ledger (both accounts), amounts signed. */
    plays: z.array(
      z.object({
        kind: z.enum(['bet', 'win', 'rollback']),
        account: z.string(),
        amount: z.number(),
        createdAt: z.string(),
      }),
    ),
    bonuses: z.array(
      z.object({
        kind: z.string(),
        promotionId: z.nullable(z.string()),
        granted: z.number(),
        state: z.string(),
        grantedAt: z.string(),
      }),
    ),
  }),
  errors: [ERROR_CODES.withdrawalNotFound],
  summary: `The requesting member's recent activity beside a withdrawal: balances, ${OPS_ACTIVITY_DAYS}-day totals and the latest ${OPS_ACTIVITY_ITEMS} deposits, withdrawals, plays and bonuses.`,
});
