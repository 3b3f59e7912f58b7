import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT, INSTALL_STORAGE_KEYS, LIMITS } from '@lobby/contract';
import { clearDeferredInstallEvent, deferInstallEvent } from '../../lib/install-event';
import {
  mayOfferInstallHere,
  recordDismissal,
  recordInstalled,
  recordOnce,
  waitForInstallEvent,
} from './install-state';

deferInstallEvent();

describe('install state', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearDeferredInstallEvent();
  });
  afterEach(() => vi.useRealTimers());

  it('a dismissal sets the skip flag for the session and counts a close', () => {
    expect(mayOfferInstallHere('/m/home')).toBe(true);
    recordDismissal();
    expect(sessionStorage.getItem(INSTALL_STORAGE_KEYS.skip)).toBe('1');
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.closeCount)).toBe('1');
    expect(mayOfferInstallHere('/m/home')).toBe(false);
    sessionStorage.clear();
    recordDismissal();
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.closeCount)).toBe('2');
  });

  it('an installation sets the counter to 99 and the installed flag, and records a2hsInstalled once', () => {
    recordInstalled();
    recordInstalled();
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.closeCount)).toBe(
      String(INSTALL_PROMPT.installedCount),
    );
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.installed)).toBe('1');
    const events = JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEYS.localEvents)!);
    expect(events.map((event: { name: string }) => event.name)).toEqual(['a2hsInstalled']);
    expect(mayOfferInstallHere('/m/home')).toBe(false);
  });

  it('records a2hsFirstOpen once, beside other events', () => {
    recordOnce('a2hsFirstOpen', new Date('2026-01-02T03:04:05Z'));
    recordOnce('a2hsFirstOpen');
    recordOnce('a2hsInstalled');
    expect(JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEYS.localEvents)!)).toEqual([
      { name: 'a2hsFirstOpen', at: '2026-01-02T03:04:05.000Z' },
      { name: 'a2hsInstalled', at: expect.any(String) },
    ]);
  });

  it('waits 20 times 150 ms for the install event, then records the missing prompt', async () => {
    vi.useFakeTimers();
    const waiting = waitForInstallEvent(() => false);
    await vi.advanceTimersByTimeAsync(LIMITS.installPromptRetries * LIMITS.installPromptRetryMs);
    await expect(waiting).resolves.toBeUndefined();
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.missingPrompt)).toBe('1');
  });

  it('takes the install event when it comes during the retries, and records nothing missing', async () => {
    vi.useFakeTimers();
    const waiting = waitForInstallEvent(() => false);
    await vi.advanceTimersByTimeAsync(LIMITS.installPromptRetryMs * 3);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(LIMITS.installPromptRetryMs);
    await expect(waiting).resolves.toBe(event);
    expect(localStorage.getItem(INSTALL_STORAGE_KEYS.missingPrompt)).toBeNull();
  });
});
