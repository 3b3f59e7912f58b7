import {
  byAddress,
  byNetwork,
  HOUR,
  type LimitKind,
  type LimitParts,
} from '../core/limits/limit-kind.js';

/** Phones counted as opening referral links, per address and per network. */
export const REFERRAL_LIMITS = {
  referralVisitsPerSource: { key: 'referral:ip', by: byAddress, max: 20, windowMs: HOUR },
  referralVisitsPerNetwork: { key: 'referral:net', by: byNetwork, max: 60, windowMs: HOUR },
} as const;

/** Past either limit a visit is not counted, so one source cannot inflate a member's invited count with made-up phones. */
export const REFERRAL_VISITS: LimitKind<LimitParts & { ip: string }> = {
  feature: 'Referral visits',
  counters: [REFERRAL_LIMITS.referralVisitsPerSource, REFERRAL_LIMITS.referralVisitsPerNetwork],
};
