import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ERROR_CODES,
  FORCE_LOGOUT_CODES,
  isSilentErrorCode,
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

  it('keeps server codes apart from the spec codes', () => {
    const specKeys = Object.keys(SPEC_ERROR_CODES);
    for (const key of Object.keys(SERVER_ERROR_CODES)) expect(specKeys).not.toContain(key);
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
