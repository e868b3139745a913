// Every Firestore call of the shifts feature, and nothing else. Thunks load this module on demand.
import {
  collection,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  type Unsubscribe,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  earlierWritesSettled,
  getDocFromServer,
  getDocsFromServer,
  watchServer,
  writeOnline,
} from '../../lib/firebase/online';
import { plainDoc } from '../../lib/firebase/convert';
import { readAllPages } from '../../lib/firebase/pages';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import type { CancelReasonType, Shift, ShiftTemplate } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { unlessDenied } from '../../lib/firebase/denied';
import { declined } from '../../lib/thunkError';
import { stillAsSeen, type ShiftSeen } from '../../domain/shiftStatus';
import { byFacility } from '../../lib/firebase/byFacility';
import { chunk, FACILITIES_PER_QUERY, perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { mergePages, SHIFT_PAGE_SIZE, type ShiftPage } from './shiftsPaging';
import { newDocId, type Submission } from '../../lib/submissions';
import type { ShiftDraft } from './shiftForm';
import type { AdditionalRequirement } from '../../domain/types';
import { favoritesFirstUntil } from '../../domain/favoritesFirst';
import { cancelReasonText, changedFields, SHIFT_EDIT_FIELDS } from '../../domain/history';
import { HISTORY_PAIRS_PER_BATCH, recordHistory, type HistoryActor } from '../../lib/firebase/history';

import { favoritesFirstOnMove } from '../../lib/firebase/favoritesFirst';

export { readWorkerNames } from '../../lib/firebase/workers';

const shifts = (db: Firestore) => collection(db, 'shifts');

// ---- queries: one named function each, so the index test can list them ---------------------

/**
 * Spec 7: shifts of the facility (or of a chunk of the company's facilities), newest first, 10 a page, after the last
 * createdAt.
 */
export const shiftsPageQuery = (db: Firestore, facilityIds: readonly string[], after?: number) =>
  query(
    shifts(db),
    byFacility(facilityIds),
    orderBy('createdAt', 'desc'),
    ...(after != null ? [startAfter(after)] : []),
    limit(SHIFT_PAGE_SIZE),
  );

/** The export reads a long range in pages of this many shifts (the rules allow at most 5000 a query). */
export const EXPORT_PAGE_SIZE = 1000;

/** Export: one page of the shifts of the facilities with start in [from, to), by start, after the `after` document. */
export const shiftsStartingBetweenQuery = (
  db: Firestore,
  facilityIds: readonly string[],
  from: number,
  to: number,
  after?: QueryDocumentSnapshot,
  pageSize = EXPORT_PAGE_SIZE,
) =>
  query(
    shifts(db),
    byFacility(facilityIds),
    where('start', '>=', Timestamp.fromMillis(from)),
    where('start', '<', Timestamp.fromMillis(to)),
    orderBy('start', 'asc'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

// ---- reads ------------------------------------------------------------------------------------

export function toShift(snap: DocumentSnapshot<DocumentData>): Shift {
  return plainDoc<Shift>(snap, SHIFT_DEFAULTS);
}

export async function fetchShiftsPage(
  db: Firestore,
  facilityIds: readonly string[],
  after?: number,
): Promise<ShiftPage> {
  if (facilityIds.length === 0) return { shifts: [], hasMore: false };
  const pages = await perFacilityChunk(facilityIds, async (ids) =>
    (await getDocsFromServer(shiftsPageQuery(db, ids, after))).docs.map(toShift),
  );
  return mergePages(pages);
}

/** Listens to the first page (of every chunk) and reports the merged page on each change. */
export function watchFirstPage(
  db: Firestore,
  facilityIds: readonly string[],
  onChange: (page: ShiftPage) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  if (facilityIds.length === 0) {
    onChange({ shifts: [], hasMore: false });
    return () => {};
  }
  const chunks = chunk(facilityIds, FACILITIES_PER_QUERY);
  const latest: (Shift[] | null)[] = chunks.map(() => null);
  const stops = chunks.map((ids, i) =>
    watchServer(
      shiftsPageQuery(db, ids),
      (snap) => {
        latest[i] = snap.docs.map(toShift);
        if (latest.every((page) => page !== null)) onChange(mergePages(latest as Shift[][]));
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** One shift, or null when it does not exist or belongs to a facility the user is not a member of. */
export async function getShift(db: Firestore, id: string): Promise<Shift | null> {
  const snap = await unlessDenied(() => getDocFromServer(doc(db, 'shifts', id)));
  return snap?.exists() ? toShift(snap) : null;
}

/** Every shift starting in [from, to), however many: each chunk of facilities is read a page at a time. */
export async function fetchShiftsStartingBetween(
  db: Firestore,
  facilityIds: readonly string[],
  from: number,
  to: number,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Shift[]> {
  const pages = await perFacilityChunk(facilityIds, async (ids) =>
    (
      await readAllPages(
        (after) => shiftsStartingBetweenQuery(db, ids, from, to, after, pageSize),
        pageSize,
        getDocsFromServer,
      )
    ).map(toShift),
  );
  return pages.flat().sort((a, b) => a.start - b.start);
}

// ---- writes -----------------------------------------------------------------------------------

/**
 * A new shift document as the single add writes it, and so every post: the draft plus isFree true, status active,
 * numberOfNurse 1 ('each for one worker'), no worker, isTest false, createdAt (ms) and createdBy.
 */
function newShiftRecord(draft: ShiftDraft, createdAt: number, createdBy: string) {
  return {
    facilityIdentifier: draft.facilityIdentifier,
    description: draft.description,
    isFree: true,
    status: 'active',
    start: Timestamp.fromMillis(draft.start),
    end: Timestamp.fromMillis(draft.end),
    nurseType: draft.nurseType,
    numberOfNurse: 1,
    additionalRequirements: draft.additionalRequirements,
    additionalnotes: draft.additionalnotes,
    nurseId: null,
    createdAt,
    createdBy,
    isTest: false,
    tz: draft.tz,
    hasShiftDiscontent: false,
    ...favoritesFirstField(draft, createdAt),
  };
}

/** favoritesFirstUntil, only on a shift offered to favorites first: counted from createdAt, never past the start. */
function favoritesFirstField(draft: ShiftDraft, createdAt: number) {
  const until = favoritesFirstUntil(createdAt, draft.start, draft.favoritesFirstHours);
  return until == null ? {} : { favoritesFirstUntil: Timestamp.fromMillis(until) };
}

/**
 * Shifts a post writes per batch: each with its History entry, as many as the rules may check in one batch (a batch's
 * rules read at most 20 documents, and a shift and its entry read each other).
 */
export const POST_BATCH_SIZE = HISTORY_PAIRS_PER_BATCH;
/**
 * The facility's shifts created in [from, to] (createdAt, ms), newest first: a retry finds what an earlier try of its
 * submission stored, as those carry the submission's createdAt values (a lookup by document id is refused by the
 * rules, which cannot read the facility of a document that does not exist).
 */
export const createdBetweenQuery = (db: Firestore, facilityId: string, from: number, to: number, max: number) =>
  query(
    shifts(db),
    where('facilityIdentifier', '==', facilityId),
    where('createdAt', '>=', from),
    where('createdAt', '<=', to),
    orderBy('createdAt', 'desc'),
    limit(max),
  );

/** Room for other shifts created in the same milliseconds as a batch (another scheduler's). */
const LOOKUP_SLACK = 100;

async function storedIds(
  db: Firestore,
  planned: readonly { id: string; facilityId: string; createdAt: number }[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  const byFacility = new Map<string, number[]>();
  for (const p of planned) byFacility.set(p.facilityId, [...(byFacility.get(p.facilityId) ?? []), p.createdAt]);
  for (const [facilityId, times] of byFacility) {
    const from = Math.min(...times);
    const to = Math.max(...times);
    const snap = await getDocsFromServer(createdBetweenQuery(db, facilityId, from, to, to - from + 1 + LOOKUP_SLACK));
    snap.docs.forEach((d) => stored.add(d.id));
  }
  return new Set(planned.filter((p) => stored.has(p.id)).map((p) => p.id));
}

/**
 * Batches a post keeps in flight at once. One after another, 500 shifts were 63 round trips end to end; the SDK sends
 * commits on its one write stream without waiting for each answer. Measured on the emulator (500 shifts, in the
 * browser): 1 in flight 36.3 s, 4 26.1 s, 8 20.9 s.
 */
export const POST_BATCHES_IN_FLIGHT = 8;

/**
 * Writes the shifts in batches of POST_BATCH_SIZE under the planned ids, a few batches at a time, and tells how many
 * are stored each time a batch lands (a running total; batches may land out of order). createdAt values differ by a
 * millisecond (the first is the submission's time) so that paging by startAfter(createdAt) never skips one. A retry
 * (planned.tries > 0) first waits for the earlier try's batches the SDK still holds, then looks up which of each
 * batch's ids are stored, and writes only the others: no shift is written twice, and a shift claimed meanwhile is left
 * as it is. After a failure no new batch starts; those in flight finish (and count) before the failure is thrown.
 */
export async function postShifts(
  db: Firestore,
  drafts: readonly ShiftDraft[],
  actor: HistoryActor,
  planned: Submission,
  onPosted: (posted: number) => void = () => {},
  batchSize = POST_BATCH_SIZE,
): Promise<string[]> {
  const rows = drafts.map((draft, i) => {
    const id = planned.ids[i];
    if (id === undefined) throw new RangeError(`No planned id for shift ${i + 1} of ${drafts.length}`);
    return { draft, id, facilityId: draft.facilityIdentifier, createdAt: planned.at - i };
  });
  const parts: (typeof rows)[] = [];
  for (let from = 0; from < rows.length; from += batchSize) parts.push(rows.slice(from, from + batchSize));
  const writePart = async (part: (typeof parts)[number]) => {
    const stored = planned.tries > 0 ? await storedIds(db, part) : new Set<string>();
    const missing = part.filter((p) => !stored.has(p.id));
    if (missing.length === 0) return;
    const batch = writeBatch(db);
    for (const p of missing) {
      const record = newShiftRecord(p.draft, p.createdAt, actor.uid);
      const shift = {
        id: p.id,
        facilityIdentifier: record.facilityIdentifier,
        start: p.draft.start,
        description: record.description,
      };
      const entry = recordHistory(db, batch, { kind: 'created', shift }, actor);
      batch.set(doc(db, 'shifts', p.id), { ...record, ...entry });
    }
    await writeOnline(db, () => batch.commit());
  };
  if (planned.tries > 0) await earlierWritesSettled(db);
  let posted = 0;
  let next = 0;
  let failed: { error: unknown } | undefined;
  const lane = async () => {
    while (!failed) {
      const part = parts[next++];
      if (!part) return;
      try {
        await writePart(part);
      } catch (error) {
        failed ??= { error };
        return;
      }
      posted += part.length;
      onPosted(posted);
    }
  };
  await Promise.all(Array.from({ length: Math.min(POST_BATCHES_IN_FLIGHT, parts.length) }, lane));
  if (failed) throw failed.error;
  return planned.ids.slice(0, drafts.length);
}

/**
 * 'Creating N workers creates N separate shift records, each for one worker': the single add, one post of N equal
 * drafts (one batch, as N is at most 500).
 */
export async function createShifts(
  db: Firestore,
  draft: ShiftDraft,
  count: number,
  createdBy: HistoryActor,
  /** the ids and time of this submission (a retry finds those an earlier try stored); new ones if not given */
  planned: Submission = { ids: Array.from({ length: count }, newDocId), at: Date.now(), tries: 0 },
): Promise<string[]> {
  return postShifts(
    db,
    Array.from({ length: count }, () => draft),
    createdBy,
    planned,
  );
}

/**
 * 'Update or merge description, nurseType, additionalnotes, start, end' (and the Med Pass that follows the position).
 */
/**
 * Edits a shift in a transaction that first checks the stored shift still shows what the scheduler saw: if another
 * scheduler (or a worker's claim) changed it meanwhile, nothing is written and the save is declined as 'changed'.
 */
export async function updateShift(
  db: Firestore,
  id: string,
  values: EditShiftValues & { additionalRequirements: AdditionalRequirement[] },
  seen: ShiftSeen,
  actor: HistoryActor,
): Promise<void> {
  const ref = doc(db, 'shifts', id);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const stored = toShift(snap);
      if (!stillAsSeen(stored, seen)) throw declined('changed');
      const favoritesWindow = favoritesFirstOnMove(stored.favoritesFirstUntil, values.start);
      const after = {
        ...values,
        ...('favoritesFirstUntil' in favoritesWindow
          ? { favoritesFirstUntil: favoritesWindow.favoritesFirstUntil?.toMillis() ?? null }
          : {}),
      };
      const changes = changedFields(stored as unknown as Record<string, unknown>, after, SHIFT_EDIT_FIELDS);
      const entry = recordHistory(db, tx, { kind: 'edited', shift: stored, changes }, actor);
      tx.update(ref, {
        description: values.description,
        nurseType: values.nurseType,
        additionalnotes: values.additionalnotes,
        start: Timestamp.fromMillis(values.start),
        end: Timestamp.fromMillis(values.end),
        additionalRequirements: values.additionalRequirements,
        ...favoritesWindow,
        ...entry,
      });
    }),
  );
}

/**
 * 'Merge-set a shift's status to cancelled with cancelledAt, cancelledBy, cancellationReason', in a transaction that
 * first checks the stored shift still shows what the scheduler saw ('changed' otherwise, nothing written).
 */
export async function cancelShift(
  db: Firestore,
  id: string,
  reason: { type: CancelReasonType; details?: string },
  actor: HistoryActor,
  seen: ShiftSeen,
): Promise<void> {
  const cancelledBy = actor.uid;
  const cancellationReason = reason.details ? { type: reason.type, details: reason.details } : { type: reason.type };
  const ref = doc(db, 'shifts', id);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const stored = toShift(snap);
      if (!stillAsSeen(stored, seen)) throw declined('changed');
      const detail = cancelReasonText(cancellationReason);
      const entry = recordHistory(db, tx, { kind: 'cancelled', shift: stored, detail }, actor);
      tx.set(
        ref,
        { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy, cancellationReason, ...entry },
        { merge: true },
      );
    }),
  );
}

const templateList = (list: unknown): ShiftTemplate[] =>
  (Array.isArray(list) ? (list as Partial<ShiftTemplate>[]) : []).map((t) => ({
    name: t.name ?? '',
    startTime: t.startTime ?? '',
    endTime: t.endTime ?? '',
  }));

/**
 * The facility's shift templates, replaced as a whole, in a transaction that first checks the stored templates are
 * still those the editor opened with (`seen`); otherwise nothing is written and the stored ones are returned with a
 * 'changed' refusal, for the editor to show.
 */
export async function saveShiftTemplates(
  db: Firestore,
  facilityId: string,
  templates: ShiftTemplate[],
  seen: ShiftTemplate[],
): Promise<{ saved: true } | { saved: false; current: ShiftTemplate[] }> {
  const ref = doc(db, 'facilities', facilityId);
  return writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      const current = templateList(snap.data()?.shiftTemplates);
      if (JSON.stringify(current) !== JSON.stringify(templateList(seen))) return { saved: false as const, current };
      tx.update(ref, {
        shiftTemplates: templates.map((t) => ({ name: t.name, startTime: t.startTime, endTime: t.endTime })),
      });
      return { saved: true as const };
    }),
  );
}
