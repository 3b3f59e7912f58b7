import { RUM_RULES } from '@lobby/contract';

/** The paint metrics of SPEC.md section 9 (the status call's time rides beside them). */
export type PaintMetric = 'fcp' | 'lcp' | 'fs';

/** What the page observed so far (milliseconds since navigation), and what the browser supports. */
export interface Observed {
  values: Partial<Record<PaintMetric, number>>;
  supported: Record<PaintMetric, boolean>;
}

/** iOS's major version from a user agent (`OS 15_4 like Mac OS X`), or undefined off iOS. */
export function iosMajor(userAgent: string): number | undefined {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return undefined;
  const match = /OS (\d+)[_.]\d/.exec(userAgent);
  return match ? Number(match[1]) : undefined;
}

/** No beacon from iOS older than 16 (SPEC.md section 7). */
export function beaconSkipped(userAgent: string): boolean {
  const major = iosMajor(userAgent);
  return major !== undefined && major < RUM_RULES.minimumIosMajor;
}

/**
 * The rule of SPEC.md section 9: nothing before 5 s; from 5 s, as soon as every supported
 * metric is in; at 15 s whatever is in, a missing metric as -1 and an unsupported one as -2.
 * Answers the values to send, or when to look again (ms since navigation).
 */
export function rumDecision(
  elapsedMs: number,
  observed: Observed,
): { send: Record<PaintMetric, number> } | { checkAtMs: number } {
  const metrics: PaintMetric[] = ['fcp', 'lcp', 'fs'];
  if (elapsedMs < RUM_RULES.reportAfterMs) return { checkAtMs: RUM_RULES.reportAfterMs };
  const complete = metrics.every(
    (metric) => !observed.supported[metric] || observed.values[metric] !== undefined,
  );
  if (!complete && elapsedMs < RUM_RULES.reportLatestMs) {
    return { checkAtMs: Math.min(RUM_RULES.reportLatestMs, elapsedMs + 1000) };
  }
  const value = (metric: PaintMetric) =>
    !observed.supported[metric]
      ? RUM_RULES.unsupported
      : Math.min(RUM_RULES.maxMs, Math.round(observed.values[metric] ?? RUM_RULES.missed));
  return { send: { fcp: value('fcp'), lcp: value('lcp'), fs: value('fs') } };
}

/** The status call's time from its resource timing, -1 when it was not fetched (inlined in the page). */
export function statusTiming(entries: readonly { name: string; duration: number }[]): number {
  const entry = entries.find((candidate) => candidate.name.includes('/wps/system/status'));
  return entry ? Math.min(RUM_RULES.maxMs, Math.round(entry.duration)) : RUM_RULES.missed;
}
