import { describe, expect, it } from 'vitest';
import { LIMITS, PUSH_ERRORS } from '@lobby/contract';
import { setLanguage } from '../../lib/i18n';
import { mayPromptNow, pushErrorMessage, pushSupportError, tokenIsStale } from './push-rules';

describe('push rules', () => {
  const full = { navigator: { serviceWorker: {} }, PushManager: {}, Notification: {}, fetch: {} };

  it('needs a service worker, push manager, notification and fetch', () => {
    expect(pushSupportError(full)).toBeNull();
    expect(pushSupportError({ ...full, navigator: {} })).toBe('unsupported-browser');
    expect(pushSupportError({ ...full, PushManager: undefined })).toBe('unsupported-browser');
    expect(pushSupportError({ ...full, Notification: undefined })).toBe('unsupported-browser');
    expect(pushSupportError({ ...full, fetch: undefined })).toBe('unsupported-browser');
  });

  it('shows the permission modal at most once a day', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(mayPromptNow(at, null)).toBe(true);
    expect(mayPromptNow(at + LIMITS.pushPromptPerMs - 1, at)).toBe(false);
    expect(mayPromptNow(at + LIMITS.pushPromptPerMs, at)).toBe(true);
  });

  it('renews the registration token after 7 days (604800000 ms)', () => {
    expect(LIMITS.pushTokenRefreshMs).toBe(604_800_000);
    expect(tokenIsStale(604_799_999, 0)).toBe(false);
    expect(tokenIsStale(604_800_000, 0)).toBe(true);
  });

  it('names every push error of SPEC section 8 in words, not codes', async () => {
    await setLanguage('EN');
    for (const error of PUSH_ERRORS) {
      const message = pushErrorMessage(error);
      expect(message).not.toContain('push.error');
      expect(message.length).toBeGreaterThan(10);
    }
  });
});
