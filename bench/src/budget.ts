import fs from 'node:fs';
import path from 'node:path';
import type { BundleReport } from './bundle-size.js';

/**
 * The most first-load JavaScript each route may carry, in gzip -9 bytes (kB = 1000 bytes, as the
 * bench prints): issue 12's targets, /m/home 90 kB and /m/login 100 kB. Since the app runs on
 * Preact's compat layer, /m/home is about 60 kB.
 */
export const FIRST_LOAD_JS_BUDGETS: Readonly<Record<string, number>> = {
  '/m/home': 90_000,
  '/m/login': 100_000,
};

/** The routes over their budget, each said with its largest files; empty when all are within. */
export function budgetProblems(bundle: BundleReport): string[] {
  return Object.entries(FIRST_LOAD_JS_BUDGETS).flatMap(([name, budget]) => {
    const route = bundle.routes.find((r) => r.route === name);
    if (!route) return [`${name} is not measured: see bench/src/routes.ts`];
    if (route.jsGzip <= budget) return [];
    const largest = route.files
      .filter((f) => f.file.endsWith('.js'))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map((f) => `${f.file} ${f.gzipBytes}`)
      .join(', ');
    return [
      `${name} loads ${route.jsGzip} bytes of gzipped JavaScript first, over its budget of ` +
        `${budget} (bench/src/budget.ts). Largest files: ${largest}`,
    ];
  });
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
