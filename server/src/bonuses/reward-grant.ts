import type { GrantBonus } from '../promotions/index.js';
import type { BonusService } from './bonuses.js';

/** The reward jobs' grant: a cashback or VIP reward becomes a bonus, in the payment's transaction. */
export function rewardGrant(service: BonusService): GrantBonus {
  return async (trx, reward) => {
    await service.grant(
      {
        merchant: { code: reward.merchantCode },
        memberId: reward.memberId,
        kind: reward.kind,
        amount: reward.amount,
        wagerMultiple: reward.wagerMultiple,
        expiresAt: reward.expiresAt,
        reference: reward.reference,
        promotionId: reward.promotionId,
        ...reward.rules,
      },
      trx,
    );
  };
}
