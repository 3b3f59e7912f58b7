import { describe, expect, it } from 'vitest';
import {
  anySocialSignIn,
  noAccountChoice,
  offersSocialSignIn,
  socialFieldsJoinRegistration,
  telegramAuthFromFragment,
} from './social-sign-in.js';

describe('the choice for an identity with no account (SPEC section 4)', () => {
  it('offers registering with FIREBASECREATEACC3 or SSOMANUALREG3, and neither without', () => {
    expect(noAccountChoice({}, true)).toEqual({ offerRegister: false, automatic: false });
    expect(noAccountChoice({ FIREBASECREATEACC3: true }, false).offerRegister).toBe(true);
    expect(noAccountChoice({ SSOMANUALREG3: true }, false).offerRegister).toBe(true);
  });

  it('registers automatically only with the option and FIREBASECREATEACC3 on and SSOMANUALREG3 off', () => {
    expect(noAccountChoice({ FIREBASECREATEACC3: true }, true).automatic).toBe(true);
    expect(noAccountChoice({ FIREBASECREATEACC3: true }, false).automatic).toBe(false);
    expect(noAccountChoice({ FIREBASECREATEACC3: true, SSOMANUALREG3: true }, true).automatic).toBe(
      false,
    );
    expect(noAccountChoice({ SSOMANUALREG3: true }, true).automatic).toBe(false);
  });

  it('joins the social fields to registration only with firebase account creation on', () => {
    expect(socialFieldsJoinRegistration({ FIREBASECREATEACC3: true })).toBe(true);
    expect(socialFieldsJoinRegistration({ SSOMANUALREG3: true })).toBe(false);
  });
});

describe('the flags of each way', () => {
  it('offers each way by its own flag, and phone by firebase SMS', () => {
    expect(offersSocialSignIn({ GOOGLELOGIN3: true }, 'google')).toBe(true);
    expect(offersSocialSignIn({ GOOGLELOGIN3: true }, 'facebook')).toBe(false);
    expect(offersSocialSignIn({ LINELOGIN3: true }, 'line')).toBe(true);
    expect(offersSocialSignIn({}, 'phone', true)).toBe(true);
    expect(offersSocialSignIn({ GOOGLELOGIN3: true }, 'phone', false)).toBe(false);
    expect(anySocialSignIn({ MOBILEAUTOLOGIN3: true })).toBe(false);
    expect(anySocialSignIn({ TELEGRAMLOGIN3: true })).toBe(true);
  });
});

describe('a Telegram result in the URL fragment (SPEC section 5)', () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

  it('decodes tgAuthResult to its JSON text', () => {
    const data = { id: 42, first_name: 'Ann', auth_date: 1, hash: 'ab' };
    expect(JSON.parse(telegramAuthFromFragment(`#tgAuthResult=${encode(data)}`)!)).toEqual(data);
  });

  it('ignores what does not decode, or decodes to no Telegram user', () => {
    expect(telegramAuthFromFragment('')).toBeUndefined();
    expect(telegramAuthFromFragment('#tgAuthResult=!!!')).toBeUndefined();
    expect(telegramAuthFromFragment('#tgAuthResult=bm90IGpzb24')).toBeUndefined();
    expect(telegramAuthFromFragment(`#tgAuthResult=${encode({ id: 'x' })}`)).toBeUndefined();
    expect(telegramAuthFromFragment(`#other=${encode({ id: 1 })}`)).toBeUndefined();
  });
});
