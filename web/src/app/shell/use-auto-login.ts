import { useEffect, useState } from 'react';
import {
  PAGE_PATHS,
  normalizePath,
  postLoginDestination,
  shouldAutoLogin,
  type StatusInfo,
} from '@lobby/contract';
import { consumeLinkToken } from '../../lib/link-token';
import { navigateTo } from '../../lib/navigation';
import { autoLoginSetting, readRememberedLogin } from '../../lib/remembered-login';
import { session } from '../../lib/session';

const ACCOUNT_PAGES: readonly string[] = [
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.registerHtml,
];

/** Signs in with a sign-in link's token; auto-login does not run beside one (SPEC section 4). */
async function runLinkSignIn(token: string): Promise<void> {
  try {
    const { signInWithLink } = await import('../../features/accounts/sign-in/link-sign-in');
    await signInWithLink(token);
  } catch {
    // The chunk did not load: no session, so a member-only page sends the player to log in.
  }
}

/** Decides, and when the rules allow signs in; the accounts code loads only then. */
async function runAutoLogin(status: StatusInfo): Promise<void> {
  const input = {
    flagOn: status.whitelabelVal.MOBILEAUTOLOGIN3 === true,
    storedSetting: autoLoginSetting(),
    search: window.location.search,
    hasSession: !!session.get(),
    stored: readRememberedLogin(),
    merchantCode: status.merchantCode,
  };
  if (!shouldAutoLogin(input)) return;
  try {
    const { autoLogIn } = await import('../../features/accounts/sign-in/auto-login');
    const signedIn = await autoLogIn(input.stored);
    // Signed in on the login or register page: go where a login would have gone.
    if (signedIn && ACCOUNT_PAGES.includes(normalizePath(window.location.pathname))) {
      const go = new URLSearchParams(window.location.search).get('go');
      navigateTo(postLoginDestination(go, window.location.origin));
    }
  } catch {
    // The chunk did not load: the player stays a visitor and can log in by hand.
  }
}

// Once per page load: StrictMode mounts twice, and a remember token works only once.
let attempt: Promise<void> | undefined;

/**
 * Sign-in on load: with a sign-in link's token, else auto-login (SPEC sections 2 and 4), once
 * status names the merchant and its flags.
 * Answers true once settled, so the shell holds member-only routes until then instead of
 * sending a remembered player to the login page.
 */
export function useAutoLogin(status: StatusInfo | undefined): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!status || settled) return;
    if (!attempt) {
      const linkToken = consumeLinkToken();
      attempt = linkToken ? runLinkSignIn(linkToken) : runAutoLogin(status);
    }
    let mounted = true;
    void attempt.finally(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [status, settled]);

  return settled;
}
