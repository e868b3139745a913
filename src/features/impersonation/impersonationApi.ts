// The admin pickers' reads: every facility and company by name, and the users of one.
import { collection, doc, getDoc, getDocs, orderBy, query, type Firestore } from 'firebase/firestore';
import { appDb } from '../../lib/firebase/firestore';

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

export async function listEntities(kind: 'facility' | 'company'): Promise<PickerEntity[]> {
  const db = appDb();
  const snap = await getDocs(kind === 'facility' ? allFacilitiesQuery(db) : allCompaniesQuery(db));
  return snap.docs.map((d) => {
    const data = d.data();
    return kind === 'facility'
      ? { id: d.id, name: String(data.facilityName ?? d.id), userIds: [data.ownerId, ...((data.adminIds as string[]) ?? [])].filter(Boolean) }
      : { id: d.id, name: String(data.companyName ?? d.id), userIds: [data.ownerId].filter(Boolean) };
  });
}

/** The facility's owner and admins, or the company's owner. */
export async function listUsers(ids: string[]): Promise<PickerUser[]> {
  const db = appDb();
  const snaps = await Promise.all(ids.map((id) => getDoc(doc(db, 'user', id))));
  return snaps
    .filter((s) => s.exists())
    .map((s) => {
      const d = s.data()!;
      return { id: s.id, name: `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim() || String(d.email ?? s.id), email: String(d.email ?? '') };
    });
}
