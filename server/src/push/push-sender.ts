import webpush from 'web-push';
import type { PushPayload } from '@lobby/contract';
import type { VapidPair } from './vapid-keys.js';
import type { WebSubscription } from './push-repository.js';
import { Outbound, outboundUrlProblem, type OutboundFetch } from '../core/outbound-url.js';

/** How a push service answered: delivered, gone (404/410: forget the subscription), or failed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const SEND_TIMEOUT_MS = 15_000;
/** How long a push service keeps an undelivered push for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush, Safari's
 * Apple push, the Windows notification service): every merchant's subscriptions must name one.
 */
export const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

/**
 * Whether the server may send to this endpoint: https on a known push service, on its default
 * port, for every merchant, demo included (the server never posts to an address a client made
 * up). A local fake push service is reached through the deployment's PUSH_SERVICE_URL instead.
 */
export function mayPushTo(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.port === '' && outboundUrlProblem(url, { hosts: PUSH_SERVICE_HOSTS }) === undefined;
}

/** How pushes leave: the guarded fetch, and the deployment's stand-in push service if any. */
export interface PushTransport {
  fetch: OutboundFetch;
  /** PUSH_SERVICE_URL: the origin every push goes to instead, the endpoint's path kept. */
  serviceUrl?: string | undefined;
}

/** The push transport of a deployment: the guard lets through only push services and its stand-in. */
export function pushTransport(serviceUrl: string | undefined): PushTransport {
  const outbound = new Outbound({ localOrigins: serviceUrl ? [serviceUrl] : [] });
  return { fetch: outbound.fetchWith({ hosts: PUSH_SERVICE_HOSTS }), serviceUrl };
}

/**
 * Sends one push: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header for the registered push service; the request goes out through the guard, to that push
 * service or, where the deployment names one, to its stand-in at the same path.
 */
export async function sendPush(
  subscription: WebSubscription,
  payload: PushPayload,
  vapid: VapidPair & { subject: string },
  transport: PushTransport,
): Promise<PushOutcome> {
  if (!mayPushTo(subscription.endpoint)) {
    return { kind: 'failed', reason: 'the endpoint is not on a known push service' };
  }
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
  const registered = new URL(details.endpoint);
  const target = transport.serviceUrl
    ? `${transport.serviceUrl}${registered.pathname}${registered.search}`
    : registered.href;
  let response: Response;
  try {
    response = await transport.fetch(target, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (response.ok) return { kind: 'sent' };
  return { kind: 'failed', reason: `push service answered ${response.status}` };
}
