import { describe, expect, it } from 'vitest';
import {
  afterAutoLoginFailure,
  parseRememberedLogin,
  shouldAutoLogin,
  type AutoLoginInput,
  type RememberedLogin,
} from './remembered-login.js';

const stored: RememberedLogin = {
  type: 'username',
  username: 'ann_1',
  rememberToken: 'x'.repeat(43),
  merchant: 'demo',
};

const base: AutoLoginInput = {
  flagOn: true,
  storedSetting: null,
  search: '',
  hasSession: false,
  stored,
  merchantCode: 'demo',
};

describe('parseRememberedLogin', () => {
  it('reads what web stores', () => {
    expect(parseRememberedLogin(JSON.stringify(stored))).toEqual(stored);
    expect(parseRememberedLogin(JSON.stringify({ ...stored, type: 'sms' }))?.type).toBe('sms');
  });

  it('drops extra fields, such as a password an older client kept', () => {
    const legacy = JSON.stringify({ ...stored, password: 'c2VjcmV0' });
    expect(parseRememberedLogin(legacy)).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a string', '"demo"'],
    ['no token (a password-only entry)', JSON.stringify({ ...stored, rememberToken: undefined })],
    ['an empty token', JSON.stringify({ ...stored, rememberToken: '' })],
    ['an unknown type', JSON.stringify({ ...stored, type: 'firebase' })],
    ['no merchant', JSON.stringify({ ...stored, merchant: '' })],
    ['a numeric username', JSON.stringify({ ...stored, username: 7 })],
  ])('is null for %s', (_label, raw) => {
    expect(parseRememberedLogin(raw)).toBeNull();
  });
});

describe('shouldAutoLogin', () => {
  it('runs with the flag on, a login of this merchant, and nothing in the way', () => {
    expect(shouldAutoLogin(base)).toBe(true);
    expect(shouldAutoLogin({ ...base, search: '?affiliateCode=a1&go=/m/sports' })).toBe(true);
    expect(shouldAutoLogin({ ...base, storedSetting: '1' })).toBe(true);
  });

  it('needs MOBILEAUTOLOGIN3', () => {
    expect(shouldAutoLogin({ ...base, flagOn: false })).toBe(false);
  });

  it("is off when autoLogin is '0' on the device or in the query", () => {
    expect(shouldAutoLogin({ ...base, storedSetting: '0' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?autoLogin=0' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: 'autoLogin=0' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?autoLogin=1' })).toBe(true);
  });

  it('does not run when a session or a token in the query exists', () => {
    expect(shouldAutoLogin({ ...base, hasSession: true })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?token=abc' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?tokens=abc' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?token=' })).toBe(true);
  });

  it('needs a remembered login, of this merchant, that is not sms-type', () => {
    expect(shouldAutoLogin({ ...base, stored: null })).toBe(false);
    expect(shouldAutoLogin({ ...base, merchantCode: 'neon' })).toBe(false);
    expect(shouldAutoLogin({ ...base, stored: { ...stored, type: 'sms' } })).toBe(false);
  });

  it('is blocked by redirectUrl and backUrl', () => {
    expect(shouldAutoLogin({ ...base, search: '?redirectUrl=%2Fm%2Fhome' })).toBe(false);
    expect(shouldAutoLogin({ ...base, search: '?x=1&backUrl=' })).toBe(false);
  });
});

describe('afterAutoLoginFailure', () => {
  it('forgets the login and turns auto-login off on login.cred.err and not.exists.user', () => {
    expect(afterAutoLoginFailure('login.cred.err')).toEqual({ forget: true, turnOff: true });
    expect(afterAutoLoginFailure('not.exists.user')).toEqual({ forget: true, turnOff: true });
  });

  it('forgets the used token but keeps auto-login on login_verify_required', () => {
    expect(afterAutoLoginFailure('login_verify_required')).toEqual({
      forget: true,
      turnOff: false,
    });
  });

  it('only turns auto-login off on token_ip_different', () => {
    expect(afterAutoLoginFailure('token_ip_different')).toEqual({ forget: false, turnOff: true });
  });

  it('keeps both for failures that say nothing about the token', () => {
    for (const code of ['', 'service_unavailable', 'TOO_MANY_REQUEST_LOGIN', 'http_502']) {
      expect(afterAutoLoginFailure(code)).toEqual({ forget: false, turnOff: false });
    }
  });
});
