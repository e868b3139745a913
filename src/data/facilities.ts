// The facilities collection: a facility read by id (the session's profile, the worker and block pages), the user's
// facility and a company's facilities (the session), every facility by name a page at a time (the admin pickers), a
// company's new facility, a facility's shift templates, and what compliance writes of a facility.
import {
  collection,
  count,
  doc,
  limit,
  // eslint-disable-next-line no-restricted-imports -- watchFacility: a membership watch, not a list (see there)
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { FACILITY_DEFAULTS } from '../domain/defaults';
import type { DocumentRequirements } from '../domain/compliance';
import type { Facility, ShiftTemplate } from '../domain/types';
import { plainDoc, plainOf } from './convert';
import { byFacilityName, directoryPath, type DirectoryData } from '../domain/companyDirectory';
import { getAggregateFromServer, getDocFromServer, getDocsFromServer, writeOnline } from './online';
import { readAllPages } from './pages';

const facilityRef = (db: Firestore, id: string) => doc(db, 'facilities', id);

/** The converter of the facilities collection: a stored facility as the store holds it. */
export const toFacility = (snap: DocumentSnapshot | QueryDocumentSnapshot): Facility =>
  plainDoc<Facility>(snap, FACILITY_DEFAULTS);

/** The facility as stored now, or null when it does not exist. */
export async function getFacility(db: Firestore, id: string): Promise<Facility | null> {
  const snap = await getDocFromServer(facilityRef(db, id));
  return snap.exists() ? toFacility(snap) : null;
}

/**
 * The facility as it changes (null once it is gone): the session follows its own facility, so a member whose role
 * changes sees their controls change, and one who is removed loses the portal at once. A refused listen (the rules no
 * longer let the caller read it) ends in onError. Not watchServer: no server timeout, as nothing is shown of it (the
 * screens' own reads report an unreachable server).
 */
export function watchFacility(
  db: Firestore,
  id: string,
  onNext: (facility: Facility | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(facilityRef(db, id), (snap) => onNext(snap.exists() ? toFacility(snap) : null), onError);
}

/** The rules' largest page of facilities or companies; a read of every one reads a page at a time. */
export const ALL_PAGE_SIZE = 500;

/** The documents after `after`, if any. */
export const pageAfter = (after?: QueryDocumentSnapshot) => (after ? [startAfter(after)] : []);

/** @public One page of every facility by name, after the `after` document. */
export const allFacilitiesQuery = (db: Firestore, after?: QueryDocumentSnapshot, pageSize = ALL_PAGE_SIZE) =>
  query(collection(db, 'facilities'), orderBy('facilityName'), ...pageAfter(after), limit(pageSize));

/** Every facility's id and stored fields, read pageSize at a time. */
export async function readAllFacilities(
  db: Firestore,
  pageSize = ALL_PAGE_SIZE,
): Promise<{ id: string; data: DocumentData }[]> {
  const docs = await readAllPages((after) => allFacilitiesQuery(db, after, pageSize), pageSize, getDocsFromServer);
  return docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** Writes a new facility document (under `id` when given: a retry rewrites that document); returns its id. */
export async function addFacility(db: Firestore, data: DocumentData, id?: string): Promise<string> {
  const ref = id ? facilityRef(db, id) : doc(collection(db, 'facilities'));
  await writeOnline(db, () => setDoc(ref, data));
  return ref.id;
}

// One named function per query, so the index test (tests/indexes.test.ts) can build them all: @public keeps knip
// from calling them unused, as the test reaches them by name.
/** @public */
export const facilitiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('ownerId', '==', uid), limit(1));
/** @public */
export const facilitiesAdministeredByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('adminIds', 'array-contains', uid), limit(1));
/** @public One page of the company's facilities by name, after the `after` document. */
export const companyFacilitiesQuery = (
  db: Firestore,
  companyId: string,
  after?: QueryDocumentSnapshot,
  pageSize = ALL_PAGE_SIZE,
) =>
  query(
    collection(db, 'facilities'),
    where('companyId', '==', companyId),
    orderBy('facilityName'),
    ...pageAfter(after),
    limit(pageSize),
  );

/** A facility the user owns, else one they administer, else null. */
export async function findFacilityOwnedOrAdministeredBy(db: Firestore, uid: string): Promise<Facility | null> {
  for (const q of [facilitiesOwnedByQuery(db, uid), facilitiesAdministeredByQuery(db, uid)]) {
    const [first] = (await getDocsFromServer(q)).docs;
    if (first) return toFacility(first);
  }
  return null;
}

/** Every facility of the company by name, read pageSize at a time. */
export async function readCompanyFacilities(
  db: Firestore,
  companyId: string,
  pageSize = ALL_PAGE_SIZE,
): Promise<Facility[]> {
  const docs = await readAllPages(
    (after) => companyFacilitiesQuery(db, companyId, after, pageSize),
    pageSize,
    getDocsFromServer,
  );
  return docs.map(toFacility);
}

/**
 * The company's facilities as its directory lists them (domain/companyDirectory.ts), by name: two reads (the directory
 * and a count of the company's facilities) where readCompanyFacilities reads each facility. Null when there is no
 * directory, it holds too many to list, or it lists another number of facilities than the company has (one just added
 * or moved, which the Cloud Function has not written yet): then read the facilities. The entries leave out what the
 * directory does not keep (the favorites' events: empty here).
 */
export async function readCompanyDirectory(db: Firestore, companyId: string): Promise<Facility[] | null> {
  const [snap, counted] = await Promise.all([
    getDocFromServer(doc(db, directoryPath(companyId))),
    getAggregateFromServer(companyFacilitiesQuery(db, companyId), { facilities: count() }),
  ]);
  const data = snap.exists() ? (snap.data() as DirectoryData) : null;
  if (!data?.facilities || data.overflow) return null;
  if (Object.keys(data.facilities).length !== counted.data().facilities) return null;
  return Object.entries(data.facilities)
    .map(([id, entry]) => plainOf<Facility>(id, entry, FACILITY_DEFAULTS))
    .sort(byFacilityName);
}

/**
 * Saves the documents each position needs (every position listed, known document types only: the rules refuse
 * anything else). COVID vaccination from the facility's own requirement is not written here: it follows that field.
 */
export async function saveDocumentRequirements(
  db: Firestore,
  facilityId: string,
  requirements: DocumentRequirements,
): Promise<void> {
  await writeOnline(db, () => updateDoc(facilityRef(db, facilityId), { documentRequirements: requirements }));
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
  const ref = facilityRef(db, facilityId);
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
