// Every Firestore call of the calendar, and nothing else. The calendar's thunks load this module on demand.
import {
  collection,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  Timestamp,
  type Unsubscribe,
  runTransaction,
  where,
} from 'firebase/firestore';
import { watchServer, writeOnline } from '../../lib/firebase/online';
import { fromRestValue, idOf, runCountQuery, runQuery, timestampValue, type RestQuery } from '../../lib/firebase/rest';
import { countDocsRead, toPlain } from '../../lib/firebase/convert';
import { favoritesFirstOnMove } from '../../lib/firebase/favoritesFirst';
import { recordHistory, type HistoryActor } from '../../lib/firebase/history';
import { changedFields } from '../../domain/history';
import { declined } from '../../lib/thunkError';
import { CALENDAR_SHIFT_FIELDS, calendarShiftOf, type CalendarShift } from './calendarEvents';

/**
 * One range read never holds more shifts than this (the rules refuse larger reads). A month of 2,000 shifts
 * fits; a year view of a busy facility shows its first shifts and says so.
 */
export const CALENDAR_RANGE_LIMIT = 5000;
/**
 * A range with at most this many shifts is listened to (changes show at once). A busier range is read once
 * (the REST API, calendar fields only) and read again on return to the tab, after the scheduler's own changes and on
 * Refresh:
 * a listener on thousands of shifts costs seconds of sorting and caching in the SDK at every navigation.
 */
export const LIVE_RANGE_LIMIT = 300;

/** The shifts of one facility that start in the visible range [from, to), by start, at most CALENDAR_RANGE_LIMIT. */
export const calendarRangeQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', facilityId),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    limit(CALENDAR_RANGE_LIMIT),
  );

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

export { readWorkerNames } from '../../lib/firebase/workers';

/**
 * A shift dragged to another time: the same length, a new start (the shift edit rules apply); a favorites' window that
 * would end after the new start closes at it. Written in a transaction with its History entry (what moved, from what).
 */
export async function moveShift(
  db: Firestore,
  id: string,
  start: number,
  end: number,
  favoritesFirstUntil: number | null,
  actor: HistoryActor,
): Promise<void> {
  const ref = doc(db, 'shifts', id);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const stored = {
        id,
        facilityIdentifier: String(snap.get('facilityIdentifier')),
        description: String(snap.get('description') ?? ''),
        start: toPlain(snap.get('start')) as number,
        end: toPlain(snap.get('end')) as number,
        favoritesFirstUntil: (toPlain(snap.get('favoritesFirstUntil')) as number | undefined) ?? null,
      };
      const favoritesWindow = favoritesFirstOnMove(favoritesFirstUntil, start);
      const after = {
        start,
        end,
        ...('favoritesFirstUntil' in favoritesWindow
          ? { favoritesFirstUntil: favoritesWindow.favoritesFirstUntil?.toMillis() ?? null }
          : {}),
      };
      const changes = changedFields(stored, after, ['start', 'end', 'favoritesFirstUntil']);
      const entry = recordHistory(db, tx, { kind: 'edited', shift: stored, changes }, actor);
      tx.update(ref, {
        start: Timestamp.fromMillis(start),
        end: Timestamp.fromMillis(end),
        ...favoritesWindow,
        ...entry,
      });
    }),
  );
}
