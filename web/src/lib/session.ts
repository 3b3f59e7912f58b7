import { STORAGE_KEYS } from '@lobby/contract';
import { createStore, useStore } from './store';
import { sessionStore } from './storage';

/** Session info of SPEC section 3, kept in sessionStorage. */
export interface SessionInfo {
  spanId: string;
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  /** From the login answer's customerType. */
  type: number;
  firstTimeLogin: boolean;
}

function read(): SessionInfo | null {
  const raw = sessionStore.get(STORAGE_KEYS.sessionInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionInfo;
    return typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

/** Where a social sign-in keeps its single-sign-on token; cleared once a session token exists. */
export const SSO_TOKEN_KEY = 'lobby:ssoToken';

export const session = createStore<SessionInfo | null>(read());

/** Stores a new session (after login or registration). */
export function startSession(info: SessionInfo): void {
  sessionStore.set(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
  session.set(info);
}

/** Forgets the session; every cached GET answer goes with it, since it may be member data. */
export function endSession(): void {
  sessionStore.remove(STORAGE_KEYS.sessionInfo);
  for (const key of sessionStore.keys()) {
    if (key.startsWith(STORAGE_KEYS.getCachePrefix)) sessionStore.remove(key);
  }
  session.set(null);
}

export const useSession = () => useStore(session);
