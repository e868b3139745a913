// Spec 2 '/timesheet?date=YYYY-MM-DD' and spec 9 'Weekly timesheet window'.
import type { ShiftStatus } from './types';
import { addDays, calendarDateIn, dayOfWeek, isDateKey, startOfDayIn } from './zonedTime';

const TIMESHEET_TZ = 'America/Chicago';
const TIMESHEET_WINDOW_DAYS = 7;
/** 'a shift counts 30 minutes after its end' */
const TIMESHEET_DELAY_MINUTES = 30;

function sundayOf(dateKey: string): string {
  return addDays(dateKey, -dayOfWeek(dateKey));
}

/**
 * 'The date is forced to the Sunday of the week; a missing or non-Sunday date is replaced by the Sunday of
 * the current or given week in America/Chicago time.' A well-formed YYYY-MM-DD is a calendar date and keeps
 * its week; anything else (missing, malformed, impossible) falls back to the week of now in Chicago.
 */
export function timesheetSunday(dateParam: string | null | undefined, now: number): string {
  const given = dateParam?.trim() ?? '';
  return sundayOf(isDateKey(given) ? given : calendarDateIn(now, TIMESHEET_TZ));
}

/** 'The timesheet date picker allows only Sundays.' */
export function isSunday(yyyyMmDd: string): boolean {
  return isDateKey(yyyyMmDd) && dayOfWeek(yyyyMmDd) === 0;
}

/**
 * The week beginning on that Sunday: from its midnight in Chicago (inclusive) to the next Sunday's midnight
 * (exclusive). 167 hours long in the spring-forward week and 169 in the fall-back week.
 */
export function weekRange(sunday: string): { from: number; to: number } {
  if (!isDateKey(sunday)) throw new RangeError(`Not a YYYY-MM-DD date: ${sunday}`);
  return {
    from: startOfDayIn(sunday, TIMESHEET_TZ),
    to: startOfDayIn(addDays(sunday, TIMESHEET_WINDOW_DAYS), TIMESHEET_TZ),
  };
}

/** 'Read shifts ... with start within 7 days from a date' */
export function startsInWeek(shift: { start: number }, range: { from: number; to: number }): boolean {
  return shift.start >= range.from && shift.start < range.to;
}

/** The latest end an entry may have at `now`: 'ended at least 30 minutes ago' (the week's query asks for it). */
export function timesheetCutoff(now: number): number {
  return now - TIMESHEET_DELAY_MINUTES * 60_000;
}

/** 'keep those not cancelled, with a worker, and ended at least 30 minutes ago' */
export function isTimesheetEntry(
  shift: { isFree: boolean; nurseId: string | null; status: ShiftStatus | string; end: number },
  now: number,
): boolean {
  return !shift.isFree && Boolean(shift.nurseId) && shift.status !== 'cancelled' && shift.end <= timesheetCutoff(now);
}
