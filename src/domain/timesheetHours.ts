// The hours of the weekly timesheet ('Hours'): each entry's hours from its adjusted times if any, else its
// clock times; the week's and each worker's totals; the Adjust hours and Reject rules. Instants are epoch ms, so a
// span is exact across midnight and across a daylight-saving change (no wall-clock arithmetic here).
import { calendarDateIn, isDateKey, isTimeOfDay, timeOfDayIn, wallTimeNear, wallTimeOccurrences } from './zonedTime';
import { spanHours } from './hoursSpan';
import { idsToApprove } from './timesheetApproval';
import type { TimesheetAction } from './types';

const HOUR_MS = 3_600_000;
/** The longest span an adjustment may record. */
const MAX_ADJUSTED_HOURS = 16;
/** How far an adjusted time may be from the scheduled shift (before its start, after its end). */
const MAX_HOURS_FROM_SHIFT = 12;
export const MAX_NOTE_LENGTH = 500;
export const MAX_REJECT_DETAILS_LENGTH = 1000;

export const CLOCK_IN_REQUIRED = 'Clock In is required';
export const CLOCK_OUT_REQUIRED = 'Clock Out is required';
export const CLOCK_OUT_BEFORE_IN = 'Clock Out must be after Clock In';
export const SPAN_TOO_LONG = `The hours cannot be more than ${MAX_ADJUSTED_HOURS}`;
export const TOO_FAR_FROM_SHIFT = `Must be within ${MAX_HOURS_FROM_SHIFT} hours of the scheduled shift`;
export const NOTE_REQUIRED = 'Note is required: say why the times are adjusted';
export const NOTE_TOO_LONG = `Note can be at most ${MAX_NOTE_LENGTH} characters`;
export const REJECT_REASON_REQUIRED = 'Choose a reason';
export const REJECT_DETAILS_REQUIRED = 'Details are required for Other';
export const REJECT_DETAILS_TOO_LONG = `Details can be at most ${MAX_REJECT_DETAILS_LENGTH} characters`;

/** An adjustment stored beside the original clock times (which it never changes). */
export interface HoursAdjustment {
  clockIn: number;
  clockOut: number;
  note: string;
  by: string;
  /** null until the server's time comes back */
  at: number | null;
}

export const REJECT_REASON_TYPES = ['noShow', 'wrongTimes', 'leftEarly', 'other'] as const;
export type RejectReasonType = (typeof REJECT_REASON_TYPES)[number];
export const REJECT_REASON_LABELS: Record<RejectReasonType, string> = {
  noShow: 'No-show',
  wrongTimes: 'Wrong times',
  leftEarly: 'Left early',
  other: 'Other',
};
export interface RejectReason {
  type: RejectReasonType;
  details?: string;
}

interface HoursSource {
  clockIn: number | null;
  clockOut: number | null;
  adjustment: Pick<HoursAdjustment, 'clockIn' | 'clockOut'> | null;
}

/** The times that count: the adjusted ones if any, else the clock times. */
export function countedTimes(entry: HoursSource): { clockIn: number | null; clockOut: number | null } {
  return entry.adjustment
    ? { clockIn: entry.adjustment.clockIn, clockOut: entry.adjustment.clockOut }
    : { clockIn: entry.clockIn, clockOut: entry.clockOut };
}

/** The entry's Hours (two places), or null without both times. */
export function entryHours(entry: HoursSource): number | null {
  const { clockIn, clockOut } = countedTimes(entry);
  return clockIn === null || clockOut === null ? null : spanHours(clockIn, clockOut);
}

/** Hours as the table and the CSV show them: two places. */
export function formatHours(hours: number | null): string {
  return hours === null ? '' : hours.toFixed(2);
}

/** Adds hours that have two places each, without a float's tail (7.93 + 0.1 is 8.03, not 8.030000000000001). */
function sumHours(hours: number[]): number {
  return hours.reduce((t, h) => t + Math.round(h * 100), 0) / 100;
}

/**
 * 'Total hours for the week and per worker': the sum of the rows' Hours as shown (so the total adds up on the
 * screen), rejected rows left out (they are not paid).
 */
export function totalHours(entries: readonly (HoursSource & { timesheetAction: string | null })[]): number {
  return sumHours(entries.filter((e) => e.timesheetAction !== 'rejected').map((e) => entryHours(e) ?? 0));
}

/**
 * What Approve All approves (every entry not approved yet, idsToApprove: the rejected ones too) and the hours it
 * records for them, each entry's Hours as its approvedHours, added as the totals add them. `rejected` says how many
 * of them were rejected, so the question before it can say so.
 */
export function approveAllSummary(
  entries: readonly (HoursSource & { id: string; timesheetAction: TimesheetAction | null })[],
): { count: number; hours: number; rejected: number } {
  const ids = new Set(idsToApprove(entries));
  const approving = entries.filter((e) => ids.has(e.id));
  return {
    count: approving.length,
    hours: sumHours(approving.map((e) => entryHours(e) ?? 0)),
    rejected: approving.filter((e) => e.timesheetAction === 'rejected').length,
  };
}

/** Total hours per worker, in the order the workers first appear; rejected rows left out. */
export function hoursPerWorker(
  entries: readonly (HoursSource & { timesheetAction: string | null; nurseId: string; workerFullName: string })[],
): { nurseId: string; workerFullName: string; hours: number }[] {
  const order: string[] = [];
  const byWorker = new Map<string, { workerFullName: string; hours: number[] }>();
  for (const e of entries) {
    let w = byWorker.get(e.nurseId);
    if (!w) {
      w = { workerFullName: e.workerFullName, hours: [] };
      byWorker.set(e.nurseId, w);
      order.push(e.nurseId);
    }
    if (e.timesheetAction !== 'rejected') w.hours.push(entryHours(e) ?? 0);
  }
  return order.map((nurseId) => {
    const w = byWorker.get(nurseId)!;
    return { nurseId, workerFullName: w.workerFullName, hours: sumHours(w.hours) };
  });
}

/** The Adjust hours form: date-time inputs (YYYY-MM-DDTHH:mm) read on the facility's clocks, and the note. */
export interface AdjustHoursValues {
  clockIn: string;
  clockOut: string;
  note: string;
}

/**
 * The instants a datetime-local value (YYYY-MM-DDTHH:mm) may name in tz, earliest first: two in the repeated hour of
 * a fall-back night, else one; none when it is not a date and time.
 */
export function occurrencesOfInput(text: string, tz: string): number[] {
  const parts = partsOfInput(text);
  return parts ? wallTimeOccurrences(parts.date, parts.time, tz) : [];
}

/** The date and time of day of a datetime-local value, or null when it is not one. */
function partsOfInput(text: string): { date: string; time: string } | null {
  const [date, time] = text.trim().split('T');
  return date && time && isDateKey(date) && isTimeOfDay(time) ? { date, time } : null;
}

/**
 * A datetime-local value as the instant it names in tz, or null when it is not one. In the repeated hour of a
 * fall-back night, the occurrence nearest `near` (the instant the field was filled from, or the one the scheduler
 * chose): a time left as it was keeps its instant, where the wall time alone would name the later one and saving
 * a form whose times were left alone would move them by an hour. Without `near`, the later one.
 */
export function instantOfInput(text: string, tz: string, near?: number): number | null {
  const parts = partsOfInput(text);
  return parts ? wallTimeNear(parts.date, parts.time, tz, near) : null;
}

/** An instant as a datetime-local value in tz. */
export function inputOfInstant(ms: number, tz: string): string {
  return `${calendarDateIn(ms, tz)}T${timeOfDayIn(ms, tz)}`;
}

/**
 * The adjustment rule, as the rules check it too: Clock Out after Clock In, a span of at most 16 hours, both times
 * within 12 hours of the scheduled shift (from 12 hours before its start to 12 hours after its end), and a note.
 */
export function adjustmentErrors(
  adjustment: { clockIn: number | null; clockOut: number | null; note: string },
  shift: { start: number; end: number },
): Partial<Record<keyof AdjustHoursValues, string>> {
  const errors: Partial<Record<keyof AdjustHoursValues, string>> = {};
  const { clockIn, clockOut } = adjustment;
  const reach = MAX_HOURS_FROM_SHIFT * HOUR_MS;
  const near = (ms: number) => ms >= shift.start - reach && ms <= shift.end + reach;
  if (clockIn === null) errors.clockIn = CLOCK_IN_REQUIRED;
  else if (!near(clockIn)) errors.clockIn = TOO_FAR_FROM_SHIFT;
  if (clockOut === null) errors.clockOut = CLOCK_OUT_REQUIRED;
  else if (!near(clockOut)) errors.clockOut = TOO_FAR_FROM_SHIFT;
  else if (clockIn !== null && clockOut <= clockIn) errors.clockOut = CLOCK_OUT_BEFORE_IN;
  else if (clockIn !== null && clockOut - clockIn > MAX_ADJUSTED_HOURS * HOUR_MS) errors.clockOut = SPAN_TOO_LONG;
  const note = adjustment.note.trim();
  if (!note) errors.note = NOTE_REQUIRED;
  else if (note.length > MAX_NOTE_LENGTH) errors.note = NOTE_TOO_LONG;
  return errors;
}

/** The form's rule: the inputs read in the facility's zone, then adjustmentErrors. */
export function adjustHoursFormErrors(
  values: AdjustHoursValues,
  shift: { start: number; end: number; tz: string },
  near?: { clockIn: number; clockOut: number },
): Partial<Record<keyof AdjustHoursValues, string>> {
  return adjustmentErrors(
    {
      clockIn: instantOfInput(values.clockIn, shift.tz, near?.clockIn),
      clockOut: instantOfInput(values.clockOut, shift.tz, near?.clockOut),
      note: values.note,
    },
    shift,
  );
}

/** The Reject form: a reason, with details required for Other. */
export interface RejectReasonValues {
  type: RejectReasonType | '';
  details: string;
}

export function rejectReasonErrors(values: RejectReasonValues): Partial<Record<keyof RejectReasonValues, string>> {
  const errors: Partial<Record<keyof RejectReasonValues, string>> = {};
  const details = values.details.trim();
  if (!REJECT_REASON_TYPES.includes(values.type as RejectReasonType)) errors.type = REJECT_REASON_REQUIRED;
  else if (values.type === 'other' && !details) errors.details = REJECT_DETAILS_REQUIRED;
  if (details.length > MAX_REJECT_DETAILS_LENGTH) errors.details = REJECT_DETAILS_TOO_LONG;
  return errors;
}

/** The reason as stored: the type, and the trimmed details when there are any. */
export function rejectReasonOf(values: RejectReasonValues): RejectReason {
  const details = values.details.trim();
  return details ? { type: values.type as RejectReasonType, details } : { type: values.type as RejectReasonType };
}

/** The reason as the row shows it: 'Left early', or 'Other: details'. */
export function rejectReasonText(reason: RejectReason): string {
  const label = REJECT_REASON_LABELS[reason.type] ?? reason.type;
  return reason.details ? `${label}: ${reason.details}` : label;
}
