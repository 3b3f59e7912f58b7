/**
 * Run by `npm run test:e2e` right after the build: fails when /m/home's first-load JavaScript is
 * over its budget (bench/src/budget.ts) or a built file lacks its compressed copies. Sizes come
 * from Vite's manifest; nothing is timed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size.js';
import {
  BUDGET_ROUTE,
  FIRST_LOAD_JS_BUDGET_BYTES,
  budgetProblem,
  missingCompressedCopies,
} from './budget.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const bundle = measureBundle(distDir);
const problems = [budgetProblem(bundle)].filter((p): p is string => p !== null);
const missing = missingCompressedCopies(distDir, bundle);
if (missing.length > 0) problems.push(`no compressed copy in web/dist: ${missing.join(', ')}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`Build check failed: ${problem}`);
  process.exit(1);
}
const home = bundle.routes.find((r) => r.route === BUDGET_ROUTE)!;
console.log(
  `Build check: ${BUDGET_ROUTE} first-load JS ${home.jsGzip} of ${FIRST_LOAD_JS_BUDGET_BYTES} ` +
    'gzip bytes; every JS and CSS file has its .br and .gz copies.',
);
