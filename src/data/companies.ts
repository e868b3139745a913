// The companies collection: every company by name, a page at a time (the admin pickers).
import {
  collection,
  limit,
  orderBy,
  query,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { getDocsFromServer } from '../lib/firebase/online';
import { readAllPages } from '../lib/firebase/pages';
import { ALL_PAGE_SIZE, pageAfter } from './facilities';

/** One page of every company by name, after the `after` document. */
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
