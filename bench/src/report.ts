import type { BundleReport } from './bundle-size.js';
import type { LoadFigures, LoadOptions } from './http-load.js';

export interface BenchResults {
  timestamp: string;
  node: string;
  commit: string | null;
  uncommittedChanges: boolean;
  bundle: BundleReport;
  http: {
    endpoint: string;
    load: LoadOptions & { host: string; generator: string };
    responseBodyBytes: number;
    lobby: LoadFigures;
    bare: LoadFigures;
    ratio: { requestsPerSecond: number; latencyP99: number };
  };
}

/** How many of the largest chunks the table lists. */
const LARGEST = 5;

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number) => n.toFixed(3);

/** Left-aligns the first column and right-aligns the rest, two spaces apart. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows
    .map(
      (row) =>
        '  ' +
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join('  '),
    )
    .join('\n');
}

export function printReport(results: BenchResults, savedTo: string): void {
  const { bundle, http } = results;
  const commit = results.commit ? results.commit.slice(0, 7) : 'unknown';
  const lines = [
    '',
    `Lobby bench  ${results.timestamp}  node ${results.node}  commit ${commit}` +
      (results.uncommittedChanges ? ' (with uncommitted changes)' : ''),
    '',
    'First load, JS + CSS a cold visit downloads (gzip -9 bytes; budget: near 100 kB, DESIGN.md)',
    table([
      ['route', 'JS', 'CSS', 'total', '', 'files'],
      ...bundle.routes.map((r) => [
        r.route,
        int(r.jsGzip),
        int(r.cssGzip),
        int(r.totalGzip),
        kb(r.totalGzip),
        String(r.files.length),
      ]),
    ]),
    '',
    `Whole build: ${bundle.all.length} JS/CSS files, ${kb(bundle.totalGzip)} gzip ` +
      `(${kb(bundle.totalBytes)} raw). Largest:`,
    table([
      ['file', 'raw', 'gzip'],
      ...bundle.all.slice(0, LARGEST).map((f) => [f.file, kb(f.bytes), kb(f.gzipBytes)]),
    ]),
    '',
    `${http.endpoint} (${int(http.responseBodyBytes)}-byte JSON body), ${http.load.connections} ` +
      `connections to ${http.load.host}, ${http.load.durationSeconds} s each in ` +
      `${http.load.sliceSeconds} s slices after a ${http.load.warmupSeconds} s warm-up ` +
      `(${http.load.generator})`,
    table([
      ['server', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'requests'],
      ...(
        [
          ['Lobby', http.lobby],
          ['bare Fastify', http.bare],
        ] as const
      ).map(([name, f]) => [
        name,
        int(f.requestsPerSecond),
        ms(f.latencyMeanMs),
        ms(f.latencyP50Ms),
        ms(f.latencyP99Ms),
        int(f.requests),
      ]),
      [
        'Lobby / bare',
        http.ratio.requestsPerSecond.toFixed(2),
        '',
        '',
        http.ratio.latencyP99.toFixed(2),
        '',
      ],
    ]),
    '',
    `Saved to ${savedTo}`,
    '',
  ];
  console.log(lines.join('\n'));
}
