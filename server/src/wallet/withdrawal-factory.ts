import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { WalletEventRepository } from './wallet-event-repository.js';
import type { WalletService } from './wallet.js';
import { WithdrawAccountRepository } from './withdraw-account-repository.js';
import { WithdrawalRepository } from './withdrawal-repository.js';
import { WithdrawalService, type WithdrawalBonusRule } from './withdrawals.js';

/** The withdrawal service over its repositories: one wiring for the app and the wallet CLI. */
export function buildWithdrawals(
  db: Kysely<Database>,
  wallet: WalletService,
  now: () => Date,
  withdrawAccounts = new WithdrawAccountRepository(db),
  bonusRule?: WithdrawalBonusRule,
): WithdrawalService {
  return new WithdrawalService(
    new WithdrawalRepository(db),
    new WalletEventRepository(db),
    withdrawAccounts,
    wallet,
    now,
    bonusRule,
  );
}
