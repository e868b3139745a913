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
  type QueryConstraint,
  type QueryDocumentSnapshot,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  type Unsubscribe,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, watchServer, writeOnline } from '../../lib/firebase/online';
import { plainDoc } from '../../lib/firebase/convert';
import { readAllPages } from '../../lib/firebase/pages';
import { appDb } from '../../lib/firebase/firestore';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import type { CancelReasonType, Shift, ShiftTemplate } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { chunk, FACILITIES_PER_QUERY, mergePages, SHIFT_PAGE_SIZE, type ShiftPage } from './shiftsPaging';
import type { ShiftDraft } from './shiftForm';
import type { AdditionalRequirement } from '../../domain/types';

export { appDb };

const shifts = (db: Firestore) => collection(db, 'shifts');

/** facilityIdentifier == the one id, or in the ids (at most FACILITIES_PER_QUERY of them). */
function byFacility(facilityIds: readonly string[]): QueryConstraint {
  return facilityIds.length === 1
    ? where('facilityIdentifier', '==', facilityIds[0])
    : where('facilityIdentifier', 'in', [...facilityIds]);
}

// ---- queries: one named function each, so the index test can list them ---------------------

/** Spec 7: shifts of the facility (or of a chunk of the company's facilities), newest first, 10 a page, after the last createdAt. */
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

function isPermissionDenied(err: unknown): boolean {
  return (err as { code?: string })?.code === 'permission-denied';
}

export async function fetchShiftsPage(
  facilityIds: readonly string[],
  after?: number,
  db: Firestore = appDb(),
): Promise<ShiftPage> {
  if (facilityIds.length === 0) return { shifts: [], hasMore: false };
  const pages = await Promise.all(
    chunk(facilityIds, FACILITIES_PER_QUERY).map(async (ids) =>
      (await getDocsFromServer(shiftsPageQuery(db, ids, after))).docs.map(toShift),
    ),
  );
  return mergePages(pages);
}

/** Listens to the first page (of every chunk) and reports the merged page on each change. */
export function watchFirstPage(
  facilityIds: readonly string[],
  onChange: (page: ShiftPage) => void,
  onError: (err: Error) => void,
  db: Firestore = appDb(),
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
export async function getShift(id: string, db: Firestore = appDb()): Promise<Shift | null> {
  try {
    const snap = await getDocFromServer(doc(db, 'shifts', id));
    return snap.exists() ? toShift(snap) : null;
  } catch (err) {
    if (isPermissionDenied(err)) return null;
    throw err;
  }
}

/** 'First Last' of each worker id that has a user record (read by id, never the whole user list). */
export async function getWorkerNames(ids: readonly string[], db: Firestore = appDb()): Promise<Record<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  const entries = await Promise.all(
    unique.map(async (id): Promise<[string, string] | null> => {
      try {
        const snap = await getDocFromServer(doc(db, 'user', id));
        if (!snap.exists()) return null;
        const d = snap.data();
        return [id, `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()];
      } catch (err) {
        if (isPermissionDenied(err)) return null;
        throw err;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is [string, string] => e !== null));
}

/** Every shift starting in [from, to), however many: each chunk of facilities is read a page at a time. */
export async function fetchShiftsStartingBetween(
  facilityIds: readonly string[],
  from: number,
  to: number,
  db: Firestore = appDb(),
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Shift[]> {
  const pages = await Promise.all(
    chunk(facilityIds, FACILITIES_PER_QUERY).map(async (ids) =>
      (
        await readAllPages(
          (after) => shiftsStartingBetweenQuery(db, ids, from, to, after, pageSize),
          pageSize,
          getDocsFromServer,
        )
      ).map(toShift),
    ),
  );
  return pages.flat().sort((a, b) => a.start - b.start);
}

// ---- writes -----------------------------------------------------------------------------------

/**
 * 'Creating N workers creates N separate shift records, each for one worker', in one batch: the payload
 * plus isTest false, numberOfNurse 1, createdAt (ms) and createdBy (the signed-in user). createdAt values
 * differ by a millisecond so that paging by startAfter(createdAt) never skips one of them.
 */
export async function createShifts(
  draft: ShiftDraft,
  count: number,
  createdBy: string,
  db: Firestore = appDb(),
  /** the ids and time of an earlier try of the same submission: a retry rewrites those documents */
  planned?: { ids: string[]; at: number },
): Promise<string[]> {
  const batch = writeBatch(db);
  const now = planned?.at ?? Date.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const ref = planned ? doc(db, 'shifts', planned.ids[i]) : doc(shifts(db));
    ids.push(ref.id);
    batch.set(ref, {
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
      createdAt: now - i,
      createdBy,
      isTest: false,
      tz: draft.tz,
      hasShiftDiscontent: false,
    });
  }
  await writeOnline(db, () => batch.commit());
  return ids;
}

/** 'Update or merge description, nurseType, additionalnotes, start, end' (and the Med Pass that follows the position). */
export async function updateShift(
  id: string,
  values: EditShiftValues & { additionalRequirements: AdditionalRequirement[] },
  db: Firestore = appDb(),
): Promise<void> {
  await writeOnline(db, () =>
    updateDoc(doc(db, 'shifts', id), {
      description: values.description,
      nurseType: values.nurseType,
      additionalnotes: values.additionalnotes,
      start: Timestamp.fromMillis(values.start),
      end: Timestamp.fromMillis(values.end),
      additionalRequirements: values.additionalRequirements,
    }),
  );
}

/** 'Merge-set a shift's status to cancelled with cancelledAt, cancelledBy, cancellationReason.' */
export async function cancelShift(
  id: string,
  reason: { type: CancelReasonType; details?: string },
  cancelledBy: string,
  db: Firestore = appDb(),
): Promise<void> {
  const cancellationReason = reason.details ? { type: reason.type, details: reason.details } : { type: reason.type };
  await writeOnline(db, () =>
    setDoc(
      doc(db, 'shifts', id),
      { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy, cancellationReason },
      { merge: true },
    ),
  );
}

/** The facility's shift templates, replaced as a whole. */
export async function saveShiftTemplates(
  facilityId: string,
  templates: ShiftTemplate[],
  db: Firestore = appDb(),
): Promise<void> {
  await writeOnline(db, () =>
    updateDoc(doc(db, 'facilities', facilityId), {
      shiftTemplates: templates.map((t) => ({ name: t.name, startTime: t.startTime, endTime: t.endTime })),
    }),
  );
}
