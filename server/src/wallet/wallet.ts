import {
  WALLET_HISTORY_PAGE_SIZE,
  type calls,
  type ParsedCallQuery,
  type WalletEntryKind,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { AlongsideEntry, PostResult, WalletRepository } from './wallet-repository.js';

const DAY_MS = 86_400_000;

export type HistoryQuery = ParsedCallQuery<typeof calls.walletHistory>;

/** One movement of a member's money; the amount is signed, in minor units. */
export interface Movement {
  merchantCode: string;
  memberId: number;
  kind: WalletEntryKind;
  amount: number;
  reference: string;
  note?: string;
}

/** The vendor name the built-in demo vendor signs its seamless-wallet requests as. */
export const DEMO_WALLET_VENDOR = 'demo';

/** The deposit method members choose to pay with the demo provider. */
export const DEMO_PAYMENT_METHOD = 'DEMO';

/** Where demo money enters a ledger: the demo player's seed, demo-vendor wins, DEMO deposits. */
const DEMO_ORIGINS = {
  referencePrefixes: ['seed:demo:', `vendor:${DEMO_WALLET_VENDOR}:win:`],
  depositMethod: DEMO_PAYMENT_METHOD,
};

/** The member's balance and ledger; every money movement of Lobby goes through move(). */
export class WalletService {
  constructor(private readonly repository: WalletRepository) {}

  /** The member's cash balance. */
  balance(merchantCode: string, memberId: number): Promise<number> {
    return this.repository.balance(merchantCode, memberId);
  }

  /** The member's cash and bonus balances. */
  balances(merchantCode: string, memberId: number) {
    return this.repository.balances(merchantCode, memberId);
  }

  /**
   * What of `balance` may be withdrawn: on a demo merchant all of it; on a real one only what
   * stands beyond every demo credit its ledger ever received (none, unless the merchant was once
   * marked demo), so demo money never leaves as real money.
   */
  async withdrawable(
    merchant: { code: string; demo?: boolean },
    memberId: number,
    balance: number,
    executor?: Kysely<Database>,
  ): Promise<number> {
    if (merchant.demo) return balance;
    const demo = await this.repository.creditsFrom(merchant.code, memberId, DEMO_ORIGINS, executor);
    return Math.max(0, balance - demo);
  }

  entryByReference(merchantCode: string, reference: string) {
    return this.repository.findByReference(merchantCode, reference);
  }

  /** Posts a movement; `alongside` writes in its transaction (see WalletRepository.post). */
  move(movement: Movement, alongside?: AlongsideEntry): Promise<PostResult> {
    if (!Number.isSafeInteger(movement.amount) || movement.amount === 0) {
      throw new Error(
        `A movement is a non-zero whole number of minor units, not ${movement.amount}`,
      );
    }
    return this.repository.post(movement, alongside);
  }

  async history(merchantCode: string, memberId: number, query: HistoryQuery) {
    const to = query.to ? new Date(Date.parse(query.to) + DAY_MS) : undefined;
    const { entries, total } = await this.repository.entries(merchantCode, memberId, {
      kinds: query.kind ? [query.kind] : undefined,
      from: query.from ? new Date(query.from) : undefined,
      to,
      limit: WALLET_HISTORY_PAGE_SIZE,
      offset: (query.page - 1) * WALLET_HISTORY_PAGE_SIZE,
    });
    return { entries, total, page: query.page, pageSize: WALLET_HISTORY_PAGE_SIZE };
  }
}
