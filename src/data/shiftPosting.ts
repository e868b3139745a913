// The posting engine: new shifts written in batches with their History entries, a few batches in flight, the progress
// as batches land, and a retry that writes only what an earlier try did not store (no shift twice). Every post goes
// through it: the single add (N workers), Post several, Copy a week, and any feature that posts a list of drafts.
// What a post makes and refuses before writing is src/domain/shiftPosting.ts.
import {
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  runTransaction,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { earlierWritesSettled, getDocsFromServer, writeOnline } from './online';
import { newDocId, type Submission } from '../lib/submissions';
import { favoritesFirstUntil } from '../domain/favoritesFirst';
import type { ShiftDraft } from '../domain/shiftPosting';
import { HISTORY_PAIRS_PER_BATCH, recordHistory, type HistoryActor } from './history';
import { shiftRef, shiftsCollection, toShift, whileShiftListsPaused } from './shifts';
import { writeShiftChange } from './shiftWrites';
import { declined } from '../lib/thunkError';
import { isRepostable } from '../domain/today';

/** Each facility's company (null: none), as the session has the facilities: a new shift carries its facility's. */
export type FacilityCompanies = Readonly<Record<string, string | null>>;

/**
 * A new shift document as the single add writes it, and so every post: the draft plus its facility's company, isFree
 * true, status active, numberOfNurse 1 ('each for one worker'), no worker, isTest false, createdAt (ms) and createdBy.
 */
function newShiftRecord(draft: ShiftDraft, companies: FacilityCompanies, createdAt: number, createdBy: string) {
  return {
    facilityIdentifier: draft.facilityIdentifier,
    companyId: companies[draft.facilityIdentifier] ?? null,
    description: draft.description,
    isFree: true,
    status: 'active',
    start: Timestamp.fromMillis(draft.start),
    end: Timestamp.fromMillis(draft.end),
    nurseType: draft.nurseType,
    numberOfNurse: 1,
    additionalRequirements: draft.additionalRequirements,
    additionalnotes: draft.additionalnotes,
    nurseId: null,
    createdAt,
    createdBy,
    isTest: false,
    tz: draft.tz,
    hasShiftDiscontent: false,
    ...favoritesFirstField(draft, createdAt),
  };
}

/** favoritesFirstUntil, only on a shift offered to favorites first: counted from createdAt, never past the start. */
function favoritesFirstField(draft: ShiftDraft, createdAt: number) {
  const until = favoritesFirstUntil(createdAt, draft.start, draft.favoritesFirstHours);
  return until == null ? {} : { favoritesFirstUntil: Timestamp.fromMillis(until) };
}

/**
 * Shifts a post writes per batch: each with its History entry, as many as the rules may check in one batch (a batch's
 * rules read at most 20 documents, and a shift and its entry read each other).
 */
export const POST_BATCH_SIZE = HISTORY_PAIRS_PER_BATCH;

/**
 * The facility's shifts created in [from, to] (createdAt, ms), newest first: a retry finds what an earlier try of its
 * submission stored, as those carry the submission's createdAt values (a lookup by document id is refused by the
 * rules, which cannot read the facility of a document that does not exist).
 */
export const createdBetweenQuery = (db: Firestore, facilityId: string, from: number, to: number, max: number) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('createdAt', '>=', from),
    where('createdAt', '<=', to),
    orderBy('createdAt', 'desc'),
    limit(max),
  );

/** Room for other shifts created in the same milliseconds as a batch (another scheduler's). */
const LOOKUP_SLACK = 100;

async function storedIds(
  db: Firestore,
  planned: readonly { id: string; facilityId: string; createdAt: number }[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  const byFacility = new Map<string, number[]>();
  for (const p of planned) byFacility.set(p.facilityId, [...(byFacility.get(p.facilityId) ?? []), p.createdAt]);
  for (const [facilityId, times] of byFacility) {
    const from = Math.min(...times);
    const to = Math.max(...times);
    const snap = await getDocsFromServer(createdBetweenQuery(db, facilityId, from, to, to - from + 1 + LOOKUP_SLACK));
    snap.docs.forEach((d) => stored.add(d.id));
  }
  return new Set(planned.filter((p) => stored.has(p.id)).map((p) => p.id));
}

/**
 * Batches a post keeps in flight at once. One after another, 500 shifts were 63 round trips end to end; the SDK sends
 * commits on its one write stream without waiting for each answer. Measured on the emulator (500 shifts, in the
 * browser): 1 in flight 36.3 s, 4 26.1 s, 8 20.9 s.
 */
export const POST_BATCHES_IN_FLIGHT = 8;

/**
 * Writes the shifts in batches of POST_BATCH_SIZE under the planned ids, a few batches at a time, and tells how many
 * are stored each time a batch lands (a running total; batches may land out of order). createdAt values differ by a
 * millisecond (the first is the submission's time) so that paging by startAfter(createdAt) never skips one. A retry
 * (planned.tries > 0) first waits for the earlier try's batches the SDK still holds, then looks up which of each
 * batch's ids are stored, and writes only the others: no shift is written twice, and a shift claimed meanwhile is left
 * as it is. After a failure no new batch starts; those in flight finish (and count) before the failure is thrown.
 */
export async function postShifts(
  db: Firestore,
  drafts: readonly ShiftDraft[],
  companies: FacilityCompanies,
  actor: HistoryActor,
  planned: Submission,
  onPosted: (posted: number) => void = () => {},
  batchSize = POST_BATCH_SIZE,
): Promise<string[]> {
  const rows = drafts.map((draft, i) => {
    const id = planned.ids[i];
    if (id === undefined) throw new RangeError(`No planned id for shift ${i + 1} of ${drafts.length}`);
    return { draft, id, facilityId: draft.facilityIdentifier, createdAt: planned.at - i };
  });
  const parts: (typeof rows)[] = [];
  for (let from = 0; from < rows.length; from += batchSize) parts.push(rows.slice(from, from + batchSize));
  const writePart = async (part: (typeof parts)[number]) => {
    const stored = planned.tries > 0 ? await storedIds(db, part) : new Set<string>();
    const missing = part.filter((p) => !stored.has(p.id));
    if (missing.length === 0) return;
    const batch = writeBatch(db);
    for (const p of missing) {
      const record = newShiftRecord(p.draft, companies, p.createdAt, actor.uid);
      const shift = {
        id: p.id,
        facilityIdentifier: record.facilityIdentifier,
        companyId: record.companyId,
        start: p.draft.start,
        description: record.description,
      };
      const entry = recordHistory(db, batch, { kind: 'created', shift }, actor);
      batch.set(shiftRef(db, p.id), { ...record, ...entry });
    }
    await writeOnline(db, () => batch.commit());
  };
  if (planned.tries > 0) await earlierWritesSettled(db);
  let posted = 0;
  let next = 0;
  let failed: { error: unknown } | undefined;
  const lane = async () => {
    while (!failed) {
      const part = parts[next++];
      if (!part) return;
      try {
        await writePart(part);
      } catch (error) {
        failed ??= { error };
        return;
      }
      posted += part.length;
      onPosted(posted);
    }
  };
  const lanes = () => Promise.all(Array.from({ length: Math.min(POST_BATCHES_IN_FLIGHT, parts.length) }, lane));
  // the open lists of shifts pause while the batches land and read once after them, rather than once a batch (a
  // post of one batch would read as much again as it saves)
  await (parts.length > 1 ? whileShiftListsPaused(lanes) : lanes());
  if (failed) throw failed.error;
  return planned.ids.slice(0, drafts.length);
}

/**
 * 'Creating N workers creates N separate shift records, each for one worker': the single add, one post of N equal
 * drafts (in batches of POST_BATCH_SIZE, as any post).
 */
export async function createShifts(
  db: Firestore,
  draft: ShiftDraft,
  count: number,
  companies: FacilityCompanies,
  createdBy: HistoryActor,
  /** the ids and time of this submission (a retry finds those an earlier try stored); new ones if not given */
  planned: Submission = { ids: Array.from({ length: count }, newDocId), at: Date.now(), tries: 0 },
): Promise<string[]> {
  return postShifts(
    db,
    Array.from({ length: count }, () => draft),
    companies,
    createdBy,
    planned,
  );
}

/**
 * /today's Repost: a new unclaimed shift equal to a no-show (the single add's record of the same facility, times,
 * position, description, notes and requirements; no favorites-first window, as its start has passed), its `created`
 * entry, and on the original the link to it (`repostedAs`, with a `reposted` entry), in one transaction that first
 * checks the original is still a no-show not reposted ('changed' otherwise, nothing written). Its new id.
 */
export async function repostShift(
  db: Firestore,
  id: string,
  companies: FacilityCompanies,
  actor: HistoryActor,
  now = Date.now(),
): Promise<string> {
  const repost = doc(shiftsCollection(db));
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(shiftRef(db, id));
      if (!snap.exists()) throw declined('notFound');
      const original = toShift(snap);
      if (!isRepostable(original)) throw declined('changed');
      const draft = { ...original, favoritesFirstHours: null };
      const record = { ...newShiftRecord(draft, companies, now, actor.uid), repostOf: id };
      const shift = { ...original, id: repost.id };
      tx.set(repost, { ...record, ...recordHistory(db, tx, { kind: 'created', shift }, actor) });
      writeShiftChange(db, tx, original, { fields: { repostedAs: repost.id }, entry: { kind: 'reposted' } }, actor);
    }),
  );
  return repost.id;
}
