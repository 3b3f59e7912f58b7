import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { WalletService } from './wallet.js';
import type { WithdrawalRepository } from './withdrawal-repository.js';

/** Writes of the caller that stand or fall with the close-out: run in its transaction. */
export type AlongsideCloseOut = (trx: Kysely<Database>, amount: number) => Promise<void>;

// Thrown inside the close-out's transaction when the withdrawable amount moved meanwhile.
class WithdrawableChanged extends Error {}

const ATTEMPTS = 3;

/**
 * Closing a member's money out (a self-exclusion): the withdrawable cash becomes one withdrawal
 * for the operator with no withdrawal account, its ledger hold and the caller's writes in one
 * transaction.
 */
export class CloseOutService {
  constructor(
    private readonly deps: {
      wallet: Pick<WalletService, 'balance' | 'move' | 'withdrawable'>;
      withdrawals: Pick<WithdrawalRepository, 'insertCloseOut'>;
      now: () => Date;
    },
  ) {}

  /**
   * Holds the withdrawable balance as a withdrawal and runs `alongside` in the hold's
   * transaction; answers the amount held. 0 when nothing is withdrawable: then nothing moved and
   * `alongside` did not run. Throws when the balance kept changing under it.
   */
  async closeOut(
    merchant: Pick<MerchantConfig, 'code' | 'demo'>,
    memberId: number,
    note: string,
    alongside: AlongsideCloseOut,
  ): Promise<number> {
    const { wallet, withdrawals, now } = this.deps;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const balance = await wallet.balance(merchant.code, memberId);
      const amount = await wallet.withdrawable(merchant, memberId, balance);
      if (amount <= 0) return 0;
      const id = randomUUID();
      try {
        const result = await wallet.move(
          {
            merchantCode: merchant.code,
            memberId,
            kind: 'withdrawal_hold',
            amount: -amount,
            reference: `withdrawal:${id}`,
            note,
          },
          async (trx, hold) => {
            // Judged again behind the hold's lock of the wallet row.
            const before = hold.balanceAfter + amount;
            const withdrawable = await wallet.withdrawable(merchant, memberId, before, trx);
            if (withdrawable !== amount) throw new WithdrawableChanged();
            await withdrawals.insertCloseOut(trx, {
              id,
              merchantCode: merchant.code,
              memberId,
              amount,
              at: now(),
            });
            await alongside(trx, amount);
          },
        );
        if (result.status === 'posted') return amount;
      } catch (error) {
        if (!(error instanceof WithdrawableChanged)) throw error;
      }
    }
    throw new Error('The balance kept changing: the money was not closed out, try again');
  }
}
