import { useEffect } from 'react';
import { FIRST_SCREEN_MARK } from '@lobby/contract';

// The first URL's query, read before the router may change the address.
const firstSearch = window.location.search;
let marked = false;

/**
 * Real-user metrics and server-to-server attribution, off the first page: marks the first screen
 * (fs) on the frame after it is drawn; after load, the telemetry chunk sends the timing beacon,
 * the test ping and, with a session, the member's s2s ids.
 */
export function useTelemetry(
  drawn: boolean,
  afterLoad: boolean,
  merchant: string,
  spanId: string | undefined,
): void {
  useEffect(() => {
    if (!drawn || marked) return;
    marked = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark?.(FIRST_SCREEN_MARK)));
  }, [drawn]);
  useEffect(() => {
    if (!afterLoad) return;
    import('../../features/telemetry/start-telemetry')
      .then(({ startTelemetry }) => startTelemetry(firstSearch, merchant, spanId))
      .catch(() => {});
  }, [afterLoad, merchant, spanId]);
}
