// Spec 5 'Add shift' / 'Edit shift' and spec 9: when a shift may start and end.
import type { ShiftTemplate } from './types';
import { addDays, calendarDateIn, timeOfDayIn, wallTimeIn } from './zonedTime';

export const MAX_SHIFT_HOURS = 12;
export const DEFAULT_SHIFT_HOURS = 8;
const DEFAULT_START_DAYS_AHEAD = 2;
export const DEFAULT_START_TIME = '09:00';
/** 'A manually entered start cannot be earlier than one day before now.' */
const START_LOOKBACK_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
const MAX_SHIFT_MS = MAX_SHIFT_HOURS * HOUR_MS;
const DEFAULT_SHIFT_MS = DEFAULT_SHIFT_HOURS * HOUR_MS;

/** 'Default start is two days ahead at 09:00': today's date in tz plus two calendar days, 09:00 on the clock there. */
export function defaultShiftStart(now: number, tz: string): number {
  return wallTimeIn(addDays(calendarDateIn(now, tz), DEFAULT_START_DAYS_AHEAD), DEFAULT_START_TIME, tz);
}

/** 'with an 8-hour length': eight elapsed hours, whatever the clocks do in between. */
export function defaultShiftEnd(start: number): number {
  return start + DEFAULT_SHIFT_MS;
}

export function isStartTooEarly(start: number, now: number): boolean {
  return start < now - START_LOOKBACK_HOURS * HOUR_MS;
}

/** 'The end may be 0 to 12 hours after the start' (elapsed time, both ends included). */
export function isEndValid(start: number, end: number): boolean {
  return end >= start && end - start <= MAX_SHIFT_MS;
}

/**
 * 'The end may be 0 to 12 hours after the start; the end's hour and minute are kept from the chosen end.'
 *
 * Only the clock time (HH:mm in tz) of chosenEnd matters; its date is ignored. That clock time is placed
 * on the start's date in tz, or on the next date when it would be earlier than the start, which is the
 * first moment at or after the start showing that time. If that moment is more than 12 hours after the
 * start, no end with that clock time is allowed, and the end is capped at start + 12 hours.
 */
export function clampEnd(start: number, chosenEnd: number, tz: string): number {
  const clock = timeOfDayIn(chosenEnd, tz);
  const startDate = calendarDateIn(start, tz);
  let end = wallTimeIn(startDate, clock, tz);
  if (end < start) end = wallTimeIn(addDays(startDate, 1), clock, tz);
  return end - start > MAX_SHIFT_MS ? start + MAX_SHIFT_MS : end;
}

/**
 * 'With a template, the end is set from the template's end time, moving to the next day if earlier than the start.'
 * startDateMs is any instant on the chosen date (the date is read in tz); both times are clock times in tz,
 * so a 23:00 to 07:00 template lasts 7 hours on the night clocks go forward and 9 on the night they go back.
 */
export function endFromTemplate(
  startDateMs: number,
  template: Pick<ShiftTemplate, 'startTime' | 'endTime'>,
  tz: string,
): { start: number; end: number } {
  return shiftOnDate(calendarDateIn(startDateMs, tz), template, tz);
}

/**
 * The shift that starts at startTime on the date (YYYY-MM-DD) in tz and ends at endTime, on the next date when
 * endTime is earlier: the one rule for a template's times and for every day of a posted pattern.
 */
export function shiftOnDate(
  dateKey: string,
  times: Pick<ShiftTemplate, 'startTime' | 'endTime'>,
  tz: string,
): { start: number; end: number } {
  const start = wallTimeIn(dateKey, times.startTime, tz);
  let end = wallTimeIn(dateKey, times.endTime, tz);
  if (end < start) end = wallTimeIn(addDays(dateKey, 1), times.endTime, tz);
  return { start, end };
}
