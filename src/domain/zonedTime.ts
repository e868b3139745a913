// Wall-clock arithmetic in an IANA time zone.
//
// dayjs's timezone plugin keeps a fixed offset on a converted object, so add()/hour() on it
// goes wrong across a daylight-saving change. Every rule therefore works on calendar dates
// ('YYYY-MM-DD', plain arithmetic in UTC) and turns a date plus a time of day into an instant
// only at the end, through dayjs.tz(), which looks up the offset valid at that wall time.
//
// Wall times that do not exist (the skipped hour of a spring-forward day, e.g. 02:30 on
// 2026-03-08 in America/Chicago) move forward by the gap (03:30 CDT). Wall times that occur twice
// (the repeated hour of a fall-back day, e.g. 01:30 on 2026-11-01) resolve to the second
// occurrence, in standard time.
import { dayjs } from './dayjs';

export const DATE_KEY_FORMAT = 'YYYY-MM-DD';
const TIME_OF_DAY_FORMAT = 'HH:mm';

const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateKey(text: string): boolean {
  return DATE_KEY_PATTERN.test(text) && dayjs.utc(text, DATE_KEY_FORMAT, true).isValid();
}

/** True for a 24-hour time of day written HH:mm. */
export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY_PATTERN.test(text);
}

/** The calendar date (YYYY-MM-DD) that the instant falls on in tz. */
export function calendarDateIn(ms: number, tz: string): string {
  return dayjs(ms).tz(tz).format(DATE_KEY_FORMAT);
}

/** The time of day (HH:mm) that the instant shows on a clock in tz. */
export function timeOfDayIn(ms: number, tz: string): string {
  return dayjs(ms).tz(tz).format(TIME_OF_DAY_FORMAT);
}

/** The instant at which clocks in tz show the given date and time of day. */
export function wallTimeIn(dateKey: string, timeOfDay: string, tz: string): number {
  if (!isDateKey(dateKey)) throw new RangeError(`Not a YYYY-MM-DD date: ${dateKey}`);
  if (!isTimeOfDay(timeOfDay)) throw new RangeError(`Not an HH:mm time of day: ${timeOfDay}`);
  return dayjs.tz(`${dateKey} ${timeOfDay}`, `${DATE_KEY_FORMAT} ${TIME_OF_DAY_FORMAT}`, tz).valueOf();
}

/** Midnight at the start of the given date in tz. */
export function startOfDayIn(dateKey: string, tz: string): number {
  return wallTimeIn(dateKey, '00:00', tz);
}

/** Calendar arithmetic on a YYYY-MM-DD date; no time zone is involved. */
export function addDays(dateKey: string, days: number): string {
  return dayjs.utc(dateKey, DATE_KEY_FORMAT, true).add(days, 'day').format(DATE_KEY_FORMAT);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(dateKey: string): number {
  return dayjs.utc(dateKey, DATE_KEY_FORMAT, true).day();
}

/** The time zone of the browser (or of the process running the tests). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
