import { RUM_RULES, systemCollect, type CallBody } from '@lobby/contract';
import { sessionStore } from '../../lib/storage';
import { beaconSkipped, rumDecision, statusTiming, type Observed } from './rum-rules';

const SENT_KEY = 'lobby:rumSent';

function supports(type: string): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(type)
  );
}

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): void {
  if (!supports(type)) return;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
    type,
    buffered: true,
  });
}

/**
 * Reports fcp, lcp and fs once per session by beacon (SPEC.md sections 7 and 9), with the
 * status call's time: after 5 s, at the latest 15 s; never on iOS older than 16. fs is the time
 * of `firstScreenMark` (the shell passes the contract's FIRST_SCREEN_MARK, so this chunk shares
 * no module with the first page).
 */
export function startRum(merchant: string, firstScreenMark: string): void {
  if (sessionStore.get(SENT_KEY) || beaconSkipped(navigator.userAgent)) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  const observed: Observed = {
    values: {},
    supported: {
      fcp: supports('paint'),
      lcp: supports('largest-contentful-paint'),
      fs: typeof performance.getEntriesByName === 'function',
    },
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') observed.values.fcp = entry.startTime;
  });
  // The largest paint so far; it stops changing once the player interacts.
  observe('largest-contentful-paint', (entry) => (observed.values.lcp = entry.startTime));
  const check = () => {
    const screen = performance.getEntriesByName?.(firstScreenMark)[0];
    if (screen) observed.values.fs = screen.startTime;
    const decision = rumDecision(performance.now(), observed);
    if ('checkAtMs' in decision) {
      setTimeout(check, Math.max(0, decision.checkAtMs - performance.now()));
      return;
    }
    const resources = performance.getEntriesByType?.('resource') ?? [];
    const body: CallBody<typeof systemCollect> = {
      merchant: merchant || undefined,
      value: {
        page: location.pathname.slice(0, 64),
        ...decision.send,
        status: statusTiming(resources),
      },
    };
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (navigator.sendBeacon(systemCollect.path, blob)) sessionStore.set(SENT_KEY, '1');
  };
  setTimeout(check, Math.max(0, RUM_RULES.reportAfterMs - performance.now()));
}
