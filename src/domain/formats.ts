// Spec 9 'Displayed time formats' and 'Money', and the per-screen formats of spec 2.
import { dayjs, utcDate } from './dayjs';
import { DATE_KEY_FORMAT, localTimeZone, startOfDayIn, wallClockIn } from './zonedTime';

const SHIFT_TABLE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';
const ZONED_TIME_FORMAT = 'M/D/YYYY h:mm A';
const BLOCKED_AT_FORMAT = 'MM/DD/YYYY h:mm A';
const TIMESHEET_TIME_FORMAT = 'M/D/YYYY h:mm A';
const CHIP_TIME_FORMAT = 'h:mm A';
const UNIX_DATE_FORMAT = 'MM/DD/YYYY';
const SPREADSHEET_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** 'Dates use MM-DD-YYYY.' */
export const DATE_INPUT_FORMAT = 'MM-DD-YYYY' as const;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'Money held in cents, shown divided by 100 with a $ sign, two decimals and thousands separators' */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

const formatted = new Map<string, string>();
const FORMATTED_KEPT = 2000;

/**
 * An instant in a zone, in a format, kept: a table draws the same cells again on every change of its state (Load More,
 * a live update), and the conversion to a zone (then dayjs's, through toLocaleString) was the busiest function of the
 * dashboard's first load. The answer depends on nothing else, so it is computed once (the memo starts over past 2,000).
 */
function formatIn(ms: number, tz: string, format: string): string {
  const key = `${ms} ${tz} ${format}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_KEPT) formatted.clear();
    text = wallClockIn(ms, tz).format(format);
    formatted.set(key, text);
  }
  return text;
}

/** Invoice created and due_date are unix seconds; shown as MM/DD/YYYY, in tz when given, else the browser's zone. */
export function formatUnixDate(seconds: number, tz: string | null = null): string {
  return tz ? formatIn(seconds * 1000, tz, UNIX_DATE_FORMAT) : dayjs(seconds * 1000).format(UNIX_DATE_FORMAT);
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The short en-US zone name at that instant: CST or CDT for America/Chicago, GMT+1 where en-US has no abbreviation. */
export function zoneAbbreviation(ms: number, tz: string): string {
  let formatter = zoneNameFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'short' });
    zoneNameFormatters.set(tz, formatter);
  }
  return formatter.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? tz;
}

/** 'M/D/Y h:mm A with the zone abbreviation', e.g. '3/8/2026 3:30 AM CDT'. */
export function formatWithZone(ms: number, tz: string): string {
  return `${formatIn(ms, tz, ZONED_TIME_FORMAT)} ${zoneAbbreviation(ms, tz)}`;
}

/**
 * Shift table times: 'MM/DD/YYYY h:mm A in the facility time zone for facility users, otherwise in local format'.
 * Without a facility zone (company users) the time is shown in the browser's zone, with that zone's
 * abbreviation so a company spanning several zones is never ambiguous.
 */
export function formatShiftTime(ms: number, tz: string | null): string {
  return tz ? formatIn(ms, tz, SHIFT_TABLE_TIME_FORMAT) : formatWithZone(ms, localTimeZone());
}

/** 'The blocked-at time shows as MM/DD/YYYY h:mm A.' */
export function formatBlockedAt(ms: number, tz: string): string {
  return formatIn(ms, tz, BLOCKED_AT_FORMAT);
}

/** Timesheet 'Clock In, Clock Out (M/D/YYYY h:mm A)'. */
export function formatTimesheetTime(ms: number, tz: string): string {
  return formatIn(ms, tz, TIMESHEET_TIME_FORMAT);
}

/**
 * A time in a CSV the portal saves: YYYY-MM-DD HH:mm on the clocks of tz, which Excel reads as a date and time (it
 * reads '1/5/2026 2:05 PM CST' as text, and M/D against D/M by the machine's locale).
 */
export function formatSpreadsheetTime(ms: number, tz: string): string {
  return formatIn(ms, tz, SPREADSHEET_TIME_FORMAT);
}

/** Calendar 'event chip time format h:mm A'. */
export function formatChipTime(ms: number, tz: string): string {
  return formatIn(ms, tz, CHIP_TIME_FORMAT);
}

/** Midnight in tz of a date typed MM-DD-YYYY; null unless the text is exactly that shape and a real date. */
export function parseDateInput(text: string, tz: string): number | null {
  const trimmed = text.trim();
  const date = utcDate(trimmed, DATE_INPUT_FORMAT);
  return date.isValid() ? startOfDayIn(date.format(DATE_KEY_FORMAT), tz) : null;
}

export function formatDateInput(ms: number, tz: string): string {
  return formatIn(ms, tz, DATE_INPUT_FORMAT);
}

/**
 * The line under a shift form's times, so the scheduler sees what will be stored: 'From 06/10/2026 10:00 PM
 * to 06/11/2026 6:00 AM (ends the next day, America/Chicago)'.
 */
export function shiftTimesSummary(start: number, end: number, tz: string): string {
  const nextDay = formatDateInput(end, tz) !== formatDateInput(start, tz);
  const when = `From ${formatShiftTime(start, tz)} to ${formatShiftTime(end, tz)}`;
  return `${when} (${nextDay ? 'ends the next day, ' : ''}${tz})`;
}
