// Every Firestore call of the weekly timesheet: the week's shifts, the names on them, and the
// approve / reject writes (only timesheetAction, timesheetActionMadeBy, timesheetActionMadeAt, approvedHours), each
// made only while the row still shows what the list showed.
import {
  collection,
  count,
  deleteField,
  documentId,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  runTransaction,
} from 'firebase/firestore';
import { getAggregateFromServer, getDocsFromServer, writeOnline } from '../../lib/firebase/online';
import { declined } from '../../lib/thunkError';
import { toPlain } from '../../lib/firebase/convert';
import { byFacility } from '../../lib/firebase/byFacility';
import { chunk, firstPageOf, perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { readWorkerNames } from '../../lib/firebase/workers';
import { isTimesheetEntry, timesheetCutoff, weekRange } from '../../domain/timesheetWeek';
import type { WeekCounts } from '../../domain/timesheetPaging';
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

/** The most entries read in one query (the rules allow at most 5000 a query): a longer read asks again after it. */
export const WEEK_PAGE_SIZE = 1000;
/** The most entries one count counts (the rules' limit applies to aggregations too). */
const COUNT_LIMIT = 5000;

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

/** Where a page of the week ended (its order: start, then end, then id): plain, so the store can keep it. */
export interface WeekCursor {
  start: number;
  end: number;
  id: string;
}

// One named function per query, so the index test can list them all.
/**
 * 'Read shifts of a facility (or list) with start within 7 days from a date, ordered by start ascending; keep those
 * not cancelled, with a worker, and ended at least 30 minutes ago' (by `cutoff`), asked of the server, so that a page
 * of the week reads only entries; one page after `after`. `approvedOnly` counts those approved.
 */
export const timesheetWeekQuery = (
  db: Firestore,
  facilityIds: string[],
  from: number,
  to: number,
  cutoff: number,
  after?: WeekCursor | null,
  pageSize = WEEK_PAGE_SIZE,
  approvedOnly = false,
) =>
  query(
    collection(db, 'shifts'),
    byFacility(facilityIds),
    where('isFree', '==', false),
    where('status', '==', 'active'),
    ...(approvedOnly ? [where('timesheetAction', '==', 'approved')] : []),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    where('end', '<=', Timestamp.fromMillis(cutoff)),
    orderBy('start'),
    orderBy('end'),
    orderBy(documentId()),
    ...(after ? [startAfter(Timestamp.fromMillis(after.start), Timestamp.fromMillis(after.end), after.id)] : []),
    limit(pageSize),
  );

type RawShift = {
  id: string;
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

/** The week's order: start, then end, then id (the query's order, so that chunks of facilities merge into it). */
const weekOrder = (a: RawShift, b: RawShift) =>
  (a.start ?? 0) - (b.start ?? 0) || (a.end ?? 0) - (b.end ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A page of the week's entries, where it ended, and what the last query asked and got (see weekHasMore). */
export interface TimesheetPage {
  entries: TimesheetEntry[];
  cursor: WeekCursor | null;
  lastAsked: number;
  lastGot: number;
}

/**
 * Up to `want` entries of the week starting on `sunday` (YYYY-MM-DD) after `after` (Infinity: the rest of the
 * week), read WEEK_PAGE_SIZE at most a query, with the workers' and actors' names (those in `knownNames` are not read
 * again).
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
  const { from, to } = weekRange(sunday);
  const cutoff = timesheetCutoff(now);
  const read: RawShift[] = [];
  let cursor = after;
  let lastAsked = 0;
  let lastGot = 0;
  while (read.length < want) {
    lastAsked = Math.min(want - read.length, pageSize);
    const chunks = await perFacilityChunk(facilityIds, async (ids) =>
      (await getDocsFromServer(timesheetWeekQuery(db, ids, from, to, cutoff, cursor, lastAsked))).docs.map(
        (d): RawShift => ({ id: d.id, ...(toPlain(d.data()) as Omit<RawShift, 'id'>) }),
      ),
    );
    const page = firstPageOf(chunks, weekOrder, lastAsked);
    lastGot = page.items.length;
    read.push(...page.items);
    const last = page.items[page.items.length - 1];
    if (last) cursor = { start: last.start ?? 0, end: last.end ?? 0, id: last.id };
    if (!page.hasMore) break;
  }
  // what the query asked for, checked again (a record without a worker is no entry)
  const shifts = read.filter((s) =>
    isTimesheetEntry(
      {
        isFree: s.isFree !== false,
        nurseId: s.nurseId ?? null,
        status: s.status ?? 'active',
        end: s.end ?? Number.POSITIVE_INFINITY,
      },
      now,
    ),
  );

  const unknown = (id: string) => Boolean(id) && !(id in knownNames);
  // a colleague's record may be closed to the viewer: the entry then shows no name (see readWorkers)
  const fresh = await readWorkerNames(db, [
    ...shifts.map((s) => s.nurseId ?? '').filter(unknown),
    ...shifts.map((s) => s.timesheetActionMadeBy ?? '').filter(unknown),
  ]);
  const names: Record<string, string> = { ...knownNames, ...fresh };

  const entries = shifts.map((s): TimesheetEntry => {
    const by = s.timesheetActionMadeBy ?? null;
    return {
      id: s.id,
      facilityId: s.facilityIdentifier ?? '',
      start: s.start ?? 0,
      end: s.end ?? 0,
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
  return { entries, cursor, lastAsked, lastGot };
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
  const { from, to } = weekRange(sunday);
  const cutoff = timesheetCutoff(now);
  const parts = await perFacilityChunk(facilityIds, async (ids) => {
    const [entries, approved] = await Promise.all(
      [false, true].map(async (approvedOnly) => {
        const q = timesheetWeekQuery(db, ids, from, to, cutoff, null, COUNT_LIMIT, approvedOnly);
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
