// Every read of the calendar: a month, a week or a day through its calendar weeks (src/data/calendarWeeks.ts), a year
// through src/data/calendarRange.ts (its query is src/data/shifts.ts calendarRangeQuery; a drag is that module's
// editShift), as the calendar's shifts. The calendar's thunks load this module on demand.
import type { Firestore } from '../../data/db';
import * as range from '../../data/calendarRange';
import { CALENDAR_SHIFT_FIELDS, calendarShiftOf, type CalendarShift } from '../../domain/calendarWeeks';

export { countCalendarRange } from '../../data/calendarRange';
export type RangeRead = range.RangeRead<CalendarShift>;

/**
 * A range with at most this many shifts is listened to (changes show at once). A busier range is read once
 * (the REST API, calendar fields only) and read again on return to the tab, after the scheduler's own changes and on
 * Refresh:
 * a listener on thousands of shifts costs seconds of sorting and caching in the SDK at every navigation.
 */
export const LIVE_RANGE_LIMIT = 300;

/** The shifts of the range, read once, calendar fields only (src/data/calendarRange.ts readCalendarRange). */
export const readCalendarRange = (facilityId: string, from: number, to: number) =>
  range.readCalendarRange(facilityId, from, to, CALENDAR_SHIFT_FIELDS, calendarShiftOf);

/** Listens to the shifts of the range; every change reports the whole list again, and whether it reached the limit. */
export const watchCalendarRange = (
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: CalendarShift[], truncated: boolean) => void,
  onError: (err: Error) => void,
) => range.watchCalendarRange(db, facilityId, from, to, calendarShiftOf, onChange, onError);

export { readWorkerNames } from '../../data/users';
export { watchCalendarWeeks } from '../../data/calendarWeeks';
