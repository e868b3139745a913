// The company of each History entry (a shift's, shifts/{id}/history, or a facility team's, facilities/{id}/history):
// the companyId its shift or facility has, which the portal's Activity of a company's whole scope queries by (one query
// instead of one per 9 facilities). The portal writes an entry without it (the rules know the entry's facility, and
// the facility its company); the server adds it once the entry is written, and gives a facility's entries its new
// company when it moves (companyDirectory.ts applyFacilityCompany), as its shifts'.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { companyIdOf } from './workerLinks';

/** Whether an entry's stored fields already carry a company (the server's; the portal never writes one). */
export const hasCompany = (data: DocumentData | undefined) => data !== undefined && 'companyId' in data;

/**
 * Gives the entry at `entryPath` the companyId of the document it sits under (its shift, or its facility) as it is now,
 * read in a transaction: null for one of no company. An entry gone, or already of that company, is left as it is, so an
 * event heard twice writes nothing more. Resolves to whether it wrote.
 */
export function applyHistoryCompany(db: Firestore, entryPath: string): Promise<boolean> {
  const entry = db.doc(entryPath);
  const owner = entry.parent.parent;
  return db.runTransaction(async (tx) => {
    const [stored, parent] = await Promise.all([tx.get(entry), owner ? tx.get(owner) : null]);
    if (!stored.exists) return false;
    const companyId = parent?.exists ? companyIdOf(parent.data()!) : null;
    if (stored.get('companyId') === companyId) return false;
    tx.update(entry, { companyId });
    return true;
  });
}
