/**
 * Real-user metrics (SPEC.md sections 7 and 9): what web measures and when it reports. No
 * schemas here, so the web app's first page can read the rules without the calls' validation.
 */

/** The metrics of a page load the web app reports (SPEC.md section 9), and the status call's time. */
export const RUM_METRICS = ['fcp', 'lcp', 'fs', 'status'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

export const RUM_RULES = {
  /** Paint metrics are reported after 5 s, at the latest 15 s, once per session. */
  reportAfterMs: 5_000,
  reportLatestMs: 15_000,
  /** The status call's timing is reported after 5 s. */
  statusAfterMs: 5_000,
  /** A metric that was not observed in time, and one the browser does not support. */
  missed: -1,
  unsupported: -2,
  /** No beacon from iOS older than 16 (SPEC.md section 7). */
  minimumIosMajor: 16,
  /** The largest time kept, in milliseconds; a sample above is refused, not clipped. */
  maxMs: 120_000,
  /** The most samples kept per merchant, page and day; later ones are dropped. */
  samplesPerPageDay: 5_000,
  /**
   * The longest range of days one summary covers (the console's dashboard, `npm run report --
   * rum --days`): each day holds up to samplesPerPageDay samples a page, so a longer range would
   * make one request sort millions of rows.
   */
  summaryMaxDays: 90,
  /** The test ping is given up after 15 s (SPEC.md section 9). */
  pingAbortMs: 15_000,
} as const;

/**
 * The measured values (ms, inclusive) that can be real, per metric. A page's paints are seen
 * before its beacon goes (at the latest reportLatestMs, later only where the phone held the
 * page's timers back), and the status call is over long before: a value outside is not kept,
 * and the percentiles leave it out, so forged beacons cannot drag them (RUM_RULES.maxMs only
 * bounds what the call accepts).
 */
export const RUM_PLAUSIBLE_MS: Readonly<Record<RumMetric, { min: number; max: number }>> = {
  fcp: { min: 1, max: 60_000 },
  lcp: { min: 1, max: 60_000 },
  fs: { min: 1, max: 60_000 },
  status: { min: 1, max: 30_000 },
};

/** True for a missed or unsupported marker, or a measured value in its metric's plausible range. */
export function isPlausibleRumValue(metric: RumMetric, value: number): boolean {
  if (value === RUM_RULES.missed || value === RUM_RULES.unsupported) return true;
  const { min, max } = RUM_PLAUSIBLE_MS[metric];
  return value >= min && value <= max;
}
