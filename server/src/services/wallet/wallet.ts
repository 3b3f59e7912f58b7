import { WALLET_HISTORY_PAGE_SIZE, type WalletEntryKind } from '@lobby/contract';
import type { AlongsideEntry, PostResult, WalletRepository } from '../../db/wallet-repository.js';

const DAY_MS = 86_400_000;

export interface HistoryQuery {
  kind?: WalletEntryKind | undefined;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string | undefined;
  /** YYYY-MM-DD, inclusive, UTC. */
  to?: string | undefined;
  page: number;
}

/** One movement of a member's money; the amount is signed, in minor units. */
export interface Movement {
  merchantCode: string;
  memberId: number;
  kind: WalletEntryKind;
  amount: number;
  reference: string;
  note?: string;
}

/** The member's balance and ledger; every money movement of Lobby goes through move(). */
export class WalletService {
  constructor(private readonly repository: WalletRepository) {}

  balance(merchantCode: string, memberId: number): Promise<number> {
    return this.repository.balance(merchantCode, memberId);
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
