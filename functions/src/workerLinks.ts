// The writer of the worker links (src/domain/workerLinks.ts): what lets a facility, and its company, read the
// credentials of the workers who claimed its shifts (firestore.rules, user/{id}/credentials). The trigger (index.ts)
// hands it each claim a shift's change makes known; the backfill (backfill.ts) every claim stored. A link only
// lengthens, read and written in one transaction, so events heard twice or out of order write the same.
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  linkRefsOf,
  workerLinksOf,
  workerLinkWrites,
  type ClaimFields,
  type WorkerClaim,
  type WorkerLink,
  type WorkerLinkRef,
} from '../../src/domain/workerLinks';
import { instantOf } from './coverage';

/** The fields of a stored shift the rule reads, instants in ms; null when there is no document. */
export function storedClaimFields(data: DocumentData | undefined): ClaimFields | null {
  if (!data) return null;
  const { facilityIdentifier, nurseId, isFree, status, end } = data;
  return { facilityIdentifier, nurseId, isFree, status, end: instantOf(end) };
}

/** A link document: facilities/{id}/workerLinks/{workerId} or companies/{id}/workerLinks/{workerId}. */
export const workerLinkDoc = (db: Firestore, { scope, scopeId, workerId }: WorkerLinkRef) =>
  db.collection(scope).doc(scopeId).collection('workerLinks').doc(workerId);

/** What a link document holds: the worker, and the Timestamp the rules compare with the request's time. */
const linkData = ({ workerId, until }: WorkerLink) => ({ workerId, until: Timestamp.fromMillis(until) });

/** The stored until of a link document, ms; null when there is none (or it holds no time). */
const storedUntil = (data: DocumentData | undefined): number | null => {
  const until = instantOf(data?.until);
  return typeof until === 'number' ? until : null;
};

/** The company a stored facility belongs to; null for a facility of its own. */
export const companyIdOf = (data: DocumentData): string | null =>
  typeof data.companyId === 'string' && data.companyId !== '' ? data.companyId : null;

/** The companies these stored documents name (a document as it is now, before and after a change), each once. */
export const companyIdsOf = (...docs: (DocumentData | undefined)[]): string[] => [
  ...new Set(docs.flatMap((d) => (d && companyIdOf(d) ? [companyIdOf(d)!] : []))),
];

/**
 * Lengthens the links of a claim to its end plus the window, in a transaction with the facility (its company) and the
 * links as stored. Resolves to the links written (none when they last as long already, or the facility is gone).
 */
export function applyClaim(db: Firestore, claim: WorkerClaim): Promise<WorkerLink[]> {
  return db.runTransaction(async (tx) => {
    const facility = await tx.get(db.collection('facilities').doc(claim.facilityId));
    const data = facility.data();
    const companyId = data ? companyIdOf(data) : null;
    const refs = linkRefsOf(claim, companyId);
    const stored = await Promise.all(refs.map((ref) => tx.get(workerLinkDoc(db, ref))));
    const untilOf = (ref: WorkerLinkRef) => storedUntil(stored[refs.findIndex((r) => r.scope === ref.scope)]?.data());
    const writes = workerLinkWrites(claim, data ? { companyId } : null, untilOf);
    for (const link of writes) tx.set(workerLinkDoc(db, link), linkData(link));
    return writes;
  });
}

const PAGE_SIZE = 1000;
const BATCH_SIZE = 500;

/** What a backfill of the links did: the shifts read, the links they yield, those written (the others last longer). */
export interface LinksBackfillSummary {
  shiftsRead: number;
  links: number;
  written: number;
}

/**
 * Every document of a collection (or, `group`, of every collection of that name), PAGE_SIZE a read in the order of
 * their paths; `parentPath` is the path of the document a subcollection's document lies under.
 */
export async function readAll(
  db: Firestore,
  collection: string,
  group = false,
): Promise<{ id: string; parentPath: string | null; data: DocumentData }[]> {
  const all: { id: string; parentPath: string | null; data: DocumentData }[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = (group ? db.collectionGroup(collection) : db.collection(collection))
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    if (last !== undefined) page = page.startAfter(last);
    const { docs } = await page.get();
    for (const doc of docs) all.push({ id: doc.id, parentPath: doc.ref.parent.parent?.path ?? null, data: doc.data() });
    if (docs.length < PAGE_SIZE) return all;
    last = docs[docs.length - 1];
  }
}

/**
 * The links of the shifts claimed before the trigger was deployed: every claim stored, each link written where it
 * lengthens the one stored (read beside it), BATCH_SIZE a batch. Running it again writes nothing.
 */
export async function backfillWorkerLinks(db: Firestore): Promise<LinksBackfillSummary> {
  const [shifts, facilities] = await Promise.all([readAll(db, 'shifts'), readAll(db, 'facilities')]);
  const companies = new Map(facilities.map(({ id, data }) => [id, companyIdOf(data)]));
  const links = workerLinksOf(
    shifts.map(({ data }) => storedClaimFields(data)),
    (id) => companies.get(id),
  );
  let written = 0;
  for (let i = 0; i < links.length; i += BATCH_SIZE) {
    const chunk = links.slice(i, i + BATCH_SIZE);
    const stored = await db.getAll(...chunk.map((link) => workerLinkDoc(db, link)));
    const batch = db.batch();
    let n = 0;
    chunk.forEach((link, j) => {
      const before = storedUntil(stored[j]?.data());
      if (before !== null && before >= link.until) return;
      batch.set(workerLinkDoc(db, link), linkData(link));
      n += 1;
    });
    if (n > 0) await batch.commit();
    written += n;
  }
  return { shiftsRead: shifts.length, links: links.length, written };
}
