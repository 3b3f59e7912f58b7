import { useEffect } from 'react';
import { RUM_RULES } from '@lobby/contract';

// The first URL's query, read before the router may change the address.
const firstSearch = window.location.search;
let marked = false;

const telemetry = () => import('../../features/telemetry/start-telemetry');

/**
 * Real-user metrics and server-to-server attribution, off the first page: marks the first screen
 * (fs) once it is drawn, and after load starts the telemetry chunk (timing beacon, test ping, the
 * app's s2s ids); with a session, sends the member's s2s ids once.
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
    // The frame after the one this render is drawn in: the first screen is on the glass.
    requestAnimationFrame(() => setTimeout(() => performance.mark?.(RUM_RULES.firstScreenMark), 0));
  }, [drawn]);
  useEffect(() => {
    if (!afterLoad) return;
    telemetry()
      .then(({ startTelemetry }) => startTelemetry(firstSearch, merchant))
      .catch(() => {});
  }, [afterLoad, merchant]);
  useEffect(() => {
    if (!afterLoad || !spanId) return;
    telemetry()
      .then(({ reportS2sInfo }) => reportS2sInfo(spanId))
      .catch(() => {});
  }, [afterLoad, spanId]);
}
