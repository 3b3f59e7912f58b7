import { describe, expect, it } from 'vitest';
import { followsVipRule, metCount, vipRuleLevel, withProgress, type VipRuleLevel } from './vip.js';

const deposit = { kind: 'depositTotal', target: 100, windowDays: null } as const;
const level = (labelId: string, rankLevel: number, extra: Partial<VipRuleLevel> = {}) => ({
  labelId,
  type: 'AUTO' as const,
  rankLevel,
  conditions: [deposit, { kind: 'daysActive' as const, target: 3, windowDays: 30 }],
  requiredConditions: 2,
  ...extra,
});
const bronze = level('bronze', 1, { requiredConditions: 1 });
const silver = level('silver', 2);
const gold = level('gold', 3, { type: 'MANUAL', conditions: [] });
const LEVELS = [silver, gold, bronze];

describe('the VIP level rule', () => {
  it('counts a condition met at its target', () => {
    expect(withProgress(deposit, 99).met).toBe(false);
    expect(withProgress(deposit, 100)).toEqual({ ...deposit, progress: 100, met: true });
    expect(metCount([withProgress(deposit, 100), withProgress(deposit, 1)])).toBe(1);
  });

  it('raises a member to the highest AUTO level whose required conditions are met', () => {
    const met = (counts: Record<string, number>) => (l: VipRuleLevel) => counts[l.labelId] ?? 0;
    expect(vipRuleLevel(LEVELS, null, met({ bronze: 1, silver: 1 }), true)).toBe(bronze);
    expect(vipRuleLevel(LEVELS, null, met({ bronze: 2, silver: 2 }), true)).toBe(silver);
    expect(vipRuleLevel(LEVELS, bronze, met({ bronze: 2, silver: 2 }), true)).toBe(silver);
    // Already there: nothing to do.
    expect(vipRuleLevel(LEVELS, silver, met({ bronze: 2, silver: 2 }), true)).toBeUndefined();
  });

  it('lets an AUTO level fall when the rule says so, never a MANUAL one', () => {
    const none = () => 0;
    expect(vipRuleLevel(LEVELS, silver, () => 1, true)).toBe(bronze);
    expect(vipRuleLevel(LEVELS, silver, none, true)).toBeNull();
    expect(vipRuleLevel(LEVELS, silver, none, false)).toBeUndefined();
    expect(vipRuleLevel(LEVELS, gold, none, true)).toBeUndefined();
    // A MANUAL level is left for a higher AUTO one only.
    expect(vipRuleLevel([...LEVELS, level('vip', 4)], gold, () => 2, true)?.labelId).toBe('vip');
  });

  it('follows only AUTO levels with conditions', () => {
    expect(followsVipRule(bronze)).toBe(true);
    expect(followsVipRule(gold)).toBe(false);
    expect(followsVipRule({ type: 'AUTO', conditions: [] })).toBe(false);
  });
});
