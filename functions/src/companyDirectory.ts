// The writer of the companies' directories (src/domain/companyDirectory.ts): on every write of a facility, its entry in
// its company's directory, and its removal from the directory of a company it left. As the coverage weeks are kept
// (coverage.ts): an event only says which companies the facility may have been in (before and after the change); the
// entry is read from the facility as it is now, in a transaction with the directories, so events heard twice or out
// of order write the same.
import { isDeepStrictEqual } from 'node:util';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  directoriesOf,
  directoryBytes,
  directoryEntryOf,
  directoryOf,
  directoryPath,
  DIRECTORY_MAX_BYTES,
  storedValueBytes,
  type DirectoryData,
} from '../../src/domain/companyDirectory';
import { batchesOf, setInBatches } from './insights';
import { companyIdOf, companyIdsOf, readAll } from './workerLinks';

/** What the writer did to a company's directory. */
export interface DirectoryWrite {
  companyId: string;
  /** the facility's entry set or removed; the directory written whole from every facility; or stored as overflow */
  kind: 'entry' | 'removed' | 'rebuilt' | 'overflow';
}

/** The facility's entry, or null when it is in no directory of `companyId` (gone, or of another company). */
const entryIn = (companyId: string, data: DocumentData | undefined) =>
  data && companyIdOf(data) === companyId ? directoryEntryOf(data) : null;

type FacilityChange = { before?: DocumentData; after?: DocumentData };

/** Whether a facility's change moved it into, out of or between companies. */
export const companyChanged = ({ before, after }: FacilityChange) =>
  (before ? companyIdOf(before) : null) !== (after ? companyIdOf(after) : null);

/** Whether a facility's change may change a directory: its company, or what its entry keeps. */
export const directoryChanged = (change: FacilityChange) =>
  companyChanged(change) ||
  !isDeepStrictEqual(change.before && directoryEntryOf(change.before), change.after && directoryEntryOf(change.after));

/** The bytes an entry adds to a directory (its key and its fields), 0 for none. */
const entryBytes = (facilityId: string, entry: Record<string, unknown> | null) =>
  entry ? storedValueBytes({ [facilityId]: entry }) : 0;

/** What becomes of a company's directory: left as it is, written whole from its facilities, or its entry changed. */
type Plan =
  | { companyId: string; do: 'rebuild' }
  | { companyId: string; do: 'patch'; entry: Record<string, unknown> | null; size: number };

/**
 * Brings the directories up to date with facility `facilityId` as it is now, read in the transaction: its entry in
 * its company's directory, and its removal from those of the other companies the event saw it in (`change`: the
 * facility before and after). A change that leaves an entry as it was writes nothing. A directory that is absent, or
 * stored as overflow, is written whole from every facility of its company (overflow again when they still would not
 * fit); at overflow only when the change may have made it smaller (the facility left the company or its entry shrank),
 * as no other change can. Resolves to the writes made.
 */
export function applyFacilityDirectory(
  db: Firestore,
  facilityId: string,
  change: { before?: DocumentData; after?: DocumentData },
  maxBytes = DIRECTORY_MAX_BYTES,
): Promise<DirectoryWrite[]> {
  return db.runTransaction(async (tx) => {
    const now = (await tx.get(db.collection('facilities').doc(facilityId))).data();
    const companyIds = companyIdsOf(now, change.before, change.after);
    const stored = await Promise.all(companyIds.map((id) => tx.get(db.doc(directoryPath(id)))));
    const plans: Plan[] = [];
    for (const [i, companyId] of companyIds.entries()) {
      const directory = stored[i]?.data() as DirectoryData | undefined;
      const entry = entryIn(companyId, now);
      if (directory?.facilities) {
        const had = directory.facilities[facilityId] ?? null;
        if (isDeepStrictEqual(had, entry)) continue;
        const size = directoryBytes(companyId, directory) - entryBytes(facilityId, had) + entryBytes(facilityId, entry);
        plans.push({ companyId, do: 'patch', entry, size });
        continue;
      }
      const before = entryIn(companyId, change.before);
      const mayShrink =
        before !== null && entryBytes(facilityId, entryIn(companyId, change.after)) < entryBytes(facilityId, before);
      if (!directory?.overflow || mayShrink) plans.push({ companyId, do: 'rebuild' });
    }
    // every read before the first write, as a transaction requires
    const rebuilt = await Promise.all(
      plans.map(async (plan) => {
        if (plan.do !== 'rebuild') return null;
        const { docs } = await tx.get(db.collection('facilities').where('companyId', '==', plan.companyId));
        return directoryOf(
          plan.companyId,
          docs.map((d) => ({ id: d.id, data: d.data() })),
          maxBytes,
        );
      }),
    );
    const writes: DirectoryWrite[] = [];
    for (const [i, plan] of plans.entries()) {
      const ref = db.doc(directoryPath(plan.companyId));
      const whole = rebuilt[i];
      if (whole) {
        if (isDeepStrictEqual(whole, stored[companyIds.indexOf(plan.companyId)]?.data())) continue;
        tx.set(ref, whole);
        writes.push({ companyId: plan.companyId, kind: whole.overflow ? 'overflow' : 'rebuilt' });
      } else if (plan.do === 'patch' && plan.size > maxBytes) {
        tx.set(ref, { overflow: true });
        writes.push({ companyId: plan.companyId, kind: 'overflow' });
      } else if (plan.do === 'patch') {
        // the entry whole at its field path: a merge would keep fields the facility no longer has
        tx.update(ref, new FieldPath('facilities', facilityId), plan.entry ?? FieldValue.delete());
        writes.push({ companyId: plan.companyId, kind: plan.entry ? 'entry' : 'removed' });
      }
    }
    return writes;
  });
}

/** What a backfill of the directories did: the facilities read, the directories written (of them, overflow). */
export interface DirectoryBackfillSummary {
  facilitiesRead: number;
  directories: number;
  overflow: number;
}

/**
 * Writes every company's directory whole (without merge: an entry left by no facility goes) from the facilities as
 * they are now: each company's, and an empty one for a company without facilities. Running it again writes the same.
 */
export async function backfillCompanyDirectories(
  db: Firestore,
  maxBytes = DIRECTORY_MAX_BYTES,
): Promise<DirectoryBackfillSummary> {
  const [facilities, companies] = await Promise.all([readAll(db, 'facilities'), readAll(db, 'companies')]);
  const directories = directoriesOf(
    facilities,
    companyIdOf,
    companies.map((c) => c.id),
    maxBytes,
  );
  await setInBatches(db, directories);
  return {
    facilitiesRead: facilities.length,
    directories: directories.length,
    overflow: directories.filter((d) => d.data.overflow).length,
  };
}

/** What a change of companyId did: the documents read, those written, the batches written. */
export interface CompanyIdsSummary {
  read: number;
  written: number;
  batches: number;
}

/**
 * Gives each document of `docs` (a query of shifts or of History entries, read `pageSize` at a time in the order of
 * their paths) the companyId `companyOf` names for it, in batches (batchesOf); undefined leaves it unwritten. The one
 * way a facility's move and the backfill change the companyId of shifts and entries.
 */
export async function setCompanyIds(
  db: Firestore,
  docs: Query,
  companyOf: (doc: QueryDocumentSnapshot) => string | null | undefined,
  pageSize: number,
): Promise<CompanyIdsSummary> {
  const summary: CompanyIdsSummary = { read: 0, written: 0, batches: 0 };
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = docs.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const read = (await page.get()).docs;
    const changed = read.flatMap((doc) => {
      const companyId = companyOf(doc);
      return companyId === undefined ? [] : [{ path: doc.ref.path, data: { companyId } }];
    });
    for (const part of batchesOf(changed)) {
      const batch = db.batch();
      for (const { path, data } of part) batch.update(db.doc(path), data);
      await batch.commit();
      summary.batches += 1;
    }
    summary.read += read.length;
    summary.written += changed.length;
    if (read.length < pageSize) return summary;
    last = read[read.length - 1];
  }
}

/** The most shifts or entries a facility's company change reads a page. */
const MOVE_PAGE = 500;

/**
 * Gives every shift and History entry of facility `facilityId` the facility's company as it is now (read here): a
 * facility that moves to another company takes them with it, so that the company it left may no longer list them by
 * companyId and the one it joined may. One that already names it is not written, so an event heard twice or out of
 * order writes nothing more; a facility that is gone leaves them as they are. Resolves to the documents written.
 */
export async function applyFacilityCompany(db: Firestore, facilityId: string): Promise<number> {
  const facility = await db.doc(`facilities/${facilityId}`).get();
  if (!facility.exists) return 0;
  const companyId = companyIdOf(facility.data()!);
  const moved = (doc: QueryDocumentSnapshot) => ((doc.get('companyId') ?? null) === companyId ? undefined : companyId);
  const shifts = db.collection('shifts').where('facilityIdentifier', '==', facilityId);
  const entries = db.collectionGroup('history').where('facilityId', '==', facilityId);
  const [a, b] = [
    await setCompanyIds(db, shifts, moved, MOVE_PAGE),
    await setCompanyIds(db, entries, moved, MOVE_PAGE),
  ];
  return a.written + b.written;
}
