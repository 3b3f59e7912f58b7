/**
 * Bonus money (issue 31): the rules both sides share. Amounts are integers in minor units.
 *
 * A member's money sits in two accounts of one ledger: `cash` (withdrawable) and `bonus` (only
 * playable). Every bonus is granted with a wagering requirement (`required`, its amount times the
 * promotion's wagering multiple); eligible bets add to `wagered`; once `wagered` reaches
 * `required`, the bonus's remaining balance converts to cash in one transaction.
 */

/** What a bonus was granted for; each is configured per promotion in the merchant's file. */
export const BONUS_KINDS = ['depositMatch', 'freeCredit', 'cashback', 'vipReward'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/**
 * A bonus's life: `active` (its money is playable and bets count towards it), then exactly one
 * end: `converted` (wagering met, the balance became cash), `expired` (its time ran out) or
 * `forfeited` (the member cancelled it, or withdrew while it was active where the operator's rule
 * says so). `queued`: granted while another bonus was active; it becomes active, and its money
 * playable, when that one ends (one active bonus per member at a time).
 */
export const BONUS_STATES = ['queued', 'active', 'converted', 'expired', 'forfeited'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** The two accounts of a member's ledger. */
export const WALLET_ACCOUNTS = ['cash', 'bonus'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

/** What happens to an active bonus when its member asks for a withdrawal (operator's rule). */
export const BONUS_WITHDRAWAL_RULES = ['forfeit', 'block'] as const;
export type BonusWithdrawalRule = (typeof BONUS_WITHDRAWAL_RULES)[number];

/** The largest wagering multiple a promotion may set. */
export const BONUS_WAGER_MULTIPLE_MAX = 100;

/**
 * The spend order, the one rule for every bet: cash first, then bonus. Answers how much of a
 * stake each account pays, or null when both together do not cover it.
 */
export function splitStake(
  stake: number,
  balances: { cash: number; bonus: number },
): { cash: number; bonus: number } | null {
  if (stake > balances.cash + balances.bonus) return null;
  const cash = Math.min(stake, balances.cash);
  return { cash, bonus: stake - cash };
}

/**
 * Winnings follow the stake: of a win on a bet staked partly with bonus money, the bonus's share
 * is the win times bonus stake over whole stake, rounded down (the odd minor unit goes to cash);
 * it stays bonus money while the bonus is active. When the bonus has converted meanwhile the
 * whole win is cash; when it expired or was forfeited its share is not paid.
 */
export function bonusShareOfWin(win: number, stake: { cash: number; bonus: number }): number {
  const whole = stake.cash + stake.bonus;
  if (whole <= 0 || stake.bonus <= 0) return 0;
  return Math.floor((win * stake.bonus) / whole);
}

/**
 * What a bet adds to wagering: its whole stake (cash and bonus parts alike) times the weight of
 * its game's category, in percent (0-100), rounded down. A game of a category or vendor the
 * promotion does not count adds 0.
 */
export function wageringContribution(stake: number, weightPercent: number): number {
  return Math.floor((stake * weightPercent) / 100);
}

/** The wagering a bonus requires: its amount times the multiple. */
export function wageringRequired(amount: number, multiple: number): number {
  return amount * multiple;
}

/** A deposit match's bonus: the percent of the deposit, never above the cap. */
export function depositMatchAmount(
  deposit: number,
  match: { percent: number; cap: number },
): number {
  return Math.min(match.cap, Math.floor((deposit * match.percent) / 100));
}
