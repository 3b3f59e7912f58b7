/** Plain-text figures and tables for the bench's report. */

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
