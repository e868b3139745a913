// The CSV every export of the portal saves (CONTRACT 'Exports'): a UTF-8 byte order mark first, so Excel reads the
// accented names as UTF-8; text that a spreadsheet would run as a formula (OWASP's CSV injection) begins with ' so
// it stays text; a missing value is an empty cell. RFC 4180 quoting, CRLF between rows.

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

const BYTE_ORDER_MARK = '\uFEFF';
/** The first characters that make a spreadsheet read a cell as a formula (or, a tab or CR, hide one after them). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ('-3.5', '9.00'): a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's text as a spreadsheet must see it: formulas defused, nothing missing shown as empty. */
export function csvCellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the header first) as the file's text: the byte order mark, then one line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map((cell) => quoted(csvCellText(cell))).join(',')).join('\r\n');
}
