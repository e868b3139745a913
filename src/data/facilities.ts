// The facilities collection: a facility read by id (the session's profile, the worker and block pages).
import { doc, type Firestore } from 'firebase/firestore';
import { getDocFromServer } from '../lib/firebase/online';
import { plainDoc } from '../lib/firebase/convert';
import { FACILITY_DEFAULTS } from '../domain/defaults';
import type { Facility } from '../domain/types';

/** The facility, or null when there is none of that id. */
export async function getFacility(db: Firestore, id: string): Promise<Facility | null> {
  const snap = await getDocFromServer(doc(db, 'facilities', id));
  return snap.exists() ? plainDoc<Facility>(snap, FACILITY_DEFAULTS) : null;
}
