import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bonusShareOfWin,
  depositMatchAmount,
  splitStake,
  wageringContribution,
  wageringRequired,
} from './bonuses.js';

describe('the spend order', () => {
  it('takes cash first, then bonus money', () => {
    expect(splitStake(300, { cash: 500, bonus: 1000 })).toEqual({ cash: 300, bonus: 0 });
    expect(splitStake(700, { cash: 500, bonus: 1000 })).toEqual({ cash: 500, bonus: 200 });
    expect(splitStake(700, { cash: 0, bonus: 1000 })).toEqual({ cash: 0, bonus: 700 });
  });

  it('refuses a stake both accounts together do not cover', () => {
    expect(splitStake(1501, { cash: 500, bonus: 1000 })).toBeNull();
  });

  it('always splits the whole stake, never more than either account holds', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), fc.nat(10 ** 9), (stake, cash, bonus) => {
        const split = splitStake(stake, { cash, bonus });
        if (!split) return stake > cash + bonus;
        return split.cash + split.bonus === stake && split.cash <= cash && split.bonus <= bonus;
      }),
    );
  });
});

describe('winnings follow the stake', () => {
  it('gives bonus its share of the stake, rounded down', () => {
    expect(bonusShareOfWin(1000, { cash: 0, bonus: 100 })).toBe(1000);
    expect(bonusShareOfWin(1000, { cash: 100, bonus: 0 })).toBe(0);
    expect(bonusShareOfWin(1001, { cash: 50, bonus: 50 })).toBe(500);
    expect(bonusShareOfWin(1000, { cash: 2, bonus: 1 })).toBe(333);
  });
});

describe('wagering', () => {
  it('counts a stake times its weight, rounded down', () => {
    expect(wageringContribution(1000, 100)).toBe(1000);
    expect(wageringContribution(1000, 10)).toBe(100);
    expect(wageringContribution(999, 10)).toBe(99);
    expect(wageringContribution(1000, 0)).toBe(0);
  });

  it('requires the amount times the multiple; a match is capped', () => {
    expect(wageringRequired(500, 10)).toBe(5000);
    expect(depositMatchAmount(500, { percent: 100, cap: 1000 })).toBe(500);
    expect(depositMatchAmount(5000, { percent: 100, cap: 1000 })).toBe(1000);
    expect(depositMatchAmount(333, { percent: 50, cap: 1000 })).toBe(166);
  });
});
