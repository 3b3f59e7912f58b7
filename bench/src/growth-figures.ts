/** Pure figures of the growth bench: percentiles, flatness and the size × call table. */

/** Median and p95 of one call's timings at one size, in ms. */
export interface CallTiming {
  medianMs: number;
  p95Ms: number;
  samples: number;
}

/** A size's timings, by call name. */
export interface SizeTimings {
  size: number;
  calls: Record<string, CallTiming>;
}

/**
 * The p-th percentile (0-100) of `values` by linear interpolation between closest ranks (as
 * numpy's default), so the median of an even count is the mean of the middle two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values');
  if (p < 0 || p > 100) throw new Error(`percentile ${p} is outside 0-100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function timingOf(durationsMs: readonly number[]): CallTiming {
  return {
    medianMs: percentile(durationsMs, 50),
    p95Ms: percentile(durationsMs, 95),
    samples: durationsMs.length,
  };
}

/** How a call's median grew from the smallest size to the largest, and whether that is flat. */
export interface Growth {
  call: string;
  ratio: number;
  flat: boolean;
}

/**
 * Each call's median at the largest size over its median at the smallest: flat while at most
 * `maxRatio` (a table a thousand times larger read through an index costs a few more pages).
 */
export function growthOf(sizes: readonly SizeTimings[], maxRatio: number): Growth[] {
  if (sizes.length < 2) return [];
  const bySize = [...sizes].sort((a, b) => a.size - b.size);
  const smallest = bySize[0]!;
  const largest = bySize[bySize.length - 1]!;
  return Object.keys(smallest.calls)
    .filter((call) => largest.calls[call])
    .map((call) => {
      const ratio = largest.calls[call]!.medianMs / smallest.calls[call]!.medianMs;
      return { call, ratio, flat: ratio <= maxRatio };
    });
}

/** 1000 → "1k", 100000 → "100k", 1000000 → "1M". */
export function sizeLabel(size: number): string {
  if (size >= 1e6 && size % 1e6 === 0) return `${size / 1e6}M`;
  if (size >= 1e3 && size % 1e3 === 0) return `${size / 1e3}k`;
  return String(size);
}

/**
 * The table's rows: a header, then one row per size with each call's median and p95, then the
 * growth of each median from the smallest size to the largest (`!` where it is not flat).
 */
export function growthRows(sizes: readonly SizeTimings[], maxRatio: number): string[][] {
  const calls = [...new Set(sizes.flatMap((s) => Object.keys(s.calls)))];
  const ms = (n: number) => n.toFixed(2);
  const growth = new Map(growthOf(sizes, maxRatio).map((g) => [g.call, g]));
  return [
    ['size', ...calls.flatMap((call) => [`${call} p50 ms`, 'p95 ms'])],
    ...sizes.map((s) => [
      sizeLabel(s.size),
      ...calls.flatMap((call) => {
        const timing = s.calls[call];
        return timing ? [ms(timing.medianMs), ms(timing.p95Ms)] : ['-', '-'];
      }),
    ]),
    [
      `largest / smallest (≤ ${maxRatio})`,
      ...calls.flatMap((call) => {
        const g = growth.get(call);
        return [g ? `${g.ratio.toFixed(2)}${g.flat ? '  ' : ' !'}` : '-', ''];
      }),
    ],
  ];
}
