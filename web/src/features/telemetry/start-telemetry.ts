import { pingOnce } from './ping';
import { startRum } from './rum';
import { captureS2sInfo, sendS2sInfo } from './s2s-info';

/**
 * What the shell starts after load, from this chunk of its own: the app's s2s ids of the first
 * URL, the test ping, and the timing beacon. Each is best effort and never troubles the player.
 */
export function startTelemetry(firstSearch: string, merchant: string): void {
  captureS2sInfo(firstSearch);
  startRum(merchant);
  pingOnce(firstSearch).catch(() => {
    // A ping that fails or times out has told what it could.
  });
}

/** Sends the member's s2s ids once a session (the session's spanId names it). */
export function reportS2sInfo(spanId: string): void {
  sendS2sInfo(spanId).catch(() => {
    // Tried again with the next session.
  });
}
