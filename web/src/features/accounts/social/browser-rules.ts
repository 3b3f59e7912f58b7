import { oneSignInPopup } from './sign-in-popups';
import { refuseInPrivateBrowsing, type PrivateBrowsingCheck } from './private-browsing';

/**
 * The browser rules of signing in with another account (SPEC sections 4 and 8), which the real
 * SDKs and the offline fake both go through: refused in private browsing (not_support_incognito),
 * then one sign-in popup at a time (a new one cancels the one before). Each popup's closure is
 * watched by popupAnswer (sign-in-popups.ts) or, for Firebase, by its SDK alike; one-tap's timing
 * is in one-tap.ts and the multi-factor session's type in mfa-session.ts.
 */
export async function throughBrowserRules<T>(
  run: (signal: AbortSignal) => Promise<T>,
  check?: PrivateBrowsingCheck,
): Promise<T> {
  await refuseInPrivateBrowsing(check);
  return oneSignInPopup(run);
}
