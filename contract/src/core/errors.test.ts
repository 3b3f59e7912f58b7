import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { callErrorCodes } from './call.js';
import { calls } from '../calls.js';
import {
  ACCOUNT_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  VERIFICATION_ERROR_CODES,
  COMMON_ERROR_CODES,
  ERROR_CODES,
  FORCE_LOGOUT_CODES,
  GAME_ERROR_CODES,
  WALLET_ERROR_CODES,
  PROTECTION_ERROR_CODES,
  MEMBER_CONSOLE_ERROR_CODES,
  PLATFORM_ERROR_CODES,
  BONUS_ERROR_CODES,
  CONTENT_ERROR_CODES,
  IDENTITY_ERROR_CODES,
  PUSH_ERROR_CODES,
  CUSTOMER_SERVICE_ERROR_CODES,
  isSilentErrorCode,
  PROMOTION_ERROR_CODES,
  MEMBER_ERROR_CODES,
  MESSAGE_KEYS,
  SERVER_ERROR_CODES,
  SPEC_ERROR_CODES,
} from './errors.js';

describe('isSilentErrorCode', () => {
  it('silences every code starting with TOO_MANY_REQUEST', () => {
    for (const code of ['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUEST_LOGIN']) {
      expect(isSilentErrorCode(code)).toBe(true);
    }
    fc.assert(fc.property(fc.string(), (rest) => isSilentErrorCode(`TOO_MANY_REQUEST${rest}`)));
  });

  it('speaks up for every other code', () => {
    const others = ['CUSTOMER_NOT_LOGIN', 'X_TOO_MANY_REQUEST', 'TOO_MANY', ' TOO_MANY_REQUEST'];
    for (const code of [...others, '', undefined]) expect(isSilentErrorCode(code)).toBe(false);
  });
});

describe('FORCE_LOGOUT_CODES', () => {
  it('holds exactly the codes that end the session', () => {
    expect([...FORCE_LOGOUT_CODES].sort()).toEqual(
      [
        'CUSTOMER_NOT_LOGIN',
        'customer.not.login',
        'login.not.session',
        'user.or.token.invalid',
      ].sort(),
    );
  });

  it('does not log out on codes with another handling', () => {
    for (const code of [
      'token_ip_different',
      'login.cred.err',
      'not.exists.user',
      'TOO_MANY_REQUEST',
    ]) {
      expect(FORCE_LOGOUT_CODES).not.toContain(code);
    }
  });
});

describe('error codes and message keys', () => {
  it('spells the codes of SPEC section 8 exactly', () => {
    const spec = [
      'CUSTOMER_NOT_LOGIN',
      'customer.not.login',
      'user.or.token.invalid',
      'login.not.session',
      'token_ip_different',
      'login.cred.err',
      'not.exists.user',
      'login_verify_required',
      'bind_customer_required',
      'telegram_validate_failed',
      'line_invalid_token',
      'domain_not_available',
      'TOO_MANY_REQUEST',
    ];
    expect(Object.values(SPEC_ERROR_CODES).sort()).toEqual(spec.sort());
  });

  it('is one namespace: every name and every code once', () => {
    const groups = [
      SPEC_ERROR_CODES,
      SERVER_ERROR_CODES,
      ACCOUNT_ERROR_CODES,
      CAPTCHA_ERROR_CODES,
      VERIFICATION_ERROR_CODES,
      GAME_ERROR_CODES,
      CUSTOMER_SERVICE_ERROR_CODES,
      PROMOTION_ERROR_CODES,
      WALLET_ERROR_CODES,
      PROTECTION_ERROR_CODES,
      BONUS_ERROR_CODES,
      MEMBER_CONSOLE_ERROR_CODES,
      CONTENT_ERROR_CODES,
      PLATFORM_ERROR_CODES,
      IDENTITY_ERROR_CODES,
      PUSH_ERROR_CODES,
    ];
    // A name in two groups would let the later group's code replace the earlier one unseen.
    const names = groups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ERROR_CODES).sort()).toEqual([...names].sort());
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
    expect(ERROR_CODES.CUSTOMER_NOT_LOGIN).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('has the message keys of SPEC section 8', () => {
    const keys: string[] = Object.values(MESSAGE_KEYS);
    const spec = ['unknown_error', 'auth/unknown', 'auth/code-expired', 'notice', 'confirm'];
    spec.push(
      'coming_soon',
      'notification_request_tips',
      'ios17_download_tips',
      'app_goto_setting',
    );
    spec.push('not_support_incognito', 'verify_first', 'network_offline', 'url_is_null_check');
    spec.push('timeout_retry_please', 'label_start_game_error', 'verify geetest too fast');
    spec.push('unknown_error: Geetest service not work', 'Internet lost, please refresh the page');
    spec.push('Network Error / CORS Errors');
    for (const key of spec) expect(keys).toContain(key);
  });
});

describe('the error codes a call may answer', () => {
  const codes: string[] = Object.values(ERROR_CODES);

  it('holds only codes of the namespace in the common lists', () => {
    for (const code of [...COMMON_ERROR_CODES, ...MEMBER_ERROR_CODES])
      expect(codes).toContain(code);
    expect(COMMON_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'invalid_request',
        'malformed_json',
        'payload_too_large',
        'unsupported_media_type',
        'unknown_merchant',
        'encryption_required',
        'envelope_invalid',
        'service_unavailable',
        'internal_error',
      ]),
    );
  });

  it.each(Object.entries(calls))('%s lists only its own codes, each once', (_, call) => {
    const own: string[] = [...call.errors];
    expect(new Set(own).size).toBe(own.length);
    for (const code of own) {
      expect(codes).toContain(code);
      expect(COMMON_ERROR_CODES).not.toContain(code);
      if (call.access === 'member') expect(MEMBER_ERROR_CODES).not.toContain(code);
    }
  });

  it('lets a call answer its own, the common and, for member calls, the session codes', () => {
    const login = callErrorCodes(calls.sessionLogin);
    expect(login.has('login.cred.err')).toBe(true);
    expect(login.has('invalid_request')).toBe(true);
    expect(login.has('customer.not.login')).toBe(false);
    expect(login.has('game.not.found')).toBe(false);
    const launch = callErrorCodes(calls.launchGame);
    expect(launch.has('game.not.found')).toBe(true);
    expect(launch.has('customer.not.login')).toBe(true);
    expect(launch.has('login.cred.err')).toBe(false);
    // An encrypted call's envelope is refused unopened once its source is over the sign-in limit.
    expect(callErrorCodes(calls.memberRegister).has('TOO_MANY_REQUEST_LOGIN')).toBe(true);
    expect(callErrorCodes(calls.checkUsername).has('TOO_MANY_REQUEST_LOGIN')).toBe(false);
  });

  it('names the exact rate-limit codes, never the bare TOO_MANY_REQUEST prefix', () => {
    for (const call of Object.values(calls)) {
      expect(call.errors).not.toContain(ERROR_CODES.tooManyRequestPrefix);
    }
    expect(calls.sessionLogin.errors).toContain('TOO_MANY_REQUEST_LOGIN');
    expect(calls.memberRegister.errors).toContain('TOO_MANY_REQUEST_REGISTER');
    expect(calls.memberRegisterMobile.errors).toContain('TOO_MANY_REQUEST_REGISTER');
    expect(calls.checkUsername.errors).toContain('TOO_MANY_REQUEST_CHECK');
  });
});
