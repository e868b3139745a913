// What the weekly timesheet reads and writes, through src/data: the week's entries (data/shiftWindows.ts), the names
// on them, and the approve / reject / adjust writes (data/timesheet.ts).
import type { Firestore } from '../../data/db';
import type { StoredEntry } from '../../data/timesheet';
import { readWorkerNames } from '../../data/users';
import { isTimesheetEntry, timesheetCutoff, weekRange } from '../../domain/timesheetWeek';
import type { WeekCounts } from '../../domain/timesheetPaging';
import { DEFAULT_TZ, type NurseType, type TimesheetAction } from '../../domain/types';
import type { HoursAdjustment, RejectReason } from '../../domain/timesheetHours';
import type { FacilityScope } from '../../lib/firebase/facilityChunks';
import { countTimesheetWeek, fetchTimesheetWeek, WEEK_PAGE_SIZE, type WeekCursor } from '../../data/shiftWindows';

export type { WeekCursor };

export interface TimesheetEntry {
  id: string;
  facilityId: string;
  start: number;
  end: number;
  clockIn: number | null;
  clockOut: number | null;
  nurseId: string;
  workerFullName: string;
  nurseType: NurseType;
  timesheetAction: TimesheetAction | null;
  timesheetActionMadeBy: string | null;
  /** null when nobody acted, or when the actor's name is not readable by the viewer */
  timesheetActionMadeByFullName: string | null;
  timesheetActionMadeAt: number | null;
  tz: string;
  /** the adjusted times (beside clockIn and clockOut, which stay as clocked), or null */
  adjustment: HoursAdjustment | null;
  /** why a rejected entry was rejected (null for older rejections and for the others) */
  rejectReason: RejectReason | null;
}

/** A page of the week's entries, where it ended, and what the last query asked and got (see weekHasMore). */
export interface TimesheetPage {
  entries: TimesheetEntry[];
  cursor: WeekCursor | null;
  lastAsked: number;
  lastGot: number;
}

const weekOf = (sunday: string, now: number) => ({ ...weekRange(sunday), cutoff: timesheetCutoff(now) });

/**
 * Up to `want` entries of the week starting on `sunday` (YYYY-MM-DD) after `after` (Infinity: the rest of the week):
 * 'keep those not cancelled, with a worker, and ended at least 30 minutes ago' (the query asks the server for them),
 * by start, with the workers' and actors' names (those in `knownNames` are not read again).
 */
export async function fetchTimesheetPage(
  db: Firestore,
  scope: FacilityScope,
  sunday: string,
  now: number,
  {
    after = null,
    want,
    knownNames = {},
    pageSize = WEEK_PAGE_SIZE,
  }: { after?: WeekCursor | null; want: number; knownNames?: Record<string, string>; pageSize?: number },
): Promise<TimesheetPage> {
  if (scope.facilityIds.length === 0) return { entries: [], cursor: after, lastAsked: 1, lastGot: 0 };
  const read = await fetchTimesheetWeek(db, scope, weekOf(sunday, now), after, want, pageSize);
  // what the query asked for, checked again (a record without a worker is no entry)
  const shifts = (read.shifts as StoredEntry[]).filter((s) => isTimesheetEntry(s, now));

  const unknown = (id: string | null): id is string => !!id && !(id in knownNames);
  // a colleague's record may be closed to the viewer: the entry then shows no name (see readWorkers)
  const fresh = await readWorkerNames(db, [
    ...shifts.map((s) => s.nurseId).filter(unknown),
    ...shifts.map((s) => s.timesheetActionMadeBy).filter(unknown),
  ]);
  const names: Record<string, string> = { ...knownNames, ...fresh };

  const entries = shifts.map((s): TimesheetEntry => {
    const by = s.timesheetActionMadeBy ?? null;
    return {
      id: s.id,
      facilityId: s.facilityIdentifier,
      start: s.start,
      end: s.end,
      clockIn: s.clockIn ?? null,
      clockOut: s.clockOut ?? null,
      nurseId: s.nurseId ?? '',
      workerFullName: names[s.nurseId ?? ''] ?? '',
      nurseType: s.nurseType ?? ('' as NurseType),
      timesheetAction: s.timesheetAction ?? null,
      timesheetActionMadeBy: by,
      timesheetActionMadeByFullName: by ? names[by] || null : null,
      timesheetActionMadeAt: s.timesheetActionMadeAt ?? null,
      tz: s.tz || DEFAULT_TZ,
      adjustment: s.timesheetAdjustment ?? null,
      rejectReason: s.timesheetRejectReason ?? null,
    };
  });
  return { entries, cursor: read.cursor, lastAsked: read.lastAsked, lastGot: read.lastGot };
}

/** Every entry of the week (what Show totals, Approve All and the payroll CSV act on), read a page at a time. */
export async function fetchTimesheetEntries(
  db: Firestore,
  scope: FacilityScope,
  sunday: string,
  now: number,
  knownNames: Record<string, string> = {},
  pageSize = WEEK_PAGE_SIZE,
): Promise<TimesheetEntry[]> {
  return (await fetchTimesheetPage(db, scope, sunday, now, { want: Infinity, knownNames, pageSize })).entries;
}

/** The week's entries and those approved, by two aggregation queries (one read per 1,000 entries each). */
export async function fetchWeekCounts(
  db: Firestore,
  scope: FacilityScope,
  sunday: string,
  now: number,
): Promise<WeekCounts> {
  if (scope.facilityIds.length === 0) return { entries: 0, approved: 0 };
  return countTimesheetWeek(db, scope, weekOf(sunday, now));
}

export { adjustHours, approveAll, setTimesheetAction } from '../../data/timesheet';
