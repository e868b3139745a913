// Wall-clock arithmetic in an IANA time zone.
//
// A dayjs object converted to a zone keeps a fixed offset, so add()/hour() on it would go wrong
// across a daylight-saving change. Every rule therefore works on calendar dates ('YYYY-MM-DD',
// plain arithmetic in UTC) and turns a date plus a time of day into an instant only at the end,
// with the offset Intl gives for that wall time (offsetMinutesAt).
//
// Wall times that do not exist (the skipped hour of a spring-forward day, e.g. 02:30 on
// 2026-03-08 in America/Chicago) move forward by the gap (03:30 CDT). Wall times that occur twice
// (the repeated hour of a fall-back day, e.g. 01:30 on 2026-11-01) resolve to the second
// occurrence, in standard time.
import { type Dayjs, dayjs, utcDate } from './dayjs';

export const DATE_KEY_FORMAT = 'YYYY-MM-DD' as const;
const TIME_OF_DAY_FORMAT = 'HH:mm';

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateKey(text: string): boolean {
  return utcDate(text, DATE_KEY_FORMAT).isValid();
}

/** True for a 24-hour time of day written HH:mm. */
export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY_PATTERN.test(text);
}

/**
 * What clocks in tz show at the instant, as a dayjs object in UTC with those fields: for format() with any token but
 * the zone's (Z), and for nothing else (it is not that instant). Invalid for an invalid instant. dayjs's timezone
 * plugin did this through toLocaleString and a parse of its text, a new Intl formatter each time: half of the seed's
 * time and the busiest function of a table's first draw.
 */
export function wallClockIn(ms: number, tz: string): Dayjs {
  if (!Number.isFinite(ms)) return dayjs.utc(NaN);
  return dayjs.utc(ms + offsetMinutesAt(ms, tz) * MINUTE_MS);
}

/** The calendar date (YYYY-MM-DD) that the instant falls on in tz. */
export function calendarDateIn(ms: number, tz: string): string {
  return wallClockIn(ms, tz).format(DATE_KEY_FORMAT);
}

/** The time of day (HH:mm) that the instant shows on a clock in tz. */
export function timeOfDayIn(ms: number, tz: string): string {
  return wallClockIn(ms, tz).format(TIME_OF_DAY_FORMAT);
}

/** The instant at which clocks in tz show the given date and time of day. */
export function wallTimeIn(dateKey: string, timeOfDay: string, tz: string): number {
  // the later of a repeated hour's two (the occurrences are never none)
  return Math.max(...wallTimeOccurrences(dateKey, timeOfDay, tz));
}

/**
 * The instant at which clocks in tz show the date and time of day that is nearest `near`: in the repeated hour of a
 * fall-back night two do, and a time left as it was filled must keep its instant. Without `near`, as wallTimeIn.
 */
export function wallTimeNear(dateKey: string, timeOfDay: string, tz: string, near?: number): number {
  const occurrences = wallTimeOccurrences(dateKey, timeOfDay, tz);
  if (near === undefined) return Math.max(...occurrences);
  return occurrences.reduce((best, t) => (Math.abs(t - near) < Math.abs(best - near) ? t : best));
}

/**
 * Every instant at which clocks in tz show the date and time of day, earliest first: two in the repeated hour of a
 * fall-back night (daylight time, then standard time), else one (for the skipped hour of a spring-forward night, the
 * instant wallTimeIn gives).
 */
export function wallTimeOccurrences(dateKey: string, timeOfDay: string, tz: string): number[] {
  if (!isDateKey(dateKey)) throw new RangeError(`Not a YYYY-MM-DD date: ${dateKey}`);
  if (!isTimeOfDay(timeOfDay)) throw new RangeError(`Not an HH:mm time of day: ${timeOfDay}`);
  // checked just above: three numbers, and two
  const [y, mo, d] = dateKey.split('-').map(Number) as [number, number, number];
  const [h, mi] = timeOfDay.split(':').map(Number) as [number, number];
  // The wall time read as if it were UTC, less one of the two offsets in force around it (a day either side
  // covers any change). dayjs.tz's parser is not used: which occurrence of a repeated hour it picked depended
  // on the date the code ran on.
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const before = asUtc - offsetMinutesAt(asUtc - DAY_MS, tz) * MINUTE_MS;
  const after = asUtc - offsetMinutesAt(asUtc + DAY_MS, tz) * MINUTE_MS;
  const fits = (ms: number) => ms + offsetMinutesAt(ms, tz) * MINUTE_MS === asUtc;
  // both fit: the repeated hour; neither fits: the skipped hour, which the offset before the change moves forward by
  // the gap
  const fitting = [...new Set([before, after].filter(fits))].sort((a, b) => a - b);
  return fitting.length ? fitting : [before];
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes that clocks in tz are ahead of UTC at the instant (negative west of Greenwich). */
function offsetMinutesAt(ms: number, tz: string): number {
  let format = offsetFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(tz, format);
  }
  const parts = format.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((x) => x.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - (ms - (ms % MINUTE_MS))) / MINUTE_MS);
}

/** Midnight at the start of the given date in tz. */
export function startOfDayIn(dateKey: string, tz: string): number {
  return wallTimeIn(dateKey, '00:00', tz);
}

/** Calendar arithmetic on a YYYY-MM-DD date; no time zone is involved. */
export function addDays(dateKey: string, days: number): string {
  return utcDate(dateKey, DATE_KEY_FORMAT).add(days, 'day').format(DATE_KEY_FORMAT);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(dateKey: string): number {
  return utcDate(dateKey, DATE_KEY_FORMAT).day();
}

/** The time zone of the browser (or of the process running the tests). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
