// The facilities collection: a facility read by id (the session's profile, the worker and block pages) and what
// compliance (issue 36) writes of it.
import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { FACILITY_DEFAULTS } from '../domain/defaults';
import type { DocumentRequirements } from '../domain/compliance';
import type { Facility } from '../domain/types';
import { plainDoc } from '../lib/firebase/convert';
import { getDocFromServer, writeOnline } from '../lib/firebase/online';

const facilityRef = (db: Firestore, id: string) => doc(db, 'facilities', id);

/** The facility as stored now, or null when it does not exist. */
export async function getFacility(db: Firestore, id: string): Promise<Facility | null> {
  const snap = await getDocFromServer(facilityRef(db, id));
  return snap.exists() ? plainDoc<Facility>(snap, FACILITY_DEFAULTS) : null;
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
