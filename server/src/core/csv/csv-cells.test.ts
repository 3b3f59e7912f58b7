import { describe, expect, it } from 'vitest';
import { defuseCsvCell } from './csv-cells.js';

describe('defuseCsvCell', () => {
  it('prefixes a cell that starts a formula, after any whitespace', () => {
    for (const cell of [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      ' =HYPERLINK("x")',
      '   +cmd',
      '\t=1',
      '\r=1',
      '\n-1',
      '\u00a0@x',
      '\u200b=1',
      '\ufeff=1',
    ]) {
      expect(defuseCsvCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves plain text alone', () => {
    for (const cell of ['', 'ops-anna', 'a=b', '2032-01-01T00:00:00.000Z', ' hello', '{"a":-1}']) {
      expect(defuseCsvCell(cell)).toBe(cell);
    }
  });
});
