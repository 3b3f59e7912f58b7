import type { GrowthResults } from './growth.js';
import { growthRows, sizeLabel } from './growth-figures.js';
import { table } from './report-format.js';

/** The growth section: the size × call table, how each call's statements are planned, misses. */
export function growthLines(growth: GrowthResults | { skipped: string }): string[] {
  if ('skipped' in growth) return [`Growth: not measured (${growth.skipped})`];
  const largest = growth.sizes.at(-1);
  const sizes = growth.sizes
    .map((s) => `${sizeLabel(s.size)} made in ${s.generateSeconds.toFixed(1)} s`)
    .join(', ');
  const misses = growth.growth.filter((g) => !g.flat);
  return [
    `Growth: each call at every size of members, live sessions, ledger rows and other merchants' ` +
      `games (set-based generate_series inserts; ${sizes}) on ${growth.database}; a call a ` +
      `member (no cache answers it), ${growth.sizes[0]?.calls['member info']?.samples ?? 0} ` +
      `timed per call and size, ${growth.generator}`,
    table(growthRows(growth.sizes, growth.maxRatio)),
    ...Object.entries(growth.plans).map(
      ([call, plans]) =>
        `  ${call} at ${largest ? sizeLabel(largest.size) : '?'}: ${plans.length} statements, ` +
        `indexes ${[...new Set(plans.flatMap((p) => p.indexes))].join(', ') || 'none'}; ` +
        `read whole: ${[...new Set(plans.flatMap((p) => p.wholeReads))].join(', ') || 'none'}`,
    ),
    ...(growth.wholeReads.length > 0
      ? [`  ! A call reads a growing table whole: ${growth.wholeReads.join(', ')}`]
      : []),
    ...misses.map(
      (g) =>
        `  ! ${g.call} grew ${g.ratio.toFixed(2)}× from the smallest size to the largest ` +
        `(flat: ≤ ${growth.maxRatio}×); its statements use the indexes above, so the rest is ` +
        `the machine's noise or the answer's own size`,
    ),
  ];
}
