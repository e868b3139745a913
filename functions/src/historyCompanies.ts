// The company of a History entry: the companyId its shift or facility has, which the portal's Activity of a company's
// whole scope queries by (one query instead of one per 9 facilities). A shift's entry (shifts/{id}/history) is
// written with its shift's by the portal (the rules check it). A team's entry (facilities/{id}/history) is written
// without it, as the one who accepts an invite may not read the facility yet; the server adds it once the entry is
// written. A facility's move gives all its entries its new company (companyDirectory.ts applyFacilityCompany), as its
// shifts, and the backfill gives it to entries written before.
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
