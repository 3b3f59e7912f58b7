import { describe, expect, it } from 'vitest';
import { playwrightTimings, slowReport, slowest, vitestTimings } from './test-timings.js';

const vitestReport = {
  testResults: [
    {
      name: '/repo/server/src/a.test.ts',
      startTime: 1_000,
      endTime: 4_500,
      assertionResults: [
        { fullName: 'a signs in', duration: 3_000 },
        { fullName: 'a skipped', duration: null },
      ],
    },
    {
      name: '/repo/web/src/b.test.tsx',
      startTime: 2_000,
      endTime: 2_200,
      assertionResults: [{ fullName: 'b renders', duration: 150 }],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'sign-in.spec.ts',
      file: 'sign-in.spec.ts',
      specs: [
        {
          title: 'signs in',
          file: 'sign-in.spec.ts',
          tests: [{ projectName: 'mobile', results: [{ duration: 900 }, { duration: 1_100 }] }],
        },
      ],
      suites: [
        {
          title: 'lockout',
          file: 'sign-in.spec.ts',
          specs: [
            {
              title: 'locks after five',
              file: 'sign-in.spec.ts',
              tests: [{ projectName: 'mobile', results: [{ duration: 5_000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('test timings', () => {
  it('times Vitest files start to end and tests by their duration, paths from the root', () => {
    const { files, tests } = vitestTimings(vitestReport, '/repo');
    expect(files).toEqual([
      { runner: 'vitest', name: 'server/src/a.test.ts', ms: 3_500 },
      { runner: 'vitest', name: 'web/src/b.test.tsx', ms: 200 },
    ]);
    expect(tests.map((test) => [test.name, test.ms])).toEqual([
      ['server/src/a.test.ts › a signs in', 3_000],
      ['server/src/a.test.ts › a skipped', 0],
      ['web/src/b.test.tsx › b renders', 150],
    ]);
  });

  it('times Playwright specs by their attempts, named by file, describe and project', () => {
    const { files, tests } = playwrightTimings(playwrightReport);
    expect(tests).toEqual([
      { runner: 'playwright', name: '[mobile] sign-in.spec.ts › signs in', ms: 2_000 },
      {
        runner: 'playwright',
        name: '[mobile] sign-in.spec.ts › lockout › locks after five',
        ms: 5_000,
      },
    ]);
    expect(files).toEqual([{ runner: 'playwright', name: 'sign-in.spec.ts', ms: 7_000 }]);
  });

  it('ranks the slowest first across runners and keeps the count asked', () => {
    const runs = [vitestTimings(vitestReport, '/repo'), playwrightTimings(playwrightReport)];
    const files = slowest(
      runs.flatMap((run) => run.files),
      2,
    );
    expect(files.map((file) => file.name)).toEqual(['sign-in.spec.ts', 'server/src/a.test.ts']);
    const report = slowReport(runs, 2);
    expect(report).toContain('The 2 slowest test files');
    expect(report).toMatch(/sign-in\.spec\.ts\s+playwright\s+7\.00 s/);
    expect(report).toMatch(/lockout › locks after five\s+playwright\s+5\.00 s/);
    expect(report).not.toContain('b renders');
  });
});
