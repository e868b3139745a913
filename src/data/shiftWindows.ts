// Shift reads of one screen each, apart from shifts.ts (whose converter and queries they use): the workers' lists and
// figures, /today's queries (todayWindow.ts watches them), the live windows of /compliance and /staffing, and the
// timesheet's week a page at a time. The dashboard loads shifts.ts at once; these load with their screens only.
import {
  count,
  documentId,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  startAt,
  type QueryDocumentSnapshot,
  Timestamp,
  type Unsubscribe,
  where,
} from 'firebase/firestore';
import { getAggregateFromServer, getDocsFromServer } from './online';
import { readAllPages } from './pages';
import {
  FACILITIES_PER_QUERY,
  firstPageOf,
  perScopePart,
  type FacilityScope,
  type ScopePart,
} from '../lib/firebase/facilityChunks';
import type { Shift } from '../domain/types';
import type { CheckCursor } from '../domain/complianceCheck';
import {
  AGGREGATE_LIMIT,
  RECENT_SCAN_PAGE,
  WORKER_PAGE_SIZE,
  endingIn,
  shiftsCollection,
  startingIn,
  toShift,
  watchShifts,
  facilityShifts,
} from './shifts';

/** Where a page of shifts ended (newest first by a time field, then by id): plain, so the store can keep it. */
export interface ShiftCursor {
  at: number;
  id: string;
}

const afterCursor = (cursor?: ShiftCursor | null): QueryConstraint[] =>
  cursor ? [startAfter(Timestamp.fromMillis(cursor.at), cursor.id)] : [];

/** Workers: claimed, active shifts of the facilities that ended in [from, to], latest end first. */
export const recentShiftsQuery = (
  db: Firestore,
  part: ScopePart,
  from: number,
  to: number,
  cursor?: ShiftCursor | null,
) =>
  facilityShifts(
    db,
    part,
    where('isFree', '==', false),
    where('status', '==', 'active'),
    ...endingIn(from, to),
    orderBy('end', 'desc'),
    orderBy(documentId(), 'desc'),
    ...afterCursor(cursor),
    limit(RECENT_SCAN_PAGE),
  );

/** Workers: the shifts of the facilities with the worker, latest start first ('Shifts with {name}'). */
export const workerShiftsPageQuery = (db: Firestore, part: ScopePart, nurseId: string, cursor?: ShiftCursor | null) =>
  facilityShifts(
    db,
    part,
    where('nurseId', '==', nurseId),
    orderBy('start', 'desc'),
    orderBy(documentId(), 'desc'),
    ...afterCursor(cursor),
    limit(WORKER_PAGE_SIZE),
  );

/** Workers: the worker's worked shifts (active, clocked in by now), latest clock-in first; counted, summed, sampled. */
export const workedShiftsQuery = (
  db: Firestore,
  part: ScopePart,
  nurseId: string,
  now: number,
  max = AGGREGATE_LIMIT,
) =>
  facilityShifts(
    db,
    part,
    where('nurseId', '==', nurseId),
    where('status', '==', 'active'),
    where('clockIn', '<=', Timestamp.fromMillis(now)),
    orderBy('clockIn', 'desc'),
    limit(max),
  );

/** Reliability: the worker's active shifts here that started in [from, to), for counting. */
export const startedShiftsQuery = (db: Firestore, part: ScopePart, nurseId: string, from: number, to: number) =>
  facilityShifts(
    db,
    part,
    where('nurseId', '==', nurseId),
    where('status', '==', 'active'),
    ...startingIn(from, to),
    limit(AGGREGATE_LIMIT),
  );

/** Reliability: the worker's shifts here marked no-shows since `from`, for counting. */
export const noShowsQuery = (db: Firestore, part: ScopePart, nurseId: string, from: number) =>
  facilityShifts(
    db,
    part,
    where('nurseId', '==', nurseId),
    where('noShowAt', '>=', Timestamp.fromMillis(from)),
    limit(AGGREGATE_LIMIT),
  );

/** The most timesheet entries read in one query (the rules allow at most 5000 a query): more are asked for again. */
export const WEEK_PAGE_SIZE = 1000;

/** Where a page of the timesheet's week ended (its order: start, then end, then id): plain, for the store. */
export interface WeekCursor {
  start: number;
  end: number;
  id: string;
}

/**
 * @public (the index test builds it by name)
 * Timesheet: 'Read shifts of a facility (or list) with start within 7 days from a date, ordered by start ascending;
 * keep those not cancelled, with a worker, and ended at least 30 minutes ago' (`cutoff`), asked of the server, so that
 * a page of the week reads entries only; one page after `after`. `approvedOnly` counts the approved ones.
 */
export const timesheetWeekQuery = (
  db: Firestore,
  part: ScopePart,
  from: number,
  to: number,
  cutoff: number,
  after?: WeekCursor | null,
  pageSize = WEEK_PAGE_SIZE,
  approvedOnly = false,
) =>
  facilityShifts(
    db,
    part,
    where('isFree', '==', false),
    where('status', '==', 'active'),
    ...(approvedOnly ? [where('timesheetAction', '==', 'approved')] : []),
    ...startingIn(from, to),
    where('end', '<=', Timestamp.fromMillis(cutoff)),
    orderBy('start'),
    orderBy('end'),
    orderBy(documentId()),
    ...(after ? [startAfter(Timestamp.fromMillis(after.start), Timestamp.fromMillis(after.end), after.id)] : []),
    limit(pageSize),
  );

/** The most shifts one chunk of facilities lists for /today (a day and a half of a very busy facility). */
const TODAY_LIMIT = 500;
/** Shifts still clocked in to from before the window: a shift lasts at most 12 hours, so few ever are. */
const STILL_ON_LIMIT = 100;
/**
 * A limit of a chunk's query for a part of a scope: a company's one query holds what its chunks held, up to the most
 * the rules allow a query.
 */
const partLimit = (part: ScopePart, perChunk: number) =>
  'companyId' in part ? Math.min(AGGREGATE_LIMIT, perChunk * FACILITIES_PER_QUERY) : perChunk;

/** /today: the shifts starting in [from, to], soonest first (cancelled ones too: the screen leaves them out). */
export const todayWindowQuery = (db: Firestore, part: ScopePart, from: number, to: number) =>
  facilityShifts(
    db,
    part,
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<=', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    limit(partLimit(part, TODAY_LIMIT)),
  );

/**
 * /today: shifts clocked in to since `since` and not clocked out (clockOut stored as null, as the worker app and the
 * seed write it): the ones that started before the window and are still on.
 */
export const stillOnQuery = (db: Firestore, part: ScopePart, since: number) =>
  facilityShifts(
    db,
    part,
    where('clockOut', '==', null),
    where('clockIn', '>=', Timestamp.fromMillis(since)),
    orderBy('clockIn', 'asc'),
    limit(partLimit(part, STILL_ON_LIMIT)),
  );

/**
 * @public (the index test builds it by name)
 * Compliance: a page of the facility's claimed, active shifts that start in [from, to) and had not ended at `now`,
 * soonest first (start, then end, then id: a cursor of the three always moves on), from `at` on (inclusive).
 */
export const claimedShiftsStartingQuery = (
  db: Firestore,
  facilityId: string,
  window: { from: number; to: number; now: number },
  at: CheckCursor | null,
  pageSize: number,
) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('status', '==', 'active'),
    where('isFree', '==', false),
    ...startingIn(window.from, window.to),
    where('end', '>', Timestamp.fromMillis(window.now)),
    orderBy('start'),
    orderBy('end'),
    orderBy(documentId()),
    ...(at ? [startAt(Timestamp.fromMillis(at.start), Timestamp.fromMillis(at.end), at.id)] : []),
    limit(pageSize),
  );

/** The timesheet week's order: start, then end, then id (the query's, so that the parts of a scope merge into it). */
const weekOrder = (a: Shift, b: Shift) =>
  a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A read of the timesheet's week: the shifts, where they end, and what the last query asked and got. */
export interface TimesheetWeekRead {
  shifts: Shift[];
  cursor: WeekCursor | null;
  lastAsked: number;
  lastGot: number;
}

/**
 * Up to `want` of the timesheet week's shifts (timesheetWeekQuery) after `after` (Infinity: the rest of the week),
 * `pageSize` at most a query, each part of the scope asked for as many and the answers merged in order.
 */
export async function fetchTimesheetWeek(
  db: Firestore,
  scope: FacilityScope,
  week: { from: number; to: number; cutoff: number },
  after: WeekCursor | null,
  want: number,
  pageSize = WEEK_PAGE_SIZE,
): Promise<TimesheetWeekRead> {
  const shifts: Shift[] = [];
  let cursor = after;
  let lastAsked = 0;
  let lastGot = 0;
  while (shifts.length < want) {
    const asked = Math.min(want - shifts.length, pageSize);
    const from = cursor;
    const parts = await perScopePart(scope, async (part) =>
      (await getDocsFromServer(timesheetWeekQuery(db, part, week.from, week.to, week.cutoff, from, asked))).docs.map(
        toShift,
      ),
    );
    const page = firstPageOf(parts, weekOrder, asked);
    [lastAsked, lastGot] = [asked, page.items.length];
    shifts.push(...page.items);
    const last = page.items[page.items.length - 1];
    if (last) cursor = { start: last.start, end: last.end, id: last.id };
    if (!page.hasMore) break;
  }
  return { shifts, cursor, lastAsked, lastGot };
}

/** The timesheet week's entries and approved ones, by aggregation (one read per 1,000 entries each). */
export async function countTimesheetWeek(
  db: Firestore,
  scope: FacilityScope,
  week: { from: number; to: number; cutoff: number },
): Promise<{ entries: number; approved: number }> {
  const parts = await perScopePart(scope, async (part) => {
    const [entries, approved] = await Promise.all(
      [false, true].map(async (approvedOnly) => {
        const q = timesheetWeekQuery(db, part, week.from, week.to, week.cutoff, null, AGGREGATE_LIMIT, approvedOnly);
        return (await getAggregateFromServer(q, { n: count() })).data().n;
      }),
    );
    return { entries: entries ?? 0, approved: approved ?? 0 };
  });
  return {
    entries: parts.reduce((t, p) => t + p.entries, 0),
    approved: parts.reduce((t, p) => t + p.approved, 0),
  };
}

/** Listens to a page of claimedShiftsStartingQuery: each answer and change (a claim, a release), as plain shifts. */
export function watchClaimedShiftsStarting(
  db: Firestore,
  facilityId: string,
  window: { from: number; to: number; now: number },
  at: CheckCursor | null,
  pageSize: number,
  onChange: (shifts: Shift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchShifts(
    claimedShiftsStartingQuery(db, facilityId, window, at, pageSize),
    (snap) => onChange(snap.docs.map(toShift)),
    onError,
  );
}

/** The PBJ report reads the quarter's approved entries in pages of this many (the rules allow 5000 a query). */
const PBJ_PAGE_SIZE = 1000;

/** An approved shift with the adjustment of its hours (the times the timesheet counts). */
export type ApprovedShift = Shift & { timesheetAdjustment?: { clockIn: number; clockOut: number } | null };

/** PBJ: a page of the facility's approved, active shifts that start in [from, to), by start, after `after`. */
export const approvedShiftsStartingQuery = (
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  after?: QueryDocumentSnapshot,
  pageSize = PBJ_PAGE_SIZE,
) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('status', '==', 'active'),
    where('timesheetAction', '==', 'approved'),
    ...startingIn(from, to),
    orderBy('start', 'asc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

/** PBJ: the worker's first approved shift at the facility (their hire date there). */
export const firstApprovedShiftQuery = (db: Firestore, facilityId: string, nurseId: string) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('nurseId', '==', nurseId),
    where('status', '==', 'active'),
    where('timesheetAction', '==', 'approved'),
    orderBy('start', 'asc'),
    limit(1),
  );

/**
 * Every approved shift of the facility starting in [from, to), a page at a time; `onPage` hears how many are read so
 * far. Plain shifts with their adjustment (the times the timesheet counts).
 */
export async function fetchApprovedShiftsStarting(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onPage?: (readSoFar: number) => void,
  pageSize = PBJ_PAGE_SIZE,
): Promise<ApprovedShift[]> {
  let read = 0;
  const docs = await readAllPages(
    (after) => approvedShiftsStartingQuery(db, facilityId, from, to, after, pageSize),
    pageSize,
    async (q) => {
      const snap = await getDocsFromServer(q);
      read += snap.size;
      onPage?.(read);
      return snap;
    },
  );
  return docs.map(toShift);
}

/** How many first shifts are asked for at once (one read each). */
const FIRST_SHIFTS_AT_ONCE = 10;

/** Each worker's first approved shift at the facility (a worker without one is left out). */
export async function fetchFirstApprovedShifts(
  db: Firestore,
  facilityId: string,
  nurseIds: readonly string[],
): Promise<Record<string, ApprovedShift>> {
  const out: Record<string, ApprovedShift> = {};
  for (let i = 0; i < nurseIds.length; i += FIRST_SHIFTS_AT_ONCE) {
    await Promise.all(
      nurseIds.slice(i, i + FIRST_SHIFTS_AT_ONCE).map(async (id) => {
        const first = (await getDocsFromServer(firstApprovedShiftQuery(db, facilityId, id))).docs[0];
        if (first) out[id] = toShift(first);
      }),
    );
  }
  return out;
}
