import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** Debian's Chromium; the bench never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Pages are visited on localhost (SPEC section 2 lets search engines index it) and the bench's
  // server listens on 127.0.0.1 only.
  '--host-resolver-rules=MAP localhost 127.0.0.1',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PlannedPage {
  name: string;
  url: string;
  /**
   * Set in the page's tab before each run (a signed-in player's session). Lighthouse's storage
   * reset clears cookies, local storage, caches and service workers, never sessionStorage.
   */
  sessionStorage?: Record<string, string>;
}

export interface LighthousePlan {
  pages: PlannedPage[];
  runs: number;
}

/** One run's figures: scores 0-100, times in ms, CLS unitless. */
export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
}

export interface PageFigures extends LighthouseRun {
  url: string;
  /** Every run, in order; each figure above is the median of its values here. */
  runs: LighthouseRun[];
  /** What Lighthouse's failed audits of the median-performance run name, worst first. */
  opportunities: string[];
  /** The audits of SEO, accessibility and best practices that this run failed. */
  failedAudits: string[];
  /** Where that run's time went: the LCP element and its phases, what shifted, the main thread. */
  diagnostics: string[];
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function figuresOf(lhr: Result): LighthouseRun {
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    seo: score(lhr, 'seo'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The performance audits that scored under 0.9, by their estimated saving. */
function opportunitiesOf(lhr: Result): string[] {
  const savings = (details: unknown) =>
    (details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
  const bytes = (details: unknown) =>
    (details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.details?.type === 'opportunity' &&
        audit.score !== null &&
        audit.score < 0.9 &&
        (savings(audit.details) > 0 || bytes(audit.details) > 0),
    )
    .sort((a, b) => savings(b.details) - savings(a.details))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** A table audit's rows (Lighthouse's details are loosely typed). */
function rowsOf(lhr: Result, id: string): Record<string, unknown>[] {
  return ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
    []) as Record<string, unknown>[];
}

type NodeRow = { node?: { selector?: string; nodeLabel?: string } };
const nodeName = (row: NodeRow) =>
  `${row.node?.selector ?? '?'} "${(row.node?.nodeLabel ?? '').split('\n')[0]!.slice(0, 40)}"`;

/**
 * Lighthouse's diagnostics of a run: the LCP element with its phases (TTFB, load delay, load
 * time, render delay), the three largest layout shifts and the main thread's largest kinds of
 * work, so a page that misses says where its time went.
 */
export function diagnosticsOf(lhr: Result): string[] {
  const [element, phases] = rowsOf(lhr, 'largest-contentful-paint-element') as {
    items?: Record<string, unknown>[];
  }[];
  const lcpNode = element?.items?.[0] as NodeRow | undefined;
  const phaseText = ((phases?.items ?? []) as { phase?: string; timing?: number }[])
    .map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`)
    .join(', ');
  const shifts = (rowsOf(lhr, 'layout-shifts') as (NodeRow & { score?: number })[])
    .slice(0, 3)
    .map((row) => `${nodeName(row)} ${(row.score ?? 0).toFixed(3)}`);
  const work = (
    rowsOf(lhr, 'mainthread-work-breakdown') as { groupLabel?: string; duration?: number }[]
  )
    .slice(0, 3)
    .map((row) => `${row.groupLabel} ${Math.round(row.duration ?? 0)} ms`);
  return [
    ...(lcpNode ? [`LCP element ${nodeName(lcpNode)}${phaseText ? ` (${phaseText})` : ''}`] : []),
    ...(shifts.length > 0 ? [`layout shifts: ${shifts.join(', ')}`] : []),
    ...(work.length > 0 ? [`main thread: ${work.join(', ')}`] : []),
  ];
}

function failedAuditsOf(lhr: Result): string[] {
  return (['seo', 'accessibility', 'best-practices'] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like) is to run it again. */
const ATTEMPTS = 3;

/** A same-origin address that runs no app script, where a tab takes its session before a run. */
const SEEDING_PATH = '/robots.txt';

/** A new tab of the browser at `port` holding `entries` in sessionStorage for `url`'s origin. */
async function tabWithSession(port: number, url: string, entries: Record<string, string>) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const tab = await browser.newPage();
  await tab.goto(new URL(SEEDING_PATH, url).href);
  // The function runs in the page, where sessionStorage is the tab's (bench has no DOM types).
  await tab.evaluate((pairs) => {
    type Storage = { setItem(key: string, value: string): void };
    const storage = (globalThis as unknown as { sessionStorage: Storage }).sessionStorage;
    for (const [key, value] of Object.entries(pairs)) storage.setItem(key, value);
  }, entries);
  return {
    tab,
    close: async () => {
      await tab.close();
      await browser.disconnect();
    },
  };
}

/** One Lighthouse run, in a tab of its own holding the page's session when it has one. */
async function audit(page: PlannedPage, port: number): Promise<Result | undefined> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
  };
  if (!page.sessionStorage) return (await lighthouse(page.url, flags))?.lhr;
  const seeded = await tabWithSession(port, page.url, page.sessionStorage);
  try {
    const lhr = (await lighthouse(page.url, flags, undefined, seeded.tab as Page))?.lhr;
    // A member page without its session sends the visitor to the login page.
    const landed = lhr && new URL(lhr.finalDisplayedUrl).pathname;
    if (lhr && !lhr.runtimeError && landed !== new URL(page.url).pathname) {
      throw new Error(`${page.url} ended at ${landed}: the page did not take the session`);
    }
    return lhr;
  } finally {
    await seeded.close();
  }
}

export async function runOnce(page: PlannedPage, port: number): Promise<Result> {
  const { url } = page;
  let failure = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lhr = await audit(page, port);
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    process.stderr.write(`Lighthouse on ${url} failed (${failure}); running it again\n`);
  }
  throw new Error(`${url}: ${failure}`);
}

/**
 * Runs Lighthouse (its default, mobile settings: simulated slow 4G and a 4x slower CPU) `runs`
 * times on each page, in one Chromium; Lighthouse clears the origin's cache and storage before
 * each run. Each figure is the median of its runs.
 */
export async function runLighthousePlan(
  plan: LighthousePlan,
): Promise<Record<string, PageFigures>> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const results: Record<string, PageFigures> = {};
    for (const page of plan.pages) {
      const lhrs: Result[] = [];
      for (let i = 0; i < plan.runs; i++) lhrs.push(await runOnce(page, chrome.port));
      const runs = lhrs.map(figuresOf);
      const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
      const byPerformance = [...lhrs].sort(
        (a, b) => score(a, 'performance') - score(b, 'performance'),
      );
      const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
      results[page.name] = {
        url: page.url,
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        seo: pick('seo'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        runs,
        opportunities: opportunitiesOf(middle),
        failedAudits: failedAuditsOf(middle),
        diagnostics: diagnosticsOf(middle),
      };
    }
    return results;
  } finally {
    chrome.kill();
  }
}
