import { PROVIDER_CODES, ProviderError } from '../../../lib/provider-errors';

/** Answers whether this window is a private (incognito) one. */
export type PrivateBrowsingCheck = () => Promise<boolean>;

/**
 * detectIncognito's per-browser checks (storage behaviour of Chromium, Safari and Firefox private
 * windows), loaded on first use. A check that cannot decide lets the sign-in go on: refusing
 * every member of an unknown browser would be worse than Firebase failing for a few.
 */
export const detectPrivateBrowsing: PrivateBrowsingCheck = async () => {
  try {
    const { detectIncognito } = await import('detectincognitojs');
    return (await detectIncognito()).isPrivate;
  } catch {
    return false;
  }
};

let answer: Promise<boolean> | undefined;

/**
 * Starts the check once per page (it takes about a second in Chromium), so a click finds it done
 * and its popup still opens within the click's user activation.
 */
export function checkPrivateBrowsingEarly(check: PrivateBrowsingCheck = detectPrivateBrowsing) {
  answer ??= check();
  return answer;
}

/** Social sign-in is refused in private browsing (SPEC section 4): not_support_incognito. */
export async function refuseInPrivateBrowsing(check?: PrivateBrowsingCheck): Promise<void> {
  if (await checkPrivateBrowsingEarly(check)) {
    throw new ProviderError(PROVIDER_CODES.privateBrowsing);
  }
}

/** Forgets the cached answer (tests). */
export const forgetPrivateBrowsingCheck = () => {
  answer = undefined;
};
