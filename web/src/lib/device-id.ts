import { LIMITS } from '@lobby/contract';
import { readCookie, writeCookie } from './cookies';
import { localStore } from './storage';

/** Where the device id is kept: localStorage, and a cookie that outlives a cleared storage. */
export const DEVICE_ID_KEY = 'lobby:deviceId';
export const DEVICE_ID_COOKIE = 'lobby_device_id';

/** How long deriving from the fingerprint may take before a random id is used instead. */
const FINGERPRINT_TIMEOUT_MS = 3000;

/** SPEC section 5: a stored device id is valid only at exactly 36 characters. */
export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === LIMITS.deviceIdLength;
}

/** Keeps the id in both places, the cookie for 365 days. */
export function rememberDeviceId(id: string): void {
  localStore.set(DEVICE_ID_KEY, id);
  writeCookie(DEVICE_ID_COOKIE, id, LIMITS.deviceIdDays);
}

/**
 * The stored device id: localStorage first; a stored value of the wrong length is discarded and
 * the cookie tried (SPEC sections 4 and 5). Null when neither holds a valid id.
 */
export function readStoredDeviceId(): string | null {
  const stored = localStore.get(DEVICE_ID_KEY);
  if (isValidDeviceId(stored)) return stored;
  if (stored !== null) localStore.remove(DEVICE_ID_KEY);
  const cookie = readCookie(DEVICE_ID_COOKIE);
  return isValidDeviceId(cookie) ? cookie : null;
}

/** A 32-hex-digit hash laid out as a UUID (8-4-4-4-12, 36 characters), or null. */
export function toUuidShape(hex: string): string | null {
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A random version-4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return toUuidShape(hex)!;
}

/**
 * The browser fingerprint as a UUID-shaped id. The library (MIT, about 16 KB gzipped) is its own
 * chunk, fetched only here, never on the first page; its install-statistics request is off.
 */
async function fromFingerprint(): Promise<string | null> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  return toUuidShape(visitorId);
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

let deriving: Promise<string> | undefined;

/**
 * The device id sent as loginDeviceId (SPEC section 4): from storage, else the cookie, else
 * derived from the browser fingerprint, else a random UUID; whatever is found is kept in both.
 */
export function getDeviceId(): Promise<string> {
  const stored = readStoredDeviceId();
  if (stored) {
    rememberDeviceId(stored);
    return Promise.resolve(stored);
  }
  deriving ??= within(fromFingerprint(), FINGERPRINT_TIMEOUT_MS)
    .then((derived) => {
      const id = derived ?? randomUuid();
      rememberDeviceId(id);
      return id;
    })
    .finally(() => {
      deriving = undefined;
    });
  return deriving;
}

/**
 * Starts deriving the device id when a sign-in form is first touched: the fingerprint library's
 * work (about a second of a slow phone's CPU) then runs while the player types, never during the
 * page's first load. A submit that comes first derives it itself (getDeviceId).
 */
export function prepareDeviceId(): void {
  void getDeviceId();
}
