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
  updateDoc,
  where,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { getDocFromServer, SERVER_TIMEOUT_MS, watchServer, withTimeout, writeOnline } from '../../lib/firebase/online';
import { appLiteDb } from '../../lib/firebase/firestoreLite';
import { countDocsRead, plainDoc } from '../../lib/firebase/convert';
import { appDb } from '../../lib/firebase/firestore';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import { CALENDAR_EXTRAS, type CalendarShift } from './calendarEvents';

/**
 * One range read never holds more shifts than this (the rules refuse larger reads). A month of 2,000 shifts
 * fits; a year view of a busy facility shows its first shifts and says so.
 */
export const CALENDAR_RANGE_LIMIT = 5000;
/**
 * A range with at most this many shifts is listened to (changes show at once). A busier range is read once
 * (Firestore Lite) and read again on return to the tab, after the scheduler's own changes and on Refresh:
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

/** calendarRangeQuery for Firestore Lite (the same constraints, so the same index). */
const calendarRangeLiteQuery = (facilityId: string, from: number, to: number) =>
  lite.query(
    lite.collection(appLiteDb(), 'shifts'),
    lite.where('facilityIdentifier', '==', facilityId),
    lite.where('start', '>=', lite.Timestamp.fromMillis(from)),
    lite.where('start', '<', lite.Timestamp.fromMillis(to)),
    lite.orderBy('start', 'asc'),
    lite.limit(CALENDAR_RANGE_LIMIT),
  );

const toCalendarShift = (d: Parameters<typeof plainDoc>[0]) => plainDoc<CalendarShift>(d, { ...SHIFT_DEFAULTS, ...CALENDAR_EXTRAS });

function isPermissionDenied(err: unknown): boolean {
  return (err as { code?: string })?.code === 'permission-denied';
}

/** How many shifts of the facility start in [from, to), counted by the server (one read per 1,000). */
export async function countCalendarRange(facilityId: string, from: number, to: number): Promise<number> {
  const snap = await withTimeout(lite.getCount(calendarRangeLiteQuery(facilityId, from, to)), SERVER_TIMEOUT_MS, 'shift count');
  countDocsRead(1);
  return snap.data().count;
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
 * The shifts of the range, read once. With a MonthSummary only each day's first shifts are converted
 * (the documents come by start, then id, the month view's order): a busy month's other shifts cost a count.
 */
export async function readCalendarRange(facilityId: string, from: number, to: number, month?: MonthSummary): Promise<RangeRead> {
  const snap = await withTimeout(lite.getDocs(calendarRangeLiteQuery(facilityId, from, to)), SERVER_TIMEOUT_MS, 'shifts');
  countDocsRead(Math.max(1, snap.size));
  const truncated = snap.size >= CALENDAR_RANGE_LIMIT;
  // a Lite snapshot has the full SDK's shape where plainDoc looks (id, data())
  const convert = (d: (typeof snap.docs)[number]) => toCalendarShift(d as unknown as Parameters<typeof plainDoc>[0]);
  if (!month) return { shifts: snap.docs.map(convert), truncated, hiddenByDay: null };
  const shifts: CalendarShift[] = [];
  const seen: Record<string, number> = {};
  const hiddenByDay: Record<string, number> = {};
  for (const d of snap.docs) {
    const start = d.get('start') as { toMillis(): number } | undefined;
    if (!start) continue;
    const day = month.dayOf(start.toMillis());
    const n = (seen[day] = (seen[day] ?? 0) + 1);
    if (n <= month.perDay) shifts.push(convert(d));
    else hiddenByDay[day] = n - month.perDay;
  }
  return { shifts, truncated, hiddenByDay };
}

/** Listens to the shifts of the range; every change reports the whole list again, and whether it reached the limit. */
export function watchCalendarRange(
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: CalendarShift[], truncated: boolean) => void,
  onError: (err: Error) => void,
  db: Firestore = appDb(),
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

/** 'First Last' of each worker id (read by id; a missing or unreadable record is left out). */
export async function getWorkerNames(ids: readonly string[], db: Firestore = appDb()): Promise<Record<string, string>> {
  const entries = await Promise.all(
    [...new Set(ids.filter(Boolean))].map(async (id): Promise<[string, string] | null> => {
      try {
        const snap = await getDocFromServer(doc(db, 'user', id));
        if (!snap.exists()) return null;
        const d = snap.data();
        return [id, `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()];
      } catch (err) {
        if (isPermissionDenied(err)) return null;
        throw err;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is [string, string] => e !== null));
}

/** A shift dragged to another time: the same length, a new start (the shift edit rules apply). */
export async function moveShift(id: string, start: number, end: number, db: Firestore = appDb()): Promise<void> {
  await writeOnline(db, () => updateDoc(doc(db, 'shifts', id), { start: Timestamp.fromMillis(start), end: Timestamp.fromMillis(end) }));
}
