// Post several and Copy a week (CONTRACT 'Posting several shifts'): which shifts a pattern or a copied week
// makes, and what is refused before anything is written. Every time is a wall-clock time in the facility's zone,
// so a 07:00 to 15:00 shift stays 07:00 to 15:00 on both sides of a daylight-saving change; each shift is then
// judged by the single add's own rules (isStartTooEarly, isEndValid).
import { isEndValid, isStartTooEarly, shiftOnDate } from './shiftTimes';
import { addDays, calendarDateIn, dayOfWeek, isDateKey, isTimeOfDay, timeOfDayIn, wallTimeIn } from './zonedTime';
import { END_OUT_OF_RANGE, START_TOO_EARLY } from './validationMessages';
import { MAX_POST_SHIFTS } from './postingLimits';
import type { AdditionalRequirement, NurseType } from './types';
import type { FavoritesFirstHours } from './favoritesFirst';

const MAX_POST_WEEKS = 12;
const MAX_POST_DAYS = MAX_POST_WEEKS * 7;
export const MAX_COPY_WEEKS = 4;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const FROM_REQUIRED = 'From is required (MM-DD-YYYY)';
export const TO_REQUIRED = 'To is required (MM-DD-YYYY)';
export const TO_BEFORE_FROM = 'To must be on or after From';
export const RANGE_TOO_LONG = `Choose at most ${MAX_POST_WEEKS} weeks (${MAX_POST_DAYS} days) from From to To`;
export const WEEKDAY_REQUIRED = 'Choose at least one weekday';
export const TIMES_REQUIRED = 'Choose a Shift Template or a Start time and an End time';
export const NO_SHIFTS_IN_PATTERN = 'None of the chosen weekdays falls between From and To';
export const WEEK_REQUIRED = 'Choose a Sunday (MM-DD-YYYY)';
export const WEEK_NOT_SUNDAY = 'Weeks start on Sunday: choose a Sunday';
export const SAME_WEEK = 'Choose another week to copy to';
export const NOTHING_TO_COPY = 'That week has no active shifts to copy';
export const TOO_MANY_SHIFTS = (count: number) =>
  `At most ${MAX_POST_SHIFTS} shifts can be posted at once; this would post ${count}. ` +
  'Choose fewer days, weeks or workers.';

/** One shift as a post writes it (the single add, Post several, Copy a week, or another feature's list). */
export interface ShiftDraft {
  facilityIdentifier: string;
  description: string;
  start: number;
  end: number;
  nurseType: NurseType;
  additionalRequirements: AdditionalRequirement[];
  additionalnotes: string;
  tz: string;
  /** favorites first: the window's hours, counted from when the shift is posted (never past its start), or null */
  favoritesFirstHours: FavoritesFirstHours | null;
}

/** One shift to write (one worker): its key stays the same while the pattern does, so a removed row stays removed. */
export interface PlannedShift {
  key: string;
  start: number;
  end: number;
}

export interface PostPattern {
  /** YYYY-MM-DD, or null while the input is not a date */
  from: string | null;
  to: string | null;
  /** 0 (Sunday) to 6 (Saturday) */
  weekdays: readonly number[];
  /** HH:mm, from a template or typed */
  startTime: string;
  endTime: string;
  /** shifts per day (one per worker) */
  workers: number;
}

type PatternField = 'from' | 'to' | 'weekdays' | 'times' | 'form';
export type PatternErrors = Partial<Record<PatternField, string>>;

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * What stops the pattern from making shifts, before any shift is made: missing dates, a range over 12 weeks, no
 * weekday, no times, more than 500 shifts. An empty result means expandPattern may run.
 */
export function patternErrors(pattern: PostPattern): PatternErrors {
  const errors: PatternErrors = {};
  if (!pattern.from || !isDateKey(pattern.from)) errors.from = FROM_REQUIRED;
  if (!pattern.to || !isDateKey(pattern.to)) errors.to = TO_REQUIRED;
  if (!errors.from && !errors.to) {
    const days = daysBetween(pattern.from!, pattern.to!);
    if (days < 1) errors.to = TO_BEFORE_FROM;
    else if (days > MAX_POST_DAYS) errors.to = RANGE_TOO_LONG;
  }
  if (pattern.weekdays.length === 0) errors.weekdays = WEEKDAY_REQUIRED;
  if (!isTimeOfDay(pattern.startTime) || !isTimeOfDay(pattern.endTime)) errors.times = TIMES_REQUIRED;
  if (Object.keys(errors).length > 0) return errors;
  const workers = Number.isInteger(pattern.workers) && pattern.workers > 0 ? pattern.workers : 1;
  const count = matchingDays(pattern).length * workers;
  if (count === 0) errors.weekdays = NO_SHIFTS_IN_PATTERN;
  else if (count > MAX_POST_SHIFTS) errors.form = TOO_MANY_SHIFTS(count);
  return errors;
}

function matchingDays(pattern: PostPattern): string[] {
  const days: string[] = [];
  const total = daysBetween(pattern.from!, pattern.to!);
  for (let i = 0; i < total && i <= MAX_POST_DAYS; i++) {
    const day = addDays(pattern.from!, i);
    if (pattern.weekdays.includes(dayOfWeek(day))) days.push(day);
  }
  return days;
}

/**
 * Every shift of the pattern, by start: each chosen weekday from `from` to `to` (inclusive), startTime to endTime
 * on that date in tz (ending the next day when endTime is earlier), once per worker. Empty when patternErrors
 * refuses the pattern.
 */
export function expandPattern(pattern: PostPattern, tz: string): PlannedShift[] {
  if (Object.keys(patternErrors(pattern)).length > 0) return [];
  const planned: PlannedShift[] = [];
  for (const day of matchingDays(pattern)) {
    const { start, end } = shiftOnDate(day, pattern, tz);
    for (let worker = 0; worker < pattern.workers; worker++) {
      planned.push({ key: `${day}:${pattern.startTime}-${pattern.endTime}:${worker}`, start, end });
    }
  }
  return planned;
}

/** The single add's rules on one planned shift: its start not over a day ago, its end 0 to 12 hours after. */
export function plannedShiftProblem(shift: Pick<PlannedShift, 'start' | 'end'>, now: number): string | null {
  if (isStartTooEarly(shift.start, now)) return START_TOO_EARLY;
  if (!isEndValid(shift.start, shift.end)) return END_OUT_OF_RANGE;
  return null;
}

// ---- Copy a week ----------------------------------------------------------------------------------

export function isSunday(dateKey: string | null): dateKey is string {
  return dateKey != null && isDateKey(dateKey) && dayOfWeek(dateKey) === 0;
}

/** The Sunday on or before the date (weeks run Sunday to Saturday, as the timesheet's). */
export function sundayOf(dateKey: string): string {
  return addDays(dateKey, -dayOfWeek(dateKey));
}

export interface CopyWeekChoice {
  /** the Sunday of the week copied, YYYY-MM-DD */
  from: string | null;
  /** the Sunday of the first week copied to */
  to: string | null;
  /** 1 to 4: the week `to` and the weeks after it */
  weeks: number;
}

export type CopyField = 'from' | 'to' | 'form';

/** What stops a copy before the week is read: each week a Sunday, another week than the one copied. */
export function copyWeekErrors(choice: CopyWeekChoice): Partial<Record<CopyField, string>> {
  const errors: Partial<Record<CopyField, string>> = {};
  if (!choice.from || !isDateKey(choice.from)) errors.from = WEEK_REQUIRED;
  else if (!isSunday(choice.from)) errors.from = WEEK_NOT_SUNDAY;
  if (!choice.to || !isDateKey(choice.to)) errors.to = WEEK_REQUIRED;
  else if (!isSunday(choice.to)) errors.to = WEEK_NOT_SUNDAY;
  else if (!errors.from && targetWeeks(choice).includes(choice.from!)) errors.to = SAME_WEEK;
  return errors;
}

/** The Sundays of the weeks copied to: `to` and the weeks after it, 1 to 4 in all. */
function targetWeeks(choice: CopyWeekChoice): string[] {
  const weeks = Math.min(MAX_COPY_WEEKS, Math.max(1, Math.trunc(choice.weeks) || 1));
  return Array.from({ length: weeks }, (_, week) => addDays(choice.to!, 7 * week));
}

/** A shift of the copied week: its id and times (its other fields are copied by the caller). */
export interface CopiedSource {
  id: string;
  start: number;
  end: number;
}

/**
 * Each source shift once per target week, at the same wall-clock times on the same weekday, in tz: the start's and
 * the end's date move by whole weeks and keep their clock times (a night 23:00 to 07:00 stays one, across a
 * daylight-saving change too). Sorted by start; keys `${sourceId}:${targetSunday}`.
 */
export function copyWeek(
  sources: readonly CopiedSource[],
  choice: CopyWeekChoice,
  tz: string,
): (PlannedShift & { sourceId: string })[] {
  if (Object.keys(copyWeekErrors(choice)).length > 0) return [];
  const planned: (PlannedShift & { sourceId: string })[] = [];
  for (const target of targetWeeks(choice)) {
    const offset = daysBetween(choice.from!, target) - 1;
    for (const source of sources) {
      const moved = (ms: number) => wallTimeIn(addDays(calendarDateIn(ms, tz), offset), timeOfDayIn(ms, tz), tz);
      planned.push({
        key: `${source.id}:${target}`,
        sourceId: source.id,
        start: moved(source.start),
        end: moved(source.end),
      });
    }
  }
  return planned.sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
}

/** How many shifts a copy would post, and the refusal when over the limit. */
export function copyCountError(count: number): string | null {
  if (count === 0) return NOTHING_TO_COPY;
  return count > MAX_POST_SHIFTS ? TOO_MANY_SHIFTS(count) : null;
}
