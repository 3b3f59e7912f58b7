import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, isoCurrency, localDigits } from './format.js';

describe('isoCurrency', () => {
  it('maps TLB to PHP and keeps the first three letters of others', () => {
    expect(isoCurrency('TLB')).toBe('PHP');
    expect(isoCurrency('tlb')).toBe('PHP');
    expect(isoCurrency('USDT')).toBe('USD');
    expect(isoCurrency('VND')).toBe('VND');
  });
});

describe('formatNumber', () => {
  it('rounds to the given decimals', () => {
    expect(formatNumber(1234.567, 2)).toBe('1,234.57');
    expect(formatNumber('1234.5', 0)).toBe('1,235');
    expect(formatNumber(0.005, 2)).toBe('0.01');
    expect(formatNumber(-2.5, 1)).toBe('-2.5');
  });

  it('returns input that is not numeric unchanged', () => {
    expect(formatNumber('abc', 2)).toBe('abc');
    expect(formatNumber('', 2)).toBe('');
    expect(formatNumber(null, 2)).toBeNull();
    expect(formatNumber(Number.NaN, 2)).toBeNaN();
    const object = { a: 1 };
    expect(formatNumber(object, 2)).toBe(object);
  });

  it('groups digits for the language', () => {
    expect(formatNumber(1234.5, 2, 'PT-BR')).toBe('1.234,50');
    expect(formatNumber(1234.5, 2, 'FR')).toMatch(/^1\s234,50$/u);
    expect(formatNumber(1234567, 0, 'HI')).toBe('12,34,567');
  });
});

describe('formatMoney', () => {
  const peso = { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' } as const;
  const real = { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' } as const;
  const dong = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' } as const;

  it('puts the symbol on the configured side', () => {
    expect(formatMoney(1500, peso)).toBe('₱1,500.00');
    expect(formatMoney(25000, dong, 'EN', 0)).toBe('25,000 ₫');
  });

  it('formats BRL with pt-BR whatever the language', () => {
    expect(formatMoney(1234.5, real, 'EN')).toBe('R$1.234,50');
  });

  it('returns non-numeric input unchanged', () => {
    expect(formatMoney('n/a', peso)).toBe('n/a');
  });
});

describe('localDigits', () => {
  it("writes Latin digits in the language's own digits where it has them", () => {
    expect(localDigits('20:38, 2026', 'MY')).toBe('၂၀:၃၈, ၂၀၂၆');
    expect(localDigits('5', 'BN')).toBe('৫');
    expect(localDigits('5', 'NE')).toBe('५');
    expect(localDigits('20:38', 'EN')).toBe('20:38');
    expect(formatNumber(1234.5, 1, 'MY')).toBe('၁,၂၃၄.၅');
  });
});
