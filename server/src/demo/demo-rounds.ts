import { randomInt, randomUUID } from 'node:crypto';
import { calls, ERROR_CODES, formatMoney, minorDigits, toMajorUnits } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { DemoLaunchClaims } from './demo-launch-token.js';
import type { WalletApiClient } from './demo-wallet-client.js';

/** One bet of the demo games, in minor units of the merchant's currency. */
export const DEMO_BET = 1000;
/** Play money a trial starts with, in minor units; it never touches the wallet. */
export const TRIAL_START = 100_000;

export const SLOT_SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠'] as const;
const LOTTERY_HIGHEST = 45;
const LOTTERY_PICKS = 6;
/** Lottery prize per matched numbers, as multiples of the bet. */
const LOTTERY_PAYS: Readonly<Record<number, number>> = { 3: 5, 4: 50, 5: 500, 6: 5000 };

export interface RoundOutcome {
  symbols?: string[];
  drawn?: number[];
  /** Minor units won (0 when nothing). */
  win: number;
}

/** The answer the demo game page draws. */
export type RoundAnswer =
  | (RoundOutcome & { ok: true; bet: number; balance: number; text: RoundText })
  | { ok: false; reason: 'insufficient_funds' | 'unavailable'; message: string };

/** Amounts written for the page in the merchant's style. */
export interface RoundText {
  bet: string;
  win: string;
  balance: string;
}

type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Each of the three reels: ten stops, 7 and ★ on one each, every other symbol on two. */
export const SLOT_REEL: readonly SlotSymbol[] = ['7', '★', '♦', '♦', '♥', '♥', '♣', '♣', '♠', '♠'];

/**
 * What a spin pays, as multiples of the bet, for three or exactly two of a symbol. Over the
 * reels' 1,000 equally likely stops this returns 960 bets: 96 % to the player (slotReturnToPlayer).
 */
export const SLOT_PAYS: Readonly<Record<SlotSymbol, { three: number; two: number }>> = {
  '7': { three: 25, two: 4 },
  '★': { three: 15, two: 4 },
  '♦': { three: 10, two: 1 },
  '♥': { three: 10, two: 1 },
  '♣': { three: 10, two: 1 },
  '♠': { three: 10, two: 1 },
};

/** A whole number from 0 to below `bound`, uniformly. */
export type DrawBelow = (bound: number) => number;

/** What three reels showing `symbols` pay, in minor units of DEMO_BET. */
export function slotWin(symbols: readonly SlotSymbol[]): number {
  const a = symbols[0]!;
  const b = symbols[1]!;
  const c = symbols[2]!;
  if (a === b && b === c) return DEMO_BET * SLOT_PAYS[a].three;
  const pair = a === b || a === c ? a : b === c ? b : undefined;
  return pair ? DEMO_BET * SLOT_PAYS[pair].two : 0;
}

/** The exact return to player of the reels and pays: every stop combination, once. */
export function slotReturnToPlayer(): number {
  let paid = 0;
  for (const a of SLOT_REEL) {
    for (const b of SLOT_REEL) for (const c of SLOT_REEL) paid += slotWin([a, b, c]);
  }
  return paid / (DEMO_BET * SLOT_REEL.length ** 3);
}

/** One spin: a stop of each reel, drawn by `drawBelow` (the CSPRNG in play). */
export function slotOutcome(drawBelow: DrawBelow = randomInt): RoundOutcome {
  const stops = SLOT_REEL.length;
  const symbols = [drawBelow(stops), drawBelow(stops), drawBelow(stops)].map((i) => SLOT_REEL[i]!);
  return { symbols, win: slotWin(symbols) };
}

function lotteryOutcome(picks: readonly number[]): RoundOutcome {
  const drawn = new Set<number>();
  while (drawn.size < LOTTERY_PICKS) drawn.add(randomInt(1, LOTTERY_HIGHEST + 1));
  const hits = picks.filter((pick) => drawn.has(pick)).length;
  return {
    drawn: [...drawn].sort((a, b) => a - b),
    win: DEMO_BET * (LOTTERY_PAYS[hits] ?? 0),
  };
}

/** Six different whole numbers from 1 to 45, or undefined. */
export function validPicks(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length !== LOTTERY_PICKS) return undefined;
  const picks = value.filter(
    (n): n is number => Number.isInteger(n) && n >= 1 && n <= LOTTERY_HIGHEST,
  );
  return new Set(picks).size === LOTTERY_PICKS ? picks : undefined;
}

/** Writes minor units in the merchant's currency style for the demo pages. */
export function demoMoney(merchant: MerchantConfig, language: string): (amount: number) => string {
  const style = {
    currency: merchant.currency,
    currencySymbol: merchant.country.currencySymbol,
    currencyPosition: merchant.country.currencyPosition,
  };
  const decimals = minorDigits(merchant.currency);
  return (amount) =>
    String(formatMoney(toMajorUnits(amount, merchant.currency), style, language, decimals));
}

/**
 * Plays one round of the demo vendor's slot or lottery: the outcome is drawn here, the bet and
 * any win move through Lobby's seamless wallet like any vendor's, and a failed win payment
 * rolls the bet back. A trial round plays with play money and never calls the wallet.
 */
export async function playDemoRound(
  merchant: MerchantConfig,
  claims: DemoLaunchClaims,
  picks: number[] | undefined,
  wallet: WalletApiClient,
  playMoney?: number,
): Promise<RoundAnswer> {
  const outcome = claims.kind === 'lottery' ? lotteryOutcome(picks ?? []) : slotOutcome();
  const money = demoMoney(merchant, claims.language);
  const text = (balance: number): RoundText => ({
    bet: money(DEMO_BET),
    win: money(outcome.win),
    balance: money(balance),
  });
  if (claims.trial || !claims.customerId) {
    // Play money lives on the page; a trial that ran dry starts over.
    const held =
      Number.isSafeInteger(playMoney) && playMoney! >= DEMO_BET ? playMoney! : TRIAL_START;
    const balance = Math.min(held, TRIAL_START * 1000) - DEMO_BET + outcome.win;
    return { ok: true, ...outcome, bet: DEMO_BET, balance, text: text(balance) };
  }
  const roundId = randomUUID();
  const player = { customerId: claims.customerId, gameId: claims.gameId, roundId };
  const debit = await wallet.send(calls.vendorWalletDebit, {
    ...player,
    transactionId: `${roundId}-bet`,
    amount: DEMO_BET,
  });
  if (!debit.ok) {
    return debit.errorCode === ERROR_CODES.walletInsufficientFunds
      ? { ok: false, reason: 'insufficient_funds', message: debit.message }
      : { ok: false, reason: 'unavailable', message: debit.message };
  }
  let balance = debit.value.balance;
  if (outcome.win > 0) {
    const credit = await wallet
      .send(calls.vendorWalletCredit, {
        ...player,
        transactionId: `${roundId}-win`,
        amount: outcome.win,
      })
      .catch(() => undefined);
    if (!credit?.ok) {
      await wallet.send(calls.vendorWalletRollback, {
        customerId: claims.customerId,
        transactionId: `${roundId}-rollback`,
        originalTransactionId: `${roundId}-bet`,
      });
      return {
        ok: false,
        reason: 'unavailable',
        message: 'The round was cancelled; the bet is back',
      };
    }
    balance = credit.value.balance;
  }
  return { ok: true, ...outcome, bet: DEMO_BET, balance, text: text(balance) };
}
