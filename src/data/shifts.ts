// The shifts collection: its one converter, the query builders (facilityShifts, startingIn, endingIn), every query a
// feature runs on it (one named function each, so the index test can list them) and its reads. Every change of a
// stored shift is shiftWrites.ts'; posting new shifts is shiftPosting.ts'; the History's entries are history.ts'.
import {
  collection,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  startAfter,
  Timestamp,
  type Unsubscribe,
  where,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, watchGroup, watchServer, whilePaused } from './online';
import { plainDoc, plainOf } from './convert';
import { readAllPages } from './pages';
import { unlessDenied } from '../lib/firebase/denied';
import { byScopePart } from './byFacility';
import { perScopePart, scopeParts, type FacilityScope, type ScopePart } from '../lib/firebase/facilityChunks';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import { REVIEW_LOOKBACK_DAYS, REVIEWS_TO_COMPLETE_LIMIT } from '../domain/reviews';
import { UNFILLED_SOON_LIMIT, UNFILLED_SOON_MS } from '../domain/unfilledSoon';
import type { Shift } from '../domain/types';
import { mergePages, SHIFT_PAGE_SIZE, type ShiftPage } from './shiftsPaging';

export const shiftsCollection = (db: Firestore) => collection(db, 'shifts');
export const shiftRef = (db: Firestore, id: string) => doc(db, 'shifts', id);
/**
 * The shifts of one part of a scope (one facility, at most FACILITIES_PER_QUERY of them, or a company: see
 * facilityChunks scopeParts), narrowed by `constraints`.
 */
export const facilityShifts = (db: Firestore, part: ScopePart, ...constraints: QueryConstraint[]) =>
  query(shiftsCollection(db), byScopePart(part), ...constraints);

/** The one converter of a stored shift: plain data (times in ms), the defaults for absent fields. */
export function toShift(snap: DocumentSnapshot<DocumentData>): Shift {
  return plainDoc<Shift>(snap, SHIFT_DEFAULTS);
}

/** The same for a shift's stored fields held in another document (a company's Today window). */
export const shiftOf = (id: string, data: Record<string, unknown>): Shift => plainOf<Shift>(id, data, SHIFT_DEFAULTS);

const DAY_MS = 24 * 60 * 60 * 1000;
export const startingIn = (from: number, to: number): QueryConstraint[] => [
  where('start', '>=', Timestamp.fromMillis(from)),
  where('start', '<', Timestamp.fromMillis(to)),
];
/** Shifts that end in [from, to]: both ends included, unlike startingIn's [from, to). */
export const endingIn = (from: number, to: number): QueryConstraint[] => [
  where('end', '>=', Timestamp.fromMillis(from)),
  where('end', '<=', Timestamp.fromMillis(to)),
];

// ---- queries: one named function each, so the index test can list them ---------------------

/**
 * Spec 7: shifts of the facility (or of a chunk of the company's facilities, or of the company), newest first, 10 a
 * page, after the last createdAt.
 */
export const shiftsPageQuery = (db: Firestore, part: ScopePart, after?: number) =>
  facilityShifts(
    db,
    part,
    orderBy('createdAt', 'desc'),
    ...(after != null ? [startAfter(after)] : []),
    limit(SHIFT_PAGE_SIZE),
  );

/** The export and Copy a week read a range in pages of this many shifts (the rules allow at most 5000 a query). */
const EXPORT_PAGE_SIZE = 1000;

/** @public One page of the shifts of a scope's part with start in [from, to), by start, after the `after` document. */
export const shiftsStartingBetweenQuery = (
  db: Firestore,
  part: ScopePart,
  from: number,
  to: number,
  after?: QueryDocumentSnapshot,
  pageSize = EXPORT_PAGE_SIZE,
) =>
  facilityShifts(
    db,
    part,
    ...startingIn(from, to),
    orderBy('start', 'asc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

/**
 * One calendar read never holds more shifts than this (the rules refuse larger reads). A month of 2,000 shifts
 * fits; a year view of a busy facility shows its first shifts and says so.
 */
export const CALENDAR_RANGE_LIMIT = 5000;

/** Calendar: the shifts of one facility that start in the visible range [from, to), by start. */
export const calendarRangeQuery = (db: Firestore, facilityId: string, from: number, to: number) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    ...startingIn(from, to),
    orderBy('start', 'asc'),
    limit(CALENDAR_RANGE_LIMIT),
  );

/**
 * Reviews to complete: a page of candidates. As many as the card shows: a facility whose latest worked shifts await
 * their reviews reads 5 candidates, 5 reviews and 5 workers (pages of 10 billed 5 candidates more for nothing).
 */
export const CANDIDATES_PAGE_SIZE = REVIEWS_TO_COMPLETE_LIMIT;

/**
 * Spec 7: 'shifts by facilityIdentifier with clockOut in the last 3 days and before now, ordered by
 * clockOut descending', one page after the `after` document.
 */
export const reviewCandidatesQuery = (
  db: Firestore,
  part: ScopePart,
  now: number,
  after?: QueryDocumentSnapshot,
  pageSize = CANDIDATES_PAGE_SIZE,
) =>
  facilityShifts(
    db,
    part,
    where('clockOut', '>=', Timestamp.fromMillis(now - REVIEW_LOOKBACK_DAYS * DAY_MS)),
    where('clockOut', '<', Timestamp.fromMillis(now)),
    orderBy('clockOut', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

/** A blocked worker's future shifts are read in pages of this size. */
export const BLOCK_PAGE_SIZE = 500;

/** Blocking: one page of the facility's shifts claimed by the worker that start after now (the ones it frees). */
export const futureShiftsOfWorkerQuery = (
  db: Firestore,
  facilityId: string,
  nurseId: string,
  now: number,
  after?: QueryDocumentSnapshot,
  pageSize = BLOCK_PAGE_SIZE,
) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('nurseId', '==', nurseId),
    where('start', '>', Timestamp.fromMillis(now)),
    orderBy('start', 'asc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

/** Rows of 'Recent workers' and of 'Shifts with {name}' per page. */
export const WORKER_PAGE_SIZE = 10;
/** Shifts read at a time while looking for the next page of distinct recent workers. */
export const RECENT_SCAN_PAGE = 20;
/** The most shifts (or reviews, or invoices) one aggregation counts: the rules' largest query limit. */
export const AGGREGATE_LIMIT = 5000;

/** The dashboard's urgent card: unclaimed, active shifts starting in [from, to), soonest first. */
export const unfilledSoonQuery = (
  db: Firestore,
  part: ScopePart,
  from: number,
  to: number,
  max = UNFILLED_SOON_LIMIT,
) =>
  facilityShifts(
    db,
    part,
    where('status', '==', 'active'),
    where('isFree', '==', true),
    ...startingIn(from, to),
    orderBy('start', 'asc'),
    limit(max),
  );

// ---- reads ------------------------------------------------------------------------------------

/** @public Any one shift of the facility (the Account page's warning when its time zone changes). */
export const anyShiftOfFacilityQuery = (db: Firestore, facilityId: string) =>
  query(shiftsCollection(db), where('facilityIdentifier', '==', facilityId), limit(1));

/** Whether the facility has any shift, of any status. */
export async function facilityHasShifts(db: Firestore, facilityId: string): Promise<boolean> {
  return !(await getDocsFromServer(anyShiftOfFacilityQuery(db, facilityId))).empty;
}

/** One shift, or null when it does not exist or belongs to a facility the user is not a member of. */
export async function getShift(db: Firestore, id: string): Promise<Shift | null> {
  const snap = await unlessDenied(() => getDocFromServer(shiftRef(db, id)));
  return snap?.exists() ? toShift(snap) : null;
}

export async function fetchShiftsPage(db: Firestore, scope: FacilityScope, after?: number): Promise<ShiftPage> {
  if (scope.facilityIds.length === 0) return { shifts: [], hasMore: false };
  const pages = await perScopePart(scope, async (part) =>
    (await getDocsFromServer(shiftsPageQuery(db, part, after))).docs.map(toShift),
  );
  return mergePages(pages);
}

/** Every live list of shifts, which a post pauses (whileShiftListsPaused). */
const shiftLists = watchGroup();

/** The live lists of shifts: watchServer on a query of shifts (one name for them all, easy to find). */
export function watchShifts(
  q: Query<DocumentData>,
  onNext: (snap: QuerySnapshot<DocumentData>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchServer(q, onNext, onError, shiftLists);
}

/** Runs `run` with every live list of shifts paused; each reads its query again afterwards. */
export const whileShiftListsPaused = <T>(run: () => Promise<T>): Promise<T> => whilePaused(shiftLists, run);

/**
 * Listens to the query of each part of the scope (the company's one, or one per chunk of 9 facilities: scopeParts) and
 * reports the parts' lists once every part has answered, and again on each change.
 */
export function watchAcrossParts<T>(
  scope: FacilityScope,
  queryOf: (part: ScopePart) => ReturnType<typeof shiftsPageQuery>,
  convert: (snap: QueryDocumentSnapshot<DocumentData>) => T,
  onChange: (parts: T[][]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const parts = scopeParts(scope);
  if (parts.length === 0) {
    onChange([]);
    return () => {};
  }
  const latest: (T[] | null)[] = parts.map(() => null);
  const stops = parts.map((part, i) =>
    watchShifts(
      queryOf(part),
      (snap) => {
        latest[i] = snap.docs.map(convert);
        if (latest.every((page) => page !== null)) onChange(latest as T[][]);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** Listens to the first page (of every part of the scope) and reports the merged page on each change. */
export function watchFirstPage(
  db: Firestore,
  scope: FacilityScope,
  onChange: (page: ShiftPage) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchAcrossParts(
    scope,
    (part) => shiftsPageQuery(db, part),
    toShift,
    (pages) => onChange(mergePages(pages)),
    onError,
  );
}

/** An unclaimed shift on the dashboard's urgent card. */
export type UnfilledShift = Pick<Shift, 'id' | 'facilityIdentifier' | 'description' | 'start' | 'end' | 'nurseType'>;

const toUnfilled = (snap: QueryDocumentSnapshot<DocumentData>): UnfilledShift => {
  const s = toShift(snap);
  return {
    id: s.id,
    facilityIdentifier: s.facilityIdentifier,
    description: s.description,
    start: s.start,
    end: s.end,
    nurseType: s.nurseType,
  };
};

/**
 * Listens to the soonest `max` unclaimed, active shifts that start in the 48 hours from `now`, soonest first (every
 * part of the scope, merged), and whether there are more. A shift a worker claims leaves the list with the next
 * snapshot.
 */
export function watchUnfilledSoon(
  db: Firestore,
  scope: FacilityScope,
  now: number,
  max: number,
  onChange: (shifts: UnfilledShift[], more: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchAcrossParts(
    scope,
    // one more than is shown: its presence is the 'more'
    (part) => unfilledSoonQuery(db, part, now, now + UNFILLED_SOON_MS, max + 1),
    toUnfilled,
    (parts) => {
      const merged = parts.flat().sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
      onChange(merged.slice(0, max), merged.length > max);
    },
    onError,
  );
}

/** Every shift of the scope starting in [from, to), however many: each part of the scope is read a page at a time. */
export async function fetchShiftsStartingBetween(
  db: Firestore,
  scope: FacilityScope,
  from: number,
  to: number,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Shift[]> {
  const pages = await perScopePart(scope, async (part) =>
    (
      await readAllPages(
        (after) => shiftsStartingBetweenQuery(db, part, from, to, after, pageSize),
        pageSize,
        getDocsFromServer,
      )
    ).map(toShift),
  );
  return pages.flat().sort((a, b) => a.start - b.start);
}
