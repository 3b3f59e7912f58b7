import { PAGE_PATHS, postLoginDestination, type LoginValue } from '@lobby/contract';
import { currentMerchant } from '../../../lib/merchant';
import {
  forgetRememberedLogin,
  saveRememberedLogin,
  turnAutoLoginOn,
} from '../../../lib/remembered-login';
import type { SessionInfo } from '../../../lib/session';
import { rememberPendingPassword } from './pending-password';

/** How this page runs: installed as a PWA, an iOS home-screen web clip, or in the browser. */
export function installedAs(): 'PWA' | 'WEBCLIP' | undefined {
  if ((navigator as Navigator & { standalone?: boolean }).standalone) return 'WEBCLIP';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return undefined;
}

/** The session info of SPEC section 3 from a login (or auto-login) answer. */
export function sessionOf(value: LoginValue): SessionInfo {
  return {
    spanId: value.spanId,
    id: value.id,
    token: value.token,
    merchantCode: currentMerchant.get().code,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  };
}

/**
 * Keeps the remember token a login answered (a username-type login of this merchant), or
 * forgets the device's remembered login when none came: the player did not ask to be remembered.
 */
export function keepRememberToken(value: { userName: string; rememberToken?: string }): void {
  if (!value.rememberToken) {
    forgetRememberedLogin();
    return;
  }
  saveRememberedLogin({
    type: 'username',
    username: value.userName,
    rememberToken: value.rememberToken,
    merchant: currentMerchant.get().code,
  });
  turnAutoLoginOn();
}

/** Where to go after login: the go parameter when safe, else /m/home. */
export const loginDestination = (go: string | null) =>
  postLoginDestination(go, window.location.origin);

/**
 * Where a password sign-in leads once its session has started (SPEC section 4): first to
 * /m/changePsw when the password has expired and the merchant's PWDEXPFORCECHANGE3 is on, or when
 * the server asks for a change, keeping the password typed so that page does not ask for it again.
 */
export function afterPasswordSignIn(
  value: Pick<LoginValue, 'passwordExpired' | 'updatePassword'>,
  password: string,
  destination: string,
): string {
  const forced = currentMerchant.get().flags?.PWDEXPFORCECHANGE3 === true;
  if (!value.updatePassword && !(value.passwordExpired && forced)) return destination;
  rememberPendingPassword(password, 'expired');
  return `${PAGE_PATHS.changePassword}?go=${encodeURIComponent(destination)}`;
}
