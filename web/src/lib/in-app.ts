import { STORAGE_KEYS, isInMerchantApp } from '@lobby/contract';
import { currentMerchant } from './merchant';
import { sessionStore } from './storage';

/** Remembers for the session that the page was opened by the merchant's app (?inApp=1). */
export function rememberInApp(search: string): void {
  if (new URLSearchParams(search).get('inApp') === '1') sessionStore.set(STORAGE_KEYS.inApp, '1');
}

/** True when this page runs inside the merchant's own app (SPEC section 8, game launch). */
export function inMerchantApp(): boolean {
  return isInMerchantApp({
    search: window.location.search,
    userAgent: navigator.userAgent,
    appUserAgentMarker: currentMerchant.get().gameLaunch?.appUserAgentMarker ?? '',
    rememberedInApp: sessionStore.get(STORAGE_KEYS.inApp) === '1',
  });
}
