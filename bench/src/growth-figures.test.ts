import { describe, expect, it } from 'vitest';
import { growthOf, growthRows, percentile, sizeLabel, timingOf } from './growth-figures.js';

describe('percentile', () => {
  it('interpolates between closest ranks, whatever the order given', () => {
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 95)).toBe(10.5);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 9], 0)).toBe(1);
    expect(percentile([1, 9], 100)).toBe(9);
  });

  it('refuses no values and a percentile outside 0-100', () => {
    expect(() => percentile([], 50)).toThrow('no values');
    expect(() => percentile([1], 101)).toThrow('outside');
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('timingOf', () => {
  it('answers the median, p95 and the count', () => {
    const durations = Array.from({ length: 101 }, (_, i) => i);
    expect(timingOf(durations)).toEqual({ medianMs: 50, p95Ms: 95, samples: 101 });
  });
});

const at = (size: number, info: number, history: number) => ({
  size,
  calls: {
    'member info': { medianMs: info, p95Ms: info * 2, samples: 90 },
    'wallet history': { medianMs: history, p95Ms: history * 2, samples: 90 },
  },
});

describe('growthOf', () => {
  it('compares the largest size with the smallest, in whatever order they came', () => {
    const growth = growthOf([at(1_000_000, 3, 10), at(1000, 2, 2), at(100_000, 2.5, 4)], 2);
    expect(growth).toEqual([
      { call: 'member info', ratio: 1.5, flat: true },
      { call: 'wallet history', ratio: 5, flat: false },
    ]);
  });

  it('is flat up to the ratio itself', () => {
    expect(growthOf([at(1000, 2, 2), at(2000, 4, 4.01)], 2).map((g) => g.flat)).toEqual([
      true,
      false,
    ]);
  });

  it('has nothing to compare with one size', () => {
    expect(growthOf([at(1000, 2, 2)], 2)).toEqual([]);
  });
});

describe('sizeLabel', () => {
  it('names round thousands and millions', () => {
    expect([1000, 100_000, 1_000_000, 2_500_000, 1500, 999].map(sizeLabel)).toEqual([
      '1k',
      '100k',
      '1M',
      '2500k',
      '1500',
      '999',
    ]);
  });
});

describe('growthRows', () => {
  it('lays out size × call with the median and p95, then each growth marked when not flat', () => {
    expect(growthRows([at(1000, 2, 2), at(1_000_000, 3, 10)], 2)).toEqual([
      ['size', 'member info p50 ms', 'p95 ms', 'wallet history p50 ms', 'p95 ms'],
      ['1k', '2.00', '4.00', '2.00', '4.00'],
      ['1M', '3.00', '6.00', '10.00', '20.00'],
      ['largest / smallest (≤ 2)', '1.50  ', '', '5.00 !', ''],
    ]);
  });
});
