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
import type { SessionInfo } from '../../lib/session';
import { sessionStore } from '../../lib/storage';

/** How this page runs: installed as a PWA, an iOS home-screen web clip, or in the browser. */
function installedAs(): 'PWA' | 'WEBCLIP' | undefined {
  if ((navigator as Navigator & { standalone?: boolean }).standalone) return 'WEBCLIP';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return undefined;
}

/**
 * Signs in with username and password. Answers the login value and the session to store: the
 * caller stores it in the same moment it navigates, so no page draws in between.
 */
export async function logIn(
  username: string,
  password: string,
): Promise<{ value: LoginValue; session: SessionInfo }> {
  const loginDeviceId = await getDeviceId();
  const value = await api.call(sessionLogin, {
    body: { username, password, type: 'username', loginDeviceId, device: installedAs() },
    alert: false,
  });
  return {
    value,
    session: {
      spanId: value.spanId,
      id: value.id,
      token: value.token,
      merchantCode: currentMerchant.get().code,
      userName: value.userName,
      type: value.customerType,
      firstTimeLogin: value.firstTimeLogin,
    },
  };
}

export interface Registration {
  method: 'username' | 'mobile';
  username: string;
  mobileNum: string;
  countryDialingCode: string | undefined;
  /** Undefined when the merchant gives mobile sign-ups a default password. */
  password: string | undefined;
  agentApplication: boolean;
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
  return {
    // The registration answer carries no span id or member type: a new account is a member.
    spanId: '',
    id: value.id || value.customerId,
    token: value.token,
    merchantCode: currentMerchant.get().code,
    userName: value.userName,
    type: 0,
    firstTimeLogin: true,
  };
}

/** Ends the session on the server; the caller then ends it here, even when this failed. */
export async function endServerSession(): Promise<void> {
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
