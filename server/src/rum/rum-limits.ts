import {
  byAddress,
  byNetwork,
  HOUR,
  type LimitKind,
  type LimitParts,
} from '../core/limits/limit-kind.js';

/**
 * Real-user timing beacons (one a session, up to four samples), per address and per network,
 * and per network a day: one network keeps at most 2,000 samples a day, well under a page's
 * day (RUM_RULES.samplesPerPageDay), so it cannot fill a page's day and drown genuine beacons.
 */
export const RUM_LIMITS = {
  rumBeaconsPerSource: { key: 'rum:ip', by: byAddress, max: 20, windowMs: HOUR },
  rumBeaconsPerNetwork: { key: 'rum:net', by: byNetwork, max: 100, windowMs: HOUR },
  rumBeaconsPerNetworkDay: { key: 'rum:netday', by: byNetwork, max: 500, windowMs: 24 * HOUR },
} as const;

/** Past any of them the beacon is dropped. */
export const RUM_BEACONS: LimitKind<LimitParts & { ip: string }> = {
  feature: 'Real-user metrics',
  counters: [
    RUM_LIMITS.rumBeaconsPerSource,
    RUM_LIMITS.rumBeaconsPerNetwork,
    RUM_LIMITS.rumBeaconsPerNetworkDay,
  ],
};
