import { PROMOTION_ERROR_CODES as P } from '@lobby/contract';
import { byAddress, HOUR, type LimitParts, type RefusingKind } from '../core/limits/limit-kind.js';

/** Promo codes tried, per member and per address; a code that exists gives its try back. */
export const PROMOTION_LIMITS = {
  promoCodesPerMember: {
    key: 'promo:member',
    by: (parts: { memberId: number }) => parts.memberId,
    max: 10,
    windowMs: HOUR,
  },
  promoCodesPerAddress: { key: 'promo:ip', by: byAddress, max: 30, windowMs: HOUR },
} as const;

/** Reserved before the code is looked up, so a burst gets no more judged. */
export const PROMO_CODE_TRIES: RefusingKind<LimitParts & { memberId: number; ip: string }> = {
  feature: 'Promo codes',
  counters: [PROMOTION_LIMITS.promoCodesPerMember, PROMOTION_LIMITS.promoCodesPerAddress],
  tooMany: P.tooManyPromoCodes,
};
