// Every Firestore call of the calendar, and nothing else. The calendar's thunks load this module on demand.
import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { plainDoc } from '../../lib/firebase/convert';
import { appDb } from '../../lib/firebase/firestore';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import { CALENDAR_EXTRAS, type CalendarShift } from './calendarEvents';

/** The shifts of one facility that start in the visible range [from, to), by start. */
export const calendarRangeQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', facilityId),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
  );

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
  return onSnapshot(
    calendarRangeQuery(db, facilityId, from, to),
    (snap) => onChange(snap.docs.map((d) => plainDoc<CalendarShift>(d, { ...SHIFT_DEFAULTS, ...CALENDAR_EXTRAS }))),
    onError,
  );
}

/** 'First Last' of each worker id (read by id; a missing or unreadable record is left out). */
export async function getWorkerNames(ids: readonly string[], db: Firestore = appDb()): Promise<Record<string, string>> {
  const entries = await Promise.all(
    [...new Set(ids.filter(Boolean))].map(async (id): Promise<[string, string] | null> => {
      try {
        const snap = await getDoc(doc(db, 'user', id));
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
  await updateDoc(doc(db, 'shifts', id), { start: Timestamp.fromMillis(start), end: Timestamp.fromMillis(end) });
}
