import { describe, expect, it } from 'vitest';
import { minorDigits, toMajorUnits } from './wallet.js';

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
