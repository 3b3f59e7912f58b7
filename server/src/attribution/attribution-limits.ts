import {
  byAddress,
  byNetwork,
  HOUR,
  type LimitKind,
  type LimitParts,
} from '../core/limits/limit-kind.js';

/** Requests of tracked events (up to ten each) a browser sends, per address and per network. */
export const ATTRIBUTION_LIMITS = {
  trackedEventsPerSource: { key: 'events:ip', by: byAddress, max: 120, windowMs: HOUR },
  trackedEventsPerNetwork: { key: 'events:net', by: byNetwork, max: 400, windowMs: HOUR },
} as const;

/** Past either limit a request's events are dropped, so one source cannot fill the event ledger or inflate a report's visits. */
export const TRACKED_EVENTS: LimitKind<LimitParts & { ip: string }> = {
  feature: 'Tracked events',
  counters: [ATTRIBUTION_LIMITS.trackedEventsPerSource, ATTRIBUTION_LIMITS.trackedEventsPerNetwork],
};
