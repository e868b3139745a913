// The one way the portal saves a file: every export goes through here.
import { toCsv, type CsvCell } from '../domain/csv';

/**
 * How long the object URL outlives the click. A browser may start reading the URL only after the click's task has
 * ended (Firefox and Safari did; revoking it at once saved nothing or an error page), so it is revoked later, as
 * FileSaver.js does.
 */
const REVOKE_AFTER_MS = 40_000;

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  // Firefox follows a click only on a link in the document
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves rows (the header first) as a CSV file named `name` (see domain/csv for what the file holds). */
export function saveCsv(name: string, rows: readonly (readonly CsvCell[])[]): void {
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), name);
}

/** Saves an XML document (the PBJ file) as `name`. */
export function saveXml(name: string, xml: string): void {
  saveBlob(new Blob([xml], { type: 'application/xml' }), name);
}
