// Know your workers: the rules of the worker pages (/workers, /workers/{id}), without Firebase (favorites' rules are
// in favorites.ts).
import { spanHours } from './hoursSpan';
import { isLateArrival, reliabilityPercent } from './reliability';

/** 'Recent workers': everyone who worked a shift of the facility (or the company's) in this many days. */
export const RECENT_WORKER_DAYS = 90;
/** 'On time': clocked in no more than this many minutes after the start. */
const ON_TIME_GRACE_MINUTES = 5;
/** The 'On time' share is taken over the worker's latest worked shifts, at most this many (one read each). */
export const ON_TIME_SAMPLE = 40;

/** Clocked in no more than ON_TIME_GRACE_MINUTES after the start (early counts as on time). */
export function isOnTime(shift: { start: number; clockIn: number | null }): boolean {
  return shift.clockIn !== null && shift.clockIn <= shift.start + ON_TIME_GRACE_MINUTES * 60_000;
}

/** A shift's hours as the timesheet counts them: the clock times' span to two places (null without both). */
export const workedHours = (shift: { clockIn: number | null; clockOut: number | null }): number | null =>
  shift.clockIn === null || shift.clockOut === null ? null : spanHours(shift.clockIn, shift.clockOut);

/** What the aggregation queries and the on-time sample of a worker's shifts return. */
export interface WorkerTallies {
  /** shifts with this worker that were clocked in and not cancelled */
  worked: number;
  /** the sum of approvedHours of those shifts */
  approvedHours: number;
  ratingSum: number;
  ratingCount: number;
  /** the latest worked shifts, newest first, at most ON_TIME_SAMPLE */
  latest: { start: number; clockIn: number | null }[];
  /** reliability: the shifts here that started in the last RELIABILITY_DAYS, and those marked no-shows */
  started: number;
  noShows: number;
}

export interface WorkerFigures {
  shiftsWorked: number;
  hoursWorked: number;
  /** to one place; null without reviews */
  averageRating: number | null;
  /** how many reviews the average is of */
  reviews: number;
  /** 0..1; null when nothing was worked */
  onTime: number | null;
  /** how many shifts the on-time share was taken over */
  onTimeOf: number;
  /** the start of the latest worked shift, or null */
  lastWorked: number | null;
  /** no-shows in the last RELIABILITY_DAYS */
  noShows: number;
  /** of the latest worked shifts (the on-time sample), those clocked in more than 10 minutes after the start */
  lateArrivals: number;
  /** the share of started shifts worked without a no-show, as a whole percentage; null when none started */
  reliability: number | null;
}

export function workerFigures(t: WorkerTallies): WorkerFigures {
  const sample = t.latest.slice(0, ON_TIME_SAMPLE);
  const onTimeCount = sample.filter(isOnTime).length;
  return {
    shiftsWorked: t.worked,
    hoursWorked: Math.round(t.approvedHours * 100) / 100,
    averageRating: t.ratingCount > 0 ? Math.round((t.ratingSum / t.ratingCount) * 10) / 10 : null,
    reviews: t.ratingCount,
    onTime: sample.length > 0 ? onTimeCount / sample.length : null,
    onTimeOf: sample.length,
    lastWorked: sample.length > 0 ? Math.max(...sample.map((s) => s.start)) : null,
    noShows: t.noShows,
    lateArrivals: sample.filter((s) => isLateArrival(s.start, s.clockIn)).length,
    reliability: reliabilityPercent(t.started, t.noShows),
  };
}

/** '93%' (no decimals), or '—' when there is nothing to measure. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** One row of 'Recent workers': a worker and the latest shift they worked in scope. */
export interface RecentWorker {
  nurseId: string;
  /** end of their latest worked shift in scope */
  lastWorked: number;
  /** the facilities (ids) they worked at among the shifts read, latest first */
  facilityIds: string[];
}

/**
 * Folds shifts (newest end first) into the distinct workers, keeping the order in which each first appears;
 * `known` are the rows already shown (a later page only adds facilities to them, never moves them).
 */
export function foldRecentWorkers(
  known: readonly RecentWorker[],
  shifts: readonly { nurseId: string | null; end: number; facilityIdentifier: string }[],
): RecentWorker[] {
  const rows = known.map((r) => ({ ...r, facilityIds: [...r.facilityIds] }));
  const byId = new Map(rows.map((r) => [r.nurseId, r]));
  for (const s of shifts) {
    if (!s.nurseId) continue;
    const row = byId.get(s.nurseId);
    if (row) {
      if (!row.facilityIds.includes(s.facilityIdentifier)) row.facilityIds.push(s.facilityIdentifier);
      continue;
    }
    const added = { nurseId: s.nurseId, lastWorked: s.end, facilityIds: [s.facilityIdentifier] };
    byId.set(s.nurseId, added);
    rows.push(added);
  }
  return rows;
}

/**
 * How many of `shifts` (newest end first) a page of 'Recent workers' takes: all of them, or those before the shift
 * that would bring a worker beyond `room` new ones (not in `listed`), so that a page adds at most `room` rows and
 * reads names for those only; the next page starts at that shift.
 */
export function shiftsWithinRoom(
  listed: Iterable<string>,
  shifts: readonly { nurseId: string | null }[],
  room: number,
): number {
  const seen = new Set(listed);
  let added = 0;
  for (const [i, s] of shifts.entries()) {
    if (!s.nurseId || seen.has(s.nurseId)) continue;
    if (added === room) return i;
    seen.add(s.nurseId);
    added++;
  }
  return shifts.length;
}
