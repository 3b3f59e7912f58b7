import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { WalletEvents } from './wallet-events.js';
import { WalletRepository } from './wallet-repository.js';
import { WalletService } from './wallet.js';
import { WithdrawAccountRepository } from './withdraw-account-repository.js';
import { WithdrawalRepository } from './withdrawal-repository.js';
import { WithdrawalService, type WithdrawalBonusRule } from './withdrawals.js';
import { RecentActivityRepository } from './recent-activity-repository.js';
import { AuditLog } from '../core/audit/audit-log.js';
import { AccountEntryRepository } from './account-entry-repository.js';
import { AccountLedgerService } from './account-ledger-service.js';
import { CloseOutService } from './close-out-service.js';

/**
 * The balance, withdrawal, close-out and two-account ledger services over their repositories:
 * one wiring for the wallet plugin and the wallet CLI. `bonusRule`: what an active bonus does
 * to a withdrawal.
 */
export function walletServices(deps: {
  db: Kysely<Database>;
  now: () => Date;
  bonusRule?: WithdrawalBonusRule;
  /** The audit log decisions append to (the app's; a command line makes its own). */
  audit?: AuditLog;
}) {
  const { db, now } = deps;
  const wallet = new WalletService(new WalletRepository(db));
  const withdrawAccounts = new WithdrawAccountRepository(db);
  const withdrawalRows = new WithdrawalRepository(db);
  const withdrawals = new WithdrawalService({
    withdrawals: withdrawalRows,
    events: new WalletEvents(db, now),
    accounts: withdrawAccounts,
    wallet,
    now,
    bonusRule: deps.bonusRule,
    audit: deps.audit ?? new AuditLog(db, now),
    recent: new RecentActivityRepository(db),
  });
  const closeOuts = new CloseOutService({ wallet, withdrawals: withdrawalRows, now });
  const ledger = new AccountLedgerService(new AccountEntryRepository());
  return { wallet, withdrawAccounts, withdrawals, closeOuts, ledger };
}
