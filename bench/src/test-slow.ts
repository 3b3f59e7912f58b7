import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightTimings, slowReport, vitestTimings, type RunTimings } from './test-timings.js';

/**
 * `npm run test:slow [-- report.json …]`: the 25 slowest test files and tests of the last run,
 * read from Vitest's JSON report (written on every run, see vitest.config.ts) and Playwright's
 * when there is one. Reports named on the command line replace the default ones.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_REPORTS = ['test-results/vitest.json', 'e2e/test-results/report.json'];

const named = process.argv.slice(2);
const reports = (named.length > 0 ? named : DEFAULT_REPORTS)
  .map((file) => path.resolve(root, file))
  .filter((file) => named.length > 0 || fs.existsSync(file));
if (reports.length === 0) {
  console.error(`No test report yet: run the tests first (${DEFAULT_REPORTS.join(', ')}).`);
  process.exit(1);
}

const runs: RunTimings[] = reports.map((file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  if ('testResults' in report) return vitestTimings(report as never, root);
  if ('suites' in report) return playwrightTimings(report as never);
  throw new Error(`${file} is neither a Vitest nor a Playwright JSON report`);
});
console.log(`From ${reports.map((file) => path.relative(root, file)).join(', ')}\n`);
console.log(slowReport(runs, 25));
