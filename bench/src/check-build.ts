/**
 * Run by `npm run test:e2e` right after the build: fails when a route's first-load JavaScript is
 * over its budget (bench/src/budget.ts) or a built file lacks its compressed copies. Sizes come
 * from Vite's manifest; nothing is timed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size.js';
import { FIRST_LOAD_JS_BUDGETS, budgetProblems, missingCompressedCopies } from './budget.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const bundle = measureBundle(distDir);
const problems = budgetProblems(bundle);
const missing = missingCompressedCopies(distDir, bundle);
if (missing.length > 0) problems.push(`no compressed copy in web/dist: ${missing.join(', ')}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`Build check failed: ${problem}`);
  process.exit(1);
}
const figures = Object.entries(FIRST_LOAD_JS_BUDGETS).map(
  ([name, budget]) => `${name} ${bundle.routes.find((r) => r.route === name)!.jsGzip} of ${budget}`,
);
console.log(
  `Build check: first-load JS in gzip bytes ${figures.join(', ')}; ` +
    'every JS and CSS file has its .br and .gz copies.',
);
