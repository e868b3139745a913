// The CSV every export of the portal saves (CONTRACT 'Exports'): a UTF-8 byte order mark first, so Excel reads the
// accented names as UTF-8; text that a spreadsheet would run as a formula (OWASP's CSV injection) begins with ' so
// it stays text; a missing value is an empty cell. papaparse writes it (RFC 4180 quoting, CRLF between rows).
import Papa from 'papaparse';

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

const BYTE_ORDER_MARK = '\uFEFF';
/**
 * Text that makes a spreadsheet read a cell as a formula (or, a tab or CR first, hide one after them), unless it is a
 * plain number written as text ('-3.50'), which a spreadsheet reads as that number, never as a formula.
 */
const FORMULA_START = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** A cell as papaparse must see it: nothing missing (nor a number that is not one) shown as anything but empty. */
function present(value: CsvCell): string | number | null {
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return null;
  return value;
}

/** A cell's text as a spreadsheet must see it (before quoting): formulas defused, nothing missing shown as empty. */
export function csvCellText(value: CsvCell): string {
  const cell = present(value);
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Rows (the header first) as the file's text: the byte order mark, then one line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) => row.map(present));
  return BYTE_ORDER_MARK + Papa.unparse(cells, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
