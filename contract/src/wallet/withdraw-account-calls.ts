import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { typedPasswordSchema } from '../accounts/accounts-calls.js';

/** Where a withdrawal is paid: a bank account or an e-wallet. */
export const WITHDRAW_ACCOUNT_TYPES = ['bank', 'ewallet'] as const;
export type WithdrawAccountType = (typeof WITHDRAW_ACCOUNT_TYPES)[number];

/** How many accounts a member may save. */
export const MAX_WITHDRAW_ACCOUNTS = 5;

/** How many trailing characters of an account number its masked form shows. */
export const WITHDRAW_ACCOUNT_VISIBLE_DIGITS = 4;

/** An account or e-wallet number: 6 to 34 letters and digits (IBAN length at most). */
export const WITHDRAW_ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9]{6,34}$/;

/** An account number as answers show it: only its last 4 characters (`•••• 6789`). */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-WITHDRAW_ACCOUNT_VISIBLE_DIGITS)}`;
}

export const withdrawAccountSchema = z.object({
  accountId: z.string(),
  type: z.enum(WITHDRAW_ACCOUNT_TYPES),
  /** The bank's or e-wallet's name. */
  provider: z.string(),
  holderName: z.string(),
  /** maskAccountNumber: the full number never leaves the server. */
  maskedNumber: z.string(),
});
export type WithdrawAccountView = z.infer<typeof withdrawAccountSchema>;

export const withdrawAccountInfo = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getWithdrawAccountInfo'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({
    accounts: z.array(withdrawAccountSchema),
    maxAccounts: z.number(),
  }),
  errors: [],
  summary: "The member's saved withdrawal accounts (bank or e-wallet), numbers masked.",
});

const requiredText = (max: number) => text(max).check(z.minLength(1));

export const addWithdrawAccount = defineCall({
  method: 'POST',
  path: '/wps/member/wallet/withdraw-accounts',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({
    type: z.enum(WITHDRAW_ACCOUNT_TYPES),
    provider: requiredText(64),
    holderName: requiredText(64),
    accountNumber: text(34).check(
      z.regex(WITHDRAW_ACCOUNT_NUMBER_PATTERN, '6 to 34 letters and digits'),
    ),
    /** The member's password, asked again: a stolen session alone cannot redirect payouts. */
    password: typedPasswordSchema,
  }),
  value: z.object({ account: withdrawAccountSchema }),
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.withdrawAccountLimit,
    ERROR_CODES.withdrawAccountExists,
  ],
  summary:
    'Saves a withdrawal account after checking the password again (failures count toward the sign-in lock); answers it masked.',
});
