// A company's Today window: one document listing the shifts of all its facilities that /today's window may show, so
// that a company user's /today and dashboard card with `All facilities` listen to one document instead of every shift
// of the window (about 240 at a 60-facility company). A Cloud Function keeps it on each shift's write, and rebuilds it
// every hour as the window moves on (functions/src/companyToday.ts); the seed and the backfill write it too.
//
// It holds the shifts starting in [from, to] (its range, written with it) or still clocked in to, as they are stored,
// and their workers' names and documents (so the screen reads no worker's record or documents for the window; the
// documents are as of the worker's claim or the last hourly rebuild):
// the portal reads each entry with the shifts' own converter, and takes from them what the shift queries would have
// returned (todayShiftsAt), so the screen is the same either way. A window whose range no longer covers /today's, or
// that would pass COMPANY_TODAY_MAX_BYTES, is not used: the portal reads the shifts instead, slower, never wrong.

import { storedValueBytes } from './companyDirectory';
import { TODAY_AHEAD_MS, TODAY_PAST_MS, TODAY_STILL_ON_MS, TODAY_WINDOW_STEP_MS } from './today';

const HOUR = 60 * 60 * 1000;

/** The window's path under its company: companies/{companyId}/today/window. */
export const COMPANY_TODAY_DOC_ID = 'window';
export const companyTodayPath = (companyId: string) => `companies/${companyId}/today/${COMPANY_TODAY_DOC_ID}`;

/**
 * How far past /today's reach a window is written: it is rebuilt every hour, so it serves for about three hours, a
 * missed run or two included.
 */
export const COMPANY_TODAY_SLACK_MS = 3 * HOUR;

/** The most a window may hold before it is stored as overflow (below the 1 MiB of a document, with room). */
export const COMPANY_TODAY_MAX_BYTES = 800_000;

/** The shifts a window written at `at` holds: those starting in [from, to], and those still clocked in to. */
export interface TodayRange {
  from: number;
  to: number;
}

export const companyTodayRange = (at: number): TodayRange => ({
  from: at - TODAY_PAST_MS,
  to: at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS + COMPANY_TODAY_SLACK_MS,
});

/**
 * The window's stored shape: its range, and the shifts by id with their workers' names ('First Last' by worker id, ''
 * for a worker without a record) and documents (each worker's, by id, as stored), or `overflow: true` when they would
 * not fit.
 */
export interface CompanyTodayData<Entry = Record<string, unknown>> {
  from: number;
  to: number;
  shifts?: Record<string, Entry>;
  workerNames?: Record<string, string>;
  workerCredentials?: Record<string, Record<string, Entry>>;
  overflow?: boolean;
}

/** What a window keeps of a worker: their name and their documents (by id, as stored). */
export interface TodayWorker {
  name: string;
  credentials: Record<string, Record<string, unknown>>;
}

/** A stored instant (a Timestamp, a Date or ms) as ms; null for none. */
function msOf(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'object' && v !== null && typeof (v as { toMillis?: unknown }).toMillis === 'function')
    return (v as { toMillis: () => number }).toMillis();
  return null;
}

/**
 * Whether a stored shift belongs in a window of `range` (by when it starts, or because it is still clocked in to, as
 * /today's own query asks: since two days before the window's start). A cancelled shift never shows on /today.
 */
export function inCompanyToday(data: Record<string, unknown>, range: TodayRange): boolean {
  if (data.status === 'cancelled') return false;
  const start = msOf(data.start);
  if (start !== null && start >= range.from && start <= range.to) return true;
  // stored as null, as the still-on query asks (a shift without the field is not found by it)
  const clockIn = msOf(data.clockIn);
  return clockIn !== null && data.clockOut === null && clockIn >= range.from + TODAY_PAST_MS - TODAY_STILL_ON_MS;
}

/** A stored shift's id and fields. */
export interface StoredShift {
  id: string;
  data: Record<string, unknown>;
}

const encoder = new TextEncoder();
/** The size of a window as Firestore counts a document's (its name, its fields, 32 more). */
export const companyTodayBytes = (companyId: string, data: CompanyTodayData) =>
  companyTodayPath(companyId)
    .split('/')
    .reduce((n, part) => n + encoder.encode(part).length + 1, 16) +
  storedValueBytes(data) +
  32;

/** The worker a stored shift names, if any. */
export const workerOf = (data: Record<string, unknown>): string | null =>
  typeof data.nurseId === 'string' && data.nurseId !== '' ? data.nurseId : null;

/**
 * Company `companyId`'s window of `range` from shifts read for it (those that do not belong are left out), with the
 * names and documents of their workers from `workers` (for a worker it does not hold: '' and none).
 */
export function companyTodayOf(
  companyId: string,
  range: TodayRange,
  shifts: readonly StoredShift[],
  workers: Readonly<Record<string, TodayWorker>> = {},
  maxBytes = COMPANY_TODAY_MAX_BYTES,
): CompanyTodayData {
  const kept = shifts.filter((s) => inCompanyToday(s.data, range));
  const ids = [...new Set(kept.flatMap((s) => workerOf(s.data) ?? []))].sort();
  const data: CompanyTodayData = {
    ...range,
    shifts: Object.fromEntries(kept.map((s) => [s.id, s.data])),
    workerNames: Object.fromEntries(ids.map((id) => [id, workers[id]?.name ?? ''])),
    workerCredentials: Object.fromEntries(ids.map((id) => [id, workers[id]?.credentials ?? {}])),
  };
  return companyTodayBytes(companyId, data) > maxBytes ? { ...range, overflow: true } : data;
}

/**
 * The window of each company of `companyIds` written at `at`, from every shift (each in its companyId's) and the
 * workers' names and documents: an empty one for a company with none in range. The seed's writer; the server reads
 * each company's.
 */
export function companyTodaysOf(
  at: number,
  shifts: readonly StoredShift[],
  companyIds: readonly string[],
  workers: Readonly<Record<string, TodayWorker>>,
): { path: string; data: CompanyTodayData }[] {
  const range = companyTodayRange(at);
  return companyIds.map((companyId) => ({
    path: companyTodayPath(companyId),
    data: companyTodayOf(
      companyId,
      range,
      shifts.filter((s) => s.data.companyId === companyId),
      workers,
    ),
  }));
}

/**
 * Whether a window serves /today's window as of `at` (the listener's moment, TODAY_WINDOW_STEP_MS of reach ahead
 * included): its range covers it, and it holds its shifts.
 */
export function companyTodayServes(data: Partial<CompanyTodayData> | undefined, at: number): boolean {
  if (!data?.shifts || data.overflow || typeof data.from !== 'number' || typeof data.to !== 'number') return false;
  return data.from <= at - TODAY_PAST_MS && data.to >= at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS;
}

/**
 * What /today's two queries as of `at` would return of the shifts a window holds (instants in ms): those starting
 * in [at - TODAY_PAST_MS, at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS], and those clocked in to since
 * at - TODAY_STILL_ON_MS and not out.
 */
export function todayShiftsAt<S extends { start: number; clockIn: number | null; clockOut: number | null }>(
  shifts: readonly S[],
  at: number,
): S[] {
  return shifts.filter(
    (s) =>
      (s.start >= at - TODAY_PAST_MS && s.start <= at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS) ||
      (s.clockOut === null && s.clockIn !== null && s.clockIn >= at - TODAY_STILL_ON_MS),
  );
}
