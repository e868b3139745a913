// The admin pickers' reads: every facility and company by name, and the users of one.
import {
  collection,
  doc,
  type Firestore,
  orderBy,
  query,
} from 'firebase/firestore';
// server reads bounded in time (lib/firebase/online)
import { getDocFromServer, getDocsFromServer } from '../../lib/firebase/online';

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

export const allFacilitiesQuery = (db: Firestore) => query(collection(db, 'facilities'), orderBy('facilityName'));
export const allCompaniesQuery = (db: Firestore) => query(collection(db, 'companies'), orderBy('companyName'));

/** 'read all companies and all facilities for admin pickers', with the ids of the users one can act as. */
export async function listEntities(db: Firestore, kind: PickerKind): Promise<PickerEntity[]> {
  const snap = await getDocsFromServer(kind === 'facility' ? allFacilitiesQuery(db) : allCompaniesQuery(db));
  return snap.docs.map((d) => {
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
      return { id: s.id, name: `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim() || String(d.email ?? s.id), email: String(d.email ?? '') };
    });
}
