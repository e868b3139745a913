// Every read of the calendar (its query is src/data/shifts.ts calendarRangeQuery; a drag is that module's editShift).
// The calendar's thunks load this module on demand.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { watchServer } from '../../lib/firebase/online';
import { fromRestValue, idOf, runCountQuery, runQuery, timestampValue, type RestQuery } from '../../lib/firebase/rest';
import { countDocsRead, toPlain } from '../../lib/firebase/convert';
import { CALENDAR_RANGE_LIMIT, calendarRangeQuery } from '../../data/shifts';
import { CALENDAR_SHIFT_FIELDS, calendarShiftOf, type CalendarShift } from './calendarEvents';

/**
 * A range with at most this many shifts is listened to (changes show at once). A busier range is read once
 * (the REST API, calendar fields only) and read again on return to the tab, after the scheduler's own changes and on
 * Refresh:
 * a listener on thousands of shifts costs seconds of sorting and caching in the SDK at every navigation.
 */
export const LIVE_RANGE_LIMIT = 300;

/** calendarRangeQuery for the REST API (the same constraints, so the same index), with a field mask. */
const calendarRangeRestQuery = (
  facilityId: string,
  from: number,
  to: number,
  fields: readonly string[] | null,
): RestQuery => ({
  from: [{ collectionId: 'shifts' }],
  ...(fields ? { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } } : {}),
  where: {
    compositeFilter: {
      op: 'AND',
      filters: [
        {
          fieldFilter: { field: { fieldPath: 'facilityIdentifier' }, op: 'EQUAL', value: { stringValue: facilityId } },
        },
        { fieldFilter: { field: { fieldPath: 'start' }, op: 'GREATER_THAN_OR_EQUAL', value: timestampValue(from) } },
        { fieldFilter: { field: { fieldPath: 'start' }, op: 'LESS_THAN', value: timestampValue(to) } },
      ],
    },
  },
  orderBy: [{ field: { fieldPath: 'start' }, direction: 'ASCENDING' }],
  limit: CALENDAR_RANGE_LIMIT,
});

const toCalendarShift = (d: { id: string; get(field: string): unknown }) =>
  calendarShiftOf(d.id, (name) => toPlain(d.get(name)));

/** How many shifts of the facility start in [from, to), counted by the server (one read per 1,000). */
export async function countCalendarRange(facilityId: string, from: number, to: number): Promise<number> {
  const count = await runCountQuery(calendarRangeRestQuery(facilityId, from, to, null), 'shift count');
  countDocsRead(1);
  return count;
}

/** A month view's read: per day (dayOf a start) only the first perDay shifts are kept; the rest are counted. */
export interface MonthSummary {
  dayOf: (start: number) => string;
  perDay: number;
}

export interface RangeRead {
  shifts: CalendarShift[];
  /** the range holds more than one read takes (CALENDAR_RANGE_LIMIT) */
  truncated: boolean;
  /** with a MonthSummary: how many shifts of each day were counted, not kept */
  hiddenByDay: Record<string, number> | null;
}

/**
 * The shifts of the range, read once, calendar fields only (the client SDKs can't leave fields out: a busy
 * month's answer would be several times larger, and every field of every document decoded). With a
 * MonthSummary only each day's first shifts are converted (the documents come by start, then id, the
 * month view's order): the others cost a look at their start.
 */
export async function readCalendarRange(
  facilityId: string,
  from: number,
  to: number,
  month?: MonthSummary,
): Promise<RangeRead> {
  const docs = await runQuery(calendarRangeRestQuery(facilityId, from, to, CALENDAR_SHIFT_FIELDS), 'shifts');
  countDocsRead(Math.max(1, docs.length));
  const truncated = docs.length >= CALENDAR_RANGE_LIMIT;
  const convert = (d: (typeof docs)[number]) =>
    calendarShiftOf(idOf(d), (name) => (d.fields?.[name] ? fromRestValue(d.fields[name]) : undefined));
  if (!month) return { shifts: docs.map(convert), truncated, hiddenByDay: null };
  const shifts: CalendarShift[] = [];
  const seen: Record<string, number> = {};
  const hiddenByDay: Record<string, number> = {};
  for (const d of docs) {
    const start = d.fields?.start;
    if (!start || !('timestampValue' in start)) continue;
    const day = month.dayOf(Date.parse(start.timestampValue));
    const n = (seen[day] = (seen[day] ?? 0) + 1);
    if (n <= month.perDay) shifts.push(convert(d));
    else hiddenByDay[day] = n - month.perDay;
  }
  return { shifts, truncated, hiddenByDay };
}

/** Listens to the shifts of the range; every change reports the whole list again, and whether it reached the limit. */
export function watchCalendarRange(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: CalendarShift[], truncated: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  let delivered = false;
  return watchServer(
    calendarRangeQuery(db, facilityId, from, to),
    (snap) => {
      // a snapshot that only changes metadata would redraw a month of events for nothing
      if (delivered && snap.docChanges().length === 0) return;
      delivered = true;
      onChange(snap.docs.map(toCalendarShift), snap.size >= CALENDAR_RANGE_LIMIT);
    },
    onError,
  );
}

export { readWorkerNames } from '../../data/users';
