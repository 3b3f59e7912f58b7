import { describe, expect, it } from 'vitest';
import { betFigures, betMisses, betsSection, type BetResults } from './bets-section.js';
import { BET_TARGETS } from './targets.js';

const tally = {
  bets: 2000,
  calls: 4000,
  seconds: 2,
  latenciesMs: Array.from({ length: 100 }, (_, i) => i + 1),
  failures: {},
};

describe('the bets figures', () => {
  it('counts a debit and its credit as one bet, and takes percentiles of every call', () => {
    const figures = betFigures(tally);
    expect(figures.betsPerSecond).toBe(1000);
    expect(figures.callsPerSecond).toBe(2000);
    expect(figures.latencyP50Ms).toBe(50);
    expect(figures.latencyP99Ms).toBe(99);
    expect(figures.latencyMaxMs).toBe(100);
  });

  it('meets the targets at 1,000 bets/s with p99 under 25 ms', () => {
    const figures = { ...betFigures(tally), latencyP99Ms: 24.9 };
    expect(betMisses(figures, BET_TARGETS)).toEqual([]);
  });

  it('says which target a run misses', () => {
    const figures = { ...betFigures(tally), betsPerSecond: 999.4, latencyP99Ms: 25 };
    expect(betMisses(figures, BET_TARGETS)).toEqual([
      '999 bets/s, under 1,000',
      'p99 25.0 ms, not under 25 ms',
    ]);
  });

  const results = (overrides: Partial<BetResults>): BetResults => ({
    settings: {
      members: 32,
      warmupSeconds: 2,
      seconds: 10,
      profileSeconds: 3,
      startBalance: 1,
      database: 'PostgreSQL + Redis',
    },
    targets: BET_TARGETS,
    figures: { ...betFigures(tally), latencyP99Ms: 40 },
    balanceProblems: [],
    membersChecked: 32,
    profile: {
      statementsPerOperation: 31,
      file: 'bench/results/profiles/bets-postgres.cpuprofile',
      summary: {
        busyShare: 0.9,
        totalMs: 3000,
        top: [{ function: 'f x.ts:1', selfMs: 300, share: 0.1 }],
      },
    },
    skipped: null,
    ...overrides,
  });

  it('prints why a missed target is missed, with the profile', () => {
    const lines = betsSection.report(results({})).join('\n');
    expect(lines).toContain('Misses its target (p99 40.0 ms, not under 25 ms)');
    expect(lines).toContain('f x.ts:1');
    expect(lines).toContain('Balances exact');
  });

  it('prints balances that are not exact', () => {
    const lines = betsSection.report(results({ balanceProblems: ['member 1: no wallet'] }));
    expect(lines.join('\n')).toContain('Balances NOT exact: member 1: no wallet');
  });
});
