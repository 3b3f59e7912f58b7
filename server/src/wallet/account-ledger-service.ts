import type { Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import {
  AccountEntryRepository,
  type AccountBalances,
  type AccountEntry,
} from './account-entry-repository.js';

export type { AccountEntry };

/**
 * The ledger of both accounts (cash and bonus) for another area's movements, inside that area's
 * transaction: the caller locks the member's wallet row first (`lock`), then posts its entries
 * beside its own state (the bonus area's bonuses), so the state and the money commit or roll back
 * together. The wallet area alone writes the wallet rows and their entries.
 */
export class AccountLedgerService {
  constructor(private readonly entries: AccountEntryRepository = new AccountEntryRepository()) {}

  /**
   * Locks the member's wallet row in `trx` (made with the first movement) and answers both
   * accounts; undefined when the member is not the merchant's. Movements of a member queue here.
   */
  lock(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<AccountBalances | undefined> {
    return this.entries.lock(trx, merchantCode, memberId);
  }

  /**
   * Posts one entry in `trx`, which holds the wallet row's lock; throws (so `trx` rolls back)
   * when the account would go below zero or the reference was used. Answers both accounts after.
   */
  async post(trx: Transaction<Database>, entry: AccountEntry): Promise<AccountBalances> {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new Error(`A movement is a non-zero whole number of minor units, not ${entry.amount}`);
    }
    return this.entries.post(trx, entry);
  }

  /** True when an entry with any of the references exists (read under the wallet lock). */
  anyEntry(
    trx: Transaction<Database>,
    merchantCode: string,
    references: readonly string[],
  ): Promise<boolean> {
    return this.entries.anyOf(trx, merchantCode, references);
  }

  /** The entry of a reference: its member and signed amount. */
  entryOf(trx: Transaction<Database>, merchantCode: string, reference: string) {
    return this.entries.entryOf(trx, merchantCode, reference);
  }

  /** The bonus-account legs of a bonus's conversions, oldest first (see the repository). */
  conversionLegs(
    trx: Transaction<Database>,
    bonus: { merchantCode: string; memberId: number; bonusId: number },
  ): Promise<number[]> {
    return this.entries.conversionLegs(trx, bonus);
  }
}
