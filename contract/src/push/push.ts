/**
 * Web push rules both sides share (SPEC sections 4, 8 and 9). The timings are LIMITS.push*,
 * the topic is the constant pushTopic ('ALL').
 */

/** The push errors of SPEC section 8, named as the browser side reports them. */
export const PUSH_ERRORS = [
  'permission-blocked',
  'unsupported-browser',
  'indexed-db-unsupported',
  'token-subscribe-failed',
  'token-subscribe-no-token',
  'token-update-failed',
  'token-unsubscribe-failed',
  'failed-service-worker-registration',
] as const;
export type PushError = (typeof PUSH_ERRORS)[number];

/** Bounds of a browser subscription's fields, as the database keeps them. */
export const PUSH_BOUNDS = {
  endpoint: 2048,
  auth: 64,
  p256dh: 128,
  applicationPubKey: 128,
  token: 64,
  topic: 64,
  title: 120,
  body: 400,
  url: 2048,
} as const;

/** What the service worker receives in a push and shows as a notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap leads: a path under /m/ or an https address. */
  url: string;
}

/** Reads a push's data as the service worker gets it; undefined when it is not a Lobby push. */
export function readPushPayload(data: unknown): PushPayload | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { title, body, url } = data as Record<string, unknown>;
  if (typeof title !== 'string' || !title) return undefined;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' && isPushLink(url) ? url : '/m/home',
  };
}

/** A push may lead into the app (/m/…) or to an https page, nowhere else. */
export function isPushLink(url: string): boolean {
  if (url.startsWith('/m/') || url === '/m') return true;
  return /^https:\/\/[^\s]+$/i.test(url);
}

/**
 * The words a member gets: their language's where the operator wrote one, else the message's
 * default language's.
 */
export function pushContentFor<T>(
  contents: Record<string, T>,
  memberLanguage: string | null | undefined,
  defaultLanguage: string,
): T | undefined {
  if (memberLanguage && contents[memberLanguage]) return contents[memberLanguage];
  return contents[defaultLanguage] ?? Object.values(contents)[0];
}
