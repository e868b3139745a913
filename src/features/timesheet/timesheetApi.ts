// Every Firestore call of the weekly timesheet: the week's shifts, the names on them, and the
// approve / reject writes (only timesheetAction, timesheetActionMadeBy, timesheetActionMadeAt, approvedHours), each
// made only while the row still shows what the list showed.
import { deleteField, type Firestore, serverTimestamp, Timestamp } from 'firebase/firestore';
import { declined } from '../../lib/thunkError';
import { chunk } from '../../lib/firebase/facilityChunks';
import { readWorkerNames } from '../../data/users';
import { isTimesheetEntry, timesheetCutoff, weekRange } from '../../domain/timesheetWeek';
import type { WeekCounts } from '../../domain/timesheetPaging';
import { DEFAULT_TZ, type NurseType, type Shift, type TimesheetAction } from '../../domain/types';
import {
  countedTimes,
  entryHours,
  formatHours,
  REJECT_REASON_LABELS,
  type HoursAdjustment,
  type RejectReason,
} from '../../domain/timesheetHours';
import { changedFields } from '../../domain/history';
import { HISTORY_PAIRS_PER_BATCH, type HistoryActor } from '../../data/history';
import { updateShiftsAsSeen, type ShiftChange } from '../../data/shifts';
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

/** A stored shift with the timesheet's own fields (plain, as toShift gives them). */
type StoredEntry = Shift & {
  timesheetAdjustment?: HoursAdjustment | null;
  timesheetRejectReason?: RejectReason | null;
};

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
  facilityIds: string[],
  sunday: string,
  now: number,
  {
    after = null,
    want,
    knownNames = {},
    pageSize = WEEK_PAGE_SIZE,
  }: { after?: WeekCursor | null; want: number; knownNames?: Record<string, string>; pageSize?: number },
): Promise<TimesheetPage> {
  if (facilityIds.length === 0) return { entries: [], cursor: after, lastAsked: 1, lastGot: 0 };
  const read = await fetchTimesheetWeek(db, facilityIds, weekOf(sunday, now), after, want, pageSize);
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
  facilityIds: string[],
  sunday: string,
  now: number,
  knownNames: Record<string, string> = {},
  pageSize = WEEK_PAGE_SIZE,
): Promise<TimesheetEntry[]> {
  return (await fetchTimesheetPage(db, facilityIds, sunday, now, { want: Infinity, knownNames, pageSize })).entries;
}

/** The week's entries and those approved, by two aggregation queries (one read per 1,000 entries each). */
export async function fetchWeekCounts(
  db: Firestore,
  facilityIds: string[],
  sunday: string,
  now: number,
): Promise<WeekCounts> {
  if (facilityIds.length === 0) return { entries: 0, approved: 0 };
  return countTimesheetWeek(db, facilityIds, weekOf(sunday, now));
}

/**
 * A timesheet entry as a write needs it: which shift, its clock times and adjustment (for the hours an approval
 * records), and the action the row showed, so that a write made on a row another scheduler has acted on (or adjusted)
 * since is declined.
 */
export type EntryToAct = Pick<
  TimesheetEntry,
  'id' | 'clockIn' | 'clockOut' | 'timesheetAction' | 'timesheetActionMadeBy' | 'adjustment'
> &
  Partial<Pick<TimesheetEntry, 'nurseId'>>;

const actionFields = (entry: EntryToAct, action: TimesheetAction, by: string, reason: RejectReason | null) => ({
  timesheetAction: action,
  timesheetActionMadeBy: by,
  timesheetActionMadeAt: serverTimestamp(),
  // what insights and the worker page sum: every approval writes the hours it counts (the adjusted span when there is
  // an adjustment), a rejection deletes them, so no earlier approval's figure stays (the rules insist on both)
  approvedHours: (action === 'approved' ? entryHours(entry) : null) ?? deleteField(),
  // a rejection says why; an approval clears an earlier rejection's reason
  timesheetRejectReason: action === 'rejected' ? reason : null,
});

function sameAdjustment(stored: HoursAdjustment | null | undefined, listed: HoursAdjustment | null): boolean {
  if (stored === null || stored === undefined || listed === null) return (stored ?? null) === listed;
  return (
    stored.clockIn === listed.clockIn &&
    stored.clockOut === listed.clockOut &&
    stored.note === listed.note &&
    stored.by === listed.by
  );
}

/**
 * True while the stored shift still shows the row as listed: the same action by the same user, the same times, the
 * same adjustment.
 */
function stillAsListed(stored: StoredEntry, entry: EntryToAct): boolean {
  return (
    (stored.timesheetAction ?? null) === entry.timesheetAction &&
    (stored.timesheetActionMadeBy ?? null) === entry.timesheetActionMadeBy &&
    (stored.clockIn ?? null) === entry.clockIn &&
    (stored.clockOut ?? null) === entry.clockOut &&
    sameAdjustment(stored.timesheetAdjustment, entry.adjustment)
  );
}

/** The entry of an approval or a rejection: the hours approved, or the reason. */
function actionNote(
  entry: EntryToAct & { nurseId?: string },
  action: TimesheetAction,
  reason: RejectReason | null,
  workerId: string | null,
): ShiftChange['entry'] {
  const hours = entryHours(entry);
  const detail =
    action === 'approved'
      ? hours == null
        ? null
        : `${formatHours(hours)} hours`
      : reason
        ? reason.details
          ? `${REJECT_REASON_LABELS[reason.type]}: ${reason.details}`
          : REJECT_REASON_LABELS[reason.type]
        : null;
  return { kind: action, detail, workerId };
}

/**
 * Writes a change on each entry's shift, with its History entry, in one transaction, only while each still shows what
 * the list showed (data/shifts.ts updateShiftsAsSeen): one changed since, or gone, and nothing is written ('changed').
 */
async function whileAsListed(
  db: Firestore,
  entries: EntryToAct[],
  change: (entry: EntryToAct) => ShiftChange,
  actor: HistoryActor,
) {
  await updateShiftsAsSeen(
    db,
    entries.map((e) => e.id),
    (stored, i) => stillAsListed(stored, entries[i]!),
    (_, i) => change(entries[i]!),
    actor,
    'changed',
  );
}

/**
 * 'approve or reject one entry by user id, entry id and action'; `by` is the signed-in user's uid. A rejection
 * carries its reason.
 */
export async function setTimesheetAction(
  db: Firestore,
  entry: EntryToAct,
  action: TimesheetAction,
  actor: HistoryActor,
  reason: RejectReason | null = null,
): Promise<void> {
  await whileAsListed(
    db,
    [entry],
    (e) => ({
      fields: actionFields(e, action, actor.uid, reason),
      entry: actionNote(e, action, reason, entry.nurseId ?? null),
    }),
    actor,
  );
}

/**
 * 'approve all by user id and a list of ids': in transactions of HISTORY_PAIRS_PER_BATCH entries (each approval writes
 * its History entry, and the rules of one transaction may read at most 20 documents).
 */
export async function approveAll(db: Firestore, entries: EntryToAct[], actor: HistoryActor): Promise<void> {
  for (const part of chunk(entries, HISTORY_PAIRS_PER_BATCH)) {
    await whileAsListed(
      db,
      part,
      (entry) => ({
        fields: actionFields(entry, 'approved', actor.uid, null),
        entry: actionNote(entry, 'approved', null, entry.nurseId ?? null),
      }),
      actor,
    );
  }
}

/**
 * Adjust hours: stores the adjusted times, the note, who and when beside the clock times (never changed), while the
 * row is as listed. An approved entry is not adjusted (its approvedHours would no longer hold): reject it first.
 */
export async function adjustHours(
  db: Firestore,
  entry: EntryToAct,
  times: { clockIn: number; clockOut: number; note: string },
  actor: HistoryActor,
): Promise<void> {
  if (entry.timesheetAction === 'approved') throw declined('invalid');
  // before: the adjustment's times if there was one, else the clock times
  const before = countedTimes(entry);
  const changes = changedFields(before, { clockIn: times.clockIn, clockOut: times.clockOut }, ['clockIn', 'clockOut']);
  await whileAsListed(
    db,
    [entry],
    () => ({
      fields: {
        timesheetAdjustment: {
          clockIn: Timestamp.fromMillis(times.clockIn),
          clockOut: Timestamp.fromMillis(times.clockOut),
          note: times.note.trim(),
          by: actor.uid,
          at: serverTimestamp(),
        },
      },
      entry: { kind: 'adjusted', changes, detail: times.note.trim(), workerId: entry.nurseId ?? null },
    }),
    actor,
  );
}
