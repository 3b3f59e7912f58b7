import { describe, expect, it } from 'vitest';
import { countsFor, spreadSample } from './growth-data.js';

describe('spreadSample', () => {
  it('picks distinct members spread over the whole population', () => {
    const sample = spreadSample(1_000_000, 100);
    expect(new Set(sample).size).toBe(100);
    expect(Math.min(...sample)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...sample)).toBeLessThanOrEqual(1_000_000);
    expect(Math.min(...sample)).toBeLessThanOrEqual(10_000);
    expect(Math.max(...sample)).toBeGreaterThan(990_000);
  });

  it('takes every member when the sample is the population', () => {
    expect(spreadSample(5, 5).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses more samples than members', () => {
    expect(() => spreadSample(3, 4)).toThrow('4 samples from 3 members');
  });
});

describe('countsFor', () => {
  it('grows every table to the size', () => {
    expect(countsFor(1000)).toEqual({
      members: 1000,
      sessions: 1000,
      ledgerRows: 1000,
      games: 1000,
    });
  });
});
