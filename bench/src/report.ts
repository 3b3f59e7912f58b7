import { LIMITS } from '@lobby/contract';
import { FIRST_LOAD_JS_BUDGETS } from './budget.js';
import type { BundleReport } from './bundle-size.js';
import type { LoadFigures, LoadOptions } from './http-load.js';
import type { PageFigures } from './lighthouse.js';
import type { PAGE_TARGETS } from './targets.js';
import { int, kb, mark, ms, seconds, table } from './report-format.js';

/** One Lobby endpoint against a bare Fastify route answering the same JSON. */
export interface Comparison {
  endpoint: string;
  responseBodyBytes: number;
  lobby: LoadFigures;
  bare: LoadFigures;
  ratio: { requestsPerSecond: number; latencyP99: number };
}

export interface LighthouseResults {
  settings: { runs: number; preset: string; browser: string };
  targets: PageTargets;
  /** Pages held to the SEO target. */
  indexable: string[];
  /** By page name; `reference` is the static reference page. */
  pages: Record<string, PageFigures>;
}

export interface HttpResults {
  load: LoadOptions & { host: string; generator: string };
  status: Comparison;
  memberInfo: Comparison & { targetRatio: number };
}

/** How many of the largest chunks the table lists. */
const LARGEST = 5;

/** Issue 12's page targets, or a stricter set of the same figures (member pages' LCP). */
export type PageTargets = { [K in keyof typeof PAGE_TARGETS]: number };

/** Whether a page misses a performance figure's target (the ones its diagnostics explain). */
export function missesTarget(p: PageFigures, targets: PageTargets): boolean {
  return (
    p.performance < targets.performance ||
    p.lcpMs >= targets.lcpMs ||
    p.cls >= targets.cls ||
    p.tbtMs >= targets.tbtMs
  );
}

/** A Lighthouse table: each page's figures marked against `targets`, then the reference page. */
export function lighthouseRows(lighthouse: {
  targets: PageTargets;
  indexable: readonly string[];
  pages: Record<string, PageFigures>;
}): string[][] {
  const { targets, indexable, pages } = lighthouse;
  const row = (name: string, p: PageFigures, judged: boolean) => {
    const ok = (met: boolean) => !judged || met;
    return [
      name,
      mark(String(p.performance), ok(p.performance >= targets.performance)),
      mark(seconds(p.lcpMs), ok(p.lcpMs < targets.lcpMs)),
      mark(p.cls.toFixed(3), ok(p.cls < targets.cls)),
      mark(`${int(p.tbtMs)} ms`, ok(p.tbtMs < targets.tbtMs)),
      `${seconds(p.fcpMs)}  `,
      mark(String(p.seo), ok(!indexable.includes(name) || p.seo >= targets.seo)),
      mark(String(p.accessibility), ok(p.accessibility >= targets.accessibility)),
      mark(String(p.bestPractices), ok(p.bestPractices >= targets.bestPractices)),
    ];
  };
  const { reference, ...appPages } = pages;
  return [
    ['page', 'perf', 'LCP', 'CLS', 'TBT', 'FCP', 'SEO', 'a11y', 'best pr.'],
    ...Object.entries(appPages).map(([name, p]) => row(name, p, true)),
    [
      'target',
      `≥ ${targets.performance}  `,
      `< ${seconds(targets.lcpMs)}  `,
      `< ${targets.cls}  `,
      `< ${targets.tbtMs} ms  `,
      '',
      `${targets.seo}* `,
      `${targets.accessibility}  `,
      `${targets.bestPractices}  `,
    ],
    ...(reference ? [row('reference page', reference, false)] : []),
  ];
}

/**
 * What SPEC's splash minimum costs (section 9: about 800 ms, plus 100, from navigation start): the
 * page under the splash is drawn all the same, so Lighthouse's figures pay nothing for it; a
 * player sees a page at the later of the two, so a page whose first paint comes sooner waits.
 */
function splashCost(pages: Record<string, PageFigures>): string {
  const splashMs = LIMITS.splashMinimumMs + LIMITS.splashExtraMs;
  const { reference: _reference, ...appPages } = pages;
  const waits = Object.entries(appPages).map(
    ([name, p]) => `${name} ${int(Math.max(0, splashMs - p.fcpMs))} ms`,
  );
  return (
    `  Splash minimum ${splashMs} ms from navigation start (SPEC 9): 0 ms of Lighthouse's ` +
    `figures; a player waits past first paint: ${waits.join(', ')}`
  );
}

function comparisonRows(c: Comparison, targetRatio?: number): string[][] {
  const ratio = c.ratio.requestsPerSecond.toFixed(2);
  return [
    ['server', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'requests'],
    ...(
      [
        ['Lobby', c.lobby],
        ['bare Fastify', c.bare],
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
      targetRatio === undefined ? ratio : mark(ratio, c.ratio.requestsPerSecond >= targetRatio),
      '',
      '',
      c.ratio.latencyP99.toFixed(2),
      '',
    ],
  ];
}

export function bundleLines(bundle: BundleReport): string[] {
  return [
    `First load, JS + CSS a cold visit downloads (gzip -9 bytes; JS budgets ` +
      Object.entries(FIRST_LOAD_JS_BUDGETS)
        .map(([name, budget]) => `${name} ${kb(budget)}`)
        .join(', ') +
      ': bench/src/budget.ts)',
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
    ...bundle.routes
      .filter((r) => r.jsGzip > (FIRST_LOAD_JS_BUDGETS[r.route] ?? Infinity))
      .map(
        (r) => `  ${r.route} JS is ${kb(r.jsGzip - FIRST_LOAD_JS_BUDGETS[r.route]!)} over budget.`,
      ),
    '',
    `Whole build: ${bundle.all.length} JS/CSS files, ${kb(bundle.totalGzip)} gzip ` +
      `(${kb(bundle.totalBytes)} raw). Largest:`,
    table([
      ['file', 'raw', 'gzip'],
      ...bundle.all.slice(0, LARGEST).map((f) => [f.file, kb(f.bytes), kb(f.gzipBytes)]),
    ]),
  ];
}

export function lighthouseLines(lighthouse: LighthouseResults): string[] {
  return [
    `Lighthouse, median of ${lighthouse.settings.runs} runs (${lighthouse.settings.preset}; ` +
      `${lighthouse.settings.browser}); ! misses its target`,
    table(lighthouseRows(lighthouse)),
    `  * SEO on the indexable pages only: ${lighthouse.indexable.join(', ')}`,
    splashCost(lighthouse.pages),
    ...Object.entries(lighthouse.pages).flatMap(([name, p]) => [
      ...([...p.opportunities, ...p.failedAudits].length > 0
        ? [`  ${name}: ${[...p.opportunities, ...p.failedAudits].join('; ')}`]
        : []),
      ...(name !== 'reference' && missesTarget(p, lighthouse.targets)
        ? p.diagnostics.map((line) => `  ${name}: ${line}`)
        : []),
    ]),
  ];
}

export function httpLines(http: HttpResults): string[] {
  return [
    `HTTP load: ${http.load.connections} connections to ${http.load.host}, ` +
      `${http.load.durationSeconds} s per app in ${http.load.sliceSeconds} s slices after a ` +
      `${http.load.warmupSeconds} s warm-up (${http.load.generator})`,
    '',
    `${http.status.endpoint} (${int(http.status.responseBodyBytes)}-byte JSON body)`,
    table(comparisonRows(http.status)),
    '',
    `${http.memberInfo.endpoint} (session, member and VIP label read through the one-second cache; ` +
      `${int(http.memberInfo.responseBodyBytes)}-byte JSON body); target: Lobby / bare ≥ ` +
      `${http.memberInfo.targetRatio}`,
    table(comparisonRows(http.memberInfo, http.memberInfo.targetRatio)),
  ];
}
