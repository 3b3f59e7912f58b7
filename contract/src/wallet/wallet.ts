/** The wallet's rules both sides share: ledger entry kinds and amounts in minor units. */

/**
 * Every kind of ledger entry: each money movement is exactly one of these. `bonus` credits a
 * granted bonus to the bonus account; `bonus_convert` moves a bonus whose wagering is met to cash
 * (a pair of entries, one per account); `bonus_expire` and `bonus_forfeit` take a bonus's
 * remaining balance (its winnings included) out of the bonus account.
 */
export const WALLET_ENTRY_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
  'bonus_convert',
  'bonus_expire',
  'bonus_forfeit',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** How many decimals a currency's minor unit has (ISO 4217); 2 unless listed. */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  VND: 0,
  IDR: 0,
  KRW: 0,
  JPY: 0,
  CLP: 0,
  KWD: 3,
  BHD: 3,
};

/** The decimals of a currency's minor unit (PHP 2, VND 0). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/** An amount in minor units as the major-unit number a formatter shows (12345 PHP: 123.45). */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The largest amount one ledger entry may move, in minor units (keeps sums exact in a double). */
export const MAX_ENTRY_AMOUNT = 1_000_000_000_000;

/** Deposit limits of a method, in minor units, with the amounts offered as one tap. */
export interface DepositLimits {
  minAmount: number;
  maxAmount: number;
  quickAmounts: number[];
}

/** The default deposit limits: 100 to 50,000 major units, quick 100, 500, 1,000 and 5,000. */
export function defaultDepositLimits(currency: string): DepositLimits {
  const unit = 10 ** minorDigits(currency);
  return {
    minAmount: 100 * unit,
    maxAmount: 50_000 * unit,
    quickAmounts: [100, 500, 1000, 5000].map((major) => major * unit),
  };
}

/** The least a withdrawal may be when the merchant sets no minimum: 100 major units. */
export function defaultWithdrawalMinimum(currency: string): number {
  return 100 * 10 ** minorDigits(currency);
}

/**
 * Above this amount (minor units) a withdrawal needs two different operators' approvals, when the
 * merchant file names no `wallet.withdrawalApprovalAbove`: 50,000 major units.
 */
export function defaultWithdrawalApprovalAbove(currency: string): number {
  return 50_000 * 10 ** minorDigits(currency);
}

/** Whether a withdrawal of this amount needs a second operator's approval. */
export function needsSecondApproval(amount: number, approvalAbove: number): boolean {
  return amount > approvalAbove;
}
