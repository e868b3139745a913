// The day of the shift: which shifts /today lists, the state of each, the counts, the order, when a
// no-show may be marked, a worker's reliability, and the alerts a change of a shift raises. Pure: every rule takes
// the moment as `now` (ms) and works on instants, so a shift across midnight or a daylight-saving change is judged by
// the time that really passed, never by clock readings.

import { LATE_AFTER_MS } from './shiftStatus';

export const TODAY_STATES = ['Unfilled', 'Coming', 'Late', 'On shift', 'Done', 'No-show'] as const;
export type TodayState = (typeof TODAY_STATES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A late worker may be marked a no-show this long after the start. */
const NO_SHOW_AFTER_MS = 30 * MINUTE;
/** The window: shifts starting from 12 hours ago to 24 hours ahead (plus any shift someone is still clocked in to). */
export const TODAY_PAST_MS = 12 * HOUR;
export const TODAY_AHEAD_MS = 24 * HOUR;
/** The window's listener is opened anew this often, moving with the time (it reads this much further ahead). */
export const TODAY_WINDOW_STEP_MS = 10 * MINUTE;
/** How far back /today looks for a shift still clocked in to (a forgotten clock-out older than this is not shown). */
export const TODAY_STILL_ON_MS = 48 * HOUR;

/** What the state of a shift depends on (a Shift has all of it). */
export interface TodayFacts {
  status: 'active' | 'cancelled';
  start: number;
  nurseId: string | null;
  clockIn: number | null;
  clockOut: number | null;
  /** when the shift was marked a no-show (ms), or null */
  noShowAt: number | null;
}

/** The state of a shift at `now`: exactly one of the six. */
export function todayState(s: TodayFacts, now: number): TodayState {
  if (s.noShowAt != null) return 'No-show';
  if (s.clockOut != null) return 'Done';
  if (s.clockIn != null) return 'On shift';
  if (!s.nurseId) return 'Unfilled';
  // exactly 10 minutes after the start is still Coming: Late is 'more than 10 minutes ago'
  return now - s.start > LATE_AFTER_MS ? 'Late' : 'Coming';
}

/**
 * Whether a row's worker is yet to work or working (Coming, Late, On shift): /today judges only their documents, since
 * a Done or No-show row is past helping, and reads no one's documents for it.
 */
export const worksAhead = (state: TodayState): boolean =>
  state === 'Coming' || state === 'Late' || state === 'On shift';

/** Whether /today lists the shift at `now`: not cancelled, and starting in the window or still clocked in to. */
export function inTodayWindow(s: TodayFacts, now: number): boolean {
  if (s.status === 'cancelled') return false;
  if (s.clockIn != null && s.clockOut == null) return true;
  return s.start >= now - TODAY_PAST_MS && s.start <= now + TODAY_AHEAD_MS;
}

/** Why a no-show may not be marked at `now`, or null when it may (the rules refuse the same). */
export type NoShowRefusal = 'cancelled' | 'noWorker' | 'clockedIn' | 'alreadyMarked' | 'tooEarly';
export function noShowRefusal(s: TodayFacts, now: number): NoShowRefusal | null {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.noShowAt != null) return 'alreadyMarked';
  if (!s.nurseId) return 'noWorker';
  if (s.clockIn != null) return 'clockedIn';
  if (now - s.start < NO_SHOW_AFTER_MS) return 'tooEarly';
  return null;
}

/** Whether a shift may be reposted: marked a no-show, not cancelled, not reposted yet (the rules refuse the same). */
export function isRepostable(s: { status: string; noShowAt: number | null; repostedAs: string | null }): boolean {
  return s.noShowAt != null && s.repostedAs == null && s.status !== 'cancelled';
}

/** The number of rows in each state. */
export function todayCounts(states: readonly TodayState[]): Record<TodayState, number> {
  const counts = Object.fromEntries(TODAY_STATES.map((s) => [s, 0])) as Record<TodayState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

/** The order of the rows: Late on top, then soonest start first (ties by id, so the order is stable). */
export function compareTodayRows(
  a: { id: string; start: number; state: TodayState },
  b: { id: string; start: number; state: TodayState },
): number {
  const late = Number(b.state === 'Late') - Number(a.state === 'Late');
  return late || a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The next moment after `now` at which the screen must look again with no write happening: a Coming row turning Late,
 * a Late row gaining `Mark no-show`, a shift leaving or entering the window. Null when nothing will change by itself.
 */
export function nextTodayChange(shifts: readonly TodayFacts[], now: number): number | null {
  let next = Infinity;
  const consider = (t: number) => {
    if (t > now && t < next) next = t;
  };
  for (const s of shifts) {
    if (s.status === 'cancelled') continue;
    consider(s.start - TODAY_AHEAD_MS);
    consider(s.start + TODAY_PAST_MS + 1);
    if (s.nurseId && s.clockIn == null && s.noShowAt == null) {
      consider(s.start + LATE_AFTER_MS + 1);
      consider(s.start + NO_SHOW_AFTER_MS);
    }
  }
  return next === Infinity ? null : next;
}
