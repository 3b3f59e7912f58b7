import fs from 'node:fs';
import path from 'node:path';
import type { BundleReport } from './bundle-size.js';

/** The route whose first load the budget holds. */
export const BUDGET_ROUTE = '/m/home';

/**
 * The most first-load JavaScript /m/home may carry, in gzip -9 bytes (kB = 1000 bytes, as the
 * bench prints). The target is 90 kB (issue 12); /m/home was 118.6 kB when the check came, so the
 * limit is that figure rounded up to the next kB, and issue 12 lowers it to 90 kB as the entry
 * sheds what the first page does not draw. Sign-in links and carried tracking parameters (issue
 * 13) must run before the first paint (the token leaves the address bar before any call, every
 * link carries the parameters): they added about 0.6 kB, so 120 kB until then.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

/** The target for the same figure, printed beside the budget. */
export const FIRST_LOAD_JS_TARGET_BYTES = 90_000;

/** A problem with the budget, or null when /m/home's first-load JS is within it. */
export function budgetProblem(bundle: BundleReport): string | null {
  const route = bundle.routes.find((r) => r.route === BUDGET_ROUTE);
  if (!route) return `${BUDGET_ROUTE} is not measured: see bench/src/routes.ts`;
  if (route.jsGzip <= FIRST_LOAD_JS_BUDGET_BYTES) return null;
  return (
    `${BUDGET_ROUTE} loads ${route.jsGzip} bytes of gzipped JavaScript first, over its budget of ` +
    `${FIRST_LOAD_JS_BUDGET_BYTES} (bench/src/budget.ts). Largest files: ` +
    [...route.files]
      .filter((f) => f.file.endsWith('.js'))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map((f) => `${f.file} ${f.gzipBytes}`)
      .join(', ')
  );
}

/**
 * The build's JS and CSS files over 1 kB that lack the .br or .gz copy the server sends in their
 * place (web/vite.config.ts writes them).
 */
export function missingCompressedCopies(distDir: string, bundle: BundleReport): string[] {
  return bundle.all
    .filter((f) => f.bytes > 1000)
    .flatMap((f) => ['.br', '.gz'].map((extension) => f.file + extension))
    .filter((copy) => !fs.existsSync(path.join(distDir, copy)));
}
