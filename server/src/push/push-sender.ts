import webpush from 'web-push';
import type { PushPayload } from '@lobby/contract';
import type { VapidPair } from './vapid-keys.js';
import type { WebSubscription } from './push-repository.js';

/** How a push service answered: delivered, gone (404/410: forget the subscription), or failed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const SEND_TIMEOUT_MS = 15_000;
/** How long a push service keeps an undelivered push for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/** The push services browsers subscribe with; a real merchant's subscriptions must name one. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

/**
 * Whether the server may send to this endpoint: for a real merchant only https on a known push
 * service (the server never posts to an address a client made up); a demo merchant also reaches
 * a local fake push service.
 */
export function mayPushTo(endpoint: string, demo: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (demo) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * Sends one push: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header; the request goes out with fetch, so a local fake push service on http works offline.
 */
export async function sendPush(
  subscription: WebSubscription,
  payload: PushPayload,
  vapid: VapidPair & { subject: string },
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { auth: subscription.auth, p256dh: subscription.p256dh },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (response.ok) return { kind: 'sent' };
  return { kind: 'failed', reason: `push service answered ${response.status}` };
}
