import {
  INSTALL_PROMPT,
  LIMITS,
  INSTALL_STORAGE_KEYS,
  mayOfferInstall,
  parseCloseCount,
} from '@lobby/contract';
import { deferredInstallEvent, type InstallPromptEvent } from '../../lib/install-event';
import { pwaType } from '../../lib/pwa-type';
import { localStore, sessionStore } from '../../lib/storage';

/** True when the install prompt may be asked for on this page, from what this device keeps. */
export function mayOfferInstallHere(pathname: string): boolean {
  return mayOfferInstall({
    pathname,
    runsInstalled: pwaType() !== undefined,
    installed: localStore.get(INSTALL_STORAGE_KEYS.installed) === '1',
    skipped: sessionStore.get(INSTALL_STORAGE_KEYS.skip) === '1',
    closeCount: parseCloseCount(localStore.get(INSTALL_STORAGE_KEYS.closeCount)),
  });
}

/** Dismissed (SPEC section 4): the skip flag for this session and one more close. */
export function recordDismissal(): void {
  sessionStore.set(INSTALL_STORAGE_KEYS.skip, '1');
  const count = parseCloseCount(localStore.get(INSTALL_STORAGE_KEYS.closeCount));
  localStore.set(INSTALL_STORAGE_KEYS.closeCount, String(count + 1));
}

export type LocalEventName = 'a2hsInstalled' | 'a2hsFirstOpen';

interface LocalEvent {
  name: string;
  at: string;
}

function localEvents(): LocalEvent[] {
  try {
    const list: unknown = JSON.parse(localStore.get(INSTALL_STORAGE_KEYS.localEvents) ?? '[]');
    return Array.isArray(list) ? (list as LocalEvent[]) : [];
  } catch {
    return [];
  }
}

/**
 * Records an event once on this device for the attribution work. The install and the first
 * home-screen open mostly happen before anyone signs in, and the server's events ledger
 * (wallet_events) is a member's, so these stay on the device until that work sends them.
 */
export function recordOnce(name: LocalEventName, now = new Date()): void {
  const events = localEvents();
  if (events.some((event) => event.name === name)) return;
  localStore.set(
    INSTALL_STORAGE_KEYS.localEvents,
    JSON.stringify([...events, { name, at: now.toISOString() }]),
  );
}

/** Installed (SPEC section 4): the counter becomes 99, the installed flag is kept, once recorded. */
export function recordInstalled(): void {
  localStore.set(INSTALL_STORAGE_KEYS.closeCount, String(INSTALL_PROMPT.installedCount));
  localStore.set(INSTALL_STORAGE_KEYS.installed, '1');
  recordOnce('a2hsInstalled');
}

/**
 * The deferred install event, waited for 20 times 150 ms (SPEC section 9) when it has not come
 * yet; without it the missing-prompt flag is recorded and the answer is undefined.
 */
export async function waitForInstallEvent(
  isCancelled: () => boolean,
): Promise<InstallPromptEvent | undefined> {
  for (let attempt = 0; attempt < LIMITS.installPromptRetries; attempt += 1) {
    const event = deferredInstallEvent();
    if (event || isCancelled()) return event;
    await new Promise((resolve) => setTimeout(resolve, LIMITS.installPromptRetryMs));
  }
  const event = deferredInstallEvent();
  if (!event && !isCancelled()) localStore.set(INSTALL_STORAGE_KEYS.missingPrompt, '1');
  return event;
}

/** iPhone, iPad (which may call itself a Mac with touch) and iPod: no install event, manual steps. */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
