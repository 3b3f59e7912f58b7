// What the bonuses area offers the rest of the server; other areas import only this file.
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { ClaimRewards, PromotionRepository } from '../promotions/index.js';
import type { DepositBonuses, WithdrawalBonusRule } from '../wallet/index.js';
import { BonusRepository } from './bonus-repository.js';
import { BonusService } from './bonuses.js';
import { VendorBets } from './vendor-bets.js';

export * from './bonus-repository.js';
export * from './bonus-routes.js';
export * from './bonuses.js';
export * from './vendor-bets.js';
export * from './wagering.js';

/** How often the server ends expired bonuses (reads and bets end them as they come, too). */
export const BONUS_SWEEP_INTERVAL_MS = 60_000;

/**
 * The bonuses area over one database: the service (grants, lists, forfeits, offers, sweep), the
 * seamless wallet's ledger, and the hooks the promotions and wallet areas call.
 */
export function buildBonuses(deps: {
  db: Kysely<Database>;
  promotions: PromotionRepository;
  now: () => Date;
}) {
  const repository = new BonusRepository(deps.db);
  const service = new BonusService({ repository, promotions: deps.promotions, now: deps.now });
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
    vendorBets: new VendorBets({ repository, now: deps.now }),
    claimRewards,
    depositBonuses,
    withdrawalRule,
  };
}
