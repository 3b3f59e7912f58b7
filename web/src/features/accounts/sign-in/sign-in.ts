import { useMutation } from '@tanstack/react-query';
import { sessionLogin, type LoginValue } from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import type { SessionInfo } from '../../../lib/session';
import { captchaFieldsOf, type CaptchaHandle } from '../captcha/captcha-handle';
import { installedAs, keepRememberToken, sessionOf } from '../shared/member-session';
import { accountKeys } from '../shared/queries';

export interface Credentials {
  /** The username, or for an SMS sign-in the mobile number. */
  username: string;
  /** The password, or for an SMS sign-in the texted code. */
  password: string;
  type?: 'username' | 'sms';
  /** "Remember me": auto-login on this device next time (SPEC section 4). */
  remember: boolean;
  /** The form's captcha, answered as part of the attempt (Geetest may run its challenge). */
  captcha: CaptchaHandle | null;
  /** The choice dialog's identity, linked once this sign-in is proven. */
  bindTicket?: string;
}

/**
 * Signs in with username and password, or mobile number and texted code. Answers the login value and the session to store: the
 * caller stores it in the same moment it navigates, so no page draws in between.
 */
export async function logIn(
  credentials: Credentials,
): Promise<{ value: LoginValue; session: SessionInfo }> {
  const { username, password, remember, captcha, type = 'username' } = credentials;
  const captchaFields = await captchaFieldsOf(captcha);
  const loginDeviceId = await getDeviceId();
  const value = await api.call(sessionLogin, {
    body: {
      username,
      password,
      type,
      loginDeviceId,
      device: installedAs(),
      remember: remember || undefined,
      bindTicket: credentials.bindTicket,
      ...captchaFields,
    },
    alert: false,
  });
  keepRememberToken(value);
  return { value, session: sessionOf(value) };
}

/** Sign-in (POST session login) as a mutation; the form says its failures itself. */
export function useSignIn() {
  return useMutation({ mutationKey: accountKeys.signIn, mutationFn: logIn });
}
