// The timesheet's writes on shifts: approve, reject (only timesheetAction, timesheetActionMadeBy,
// timesheetActionMadeAt, approvedHours, timesheetRejectReason) and adjust (timesheetAdjustment), each made with its
// History entry only while the row still shows what the list showed (shifts.ts updateShiftsAsSeen).
import { deleteField, type Firestore, serverTimestamp, Timestamp } from 'firebase/firestore';
import { declined } from '../lib/thunkError';
import { chunk } from '../lib/firebase/facilityChunks';
import type { Shift, TimesheetAction } from '../domain/types';
import {
  countedTimes,
  entryHours,
  formatHours,
  REJECT_REASON_LABELS,
  type HoursAdjustment,
  type RejectReason,
} from '../domain/timesheetHours';
import { changedFields } from '../domain/history';
import { HISTORY_PAIRS_PER_BATCH, type HistoryActor } from './history';
import { updateShiftsAsSeen, type ShiftChange } from './shiftWrites';

/** A stored shift with the timesheet's own fields (plain, as toShift gives them). */
export type StoredEntry = Shift & {
  timesheetAdjustment?: HoursAdjustment | null;
  timesheetRejectReason?: RejectReason | null;
};

/**
 * A timesheet entry as a write needs it: which shift, its clock times and adjustment (for the hours an approval
 * records), and the action the row showed, so that a write made on a row another scheduler has acted on (or adjusted)
 * since is declined.
 */
export interface EntryToAct {
  id: string;
  clockIn: number | null;
  clockOut: number | null;
  timesheetAction: TimesheetAction | null;
  timesheetActionMadeBy: string | null;
  adjustment: HoursAdjustment | null;
  nurseId?: string;
}

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
