import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { OPS_BASE_PATH } from './operator.js';
import { ERROR_CODES } from '../errors.js';
import { MAX_ENTRY_AMOUNT } from '../wallet.js';
import { text } from '../text.js';
import { withdrawAccountSchema } from './withdraw-accounts.js';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

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
  errors: [ERROR_CODES.walletInsufficientFunds, ERROR_CODES.withdrawAccountNotFound],
  summary:
    "Requests a withdrawal to one of the member's saved accounts (withdraw.account.not.found for any other): the amount leaves the balance at once (held) until the operator approves it, or rejects it and the hold returns.",
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

export const opsWithdrawals = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/withdrawals`,
  access: 'operator',
  encrypted: false,
  cache: 'none',
  value: z.object({
    withdrawals: z.array(opsWithdrawalSchema),
    /** The merchant's currency and the decimals of its minor unit, to show amounts. */
    currency: z.string(),
    minorDigits: z.number(),
  }),
  errors: [],
  summary:
    "The merchant's withdrawal requests, pending first, then the latest decided (at most 200).",
});

export const opsDecideWithdrawal = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/withdrawals/decide`,
  access: 'operator',
  encrypted: false,
  cache: 'none',
  body: z.object({ withdrawalId: text(64), decision: z.enum(['approve', 'reject']) }),
  value: z.object({ withdrawal: withdrawalSchema }),
  errors: [ERROR_CODES.withdrawalNotFound, ERROR_CODES.withdrawalDecided],
  summary:
    "Approves a pending withdrawal of the operator's merchant, or rejects it and returns the hold, once.",
});
