import { describe, expect, it } from 'vitest';
import type { VipLevel } from '@lobby/contract';
import { vipStanding } from './vip-standing';

const level = (labelId: string, rankLevel: number): VipLevel => ({
  labelId,
  labelName: labelId,
  type: 'AUTO',
  rankLevel,
  totalConditions: rankLevel * 2,
  conditions: [],
  requiredConditions: 0,
  benefits: [],
  textLanguages: {},
});
// Out of rank order on purpose: the merchant's file need not list them sorted.
const LEVELS = [level('gold', 3), level('bronze', 1), level('silver', 2)];

describe('vipStanding', () => {
  it('has no level for a member without a label, headed for the lowest level', () => {
    expect(vipStanding(LEVELS, null)).toEqual({ current: null, next: level('bronze', 1) });
  });

  it('names the level above the member’s own', () => {
    const standing = vipStanding(LEVELS, { labelId: 'silver', rankLevel: 2 });
    expect(standing).toEqual({ current: level('silver', 2), next: level('gold', 3) });
  });

  it('has no next level at the top', () => {
    expect(vipStanding(LEVELS, { labelId: 'gold', rankLevel: 3 }).next).toBeNull();
  });

  it('places a label the club does not list by its rank', () => {
    const standing = vipStanding(LEVELS, { labelId: 'manual', rankLevel: 1 });
    expect(standing).toEqual({ current: null, next: level('silver', 2) });
  });
});
