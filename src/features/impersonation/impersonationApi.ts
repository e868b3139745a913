// The admin pickers' reads: every facility and company by name, and the users of one.
import {
  collection,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  startAfter,
} from 'firebase/firestore';
// server reads bounded in time (lib/firebase/online)
import { getDocFromServer, getDocsFromServer } from '../../lib/firebase/online';
import { readAllPages } from '../../lib/firebase/pages';

export type PickerKind = 'facility' | 'company';

export interface PickerEntity {
  id: string;
  name: string;
  userIds: string[];
}

export interface PickerUser {
  id: string;
  name: string;
  email: string;
}

/** The rules' largest page of facilities or companies; the pickers read every one, a page at a time. */
export const PICKER_PAGE_SIZE = 500;

const pageAfter = (after?: QueryDocumentSnapshot) => (after ? [startAfter(after)] : []);
/** One page of every facility by name, after the `after` document. */
export const allFacilitiesQuery = (db: Firestore, after?: QueryDocumentSnapshot, pageSize = PICKER_PAGE_SIZE) =>
  query(collection(db, 'facilities'), orderBy('facilityName'), ...pageAfter(after), limit(pageSize));
/** One page of every company by name, after the `after` document. */
export const allCompaniesQuery = (db: Firestore, after?: QueryDocumentSnapshot, pageSize = PICKER_PAGE_SIZE) =>
  query(collection(db, 'companies'), orderBy('companyName'), ...pageAfter(after), limit(pageSize));

/** 'read all companies and all facilities for admin pickers', with the ids of the users one can act as. */
export async function listEntities(
  db: Firestore,
  kind: PickerKind,
  pageSize = PICKER_PAGE_SIZE,
): Promise<PickerEntity[]> {
  const pageQuery = kind === 'facility' ? allFacilitiesQuery : allCompaniesQuery;
  const docs = await readAllPages((after) => pageQuery(db, after, pageSize), pageSize, getDocsFromServer);
  return docs.map((d) => {
    const data = d.data();
    const userIds =
      kind === 'facility' ? [data.ownerId, ...((data.adminIds as string[] | undefined) ?? [])] : [data.ownerId];
    return {
      id: d.id,
      name: String((kind === 'facility' ? data.facilityName : data.companyName) ?? d.id),
      userIds: [...new Set(userIds.filter((id): id is string => typeof id === 'string' && id.length > 0))],
    };
  });
}

/** The facility's owner and admins, or the company's owner, by name. */
export async function listUsers(db: Firestore, ids: string[]): Promise<PickerUser[]> {
  const snaps = await Promise.all(ids.map((id) => getDocFromServer(doc(db, 'user', id))));
  return snaps
    .filter((s) => s.exists())
    .map((s) => {
      const d = s.data()!;
      return {
        id: s.id,
        name: `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim() || String(d.email ?? s.id),
        email: String(d.email ?? ''),
      };
    });
}
