import { seconds, table } from './report-format.js';

/** One timed thing of a test run: a file, or a test within it. */
export interface Timing {
  /** `vitest` or `playwright`. */
  runner: string;
  name: string;
  ms: number;
}

export interface RunTimings {
  files: Timing[];
  tests: Timing[];
}

/** What Vitest's JSON reporter writes (the parts read here). */
interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

/** What Playwright's JSON reporter writes (the parts read here). */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    tests: { projectName?: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

const relative = (file: string, root: string) =>
  file.startsWith(root) ? file.slice(root.length).replace(/^\/+/, '') : file;

/** A file's time from its start to its end; a test's from its own duration. */
export function vitestTimings(report: VitestReport, root: string): RunTimings {
  const files: Timing[] = [];
  const tests: Timing[] = [];
  for (const result of report.testResults) {
    const file = relative(result.name, root);
    files.push({ runner: 'vitest', name: file, ms: result.endTime - result.startTime });
    for (const test of result.assertionResults) {
      tests.push({ runner: 'vitest', name: `${file} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  return { files, tests };
}

/** A spec's time is the sum of its tests' attempts (specs of a file may run in parallel). */
export function playwrightTimings(report: { suites: PlaywrightSuite[] }): RunTimings {
  const byFile = new Map<string, number>();
  const tests: Timing[] = [];
  // Top-level suites are the spec files (titled by their path); those within are describes.
  const walk = (suite: PlaywrightSuite, titles: string[] | undefined) => {
    const path = titles ? [...titles, suite.title] : [];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, attempt) => sum + attempt.duration, 0);
        const project = test.projectName ? `[${test.projectName}] ` : '';
        const name = [spec.file, ...path, spec.title].filter(Boolean).join(' › ');
        tests.push({ runner: 'playwright', name: `${project}${name}`, ms });
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, undefined);
  const files = [...byFile].map(([name, ms]) => ({ runner: 'playwright', name, ms }));
  return { files, tests };
}

/** The `count` slowest, slowest first. */
export function slowest(timings: Timing[], count: number): Timing[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Two tables: the slowest files and the slowest tests, with their runner and time. */
export function slowReport(runs: RunTimings[], count: number): string {
  const files = slowest(
    runs.flatMap((run) => run.files),
    count,
  );
  const tests = slowest(
    runs.flatMap((run) => run.tests),
    count,
  );
  const rows = (list: Timing[]) => [
    ['', 'runner', 'time'],
    ...list.map((timing) => [timing.name, timing.runner, seconds(timing.ms)]),
  ];
  return [
    `The ${files.length} slowest test files`,
    table(rows(files)),
    '',
    `The ${tests.length} slowest tests`,
    table(rows(tests)),
  ].join('\n');
}
