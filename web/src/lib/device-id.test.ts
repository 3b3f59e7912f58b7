import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fingerprint = vi.hoisted(() => ({
  visitorId: '0123456789abcdef0123456789ABCDEF' as string,
  fail: false,
  calls: 0,
}));

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async (options: { monitoring?: boolean }) => {
    fingerprint.calls += 1;
    if (options.monitoring !== false) throw new Error('monitoring must be off');
    if (fingerprint.fail) throw new Error('no fingerprint here');
    return { get: async () => ({ visitorId: fingerprint.visitorId }) };
  },
}));

import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_KEY,
  getDeviceId,
  isValidDeviceId,
  prepareDeviceId,
  randomUuid,
  readStoredDeviceId,
  toUuidShape,
} from './device-id';

const VALID = '11111111-2222-4333-8444-555555555555';
const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function clearCookie(): void {
  document.cookie = `${DEVICE_ID_COOKIE}=; Max-Age=0; Path=/`;
}
function cookieValue(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === DEVICE_ID_COOKIE)?.[1];
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
  fingerprint.visitorId = '0123456789abcdef0123456789ABCDEF';
  fingerprint.fail = false;
  fingerprint.calls = 0;
});
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('device id storage rules', () => {
  it('is valid at exactly 36 characters only', () => {
    expect(isValidDeviceId(VALID)).toBe(true);
    expect(isValidDeviceId(VALID.slice(1))).toBe(false);
    expect(isValidDeviceId(`${VALID}x`)).toBe(false);
    expect(isValidDeviceId('')).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
  });

  it('reads a valid id from localStorage first', () => {
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    document.cookie = `${DEVICE_ID_COOKIE}=${OTHER}; Path=/`;
    expect(readStoredDeviceId()).toBe(VALID);
  });

  it('discards a stored value that is not 36 characters and tries the cookie', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'too-short');
    document.cookie = `${DEVICE_ID_COOKIE}=${OTHER}; Path=/`;
    expect(readStoredDeviceId()).toBe(OTHER);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
  });

  it('answers null when neither storage nor cookie holds a valid id', () => {
    localStorage.setItem(DEVICE_ID_KEY, `${VALID}-and-more`);
    document.cookie = `${DEVICE_ID_COOKIE}=short; Path=/`;
    expect(readStoredDeviceId()).toBeNull();
  });

  it('copies a cookie-only id back into localStorage', async () => {
    document.cookie = `${DEVICE_ID_COOKIE}=${OTHER}; Path=/`;
    await expect(getDeviceId()).resolves.toBe(OTHER);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(OTHER);
    expect(fingerprint.calls).toBe(0);
  });

  it('keeps a stored id in the cookie too', async () => {
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    await expect(getDeviceId()).resolves.toBe(VALID);
    expect(cookieValue()).toBe(VALID);
  });

  it('derives a UUID-shaped id from the fingerprint when nothing is stored, and keeps it', async () => {
    const id = await getDeviceId();
    expect(id).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(id).toHaveLength(36);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(cookieValue()).toBe(id);
    await expect(getDeviceId()).resolves.toBe(id);
    expect(fingerprint.calls).toBe(1);
  });

  it('derives once for callers that ask at the same time', async () => {
    const [a, b] = await Promise.all([getDeviceId(), getDeviceId()]);
    expect(a).toBe(b);
    expect(fingerprint.calls).toBe(1);
  });

  it('falls back to a random UUID when the fingerprint fails', async () => {
    fingerprint.fail = true;
    const id = await getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('falls back to a random UUID when the fingerprint is not a 128-bit hash', async () => {
    fingerprint.visitorId = 'not-a-hash';
    const id = await getDeviceId();
    expect(id).toHaveLength(36);
    expect(id).not.toContain('not-a-hash');
  });
});

describe('loading the fingerprint library only when a sign-in form is touched (issue 12)', () => {
  it('derives the id once, however often the form is touched, and keeps it', async () => {
    expect(fingerprint.calls).toBe(0);
    prepareDeviceId();
    prepareDeviceId();
    await vi.waitFor(() => expect(localStorage.getItem(DEVICE_ID_KEY)).toHaveLength(36));
    prepareDeviceId();
    expect(fingerprint.calls).toBe(1);
  });

  it('never loads it when an id is stored', () => {
    localStorage.setItem(DEVICE_ID_KEY, VALID);
    prepareDeviceId();
    expect(fingerprint.calls).toBe(0);
  });
});

describe('UUID helpers', () => {
  it('lays 32 hex digits out as 8-4-4-4-12', () => {
    expect(toUuidShape('ABCDEF0123456789abcdef0123456789')).toBe(
      'abcdef01-2345-6789-abcd-ef0123456789',
    );
    expect(toUuidShape('abc')).toBeNull();
    expect(toUuidShape('g'.repeat(32))).toBeNull();
  });

  it('makes version-4 UUIDs even without crypto.randomUUID', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('not in this context');
    });
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const ids = new Set(Array.from({ length: 20 }, randomUuid));
    expect(ids.size).toBe(20);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });
});
