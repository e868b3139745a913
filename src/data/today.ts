// The reads and writes of /today (issue 35): the shifts of the Today window, live, and the no-show mark. Listeners,
// not polling: one per chunk of facilities for the window and one for shifts still clocked in to from before it.
import {
  collection,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Unsubscribe,
  where,
} from 'firebase/firestore';
import { watchServer, writeOnline } from '../lib/firebase/online';
import { plainDoc } from '../lib/firebase/convert';
import { byFacility } from '../lib/firebase/byFacility';
import { chunk, FACILITIES_PER_QUERY } from '../lib/firebase/facilityChunks';
import { recordHistory, type HistoryActor } from '../lib/firebase/history';
import { declined } from '../lib/thunkError';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import { noShowRefusal, TODAY_AHEAD_MS, TODAY_PAST_MS, TODAY_WINDOW_STEP_MS } from '../domain/today';
import type { Shift } from '../domain/types';

const shifts = (db: Firestore) => collection(db, 'shifts');
const toShift = (snap: DocumentSnapshot<DocumentData>): Shift => plainDoc<Shift>(snap, SHIFT_DEFAULTS);

/** The most shifts one facility chunk's window lists (a day and a half of a very busy facility). */
export const TODAY_LIMIT = 500;
/** Shifts still clocked in to from before the window: a shift lasts at most 12 hours, so few ever are. */
const STILL_ON_LIMIT = 100;
/** How far back a shift still clocked in to is looked for (a forgotten clock-out older than this is not shown). */
const STILL_ON_MS = 48 * 3_600_000;

// ---- queries: one named function each, so the index test can list them ---------------------

/** The shifts starting in [from, to], soonest first (cancelled ones too: the screen leaves them out). */
export const todayWindowQuery = (db: Firestore, facilityIds: readonly string[], from: number, to: number) =>
  query(
    shifts(db),
    byFacility(facilityIds),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<=', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    limit(TODAY_LIMIT),
  );

/**
 * Shifts clocked in to since `since` and not clocked out (clockOut stored as null, as the worker app and the seed
 * write it): the ones that started before the window and are still on.
 */
export const stillOnQuery = (db: Firestore, facilityIds: readonly string[], since: number) =>
  query(
    shifts(db),
    byFacility(facilityIds),
    where('clockOut', '==', null),
    where('clockIn', '>=', Timestamp.fromMillis(since)),
    orderBy('clockIn', 'asc'),
    limit(STILL_ON_LIMIT),
  );

// ---- reads ------------------------------------------------------------------------------------

/**
 * Listens to the Today window as of `at` for the facilities: the shifts starting from 12 hours before `at` to 24 hours
 * and TODAY_WINDOW_STEP_MS after it (the screen opens a new window each step, so none is missed meanwhile), and those still
 * clocked in to; reports every shift of them (by id, merged across chunks) on each change. Which are in the window at
 * each moment, and their states, the screen decides (domain/today.ts).
 */
export function watchToday(
  db: Firestore,
  facilityIds: readonly string[],
  at: number,
  onChange: (shifts: Shift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  if (facilityIds.length === 0) {
    onChange([]);
    return () => {};
  }
  const queries = chunk(facilityIds, FACILITIES_PER_QUERY).flatMap((ids) => [
    todayWindowQuery(db, ids, at - TODAY_PAST_MS, at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS),
    stillOnQuery(db, ids, at - STILL_ON_MS),
  ]);
  const latest: (Shift[] | null)[] = queries.map(() => null);
  const stops = queries.map((q, i) =>
    watchServer(
      q,
      (snap) => {
        latest[i] = snap.docs.map(toShift);
        if (latest.some((part) => part === null)) return;
        const byId = new Map<string, Shift>();
        for (const s of (latest as Shift[][]).flat()) byId.set(s.id, s);
        onChange([...byId.values()]);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

// ---- writes -----------------------------------------------------------------------------------

// (replaced by the posting engine's record, src/data/shiftPosting.ts, once it lands on main)
function newShiftRecord(s: Shift, createdAt: number, createdBy: string) {
  return {
    facilityIdentifier: s.facilityIdentifier,
    description: s.description,
    isFree: true,
    status: 'active',
    start: Timestamp.fromMillis(s.start),
    end: Timestamp.fromMillis(s.end),
    nurseType: s.nurseType,
    numberOfNurse: 1,
    additionalRequirements: s.additionalRequirements,
    additionalnotes: s.additionalnotes,
    nurseId: null,
    createdAt,
    createdBy,
    isTest: false,
    tz: s.tz,
    hasShiftDiscontent: false,
  };
}

/**
 * Marks the shift a no-show: who (the signed-in user) and when (the server's time), the optional note, and its History
 * entry, in one transaction that first reads the stored shift: a clock-in, a mark or a cancellation that arrived
 * meanwhile, or a start less than 30 minutes ago, writes nothing and declines ('changed', or 'locked' when too early).
 */
export async function markNoShow(
  db: Firestore,
  id: string,
  note: string,
  actor: HistoryActor,
  now = Date.now(),
): Promise<void> {
  const ref = doc(db, 'shifts', id);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const stored = toShift(snap);
      const refusal = noShowRefusal(stored, now);
      if (refusal === 'tooEarly') throw declined('locked');
      if (refusal) throw declined('changed');
      const text = note.trim();
      const entry = recordHistory(
        db,
        tx,
        { kind: 'noShow', shift: stored, detail: text || null, workerId: stored.nurseId },
        actor,
      );
      tx.update(ref, { noShowAt: serverTimestamp(), noShowBy: actor.uid, noShowNote: text || null, ...entry });
    }),
  );
}

/**
 * Reposts a no-show: a new unclaimed shift equal to it (the single add's record: same facility, times, position,
 * description, notes and requirements, no worker), its `created` History entry, and on the original the link to it
 * (`repostedAs`, with a `reposted` entry), in one transaction that first checks the original is a no-show not reposted
 * yet. Resolves with the new shift's id.
 */
export async function repostShift(db: Firestore, id: string, actor: HistoryActor, now = Date.now()): Promise<string> {
  const ref = doc(db, 'shifts', id);
  const repostRef = doc(shifts(db));
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const original = toShift(snap);
      if (original.noShowAt == null || original.repostedAs != null || original.status === 'cancelled') {
        throw declined('changed');
      }
      const record = { ...newShiftRecord(original, now, actor.uid), repostOf: id };
      const created = recordHistory(db, tx, { kind: 'created', shift: { ...original, id: repostRef.id } }, actor);
      tx.set(repostRef, { ...record, ...created });
      const reposted = recordHistory(db, tx, { kind: 'reposted', shift: original, detail: repostRef.id }, actor);
      tx.update(ref, { repostedAs: repostRef.id, ...reposted });
    }),
  );
  return repostRef.id;
}
