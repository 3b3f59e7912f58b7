import { MESSAGE_KEYS } from '@lobby/contract';
import { NETWORK_MESSAGE_KEY } from './api-client';
import { errorMessage } from './error-catalogue';
import { t } from './i18n';
import { PROVIDER_CODES, providerErrorOf } from './provider-errors';

// The catalogue's decisions on the failures of providers' browser SDKs (Firebase's auth/… codes)
// and of the browser rules. Only the lazy social sign-in chunk needs them, so they live beside
// error-catalogue.ts rather than in it, which every page loads first.

/** A sign-in popup a newer one replaced: nothing is said (SPEC section 8). */
export const isCancelledPopup = (error: unknown) =>
  providerErrorOf(error)?.providerCode === PROVIDER_CODES.cancelledPopup;

/** The browser refused the sign-in popup: a redirect can take its place. */
export const isPopupBlocked = (error: unknown) =>
  providerErrorOf(error)?.providerCode === PROVIDER_CODES.popupBlocked;

/** Firebase asks for the member's second factor before it signs in (a texted code). */
export const isSecondFactorRequired = (error: unknown) =>
  providerErrorOf(error)?.providerCode === PROVIDER_CODES.mfaRequired;

/** What a provider's code says to the player; a code not named here is auth/unknown. */
const PROVIDER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [PROVIDER_CODES.popupClosed]: 'social.popupClosed',
  [PROVIDER_CODES.popupBlocked]: 'social.popupBlocked',
  'auth/network-request-failed': NETWORK_MESSAGE_KEY,
  'auth/too-many-requests': 'accountError.tooMany',
  'auth/code-expired': MESSAGE_KEYS.authCodeExpired,
  'auth/invalid-verification-code': MESSAGE_KEYS.authCodeExpired,
  'auth/web-storage-unsupported': MESSAGE_KEYS.notSupportIncognito,
};

/**
 * The notice of a failed sign-in with another account, or null when nothing is to be said (a
 * cancelled popup). A provider's failure is translated, then its `Code: {code}` and
 * `Reason: {message}` lines follow (SPEC section 8); private browsing is ours and says only that;
 * a server's answer reads as every call's.
 */
export function socialSignInNotice(error: unknown): string | null {
  if (isCancelledPopup(error)) return null;
  const provider = providerErrorOf(error);
  if (!provider) return errorMessage(error);
  if (provider.providerCode === PROVIDER_CODES.privateBrowsing) {
    return t(MESSAGE_KEYS.notSupportIncognito);
  }
  const key = PROVIDER_MESSAGE_KEYS[provider.providerCode] ?? MESSAGE_KEYS.authUnknown;
  return [
    t(key),
    t('social.errorCode', { code: provider.providerCode }),
    t('social.errorReason', { message: provider.message }),
  ].join('\n');
}
