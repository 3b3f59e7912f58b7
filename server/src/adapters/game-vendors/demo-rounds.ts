import { randomInt, randomUUID } from 'node:crypto';
import { calls, ERROR_CODES, formatMoney, minorDigits, toMajorUnits } from '@lobby/contract';
import type { MerchantConfig } from '../../merchants/merchant-config.js';
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

function slotOutcome(): RoundOutcome {
  const symbols = Array.from({ length: 3 }, () => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)]!);
  const most = Math.max(...symbols.map((s) => symbols.filter((other) => other === s).length));
  const win = most === 3 ? DEMO_BET * 10 : most === 2 ? DEMO_BET * 2 : 0;
  return { symbols, win };
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
