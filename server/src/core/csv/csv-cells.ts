/**
 * Whether a spreadsheet could read a cell as a formula: it starts with `=`, `+`, `-` or `@`,
 * after any whitespace (a spreadsheet trims it before judging), or with a tab or carriage return.
 */
const FORMULA_START = /^[\s\u200b\ufeff]*[=+\-@]|^[\t\r]/u;

/**
 * A cell of text someone else wrote, made safe to open in a spreadsheet: a cell that could be
 * read as a formula gets a leading apostrophe, which spreadsheets show as text. csv-stringify's
 * own escape_formulas looks at the first character only, so " =HYPERLINK(...)" passed it.
 */
export function defuseCsvCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function defuseCsvRow(row: readonly string[]): string[] {
  return row.map(defuseCsvCell);
}
