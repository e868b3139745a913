// The facilities collection: a facility read by id (the session's profile, the worker and block pages), and every
// facility by name, a page at a time (the admin pickers).
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer } from '../lib/firebase/online';
import { plainDoc } from '../lib/firebase/convert';
import { readAllPages } from '../lib/firebase/pages';
import { FACILITY_DEFAULTS } from '../domain/defaults';
import type { Facility } from '../domain/types';

/** The facility, or null when there is none of that id. */
export async function getFacility(db: Firestore, id: string): Promise<Facility | null> {
  const snap = await getDocFromServer(doc(db, 'facilities', id));
  return snap.exists() ? plainDoc<Facility>(snap, FACILITY_DEFAULTS) : null;
}

/** The rules' largest page of facilities or companies; a read of every one reads a page at a time. */
export const ALL_PAGE_SIZE = 500;

/** The documents after `after`, if any. */
export const pageAfter = (after?: QueryDocumentSnapshot) => (after ? [startAfter(after)] : []);

/** One page of every facility by name, after the `after` document. */
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
