import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import {
  boundedQueryInt,
  datesInOrderCheck,
  ledgerDate,
  WALLET_HISTORY_PAGE_MAX,
} from '../core/bounds.js';
import { WALLET_ENTRY_KINDS } from './wallet.js';
import { WALLET_ACCOUNTS } from '../bonuses/bonuses.js';

/** Amounts travel as integers in minor units of the merchant's currency, never as floats. */
const minorUnits = z.number().check(z.int());

/** How the merchant writes its currency: what web needs to format a minor-unit amount. */
export const walletCurrencySchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['before', 'after']),
  /** Decimals of the minor unit (PHP 2, VND 0). */
  decimals: z.number().check(z.int()),
});
export type WalletCurrency = z.infer<typeof walletCurrencySchema>;

export const walletBalanceValueSchema = z.extend(walletCurrencySchema, {
  /** The member's cash balance in minor units (withdrawable, bar demo credits and holds). */
  balance: minorUnits,
  /** The member's bonus balance in minor units: playable, not withdrawable (issue 31). */
  bonusBalance: minorUnits,
});
export type WalletBalance = z.infer<typeof walletBalanceValueSchema>;

export const walletBalance = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: walletBalanceValueSchema,
  errors: [],
  summary:
    "The signed-in member's cash and bonus balances in minor units, with the merchant's currency style.",
});

export const fundsConsolidated = defineCall({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.extend(walletCurrencySchema, {
    /** Cash, in minor units. */
    balance: minorUnits,
    /** Bonus money, in minor units: playable, never withdrawable. */
    bonusBalance: minorUnits,
    /** What a withdrawal may take now: cash only (held amounts have already left it). */
    withdrawable: minorUnits,
  }),
  errors: [],
  summary:
    "The signed-in member's funds in one answer: cash, bonus money and what may be withdrawn (cash only).",
});

export const walletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: walletEntryKindSchema,
  /** The account it moved: cash, or bonus money (balanceAfter is that account's). */
  account: z.enum(WALLET_ACCOUNTS),
  /** Signed, in minor units: negative for money leaving the balance. */
  amount: minorUnits,
  balanceAfter: minorUnits,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type WalletEntryView = z.infer<typeof walletEntrySchema>;

/** The largest page of history one call answers. */
export const WALLET_HISTORY_PAGE_SIZE = 20;

export const walletHistory = defineCall({
  method: 'GET',
  path: '/wps/member/wallet/entries',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  query: z
    .object({
      /** Only entries of this kind; every kind when absent. */
      kind: z.optional(walletEntryKindSchema),
      /** ISO 8601 date (YYYY-MM-DD), inclusive, in UTC. */
      from: z.optional(ledgerDate()),
      /** ISO 8601 date (YYYY-MM-DD), inclusive, in UTC; not before `from`. */
      to: z.optional(ledgerDate()),
      page: z._default(boundedQueryInt(1, WALLET_HISTORY_PAGE_MAX), 1),
    })
    .check(datesInOrderCheck),
  value: z.extend(walletCurrencySchema, {
    entries: z.array(walletEntrySchema),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  }),
  errors: [],
  summary: "The signed-in member's ledger entries, newest first, a page at a time.",
});
