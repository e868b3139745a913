// The one place dayjs is extended, so every domain module gets the same plugin (utc) whatever the import order. Not
// timezone: zonedTime.ts reads a zone's clock through Intl itself, several times faster. Not customParseFormat: the
// only formats the portal reads are calendar dates, read by utcDate below, and the plugin was 2 KiB gzip on the first
// load of every signed-in screen.
import dayjsBase, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjsBase.extend(utc);

export const dayjs = dayjsBase;
export type { Dayjs };

const SHAPES = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  'MM-DD-YYYY': { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, year: 3, month: 1, day: 2 },
} as const;

/**
 * A calendar date written exactly as `format`, at midnight UTC; invalid (`isValid()` false) for any other text or for
 * a date that does not exist (02-30, 02-29 of a common year), as customParseFormat's strict mode read it.
 */
export function utcDate(text: string, format: keyof typeof SHAPES): Dayjs {
  const shape = SHAPES[format];
  const parts = shape.pattern.exec(text);
  if (!parts) return dayjs.utc(NaN);
  const [year, month, day] = [Number(parts[shape.year]), Number(parts[shape.month]), Number(parts[shape.day])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999
  date.setUTCFullYear(year, month - 1, day);
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? dayjs.utc(date.getTime()) : dayjs.utc(NaN);
}
