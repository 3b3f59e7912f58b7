import {
  afterAutoLoginFailure,
  sessionLoginRemembered,
  type RememberedLogin,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import {
  forgetRememberedLogin,
  saveRememberedLogin,
  turnAutoLoginOff,
} from '../../../lib/remembered-login';
import { startSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { installedAs, sessionOf } from '../shared/member-session';

/**
 * Auto-login on load (SPEC section 4) with the device's remember token: on success the session
 * starts and the next token replaces the used one. On login.cred.err or not.exists.user the
 * remembered login is forgotten and auto-login turned off; token_ip_different only turns it off.
 * Silent either way: the player simply sees the page as a visitor. Answers true when signed in.
 */
export async function autoLogIn(remembered: RememberedLogin): Promise<boolean> {
  try {
    const value = await api.call(sessionLoginRemembered, {
      body: {
        rememberToken: remembered.rememberToken,
        loginDeviceId: await getDeviceId(),
        device: installedAs(),
      },
      alert: false,
    });
    saveRememberedLogin({
      ...remembered,
      username: value.userName,
      rememberToken: value.rememberToken,
    });
    startSession(sessionOf(value));
    return true;
  } catch (error) {
    const { forget, turnOff } = afterAutoLoginFailure(
      error instanceof ApiError ? error.errorCode : '',
    );
    if (forget) forgetRememberedLogin();
    if (turnOff) turnAutoLoginOff();
    return false;
  }
}
