import { describe, expect, it } from 'vitest';
import { e164Of, isE164, requireE164 } from './phone-numbers.js';

const country = {
  countryCode: 'PH',
  countryDialingCode: '+63',
  countries: [
    { code: 'PH', dialingCode: '+63' },
    { code: 'TH', dialingCode: '+66' },
    { code: 'US', dialingCode: '+1' },
  ],
};

describe('phone numbers as E.164', () => {
  it('reads every spelling of one number as the same E.164', () => {
    const spellings = [
      { mobileNum: '9171234567' },
      { mobileNum: '09171234567' },
      { mobileNum: '917 123 4567' },
      { mobileNum: '0917-123-4567' },
      { mobileNum: '+639171234567' },
      { mobileNum: '+63 917 123 4567' },
      { mobileNum: '9171234567', countryDialingCode: '+63' },
      { mobileNum: '+639171234567', countryDialingCode: '+63' },
    ];
    for (const spelling of spellings) expect(e164Of(country, spelling)).toBe('+639171234567');
    expect(e164Of(country, { mobileNum: '081 234 5678', countryDialingCode: '+66' })).toBe(
      '+66812345678',
    );
  });

  it('reads a dialing code as its own country: another code is another number', () => {
    expect(e164Of(country, { mobileNum: '9172345678', countryDialingCode: '+1' })).toBe(
      '+19172345678',
    );
    expect(e164Of(country, { mobileNum: '9172345678' })).toBe('+639172345678');
  });

  it('refuses numbers invalid for the country, countries not offered and codes that disagree', () => {
    expect(e164Of(country, { mobileNum: '12345' })).toBeUndefined();
    expect(e164Of(country, { mobileNum: '1700000000' })).toBeUndefined();
    expect(e164Of(country, { mobileNum: '7911123456', countryDialingCode: '+44' })).toBeUndefined();
    expect(e164Of(country, { mobileNum: '+447911123456' })).toBeUndefined();
    expect(
      e164Of(country, { mobileNum: '+639171234567', countryDialingCode: '+66' }),
    ).toBeUndefined();
    expect(() => requireE164({ country }, { mobileNum: '12345' })).toThrow(
      /body\.mobileNum: not a valid mobile number for \+63/,
    );
  });

  it('tells E.164 from the digits of a row the migration could not read', () => {
    expect(isE164('+639171234567')).toBe(true);
    expect(isE164('12')).toBe(false);
    expect(isE164(null)).toBe(false);
  });
});
