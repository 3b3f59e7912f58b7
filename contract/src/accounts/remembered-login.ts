/** The remembered login and the auto-login rules of SPEC sections 2, 4 and 8. */
import { ERROR_CODES } from '../core/errors.js';
import { TOKEN_QUERY_PARAMS, isAutoLoginBlocked } from '../core/routes.js';

/**
 * What a device keeps to sign in again on load: a rotating remember token, never the password
 * (DESIGN.md, security stance). `type` follows the spec; sms-type logins never auto-login.
 */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  rememberToken: string;
  /** The merchant code the login belongs to. */
  merchant: string;
}

/** The value of the autoLogin setting (localStorage or query) that turns auto-login off. */
export const AUTO_LOGIN_OFF = '0';

/** Reads a stored remembered login; anything malformed (an old password entry too) is null. */
export function parseRememberedLogin(raw: string | null | undefined): RememberedLogin | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { type, username, rememberToken, merchant } = value as Record<string, unknown>;
  if (type !== 'username' && type !== 'sms') return null;
  if (typeof username !== 'string' || typeof merchant !== 'string' || !merchant) return null;
  if (typeof rememberToken !== 'string' || !rememberToken) return null;
  return { type, username, rememberToken, merchant };
}

export interface AutoLoginInput {
  /** The merchant's MOBILEAUTOLOGIN3 flag. */
  flagOn: boolean;
  /** The autoLogin value kept on this device (localStorage), or null. */
  storedSetting: string | null;
  /** The page's query string, with or without the leading '?'. */
  search: string;
  /** True when session info (a token) is already stored. */
  hasSession: boolean;
  stored: RememberedLogin | null;
  merchantCode: string;
}

/**
 * Whether auto-login runs on load: the flag is on, autoLogin (stored or in the query) is not
 * '0', no session or token exists, the remembered login is this merchant's and not sms-type,
 * and neither redirectUrl nor backUrl is in the query.
 */
export function shouldAutoLogin(input: AutoLoginInput): input is AutoLoginInput & {
  stored: RememberedLogin;
} {
  const query = new URLSearchParams(input.search);
  if (!input.flagOn || input.hasSession || !input.stored) return false;
  if (input.storedSetting === AUTO_LOGIN_OFF || query.get('autoLogin') === AUTO_LOGIN_OFF) {
    return false;
  }
  if (TOKEN_QUERY_PARAMS.some((name) => !!query.get(name))) return false;
  if (input.stored.merchant !== input.merchantCode || input.stored.type === 'sms') return false;
  return !isAutoLoginBlocked(input.search);
}

/** What a failed auto-login does to the remembered login and the autoLogin setting. */
export function afterAutoLoginFailure(errorCode: string): {
  forget: boolean;
  turnOff: boolean;
} {
  if (errorCode === ERROR_CODES.loginCredErr || errorCode === ERROR_CODES.notExistsUser) {
    return { forget: true, turnOff: true };
  }
  if (errorCode === ERROR_CODES.tokenIpDifferent) return { forget: false, turnOff: true };
  // A second factor is on: the token was used up; the next sign-in asks the password and code.
  if (errorCode === ERROR_CODES.loginVerifyRequired) return { forget: true, turnOff: false };
  // Anything else (offline, rate limited, a server hiccup) keeps both for the next load.
  return { forget: false, turnOff: false };
}
