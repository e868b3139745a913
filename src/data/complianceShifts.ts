// TEMPORARY until src/data/shifts.ts lands (issue 33): compliance's shift queries and the release write.
import {
  collection,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  Timestamp,
  type QueryDocumentSnapshot,
  type Unsubscribe,
  where,
  doc,
} from 'firebase/firestore';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import type { Shift } from '../domain/types';
import { plainDoc } from '../lib/firebase/convert';
import { getDocsFromServer, watchServer, writeOnline } from '../lib/firebase/online';
import { readAllPages } from '../lib/firebase/pages';
import { recordHistory, type HistoryActor } from '../lib/firebase/history';
import { declined } from '../lib/thunkError';

const toShift = (snap: DocumentSnapshot<DocumentData>): Shift => plainDoc<Shift>(snap, SHIFT_DEFAULTS);

/** The most claimed shifts one facility's window holds (the rules' largest shift query). */
export const CLAIMED_WINDOW_LIMIT = 5000;

/** Compliance: the facility's claimed, active shifts that start in [from, to), soonest first. */
export const claimedShiftsStartingQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', facilityId),
    where('status', '==', 'active'),
    where('isFree', '==', false),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    limit(CLAIMED_WINDOW_LIMIT),
  );

/** Listens to claimedShiftsStartingQuery: every answer, and each change (a claim, a release), as plain shifts. */
export function watchClaimedShiftsStarting(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: Shift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchServer(
    claimedShiftsStartingQuery(db, facilityId, from, to),
    (snap) => onChange(snap.docs.map(toShift)),
    onError,
  );
}

export const REPORT_PAGE_SIZE = 1000;

/** One page of the facility's shifts with start in [from, to), by start. */
const startingBetweenQuery = (
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  after?: QueryDocumentSnapshot,
) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', facilityId),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    ...(after ? [startAfter(after)] : []),
    limit(REPORT_PAGE_SIZE),
  );

export async function fetchFacilityShiftsStartingBetween(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
): Promise<Shift[]> {
  const docs = await readAllPages(
    (after) => startingBetweenQuery(db, facilityId, from, to, after),
    REPORT_PAGE_SIZE,
    getDocsFromServer,
  );
  return docs.map(toShift);
}

/** Takes the worker off a claimed shift (unclaimed again) with its 'released' History entry giving the reason. */
export async function releaseShift(
  db: Firestore,
  shiftId: string,
  nurseId: string,
  reason: string,
  actor: HistoryActor,
): Promise<void> {
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const ref = doc(db, 'shifts', shiftId);
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const s = toShift(snap);
      if (s.nurseId !== nurseId || s.status === 'cancelled') throw declined('changed');
      const entry = recordHistory(
        db,
        tx,
        {
          kind: 'released',
          shift: { id: s.id, facilityIdentifier: s.facilityIdentifier, start: s.start, description: s.description },
          detail: reason,
          workerId: nurseId,
        },
        actor,
      );
      tx.update(ref, { isFree: true, nurseId: null, ...entry });
    }),
  );
}
