import { describe, expect, it } from 'vitest';
import {
  LOGIN_TYPES,
  loginRequestSchema,
  requestedLoginType,
  sessionLogin,
  SUPPORTED_LOGIN_TYPES,
} from './accounts-calls.js';
import {
  memberRegister,
  memberRegisterMobile,
  SOCIAL_REGISTRATION_FIELDS,
  socialRegistrationField,
} from './registration-calls.js';

describe('sign-in types', () => {
  it('supports every type (each social one behind its flags)', () => {
    expect(SUPPORTED_LOGIN_TYPES).toEqual(['username', 'sms', 'firebase', 'line', 'telegram']);
    expect(LOGIN_TYPES).toEqual(['username', 'sms', 'firebase', 'line', 'telegram']);
  });

  it('takes the type of the body, username by default', () => {
    const body = loginRequestSchema.parse({ username: 'ann', password: 'x' });
    expect(requestedLoginType(body)).toBe('username');
    expect(requestedLoginType({ type: 'line' })).toBe('line');
    expect(requestedLoginType({ type: 'username', isSms: false })).toBe('username');
  });

  it('takes isSms (legacy clients) as an SMS sign-in whatever the type says', () => {
    expect(requestedLoginType({ type: 'username', isSms: true })).toBe('sms');
  });

  it('says so in the contract: sign-in may answer not_supported', () => {
    expect(sessionLogin.errors).toContain('not_supported');
    expect(sessionLogin.summary).toMatch(/not_supported/);
  });
});

describe('social sign-up fields', () => {
  it('finds the first social field a body carries', () => {
    expect(socialRegistrationField({})).toBeUndefined();
    expect(socialRegistrationField({ lineSessionToken: 'tok' })).toBe('lineSessionToken');
    expect(socialRegistrationField({ telegramAuth: 'a', firebaseIdToken2: 'b' })).toBe(
      'firebaseIdToken2',
    );
  });

  it('takes an empty field as absent', () => {
    expect(socialRegistrationField({ telegramAuth: '', firebaseChannel2: '' })).toBeUndefined();
  });

  it('maps each field to its sign-in type', () => {
    for (const type of Object.values(SOCIAL_REGISTRATION_FIELDS)) {
      expect(LOGIN_TYPES).toContain(type);
      expect(SUPPORTED_LOGIN_TYPES).toContain(type);
    }
  });

  it('says so in the contract: registration may answer not_supported', () => {
    for (const call of [memberRegister, memberRegisterMobile]) {
      expect(call.errors).toContain('not_supported');
      expect(call.errors).toContain('identity.invalid');
    }
    expect(memberRegister.summary).toMatch(/not_supported/);
  });
});
