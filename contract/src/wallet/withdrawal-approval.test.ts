import { describe, expect, it } from 'vitest';
import { defaultWithdrawalApprovalAbove, needsSecondApproval } from './wallet.js';
import {
  dashboardRangeSchema,
  dashboardRumRangeSchema,
  DASHBOARD_AMOUNTS,
  DASHBOARD_FIGURES,
} from '../dashboard/dashboard-calls.js';

describe('two-operator approval', () => {
  it('is needed strictly above the threshold', () => {
    expect(needsSecondApproval(5_000, 5_000)).toBe(false);
    expect(needsSecondApproval(5_001, 5_000)).toBe(true);
  });

  it('defaults to 50,000 major units of the currency', () => {
    expect(defaultWithdrawalApprovalAbove('PHP')).toBe(5_000_000);
    expect(defaultWithdrawalApprovalAbove('VND')).toBe(50_000);
  });
});

describe('the dashboard range', () => {
  it('covers at most 366 days, from on or before to', () => {
    expect(dashboardRangeSchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(
      true,
    );
    expect(dashboardRangeSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(
      false,
    );
    expect(dashboardRangeSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(
      false,
    );
  });

  it('covers at most 90 days for the real-user timings', () => {
    expect(
      dashboardRumRangeSchema.safeParse({ from: '2026-01-01', to: '2026-03-31' }).success,
    ).toBe(true);
    expect(
      dashboardRumRangeSchema.safeParse({ from: '2026-01-01', to: '2026-04-01' }).success,
    ).toBe(false);
    expect(
      dashboardRumRangeSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success,
    ).toBe(false);
  });

  it('names money figures among its figures', () => {
    for (const name of DASHBOARD_AMOUNTS) expect(DASHBOARD_FIGURES).toContain(name);
  });
});
