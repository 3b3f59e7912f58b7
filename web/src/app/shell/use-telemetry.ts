import { useEffect } from 'react';
import { FIRST_SCREEN_MARK } from '@lobby/contract';

// The first URL's query, read before the router may change the address.
const firstSearch = window.location.search;

/**
 * Real-user metrics and server-to-server attribution, off the first page: after load, the
 * telemetry chunk sends the timing beacon and the test ping and, with a session, the member's
 * s2s ids. (The first screen's mark, fs, is set where the app first draws: use-boot.ts.)
 */
export function useTelemetry(afterLoad: boolean, merchant: string, spanId?: string): void {
  useEffect(() => {
    if (!afterLoad) return;
    import('../../features/telemetry/start-telemetry')
      .then(({ startTelemetry }) =>
        startTelemetry(firstSearch, merchant, FIRST_SCREEN_MARK, spanId),
      )
      .catch(() => {});
  }, [afterLoad, merchant, spanId]);
}
