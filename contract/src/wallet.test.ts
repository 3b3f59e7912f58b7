import { describe, expect, it } from 'vitest';
import { minorDigits, toMajorUnits, toMinorUnits } from './wallet.js';

describe('minor units', () => {
  it('knows the decimals of a currency, 2 unless listed', () => {
    expect(minorDigits('PHP')).toBe(2);
    expect(minorDigits('vnd')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('turns minor units into the major amount a formatter shows', () => {
    expect(toMajorUnits(12_345, 'PHP')).toBe(123.45);
    expect(toMajorUnits(12_345, 'VND')).toBe(12_345);
    expect(toMajorUnits(-5, 'BRL')).toBe(-0.05);
  });
});

describe('toMinorUnits', () => {
  it('reads typed amounts into minor units', () => {
    expect(toMinorUnits('500', 'PHP')).toBe(50_000);
    expect(toMinorUnits('1,000.5', 'PHP')).toBe(100_050);
    expect(toMinorUnits(' 0.01 ', 'PHP')).toBe(1);
    expect(toMinorUnits('25000', 'VND')).toBe(25_000);
  });

  it('refuses what is not a positive amount of the currency', () => {
    for (const text of ['', 'abc', '-5', '0', '1.234', '1e3', '1.']) {
      expect(toMinorUnits(text, 'PHP')).toBeUndefined();
    }
    expect(toMinorUnits('1.5', 'VND')).toBeUndefined();
  });
});
