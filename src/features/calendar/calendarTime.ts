// FullCalendar without a time-zone plugin knows only 'local' and 'UTC'. The calendar therefore runs in
// 'UTC' and is fed the facility's wall-clock times written as if they were UTC ('floating' times): a
// shift at 9:00 CDT is given as '...T09:00:00' and FullCalendar draws it at 9:00. Dates coming back
// from FullCalendar (the visible range, a selection, a drop) are such wall times too, and are turned
// into real instants with the facility's zone here. Daylight-saving changes are handled by the domain
// helpers: each wall time is resolved with the offset valid at that moment.
import { dayjs } from '../../domain/dayjs';
import { wallTimeIn } from '../../domain/zonedTime';

const FLOATING_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** The wall time of the instant in tz, as an ISO string without offset, for FullCalendar in 'UTC'. */
export function toCalendarTime(ms: number, tz: string): string {
  return dayjs(ms).tz(tz).format(FLOATING_FORMAT);
}

/** The instant at which clocks in tz show the wall time that FullCalendar (in 'UTC') reports as `date`. */
export function fromCalendarTime(date: Date, tz: string): number {
  const iso = date.toISOString();
  return wallTimeIn(iso.slice(0, 10), iso.slice(11, 16), tz);
}

/** The visible range [from, to) of the calendar as instants in tz. */
export function calendarRange(start: Date, end: Date, tz: string): { from: number; to: number } {
  return { from: fromCalendarTime(start, tz), to: fromCalendarTime(end, tz) };
}
