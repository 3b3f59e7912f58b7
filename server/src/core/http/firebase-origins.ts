import { offersSocialSignIn } from '@lobby/contract';
import type { MerchantConfig } from '../merchant-config.js';

/**
 * Where Firebase Auth's browser SDK calls (its sign-in and token endpoints), its popup helper
 * loads from, and reCAPTCHA's invisible check before a texted second factor.
 */
const FIREBASE_AUTH_ORIGINS = [
  'https://apis.google.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.google.com',
  'https://www.gstatic.com',
] as const;
const RECAPTCHA_FRAME = 'https://www.google.com';

/** Google Identity Services (one-tap): its script, styles, prompt frame and calls. */
export const GOOGLE_ONE_TAP_ORIGIN = 'https://accounts.google.com';

/** True when the merchant's login page loads the real Firebase SDK (a Firebase way's flag is on). */
export function usesFirebaseSdk(merchant: MerchantConfig): boolean {
  if (merchant.signIn.firebase?.provider !== 'firebase') return false;
  return (
    (['google', 'facebook', 'twitter'] as const).some((way) =>
      offersSocialSignIn(merchant.flags, way),
    ) || merchant.sms.firebase
  );
}

/**
 * The origins a real-Firebase merchant's pages need: the SDK's endpoints, its auth domain (the
 * popup and its hidden frame) and, with Google's flag and a web client id, one-tap. None for a
 * merchant on the local fake or with the flags off, so its pages stay as strict as any.
 */
export function firebaseOrigins(merchant: MerchantConfig): {
  thirdParties: string[];
  frames: string[];
} {
  const firebase = merchant.signIn.firebase;
  if (firebase?.provider !== 'firebase' || !usesFirebaseSdk(merchant)) {
    return { thirdParties: [], frames: [] };
  }
  const authDomain = firebase.authDomain ? [`https://${firebase.authDomain}`] : [];
  const oneTap =
    firebase.googleWebClientId && offersSocialSignIn(merchant.flags, 'google')
      ? [GOOGLE_ONE_TAP_ORIGIN]
      : [];
  return {
    thirdParties: [...FIREBASE_AUTH_ORIGINS, ...oneTap],
    frames: [...authDomain, RECAPTCHA_FRAME, ...oneTap],
  };
}

/**
 * The Cross-Origin-Opener-Policy: same-origin everywhere, except that the SDK's popup (on the
 * auth domain) must keep its opener, or the page would see it closed at once and report
 * popup-closed-by-user.
 */
export const openerPolicy = (merchant: MerchantConfig | null | undefined): string =>
  merchant && usesFirebaseSdk(merchant) ? 'same-origin-allow-popups' : 'same-origin';
