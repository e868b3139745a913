// FullCalendar without a time-zone plugin knows only 'local' and 'UTC'. The calendar therefore runs in
// 'UTC' and is fed the facility's wall-clock times written as if they were UTC ('floating' times): a
// shift at 9:00 CDT is given as '...T09:00:00' and FullCalendar draws it at 9:00. Dates coming back
// from FullCalendar (the visible range, a selection, a drop) are such wall times too, and are turned
// into real instants with the facility's zone here. Daylight-saving changes are handled by the domain
// helpers: each wall time is resolved with the offset valid at that moment.
//
// toCalendarTime runs for every shift of the visible range (thousands in a busy month), so it does not go
// through dayjs: the zone's offset is read once per quarter hour of time (every zone changes its offset
// only on a quarter hour) and cached.
import { wallTimeIn } from '../../domain/zonedTime';

const QUARTER_HOUR = 15 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall clock in tz minus UTC at the instant, in ms (e.g. -5 h for CDT). */
function zoneOffset(ms: number, tz: string): number {
  let cache = offsets.get(tz);
  if (!cache) {
    cache = new Map();
    offsets.set(tz, cache);
  }
  const bucket = Math.floor(ms / QUARTER_HOUR);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    const at = bucket * QUARTER_HOUR;
    const p = Object.fromEntries(
      formatterFor(tz)
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    );
    offset =
      Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
      at;
    cache.set(bucket, offset);
  }
  return offset;
}

/** The wall time of the instant in tz, as an ISO string without offset, for FullCalendar in 'UTC'. */
export function toCalendarTime(ms: number, tz: string): string {
  return new Date(ms + zoneOffset(ms, tz)).toISOString().slice(0, 19);
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
