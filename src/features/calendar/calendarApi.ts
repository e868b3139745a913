// Every Firestore call of the calendar, and nothing else. The calendar's thunks load this module on demand.
import {
  collection,
  doc,
  type Firestore,
  getCountFromServer,
  getDocFromServer,
  limit,
  orderBy,
  query,
  Timestamp,
  type Unsubscribe,
  updateDoc,
  where,
} from 'firebase/firestore';
import { watchServer, writeOnline } from '../../lib/firebase/online';
import { plainDoc } from '../../lib/firebase/convert';
import { appDb } from '../../lib/firebase/firestore';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import { CALENDAR_EXTRAS, MONTH_EVENTS_PER_DAY, type CalendarShift } from './calendarEvents';
import type { CalendarDay } from './calendarTime';

/** The shifts of one facility that start in the visible range [from, to), by start. */
export const calendarRangeQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', facilityId),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
  );

/** One day of the month view: its first shifts by start, one more than it shows (to know there are more). */
export const calendarDayQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(calendarRangeQuery(db, facilityId, from, to), limit(MONTH_EVENTS_PER_DAY + 1));

const toCalendarShift = (d: Parameters<typeof plainDoc>[0]) => plainDoc<CalendarShift>(d, { ...SHIFT_DEFAULTS, ...CALENDAR_EXTRAS });

function isPermissionDenied(err: unknown): boolean {
  return (err as { code?: string })?.code === 'permission-denied';
}

/** Listens to the shifts of the range; every change reports the whole list again. */
export function watchCalendarRange(
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: CalendarShift[]) => void,
  onError: (err: Error) => void,
  db: Firestore = appDb(),
): Unsubscribe {
  return watchServer(
    calendarRangeQuery(db, facilityId, from, to),
    (snap) => onChange(snap.docs.map(toCalendarShift)),
    onError,
  );
}

/**
 * The month view: one listener per day, each on the day's first three shifts, so a month of thousands
 * of shifts reads about a hundred documents. Reports every day's shifts once all days have answered,
 * and again on each change, with the days that have more shifts than they show and the day that
 * changed (null for the first report).
 */
export function watchCalendarDays(
  facilityId: string,
  days: readonly CalendarDay[],
  onChange: (shifts: CalendarShift[], fullDays: string[], changedDay: string | null) => void,
  onError: (err: Error) => void,
  db: Firestore = appDb(),
): Unsubscribe {
  const latest: (CalendarShift[] | null)[] = days.map(() => null);
  let failed = false;
  let complete = false;
  const stops = days.map((day, i) =>
    watchServer(
      calendarDayQuery(db, facilityId, day.from, day.to),
      (snap) => {
        latest[i] = snap.docs.map(toCalendarShift);
        if (failed || latest.some((l) => l === null)) return;
        const all = latest as CalendarShift[][];
        onChange(
          all.flat(),
          days.filter((_, j) => all[j].length > MONTH_EVENTS_PER_DAY).map((d) => d.date),
          complete ? day.date : null,
        );
        complete = true;
      },
      (err) => {
        if (failed) return;
        failed = true;
        onError(err);
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** How many shifts start on each of the days (one count query each). */
export async function countCalendarDays(facilityId: string, days: readonly CalendarDay[], db: Firestore = appDb()): Promise<Record<string, number>> {
  const counts = await Promise.all(
    days.map(async (day) => [day.date, (await getCountFromServer(calendarRangeQuery(db, facilityId, day.from, day.to))).data().count] as const),
  );
  return Object.fromEntries(counts);
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
