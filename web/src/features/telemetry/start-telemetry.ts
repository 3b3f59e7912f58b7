import { pingOnce } from './ping';
import { startRum } from './rum';
import { captureS2sInfo, sendS2sInfo } from './s2s-info';

let started = false;

/**
 * What the shell starts after load, from this chunk of its own: once, the app's s2s ids of the
 * first URL, the test ping and the timing beacon; with a session, the member's s2s ids (once a
 * session). Each is best effort and never troubles the player.
 */
export function startTelemetry(
  firstSearch: string,
  merchant: string,
  firstScreenMark: string,
  spanId?: string,
): void {
  if (!started) {
    started = true;
    captureS2sInfo(firstSearch);
    startRum(merchant, firstScreenMark);
    pingOnce(firstSearch).catch(() => {
      // A ping that fails or times out has told what it could.
    });
  }
  if (spanId) {
    sendS2sInfo(spanId).catch(() => {
      // Tried again with the next session.
    });
  }
}
