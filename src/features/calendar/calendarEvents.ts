// What the calendar makes of a shift: the FullCalendar event (floating wall times, dot colour, whether it
// may be dragged) and the event modal's fields. Pure, so it is tested without FullCalendar.
import { chipDotColour, eventTitle, type ChipDotColour } from '../../domain/calendarEvent';
import { formatWithZone } from '../../domain/formats';
import type { CalendarShift } from '../../domain/calendarWeeks';
import type { Facility } from '../../domain/types';
import { toCalendarTime } from './calendarTime';

export const DOT_COLOURS: Record<ChipDotColour, string> = { red: '#dc3545', green: '#198754', grey: '#6c757d' };
/** The dot's meaning in words, so that colour is never the only signal. */
export const DOT_LABELS: Record<ChipDotColour, string> = {
  red: 'Cancelled',
  green: 'Worker assigned',
  grey: 'Unclaimed',
};

export interface ShiftEventInput {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  startEditable: boolean;
  durationEditable: boolean;
  extendedProps: { shiftId: string };
}

/** The FullCalendar event of a shift, its times as the facility's wall times (see calendarTime.ts). */
export function toEventInput(shift: CalendarShift, tz: string, now: number): ShiftEventInput {
  const colour = DOT_COLOURS[chipDotColour({ allDay: false, status: shift.status, nurseId: shift.nurseId }) ?? 'grey'];
  const movable = shift.status !== 'cancelled' && shift.start > now;
  return {
    id: shift.id,
    title: eventTitle(shift.description, shift.status),
    start: toCalendarTime(shift.start, tz),
    ...(shift.end > shift.start ? { end: toCalendarTime(shift.end, tz) } : {}),
    allDay: shift.allDay,
    backgroundColor: colour,
    borderColor: colour,
    textColor: '#fff',
    // dragging a shift reschedules it: only shifts that have not started and are not cancelled
    startEditable: movable,
    durationEditable: false,
    extendedProps: { shiftId: shift.id },
  };
}

/** 'at most 2 events per day in month view' */
export const MONTH_EVENTS_PER_DAY = 2;

/** The month view: the events it draws and, per day (YYYY-MM-DD), how many shifts it leaves out. */
export interface MonthEvents {
  events: ShiftEventInput[];
  hiddenByDay: Record<string, number>;
}

/**
 * The month view's events: per day (in the facility's zone) the first two shifts by start, and for a day
 * with more, the count of the rest, which the day cell shows as '+n more'. FullCalendar lays out and
 * measures every event it is given (hidden ones too), so a month of thousands of shifts costs it about
 * as much as a quiet one.
 */
export function monthEvents(
  shifts: readonly CalendarShift[],
  tz: string,
  now: number,
  /** shifts already counted out of `shifts` (a busy month read keeps only each day's first) */
  countedByDay: Readonly<Record<string, number>> | null = null,
): MonthEvents {
  const byDay = new Map<string, CalendarShift[]>();
  for (const shift of shifts) {
    const day = toCalendarTime(shift.start, tz).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(shift);
    else byDay.set(day, [shift]);
  }
  const events: ShiftEventInput[] = [];
  const hiddenByDay: Record<string, number> = { ...countedByDay };
  for (const [day, list] of byDay) {
    list.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
    for (const shift of list.slice(0, MONTH_EVENTS_PER_DAY)) events.push(toEventInput(shift, tz, now));
    if (list.length > MONTH_EVENTS_PER_DAY)
      hiddenByDay[day] = (hiddenByDay[day] ?? 0) + list.length - MONTH_EVENTS_PER_DAY;
  }
  return { events, hiddenByDay };
}

/**
 * What the month view keeps of a range's shifts (by start, then id): each day's (dayOf) first perDay, all it draws, and
 * how many of each day it leaves out, so that the store holds a month of thousands of shifts as about 84.
 */
export function monthShown<T extends { start: number }>(
  shifts: readonly T[],
  dayOf: (start: number) => string,
  perDay: number,
): { shifts: T[]; hiddenByDay: Record<string, number> } {
  const kept: T[] = [];
  const seen: Record<string, number> = {};
  const hiddenByDay: Record<string, number> = {};
  for (const shift of shifts) {
    const day = dayOf(shift.start);
    const n = (seen[day] = (seen[day] ?? 0) + 1);
    if (n <= perDay) kept.push(shift);
    else hiddenByDay[day] = n - perDay;
  }
  return { shifts: kept, hiddenByDay };
}

/** FullCalendar's own wording for hidden events: '+2 more'. */
export function moreText(hidden: number): string {
  return `+${hidden} more`;
}

export interface EventModalFields {
  title: string;
  cancelled: boolean;
  organizer: string;
  description: string;
  dateAndTime: string;
  location: string;
  healthcareProfessional: string;
  schedules: string[];
}

export const NOT_ASSIGNED = 'Not assigned yet';

/**
 * The event modal: 'title ..., organizer, description, date and time (start and optional end), location, healthcare
 * professional, and a list of schedule titles'.
 */
export function eventModalFields(
  shift: CalendarShift,
  facility: Pick<Facility, 'facilityName' | 'facilityAddress' | 'facilityCity' | 'facilityState'> | null,
  workerName: string | null,
  tz: string,
): EventModalFields {
  const address = facility
    ? [facility.facilityAddress, facility.facilityCity, facility.facilityState].filter(Boolean).join(', ')
    : '';
  return {
    title: eventTitle(shift.description, shift.status),
    cancelled: shift.status === 'cancelled',
    organizer: shift.organizer || facility?.facilityName || '',
    description: shift.description,
    dateAndTime:
      shift.end > shift.start
        ? `${formatWithZone(shift.start, tz)} to ${formatWithZone(shift.end, tz)}`
        : formatWithZone(shift.start, tz),
    location: shift.location || address,
    healthcareProfessional: workerName || (shift.nurseId ? 'Assigned' : NOT_ASSIGNED),
    schedules: shift.schedules.map((s) => s?.title).filter((t): t is string => typeof t === 'string' && t.length > 0),
  };
}
