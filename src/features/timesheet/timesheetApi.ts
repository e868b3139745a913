// Every Firestore call of the weekly timesheet: the week's shifts, the names on them, and the
// approve / reject writes (only timesheetAction, timesheetActionMadeBy, timesheetActionMadeAt, approvedHours), each
// made only while the row still shows what the list showed.
import {
  collection,
  deleteField,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type QueryDocumentSnapshot,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  runTransaction,
} from 'firebase/firestore';
import { getDocsFromServer, writeOnline } from '../../lib/firebase/online';
import { declined } from '../../lib/thunkError';
import { toPlain } from '../../lib/firebase/convert';
import { readAllPages } from '../../lib/firebase/pages';
import { byFacility } from '../../lib/firebase/byFacility';
import { chunk, perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { readWorkerNames } from '../../lib/firebase/workers';
import { isTimesheetEntry, weekRange } from '../../domain/timesheetWeek';
import { DEFAULT_TZ, type NurseType, type TimesheetAction } from '../../domain/types';
import {
  countedTimes,
  entryHours,
  formatHours,
  REJECT_REASON_LABELS,
  type HoursAdjustment,
  type RejectReason,
} from '../../domain/timesheetHours';
import { changedFields } from '../../domain/history';
import {
  HISTORY_PAIRS_PER_BATCH,
  recordHistory,
  type HistoryActor,
  type HistoryNote,
} from '../../lib/firebase/history';

/** A page of the week's shifts (the rules allow at most 5000 a query); a week with more is read a page at a time. */
export const WEEK_PAGE_SIZE = 1000;

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

// One named function per query, so the index test can list them all.
/**
 * 'Read shifts of a facility (or list) with start within 7 days from a date, ordered by start ascending',
 * one page after the `after` document.
 */
export const timesheetWeekQuery = (
  db: Firestore,
  facilityIds: string[],
  from: number,
  to: number,
  after?: QueryDocumentSnapshot,
  pageSize = WEEK_PAGE_SIZE,
) =>
  query(
    collection(db, 'shifts'),
    byFacility(facilityIds),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

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

const msOf = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : null);

function sameAdjustment(stored: unknown, listed: HoursAdjustment | null): boolean {
  if (stored === null || stored === undefined || listed === null) return (stored ?? null) === listed;
  const a = stored as { clockIn?: unknown; clockOut?: unknown; note?: unknown; by?: unknown };
  return (
    msOf(a.clockIn) === listed.clockIn &&
    msOf(a.clockOut) === listed.clockOut &&
    a.note === listed.note &&
    a.by === listed.by
  );
}

/**
 * True while the stored shift still shows the row as listed: the same action by the same user, the same times, the
 * same adjustment.
 */
function stillAsListed(stored: DocumentData | undefined, entry: EntryToAct): boolean {
  return (
    stored !== undefined &&
    (stored.timesheetAction ?? null) === entry.timesheetAction &&
    (stored.timesheetActionMadeBy ?? null) === entry.timesheetActionMadeBy &&
    msOf(stored.clockIn) === entry.clockIn &&
    msOf(stored.clockOut) === entry.clockOut &&
    sameAdjustment(stored.timesheetAdjustment, entry.adjustment)
  );
}

/** What a History entry says of the shift it is about, from the stored document. */
const historyShift = (id: string, d: DocumentData): HistoryNote['shift'] => ({
  id,
  facilityIdentifier: String(d.facilityIdentifier ?? ''),
  start: msOf(d.start) ?? 0,
  description: String(d.description ?? ''),
});

/** The entry of an approval or a rejection: the hours approved, or the reason. */
function actionNote(
  entry: EntryToAct & { nurseId?: string },
  action: TimesheetAction,
  shift: HistoryNote['shift'],
  reason: RejectReason | null,
  workerId: string | null,
): HistoryNote {
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
  return { kind: action, shift, detail, workerId };
}

/** Runs `write` on the entries' shifts in one transaction, after checking each still shows what the list showed. */
async function whileAsListed(
  db: Firestore,
  entries: EntryToAct[],
  write: (tx: Transaction, ref: DocumentReference, entry: EntryToAct, shift: HistoryNote['shift']) => void,
) {
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const listed = await Promise.all(
        entries.map(async (entry) => {
          const ref = doc(db, 'shifts', entry.id);
          return { entry, ref, snap: await tx.get(ref) };
        }),
      );
      // one changed since: nothing is written, and the write is declined as 'changed'
      if (listed.some(({ entry, snap }) => !stillAsListed(snap.data(), entry))) throw declined('changed');
      for (const { entry, ref, snap } of listed) write(tx, ref, entry, historyShift(ref.id, snap.data()!));
    }),
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
  await whileAsListed(db, [entry], (tx, ref, e, shift) => {
    const note = recordHistory(db, tx, actionNote(e, action, shift, reason, entry.nurseId ?? null), actor);
    tx.update(ref, { ...actionFields(entry, action, actor.uid, reason), ...note });
  });
}

/**
 * 'approve all by user id and a list of ids': in transactions of HISTORY_PAIRS_PER_BATCH entries (each approval writes
 * its History entry, and the rules of one transaction may read at most 20 documents).
 */
export async function approveAll(db: Firestore, entries: EntryToAct[], actor: HistoryActor): Promise<void> {
  for (const part of chunk(entries, HISTORY_PAIRS_PER_BATCH)) {
    await whileAsListed(db, part, (tx, ref, entry, shift) => {
      const note = recordHistory(db, tx, actionNote(entry, 'approved', shift, null, entry.nurseId ?? null), actor);
      tx.update(ref, { ...actionFields(entry, 'approved', actor.uid, null), ...note });
    });
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
  await whileAsListed(db, [entry], (tx, ref, _entry, shift) => {
    const note = recordHistory(
      db,
      tx,
      { kind: 'adjusted', shift, changes, detail: times.note.trim(), workerId: entry.nurseId ?? null },
      actor,
    );
    tx.update(ref, {
      timesheetAdjustment: {
        clockIn: Timestamp.fromMillis(times.clockIn),
        clockOut: Timestamp.fromMillis(times.clockOut),
        note: times.note.trim(),
        by: actor.uid,
        at: serverTimestamp(),
      },
      ...note,
    });
  });
}
