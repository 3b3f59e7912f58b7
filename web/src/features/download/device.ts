import { platformOf, STORAGE_KEYS, type DevicePlatform } from '@lobby/contract';
import { sessionStore } from '../../lib/storage';

/** This phone's platform, from its user agent. */
export function devicePlatform(): DevicePlatform {
  return platformOf(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/** True when the site runs installed: a home-screen PWA or an iOS web clip. */
export function installedAsApp(): boolean {
  if ((navigator as Navigator & { standalone?: boolean }).standalone) return true;
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/**
 * The session flag hideDownloadBar (SPEC section 9): set when the player closes the bar, or by a
 * page opened with `?hideDownloadBar=1` (the merchant's app opening a page, for one).
 */
export function downloadBarHidden(): boolean {
  if (new URLSearchParams(window.location.search).get(STORAGE_KEYS.hideDownloadBar) === '1') {
    hideDownloadBar();
  }
  return sessionStore.get(STORAGE_KEYS.hideDownloadBar) === '1';
}

export function hideDownloadBar(): void {
  sessionStore.set(STORAGE_KEYS.hideDownloadBar, '1');
}
