/** Where every section of the bench finds the repository and puts its files. */
export interface BenchContext {
  repoRoot: string;
  resultsDir: string;
}

/**
 * One part of `npm run bench`: its figures go to latest.json under `key`, its lines to the
 * printed report. `server` sections are the ones `npm run bench -- --server` runs; `web` ones
 * need the build first; `growth` (minutes of generated rows) runs in a full run or alone with
 * `-- --growth`.
 */
export interface Section<Figures = unknown> {
  key: string;
  group: 'web' | 'server' | 'growth';
  run(context: BenchContext): Promise<Figures>;
  report(figures: Figures): string[];
}
