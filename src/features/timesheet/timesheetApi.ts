// Every Firestore call of the weekly timesheet: the week's shifts, the names on them, and the
// approve / reject writes (only timesheetAction, timesheetActionMadeBy, timesheetActionMadeAt, approvedHours), each
// made only while the row still shows what the list showed.
import { deleteField, type Firestore, serverTimestamp, Timestamp } from 'firebase/firestore';
import { getDocsFromServer } from '../../lib/firebase/online';
import { declined } from '../../lib/thunkError';
import { toPlain } from '../../lib/firebase/convert';
import { readAllPages } from '../../lib/firebase/pages';
import { chunk, perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { readWorkerNames } from '../../lib/firebase/workers';
import { isTimesheetEntry, weekRange } from '../../domain/timesheetWeek';
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
import { timesheetWeekQuery, updateShiftsAsSeen, WEEK_PAGE_SIZE, type ShiftChange } from '../../data/shifts';

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

type RawShift = {
  facilityIdentifier?: string;
  start?: number;
  end?: number;
  clockIn?: number | null;
  clockOut?: number | null;
  isFree?: boolean;
  nurseId?: string | null;
  status?: string;
  nurseType?: NurseType;
  tz?: string;
  timesheetAction?: TimesheetAction | null;
  timesheetActionMadeBy?: string | null;
  timesheetActionMadeAt?: number | null;
  timesheetAdjustment?: HoursAdjustment | null;
  timesheetRejectReason?: RejectReason | null;
};

/**
 * The timesheet of the week starting on `sunday` (YYYY-MM-DD): 'keep those not cancelled, with a
 * worker, and ended at least 30 minutes ago', with the workers' and actors' names.
 */
export async function fetchTimesheetEntries(
  db: Firestore,
  facilityIds: string[],
  sunday: string,
  now: number,
  knownNames: Record<string, string> = {},
  pageSize = WEEK_PAGE_SIZE,
): Promise<TimesheetEntry[]> {
  if (facilityIds.length === 0) return [];
  const { from, to } = weekRange(sunday);
  const pages = await perFacilityChunk(facilityIds, (ids) =>
    readAllPages((after) => timesheetWeekQuery(db, ids, from, to, after, pageSize), pageSize, getDocsFromServer),
  );
  const shifts = pages
    .flat()
    .map((d) => ({ id: d.id, ...(toPlain(d.data()) as RawShift) }))
    .filter((s) =>
      isTimesheetEntry(
        {
          isFree: s.isFree !== false,
          nurseId: s.nurseId ?? null,
          status: s.status ?? 'active',
          end: s.end ?? Number.POSITIVE_INFINITY,
        },
        now,
      ),
    )
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0));

  const actors = shifts.map((s) => s.timesheetActionMadeBy ?? '').filter((id) => id && !knownNames[id]);
  // a colleague's record may be closed to the viewer: the entry then shows no name (see readWorkers)
  const [workers, actorNames] = await Promise.all([
    readWorkerNames(
      db,
      shifts.map((s) => s.nurseId ?? ''),
    ),
    readWorkerNames(db, actors),
  ]);

  return shifts.map((s) => {
    const by = s.timesheetActionMadeBy ?? null;
    return {
      id: s.id,
      facilityId: s.facilityIdentifier ?? '',
      start: s.start ?? 0,
      end: s.end ?? 0,
      clockIn: s.clockIn ?? null,
      clockOut: s.clockOut ?? null,
      nurseId: s.nurseId ?? '',
      workerFullName: workers[s.nurseId ?? ''] ?? '',
      nurseType: s.nurseType ?? ('' as NurseType),
      timesheetAction: s.timesheetAction ?? null,
      timesheetActionMadeBy: by,
      timesheetActionMadeByFullName: by ? (knownNames[by] ?? (actorNames[by] || null)) : null,
      timesheetActionMadeAt: s.timesheetActionMadeAt ?? null,
      tz: s.tz || DEFAULT_TZ,
      adjustment: s.timesheetAdjustment ?? null,
      rejectReason: s.timesheetRejectReason ?? null,
    };
  });
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

/** A stored shift with the timesheet's own fields (plain, as toShift gives them). */
type StoredEntry = Shift & { timesheetAdjustment?: HoursAdjustment | null };

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
