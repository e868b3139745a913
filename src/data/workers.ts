// The worker pages' reads (/workers, /workers/{id}). A worker's page never reads every shift of the facility: its
// queries name the worker and the facility (an index each, firestore.indexes.json: the shift queries in
// shiftWindows.ts, the reviews' in reviewPages.ts); the figures come from aggregation queries (count, sum), and only
// the 'On time' share reads documents: the worker's latest ON_TIME_SAMPLE worked shifts. Every query carries a limit
// (the rules refuse one without, aggregations included).
import { count, type Firestore, sum } from 'firebase/firestore';
import { getAggregateFromServer, getDocsFromServer } from './online';
import {
  firstPageOf,
  perFacilityChunk,
  perScopePart,
  type FacilityScope,
  type ScopePart,
} from '../lib/firebase/facilityChunks';
import {
  foldRecentWorkers,
  ON_TIME_SAMPLE,
  type RecentWorker,
  shiftsWithinRoom,
  type WorkerTallies,
} from '../domain/workers';
import { RELIABILITY_DAYS } from '../domain/reliability';
import { NO_SHOWS_READ, type ReliabilityTally } from '../domain/reliabilitySort';
import type { Shift } from '../domain/types';
import { RECENT_SCAN_PAGE, toShift, WORKER_PAGE_SIZE } from './shifts';
import {
  noShowsQuery,
  recentShiftsQuery,
  startedShiftsQuery,
  workedShiftsQuery,
  workerShiftsPageQuery,
  type ShiftCursor,
} from './shiftWindows';
import { facilityNoShowsQuery, latestRecentShiftQuery } from './noShows';
import { workerReviewsQuery } from './reviewPages';

/** At most this many scan pages per Load More (then the page ends early and says there may be more). */
const RECENT_SCAN_PAGES = 10;

type ShiftLite = Pick<Shift, 'id' | 'nurseId' | 'end' | 'start' | 'facilityIdentifier'>;

/** One page of the scope's shifts across its parts (scopeParts), merged newest first by `field`. */
async function pageAcross(
  scope: FacilityScope,
  read: (part: ScopePart) => ReturnType<typeof recentShiftsQuery>,
  field: 'end' | 'start',
  pageSize: number,
): Promise<{ shifts: Shift[]; full: boolean }> {
  const parts = await perScopePart(scope, async (part) => (await getDocsFromServer(read(part))).docs.map(toShift));
  // full when the parts returned a page in all: a page cut from several parts' answers leaves more to read
  const { items, hasMore } = firstPageOf(
    parts,
    (a, b) => b[field] - a[field] || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    pageSize,
  );
  return { shifts: items, full: hasMore };
}

const cursorOf = (s: ShiftLite | undefined, field: 'end' | 'start'): ShiftCursor | null =>
  s ? { at: s[field], id: s.id } : null;

/**
 * The next page of 'Recent workers': reads the shifts that ended in [from, to], newest first, a scan page at a time
 * from `cursor`, until a worker beyond WORKER_PAGE_SIZE new ones (not in `known`) appears, the shifts run out, or
 * RECENT_SCAN_PAGES pages were read. Returns every row (known ones first, as they were), where the page ends (before
 * that next worker's shift), and whether more may follow.
 */
export async function fetchRecentWorkers(
  db: Firestore,
  scope: FacilityScope,
  from: number,
  to: number,
  known: readonly RecentWorker[],
  cursor: ShiftCursor | null,
): Promise<{ rows: RecentWorker[]; cursor: ShiftCursor | null; hasMore: boolean }> {
  let rows = [...known];
  let at = cursor;
  for (let pages = 0; pages < RECENT_SCAN_PAGES; pages++) {
    const page = await pageAcross(scope, (part) => recentShiftsQuery(db, part, from, to, at), 'end', RECENT_SCAN_PAGE);
    // at most WORKER_PAGE_SIZE new rows (and their names): the page ends before the shift of the next new worker, so
    // that 'more' is known, not guessed
    const room = WORKER_PAGE_SIZE - (rows.length - known.length);
    const taken = page.shifts.slice(
      0,
      shiftsWithinRoom(
        rows.map((r) => r.nurseId),
        page.shifts,
        room,
      ),
    );
    rows = foldRecentWorkers(rows, taken);
    at = cursorOf(taken[taken.length - 1], 'end') ?? at;
    if (taken.length < page.shifts.length) return { rows, cursor: at, hasMore: true };
    if (!page.full) return { rows, cursor: at, hasMore: false };
  }
  return { rows, cursor: at, hasMore: true };
}

/** A row of 'Shifts with {name}'. */
export type WorkerShift = Pick<
  Shift,
  | 'id'
  | 'facilityIdentifier'
  | 'description'
  | 'status'
  | 'start'
  | 'end'
  | 'clockIn'
  | 'clockOut'
  | 'tz'
  | 'nurseType'
  | 'timesheetAction'
>;

const workerShiftOf = (s: Shift): WorkerShift => ({
  id: s.id,
  facilityIdentifier: s.facilityIdentifier,
  description: s.description,
  status: s.status,
  start: s.start,
  end: s.end,
  clockIn: s.clockIn,
  clockOut: s.clockOut,
  tz: s.tz,
  nurseType: s.nurseType,
  timesheetAction: s.timesheetAction,
});

/** One page of the worker's shifts at the facilities, latest start first. */
export async function fetchWorkerShifts(
  db: Firestore,
  scope: FacilityScope,
  nurseId: string,
  cursor: ShiftCursor | null,
): Promise<{ shifts: WorkerShift[]; cursor: ShiftCursor | null; hasMore: boolean }> {
  const page = await pageAcross(
    scope,
    (part) => workerShiftsPageQuery(db, part, nurseId, cursor),
    'start',
    WORKER_PAGE_SIZE,
  );
  return {
    shifts: page.shifts.map(workerShiftOf),
    cursor: cursorOf(page.shifts[page.shifts.length - 1], 'start') ?? cursor,
    hasMore: page.full,
  };
}

/**
 * What the worker's figures are made of: counts and sums by aggregation across the parts of the scope (the reviews,
 * which carry no company, across its chunks of facilities), and the latest ON_TIME_SAMPLE worked shifts (start and
 * clock-in only are kept) for the on-time share.
 */
export async function fetchWorkerTallies(
  db: Firestore,
  scope: FacilityScope,
  nurseId: string,
  now: number,
): Promise<WorkerTallies> {
  const since = now - RELIABILITY_DAYS * 24 * 60 * 60 * 1000;
  const [worked, reviews, latest, reliability] = await Promise.all([
    perScopePart(scope, async (part) => {
      // apart: an aggregation with a sum leaves out the documents without that field (the shifts not approved yet)
      // from every figure of the same request, its count included
      const [n, hours] = await Promise.all([
        getAggregateFromServer(workedShiftsQuery(db, part, nurseId, now), { n: count() }),
        getAggregateFromServer(workedShiftsQuery(db, part, nurseId, now), { hours: sum('approvedHours') }),
      ]);
      return { n: n.data().n, hours: hours.data().hours };
    }),
    perFacilityChunk(scope.facilityIds, async (ids) => {
      const snap = await getAggregateFromServer(workerReviewsQuery(db, ids, nurseId), {
        n: count(),
        total: sum('rating'),
      });
      return snap.data();
    }),
    perScopePart(scope, async (part) =>
      (await getDocsFromServer(workedShiftsQuery(db, part, nurseId, now, ON_TIME_SAMPLE))).docs.map(toShift),
    ),
    perScopePart(scope, async (part) => {
      const [started, noShows] = await Promise.all([
        getAggregateFromServer(startedShiftsQuery(db, part, nurseId, since, now), { n: count() }),
        getAggregateFromServer(noShowsQuery(db, part, nurseId, since), { n: count() }),
      ]);
      return { started: started.data().n, noShows: noShows.data().n };
    }),
  ]);
  return {
    worked: worked.reduce((t, p) => t + p.n, 0),
    approvedHours: worked.reduce((t, p) => t + (p.hours ?? 0), 0),
    ratingCount: reviews.reduce((t, p) => t + p.n, 0),
    ratingSum: reviews.reduce((t, p) => t + (p.total ?? 0), 0),
    latest: latest
      .flat()
      .sort((a, b) => (b.clockIn ?? 0) - (a.clockIn ?? 0))
      .slice(0, ON_TIME_SAMPLE)
      .map((s) => ({ start: s.start, clockIn: s.clockIn })),
    started: reliability.reduce((t, p) => t + p.started, 0),
    noShows: reliability.reduce((t, p) => t + p.noShows, 0),
  };
}

/** The workers with a no-show here in the last 90 days: their tallies and, when asked for, their rows. */
export interface NoShowWorkers {
  /** by worker: their started shifts here in the last 90 days (counted) and their no-shows (the shifts read) */
  tallies: Record<string, ReliabilityTally>;
  /** those of them who are recent workers (a shift that ended in [from, to]), as rows; null when not asked for */
  rows: RecentWorker[] | null;
  /** the no-shows read reached NO_SHOWS_READ in some part of the scope: older ones were not counted */
  capped: boolean;
}

/**
 * Reliability for 'Recent workers' without reading each worker's history: the facilities' no-show shifts of the last
 * 90 days (one bounded query per part of the scope) name the few workers below 100%; each of them costs one count
 * of their started shifts and, with `recent` (the Reliability sort), one read of their latest recent shift, for their
 * row. Everyone else is at 100%.
 */
export async function fetchNoShowWorkers(
  db: Firestore,
  scope: FacilityScope,
  now: number,
  recent: { from: number; to: number } | null,
): Promise<NoShowWorkers> {
  const since = now - RELIABILITY_DAYS * 24 * 60 * 60 * 1000;
  const parts = await perScopePart(scope, async (part) =>
    (await getDocsFromServer(facilityNoShowsQuery(db, part, since))).docs.map(toShift),
  );
  const noShows = new Map<string, number>();
  for (const s of parts.flat()) if (s.nurseId) noShows.set(s.nurseId, (noShows.get(s.nurseId) ?? 0) + 1);
  const workers = [...noShows.keys()];
  const [started, latest] = await Promise.all([
    Promise.all(
      workers.map(async (nurseId) => {
        const counts = await perScopePart(scope, async (part) => {
          const snap = await getAggregateFromServer(startedShiftsQuery(db, part, nurseId, since, now), { n: count() });
          return snap.data().n;
        });
        return counts.reduce((t, n) => t + n, 0);
      }),
    ),
    recent
      ? Promise.all(
          workers.map(async (nurseId) =>
            (
              await perScopePart(scope, async (part) =>
                (await getDocsFromServer(latestRecentShiftQuery(db, part, nurseId, recent.from, recent.to))).docs.map(
                  toShift,
                ),
              )
            ).flat(),
          ),
        )
      : null,
  ]);
  const tallies = Object.fromEntries(
    workers.map((nurseId, i) => [nurseId, { started: started[i] ?? 0, noShows: noShows.get(nurseId) ?? 0 }]),
  );
  const rows = latest
    ? latest.flatMap((shifts) =>
        foldRecentWorkers(
          [],
          [...shifts].sort((a, b) => b.end - a.end),
        ),
      )
    : null;
  return { tallies, rows, capped: parts.some((p) => p.length >= NO_SHOWS_READ) };
}
