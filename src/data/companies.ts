// The companies collection: the user's company (the session), every company by name, a page at a time (the admin
// pickers).
import {
  collection,
  doc,
  where,
  limit,
  orderBy,
  query,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer } from './online';
import { plainDoc } from './convert';
import { COMPANY_DEFAULTS } from '../domain/defaults';
import type { Company } from '../domain/types';
import { readAllPages } from './pages';
import { ALL_PAGE_SIZE, pageAfter } from './facilities';

/** @public One page of every company by name, after the `after` document. */
export const allCompaniesQuery = (db: Firestore, after?: QueryDocumentSnapshot, pageSize = ALL_PAGE_SIZE) =>
  query(collection(db, 'companies'), orderBy('companyName'), ...pageAfter(after), limit(pageSize));

/** Every company's id and stored fields, read pageSize at a time. */
export async function readAllCompanies(
  db: Firestore,
  pageSize = ALL_PAGE_SIZE,
): Promise<{ id: string; data: DocumentData }[]> {
  const docs = await readAllPages((after) => allCompaniesQuery(db, after, pageSize), pageSize, getDocsFromServer);
  return docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** @public (the index test builds it by name) */
export const companiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'companies'), where('ownerId', '==', uid), limit(1));

/** The company, or null when there is none of that id. */
export async function getCompany(db: Firestore, id: string): Promise<Company | null> {
  const snap = await getDocFromServer(doc(db, 'companies', id));
  return snap.exists() ? plainDoc<Company>(snap, COMPANY_DEFAULTS) : null;
}

/** A company the user owns, or null. */
export async function findCompanyOwnedBy(db: Firestore, uid: string): Promise<Company | null> {
  const [first] = (await getDocsFromServer(companiesOwnedByQuery(db, uid))).docs;
  return first ? plainDoc<Company>(first, COMPANY_DEFAULTS) : null;
}
