/** The report's number formats and its one table layout, shared by every section. */
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (n: number) => n.toFixed(3);
export const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
/** A figure that misses its target is marked with a `!`. */
export const mark = (text: string, met: boolean) => (met ? `${text}  ` : `${text} !`);

/** Left-aligns the first column and right-aligns the rest, two spaces apart. */
export function table(rows: string[][]): string {
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

/** The value at percentile `p` (0-100) of ascending values; NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
