import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { ClaimRewards, PromotionRepository } from '../promotions/index.js';
import type { AccountLedgerService, DepositBonuses, WithdrawalBonusRule } from '../wallet/index.js';
import { BonusRepository } from './bonus-repository.js';
import { BonusService } from './bonuses.js';
import { VendorBets } from './vendor-bets.js';

/**
 * The bonuses area over one database: the service (grants, lists, forfeits, offers, sweep), the
 * seamless wallet's ledger, and the hooks the promotions and wallet areas call.
 */
export function buildBonuses(deps: {
  db: Kysely<Database>;
  promotions: PromotionRepository;
  /** The wallet area's ledger: every bonus movement posts its entries through it. */
  accounts: AccountLedgerService;
  now: () => Date;
}) {
  const { accounts, now } = deps;
  const repository = new BonusRepository(deps.db);
  const service = new BonusService({ repository, accounts, promotions: deps.promotions, now });
  const claimRewards: ClaimRewards = {
    check: (merchant, memberId, promotion) => service.checkClaim(merchant, memberId, promotion),
    pay: (trx, merchant, memberId, promotion, now) =>
      service.payClaim(trx, merchant, memberId, promotion, now),
  };
  const depositBonuses: DepositBonuses = {
    check: (merchant, memberId, promotionId, amount) =>
      service.checkDepositChoice(merchant, memberId, promotionId, amount),
    grant: (trx, merchant, deposit) => service.grantForDeposit(trx, merchant, deposit),
  };
  const withdrawalRule: WithdrawalBonusRule = (trx, merchantCode, memberId) =>
    service.onWithdrawal(trx, merchantCode, memberId);
  return {
    service,
    vendorBets: new VendorBets({ repository, accounts, now }),
    claimRewards,
    depositBonuses,
    withdrawalRule,
  };
}
