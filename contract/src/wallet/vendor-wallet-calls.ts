import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { PLAY_REFUSALS } from '../protection/protection.js';
import { MAX_ENTRY_AMOUNT } from './wallet.js';
import { optionalText, text } from '../core/text.js';

const amount = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT));

/** A bet (debit) or a win (credit) of one round, idempotent by the vendor's transaction id. */
export const vendorMovementSchema = z.object({
  /** The vendor's own id of this movement; a retry with the same id moves nothing again. */
  transactionId: text(128),
  /** The member's id (the launch's player id). */
  customerId: text(32),
  /** Minor units of the merchant's currency, more than zero. */
  amount,
  gameId: optionalText(64),
  roundId: optionalText(128),
});
export type VendorMovement = z.input<typeof vendorMovementSchema>;

export const vendorWalletValueSchema = z.object({
  /** What the member may play after the movement: cash plus bonus money, in minor units. */
  balance: z.number(),
  /** Of `balance`, the bonus money (issue 31). */
  bonusBalance: z.number(),
  currency: z.string(),
  transactionId: z.string(),
  /** True when this transaction id had already moved the money: nothing moved now. */
  duplicate: z.boolean(),
});
export type VendorWalletValue = z.infer<typeof vendorWalletValueSchema>;

const vendorErrors = [
  ERROR_CODES.vendorSignatureInvalid,
  ERROR_CODES.walletMemberNotFound,
] as const;

export const vendorWalletDebit = defineCall({
  method: 'POST',
  path: '/wps/vendor/wallet/debit',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: vendorMovementSchema,
  value: vendorWalletValueSchema,
  errors: [
    ...vendorErrors,
    ERROR_CODES.walletInsufficientFunds,
    ERROR_CODES.bonusMaxBetExceeded,
    ERROR_CODES.lossLimitReached,
    ERROR_CODES.sessionLimitReached,
    ...PLAY_REFUSALS,
  ],
  summary:
    "A vendor takes a bet from the member's balance (seamless wallet): cash first, then bonus money; signed with the vendor's secret, idempotent by transactionId, refused with wallet.insufficient.funds when cash and bonus are short, and with bonus.max.bet.exceeded above an active bonus's maximum bet. An eligible game's stake, times its category's weight, counts towards the active bonus's wagering once. Player protection refuses a bet that would pass a loss limit (loss.limit.reached), past the day's play time (session.limit.reached), during a time-out or self-exclusion, or before new terms are accepted.",
});

export const vendorWalletCredit = defineCall({
  method: 'POST',
  path: '/wps/vendor/wallet/credit',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: vendorMovementSchema,
  value: vendorWalletValueSchema,
  errors: [...vendorErrors],
  summary:
    "A vendor pays a win: to cash, except the share of a bet staked with bonus money (by roundId, else the member's latest bet of the game), which stays bonus money while the bonus is active; signed, idempotent by transactionId.",
});

export const vendorWalletRollback = defineCall({
  method: 'POST',
  path: '/wps/vendor/wallet/rollback',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    /** The vendor's id of this rollback. */
    transactionId: text(128),
    customerId: text(32),
    /** The debit to undo. */
    originalTransactionId: text(128),
  }),
  value: vendorWalletValueSchema,
  errors: [...vendorErrors, ERROR_CODES.walletTransactionNotFound],
  summary:
    "A vendor cancels one of its debits: the bet's amount returns to the accounts it came from once, whatever the retries, and its wagering contribution is taken back.",
});
