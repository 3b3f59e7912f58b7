import { describe, expect, it } from 'vitest';
import {
  internationalNumber,
  nationalNumber,
  validateConfirmation,
  validateMobile,
  validatePassword,
  validateRequired,
  validateUsername,
} from './validation';

describe('form validation with the contract schemas', () => {
  it('usernames: required, 4 to 20 letters, digits or underscores', () => {
    expect(validateUsername('')).toEqual({ key: 'validation.required' });
    expect(validateUsername('abc')).toEqual({ key: 'validation.tooShort', values: { min: 4 } });
    expect(validateUsername('a'.repeat(21))).toEqual({
      key: 'validation.tooLong',
      values: { max: 20 },
    });
    expect(validateUsername('ann smith')).toEqual({ key: 'validation.usernameChars' });
    expect(validateUsername('Ann_2026')).toBeNull();
  });

  it('passwords: 8 to 128 characters', () => {
    expect(validatePassword('')).toEqual({ key: 'validation.required' });
    expect(validatePassword('short')).toEqual({ key: 'validation.tooShort', values: { min: 8 } });
    expect(validatePassword('x'.repeat(129))).toEqual({
      key: 'validation.tooLong',
      values: { max: 128 },
    });
    expect(validatePassword('Lucky-Demo-2026')).toBeNull();
  });

  it('passwords: characters counted as the server hashes them (NFKC, code points)', () => {
    // Seven emoji are fourteen UTF-16 units, but seven characters.
    expect(validatePassword('🎰🎲🃏🎯🎳🎮🕹')).toEqual({
      key: 'validation.tooShort',
      values: { min: 8 },
    });
    expect(validatePassword('🎰'.repeat(128))).toBeNull();
    // 'ﬃ' is one character typed and three once normalised.
    expect(validatePassword('ﬃ-Pa5x')).toBeNull();
  });

  it('passwords: not the username or the merchant name, whatever the case or width', () => {
    const owner = { username: 'Lucky_Ann', merchantName: 'Golden Star' };
    expect(validatePassword('my-LUCKY_ANN-1', owner)).toEqual({
      key: 'validation.passwordHasUsername',
    });
    expect(validatePassword('ｌｕｃｋｙ＿ａｎｎ９９', owner)).toEqual({
      key: 'validation.passwordHasUsername',
    });
    expect(validatePassword('goldenstar-2026', owner)).toEqual({
      key: 'validation.passwordHasMerchant',
    });
    expect(validatePassword('Fresh-Pa55-2026', owner)).toBeNull();
  });

  it('mobile numbers: 6 to 15 digits', () => {
    expect(validateMobile('')).toEqual({ key: 'validation.required' });
    expect(validateMobile('12345')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('+66812345678')).toEqual({ key: 'validation.mobile' });
    expect(validateMobile('812345678')).toBeNull();
  });

  it('login only asks for something, and confirmation must match', () => {
    expect(validateRequired('')).toEqual({ key: 'validation.required' });
    expect(validateRequired('x')).toBeNull();
    expect(validateConfirmation('abcdefgh', '')).toEqual({ key: 'validation.required' });
    expect(validateConfirmation('abcdefgh', 'abcdefgx')).toEqual({
      key: 'validation.passwordMismatch',
    });
    expect(validateConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('mobile numbers as typed or autofilled', () => {
  it('drop spaces, dashes, brackets and the country code', () => {
    expect(nationalNumber('081 234-5678', '+66')).toBe('0812345678');
    expect(nationalNumber('+66 81 234 5678', '+66')).toBe('812345678');
    expect(nationalNumber('0066812345678', '+66')).toBe('812345678');
    expect(nationalNumber('(081) 234 5678', '')).toBe('0812345678');
    expect(nationalNumber('+84 912 345 678', '+66')).toBe('+84912345678');
  });

  it('put the picked dialing code in front for the SMS sign-in, once', () => {
    expect(internationalNumber('812345678', '+66')).toBe('+66812345678');
    expect(internationalNumber('+84912345678', '+66')).toBe('+84912345678');
    expect(internationalNumber('812345678', '')).toBe('812345678');
  });
});
