import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExample, amountInputText, readAmount, toMinorUnits } from './amount-input.js';
import { amountLanguage, formatNumber } from '../core/format.js';
import { UI_LANGUAGES } from '../core/language.js';
import { MAX_ENTRY_AMOUNT, minorDigits, toMajorUnits } from './wallet.js';

const refusal = (text: string, currency: string, language: string) => {
  const reading = readAmount(text, currency, language);
  return reading.ok ? `read as ${reading.minor}` : reading.refusal;
};

describe('readAmount', () => {
  it("reads the locale's own separators", () => {
    expect(toMinorUnits('100,50', 'BRL', 'PT-BR')).toBe(10_050);
    expect(toMinorUnits('1.000,50', 'BRL', 'PT-BR')).toBe(100_050);
    expect(toMinorUnits('100.50', 'PHP', 'EN')).toBe(10_050);
    expect(toMinorUnits('1,000.50', 'PHP', 'EN')).toBe(100_050);
    expect(toMinorUnits('50.000', 'VND', 'VI')).toBe(50_000);
    expect(toMinorUnits('50.000', 'IDR', 'ID')).toBe(50_000);
    expect(toMinorUnits('1 234,56', 'RUB', 'RU')).toBe(123_456);
    expect(toMinorUnits('1\u202f234,56', 'EUR', 'FR')).toBe(123_456);
    expect(toMinorUnits('12,34,567.50', 'INR', 'HI')).toBe(123_456_750);
    // A space groups and never marks decimals, even for a currency with three.
    expect(toMinorUnits('1 500', 'KWD', 'FR')).toBe(1_500_000);
  });

  it('reads BRL the way the page shows it, in pt-BR whatever the language', () => {
    expect(toMinorUnits('100,50', 'BRL', 'EN')).toBe(10_050);
    expect(refusal('100.50', 'BRL', 'EN')).toBe('grouping');
  });

  it("reads the language's own digits, and Latin digits everywhere", () => {
    expect(toMinorUnits('१००', 'INR', 'HI')).toBe(10_000);
    expect(toMinorUnits('१००', 'NPR', 'NE')).toBe(10_000);
    expect(toMinorUnits('৫০০.৫০', 'BDT', 'BN')).toBe(50_050);
    expect(toMinorUnits('၁,၀၀၀', 'MMK', 'MY')).toBe(100_000);
    expect(toMinorUnits('௧௦௦', 'INR', 'TA')).toBe(10_000);
    expect(toMinorUnits('౧౦౦', 'INR', 'TE')).toBe(10_000);
    expect(toMinorUnits('๑๐๐', 'THB', 'TH')).toBe(10_000);
    expect(toMinorUnits('໑໐໐', 'LAK', 'LO')).toBe(10_000);
    expect(toMinorUnits('១០០', 'KHR', 'KM')).toBe(10_000);
    expect(toMinorUnits('۱۰۰٫۵۰', 'PKR', 'UR')).toBe(10_050);
    expect(toMinorUnits('１００', 'JPY', 'JA')).toBe(100);
    for (const language of UI_LANGUAGES)
      expect(toMinorUnits(' 250 ', 'PHP', language)).toBe(25_000);
  });

  it('refuses what could be read two ways', () => {
    expect(refusal('50.000', 'PHP', 'EN')).toBe('ambiguous');
    expect(refusal('50.000', 'VND', 'EN')).toBe('ambiguous');
    expect(refusal('50,000', 'VND', 'VI')).toBe('ambiguous');
    expect(refusal('1,000', 'BRL', 'PT-BR')).toBe('ambiguous');
    expect(refusal('1,500', 'KWD', 'EN')).toBe('ambiguous');
    expect(refusal('1.500', 'RUB', 'RU')).toBe('ambiguous');
  });

  it('refuses mixed digits, wrong grouping, too many decimals and foreign separators', () => {
    expect(refusal('१0०', 'INR', 'HI')).toBe('mixed_digits');
    expect(refusal('৫0', 'BDT', 'BN')).toBe('mixed_digits');
    expect(refusal('100,5', 'PHP', 'EN')).toBe('grouping');
    expect(refusal('1,00,0.5', 'PHP', 'EN')).toBe('grouping');
    expect(refusal('10.00,50', 'BRL', 'PT-BR')).toBe('grouping');
    expect(refusal('1.234', 'PHP', 'EN')).toBe('ambiguous');
    expect(refusal('1.2345', 'PHP', 'EN')).toBe('decimals');
    expect(refusal('50,5', 'VND', 'VI')).toBe('decimals');
    expect(refusal('1.5', 'VND', 'EN')).toBe('decimals');
    expect(refusal('100.50', 'RUB', 'RU')).toBe('format');
    expect(refusal('1 000', 'PHP', 'EN')).toBe('format');
  });

  it('refuses what is not a positive amount within the ledger bound', () => {
    for (const text of ['abc', '-5', '1e3', '1.', '.5', '1.2.3', 'R$10', ',']) {
      expect(refusal(text, 'PHP', 'EN')).toBe('format');
    }
    expect(refusal('  ', 'PHP', 'EN')).toBe('empty');
    expect(refusal('0', 'PHP', 'EN')).toBe('not_positive');
    expect(refusal('0,00', 'BRL', 'PT-BR')).toBe('not_positive');
    expect(refusal(String(MAX_ENTRY_AMOUNT), 'PHP', 'EN')).toBe('too_large');
    expect(refusal('9'.repeat(40), 'VND', 'VI')).toBe('too_large');
    expect(toMinorUnits(String(MAX_ENTRY_AMOUNT), 'VND', 'EN')).toBe(MAX_ENTRY_AMOUNT);
  });
});

describe('amounts shown and typed read back the same', () => {
  const currencies = ['PHP', 'BRL', 'VND', 'KWD', 'IDR', 'EUR'];
  const cases = fc.record({
    language: fc.constantFrom(...UI_LANGUAGES),
    currency: fc.constantFrom(...currencies),
    minor: fc.integer({ min: 1, max: MAX_ENTRY_AMOUNT }),
  });

  it('formatting an amount in every language and reading it back gives the same minor units', () => {
    fc.assert(
      fc.property(cases, ({ language, currency, minor }) => {
        const decimals = minorDigits(currency);
        const major = toMajorUnits(minor, currency);
        const shown = formatNumber(major, decimals, amountLanguage(currency, language));
        expect(toMinorUnits(String(shown), currency, language)).toBe(minor);
        expect(toMinorUnits(amountInputText(minor, currency, language), currency, language)).toBe(
          minor,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the example in a message is itself an amount the language reads', () => {
    for (const language of UI_LANGUAGES) {
      for (const currency of currencies) {
        const decimals = minorDigits(currency);
        const expected = Math.round(12_345.6789 * 10 ** decimals);
        expect(toMinorUnits(amountExample(currency, language), currency, language)).toBe(expected);
      }
    }
  });
});
