import { describe, expect, it } from 'vitest';
import { profileLines, summarizeProfile, type CpuProfile } from './profile-summary.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

// Node 1 is the root; 2 idle; 3 and 4 are the same function at the same place (two call paths).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('login', 'file:///repo/server/src/sign-in.ts', 41) },
    { id: 4, callFrame: frame('login', 'file:///repo/server/src/sign-in.ts', 41) },
    { id: 5, callFrame: frame('', 'file:///repo/node_modules/pg/lib/client.js', 9) },
  ],
  startTime: 0,
  endTime: 10_000,
  samples: [2, 3, 4, 5, 2, 3],
  timeDeltas: [4000, 1000, 1000, 2000, 1000, 1000],
};

describe('the profile summary', () => {
  const summary = summarizeProfile(profile, { top: 5, repoRoot: '/repo' });

  it('adds up self time by function and place, most first, leaving idle out', () => {
    expect(summary.top).toEqual([
      { function: 'login server/src/sign-in.ts:42', selfMs: 3, share: 0.3 },
      { function: '(anonymous) node_modules/pg/lib/client.js:10', selfMs: 2, share: 0.2 },
    ]);
  });

  it('says how busy the thread was', () => {
    expect(summary.totalMs).toBe(10);
    expect(summary.busyShare).toBeCloseTo(0.5);
  });

  it('keeps only the top functions', () => {
    expect(summarizeProfile(profile, { top: 1 }).top).toHaveLength(1);
  });

  it("counts the bench's own driver as idle", () => {
    const driven: CpuProfile = {
      ...profile,
      nodes: [
        ...profile.nodes.slice(0, 4),
        {
          ...profile.nodes[4]!,
          callFrame: frame('obey', 'file:///repo/bench/src/lobby/child.ts'),
          children: [6],
        },
        { id: 6, callFrame: frame('dispatch') },
      ],
      samples: [2, 3, 5, 6],
      timeDeltas: [1000, 1000, 1000, 1000],
    };
    const left = summarizeProfile(driven, {
      top: 5,
      repoRoot: '/repo',
      leaveOut: '/bench/src/lobby/',
    });
    expect(left.top.map((entry) => entry.function)).toEqual(['login server/src/sign-in.ts:42']);
    expect(left.busyShare).toBeCloseTo(0.25);
  });

  it('reads an empty profile as nothing measured', () => {
    expect(summarizeProfile({ ...profile, samples: [], timeDeltas: [] }, { top: 3 })).toEqual({
      busyShare: 0,
      totalMs: 0,
      top: [],
    });
  });

  it('prints the busy share and one line a function', () => {
    const lines = profileLines(summary, 'bench/results/profiles/x.cpuprofile');
    expect(lines[0]).toContain('busy 50 %');
    expect(lines[1]).toMatch(/30\.0 %\s+3 ms {2}login server\/src\/sign-in\.ts:42$/);
    expect(lines).toHaveLength(3);
  });
});
