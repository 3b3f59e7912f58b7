import {
  endOtherSessions,
  memberRegister,
  memberRegisterMobile,
  postLoginDestination,
  postRegisterDestination,
  sessionLogin,
  sessionLogout,
  type LoginValue,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { getDeviceId } from '../../lib/device-id';
import { currentMerchant } from '../../lib/merchant';
import {
  forgetRememberedLogin,
  saveRememberedLogin,
  turnAutoLoginOn,
} from '../../lib/remembered-login';
import type { SessionInfo } from '../../lib/session';
import { sessionStore } from '../../lib/storage';
import type { CaptchaFields } from './captcha-handle';

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
function keepRememberToken(value: { userName: string; rememberToken?: string }): void {
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

export interface Credentials {
  username: string;
  password: string;
  /** "Remember me": auto-login on this device next time (SPEC section 4). */
  remember: boolean;
  captcha?: CaptchaFields;
}

/**
 * Signs in with username and password. Answers the login value and the session to store: the
 * caller stores it in the same moment it navigates, so no page draws in between.
 */
export async function logIn(
  credentials: Credentials,
): Promise<{ value: LoginValue; session: SessionInfo }> {
  const { username, password, remember, captcha } = credentials;
  const loginDeviceId = await getDeviceId();
  const value = await api.call(sessionLogin, {
    body: {
      username,
      password,
      type: 'username',
      loginDeviceId,
      device: installedAs(),
      remember: remember || undefined,
      ...captcha,
    },
    alert: false,
  });
  keepRememberToken(value);
  return { value, session: sessionOf(value) };
}

export interface Registration {
  method: 'username' | 'mobile';
  username: string;
  mobileNum: string;
  countryDialingCode: string | undefined;
  /** Undefined when the merchant gives mobile sign-ups a default password. */
  password: string | undefined;
  agentApplication: boolean;
  /** The merchant's auto-login-after-register setting (SPEC section 4). */
  remember: boolean;
  captcha?: CaptchaFields;
}

/** Where the player came from, for attribution (SPEC section 3). */
function source() {
  const query = new URLSearchParams(window.location.search);
  const installed = installedAs();
  return {
    registerMethod: installed ?? ('H5' as const),
    registerUrl: window.location.href.slice(0, 2048),
    domain: window.location.host,
    affiliateCode: query.get('affiliateCode') || undefined,
    referralCode: query.get('referralCode') || query.get('r') || undefined,
  };
}

/** Registers (and so signs in); answers the session to store, as logIn does. */
export async function register(input: Registration): Promise<SessionInfo> {
  const loginDeviceId = await getDeviceId();
  const common = {
    ...source(),
    login: true,
    loginDeviceId,
    agentApplication: input.agentApplication || undefined,
    // A mobile sign-up without a password of its own could never sign in by password either.
    remember: (input.remember && input.password !== undefined) || undefined,
    ...input.captcha,
  };
  const value =
    input.method === 'mobile'
      ? await api.call(memberRegisterMobile, {
          body: {
            ...common,
            mobileNum: input.mobileNum,
            countryDialingCode: input.countryDialingCode,
            password: input.password,
          },
          alert: false,
        })
      : await api.call(memberRegister, {
          body: { ...common, username: input.username, password: input.password ?? '' },
          alert: false,
        });
  keepRememberToken(value);
  return {
    spanId: value.spanId,
    id: value.id || value.customerId,
    token: value.token,
    merchantCode: currentMerchant.get().code,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: true,
  };
}

/**
 * Ends the session on the server (which also revokes this device's remember token) and forgets
 * the remembered login; the caller then ends the session here, even when the call failed.
 */
export async function endServerSession(): Promise<void> {
  forgetRememberedLogin();
  try {
    await api.call(sessionLogout, { alert: false });
  } catch {
    // The session may already be gone on the server; it ends here regardless.
  }
}

/** Signs the member out everywhere but here; answers how many sessions ended. */
export async function signOutOthers(): Promise<number> {
  return (await api.call(endOtherSessions)).endedSessions;
}

const REGISTER_GO_KEY = 'lobby:registerGo';

/** Keeps the go target a visitor arrived with, for after registration (SPEC section 2). */
export function storeRegisterGo(go: string | null): void {
  if (go) sessionStore.set(REGISTER_GO_KEY, go);
}

/** Where to go after registration: a stored go when safe, else /m/home. Forgets it. */
export function takeRegisterDestination(): string {
  const stored = sessionStore.get(REGISTER_GO_KEY);
  sessionStore.remove(REGISTER_GO_KEY);
  return postRegisterDestination(stored, window.location.origin);
}

/** Where to go after login: the go parameter when safe, else /m/home. */
export const loginDestination = (go: string | null) =>
  postLoginDestination(go, window.location.origin);
