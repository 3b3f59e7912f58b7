import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { PLAY_REFUSALS } from '../protection/protection.js';
import { MAX_ENTRY_AMOUNT } from './wallet.js';
import { optionalText, text } from '../core/text.js';
import { walletCurrencySchema } from './wallet-calls.js';

const minorUnits = z.number().check(z.int());

export const depositMethodSchema = z.object({
  /** The method's code, sent back with a deposit (DEMO: the built-in demo provider). */
  code: z.string(),
  name: z.string(),
  minAmount: minorUnits,
  maxAmount: minorUnits,
  /** Amounts offered as one tap, in minor units. */
  quickAmounts: z.array(minorUnits),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

export const depositSettings = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getDepositSettings'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.extend(walletCurrencySchema, { methods: z.array(depositMethodSchema) }),
  errors: [],
  summary: "The merchant's deposit methods, each with its minimum, maximum and quick amounts.",
});

/**
 * A deposit's states. `held`: the provider was paid, but crediting it would pass the member's
 * deposit limit (a cancelled deposit paid late, or a limit lowered since it started): it is not
 * credited and waits for an operator.
 */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'cancelled', 'held'] as const;
export type DepositStatusName = (typeof DEPOSIT_STATUSES)[number];

export const createDeposit = defineCall({
  method: 'POST',
  path: '/wps/member/wallet/deposit',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    method: text(32),
    amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT)),
    /**
     * The deposit bonus to take with it (a promotionId of depositBonusOffers); absent: none.
     * Checked now and again when the payment is confirmed; granted with the deposit's credit.
     */
    bonusPromotionId: optionalText(64),
  }),
  value: z.object({
    depositId: z.string(),
    /** The provider's payment page; web sends the player there. */
    payUrl: z.string(),
  }),
  errors: [
    ERROR_CODES.depositMethodUnknown,
    ERROR_CODES.depositAmountOutOfRange,
    ERROR_CODES.depositPendingLimit,
    ERROR_CODES.paymentProviderUnavailable,
    ERROR_CODES.depositLimitReached,
    ...PLAY_REFUSALS,
    ERROR_CODES.promotionNotFound,
    ERROR_CODES.promotionExpired,
    ERROR_CODES.bonusFirstDepositOnly,
    ERROR_CODES.bonusNotEligible,
  ],
  summary:
    "Starts a deposit, with the deposit bonus chosen (bonus.first.deposit.only after a first deposit, bonus.not.eligible below its minimum or off its every-Nth turn): records it as pending (and the depositSubmit event) and answers the payment page; the balance rises only when the provider confirms. A member with the merchant's most unpaid deposits of the last 30 minutes gets deposit.pending.limit. A deposit that would pass one of the member's deposit limits (pending and paid deposits of the period count) answers deposit.limit.reached naming the limit and when it resets; a time-out, a self-exclusion or terms not yet accepted refuse it.",
});

export const depositViewSchema = z.object({
  depositId: z.string(),
  amount: minorUnits,
  status: z.enum(DEPOSIT_STATUSES),
});

export const depositStatus = defineCall({
  method: 'GET',
  path: '/wps/member/wallet/deposit',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  /** One deposit by id; the member's latest when absent. */
  query: z.object({ depositId: z.optional(text(64)) }),
  value: z.object({ deposit: z.nullable(depositViewSchema) }),
  errors: [ERROR_CODES.depositNotFound],
  summary: "One of the member's deposits (by default the latest) and its state.",
});

export const paymentCallback = defineCall({
  method: 'POST',
  path: '/wps/payment/callback',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    depositId: text(64),
    status: z.enum(['paid', 'cancelled']),
    /** What the provider took, in minor units: it must equal the deposit's amount. */
    amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT)),
    providerReference: text(128),
  }),
  value: z.object({
    depositId: z.string(),
    status: z.enum(DEPOSIT_STATUSES),
    /** True only for the notification that credited the balance. */
    credited: z.boolean(),
  }),
  errors: [
    ERROR_CODES.paymentSignatureInvalid,
    ERROR_CODES.depositNotFound,
    ERROR_CODES.depositAmountMismatch,
  ],
  summary:
    "A payment provider's signed notification that a deposit was paid or cancelled; it credits the balance once whatever the repeats, or holds it for an operator (status held) when crediting it would pass the member's deposit limit. Only the provider the deposit was made with may settle it: any other answers deposit.not.found.",
});
