// The History (shifts/{id}/history, and the team's facilities/{id}/history) and the Activity (their collection group).
// The one way every writer of a shift
// records its History entry: the entry goes into shifts/{id}/history in the same batch or transaction as the
// change, and the shift's historyId names it, so that the rules can check each from the other's side (an entry without
// its change, or a change without its entry, is refused). The reads: a shift's entries, a page of some facilities'.
import {
  collection,
  collectionGroup,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAt,
  Timestamp,
  where,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import { getDocsFromServer } from './online';
import { countDocsRead, plainDoc } from './convert';
import type { HistoryChange, HistoryEntry, HistoryKind } from '../domain/history';
import type { TeamHistoryKind } from '../domain/teamHistory';
import type { ScopePart } from '../lib/firebase/facilityChunks';
import { byScopePart } from './byFacility';

/**
 * Who acts, as the History shows them: the signed-in user (an admin acting for a customer is themselves) and their name
 * from their own user record (session/actor.ts historyActor; the rules refuse any other name).
 */
export interface HistoryActor {
  uid: string;
  name: string;
}

/** What an entry says about its shift and the change. */
export interface HistoryNote {
  kind: HistoryKind;
  shift: { id: string; facilityIdentifier: string; companyId: string | null; start: number; description: string };
  changes?: HistoryChange[];
  detail?: string | null;
  workerId?: string | null;
}

/**
 * The shifts (and their entries) one batch may write. A batch's rules may read at most 20 distinct documents; each
 * shift and its entry read each other (2), and the facility, the caller's user record (every entry's byName) and a
 * company (3) are read once: 8 pairs are 19 reads.
 */
export const HISTORY_PAIRS_PER_BATCH = 8;

/** A new entry's reference under the shift (its id is the shift's next historyId). */
function newHistoryRef(db: Firestore, shiftId: string): DocumentReference {
  return doc(collection(db, 'shifts', shiftId, 'history'));
}

/** The entry's document: its time is the server's (the rules insist). */
function historyEntryData(note: HistoryNote, actor: HistoryActor) {
  return {
    kind: note.kind,
    shiftId: note.shift.id,
    facilityId: note.shift.facilityIdentifier,
    // the shift's company, which a company's Activity queries by (the rules require the shift's)
    companyId: note.shift.companyId,
    shiftStart: Timestamp.fromMillis(note.shift.start),
    shiftDescription: note.shift.description,
    by: actor.uid,
    byName: actor.name,
    at: serverTimestamp(),
    changes: note.changes ?? [],
    detail: note.detail ?? null,
    workerId: note.workerId ?? null,
  };
}

/**
 * Writes the entry into the batch or transaction and returns the field the shift's own write must carry with it
 * ({ historyId }), so that a caller cannot write one without the other.
 */
export function recordHistory(
  db: Firestore,
  writer: WriteBatch | Transaction,
  note: HistoryNote,
  actor: HistoryActor,
): { historyId: string } {
  const ref = newHistoryRef(db, note.shift.id);
  (writer as WriteBatch).set(ref, historyEntryData(note, actor));
  return { historyId: ref.id };
}

/** What a team change's entry says: its kind, whom it is about (a member or an invite) and in words. */
export interface TeamHistoryNote {
  kind: TeamHistoryKind;
  facilityId: string;
  memberId?: string;
  inviteId?: string;
  detail: string;
}

/**
 * Writes a team change's entry (facilities/{id}/history) into the batch or transaction and returns the field the
 * changed document must carry with it: the facility's `teamHistoryId` (a member's role or removal) or the invite's
 * `historyId`; the rules refuse either without the other.
 */
export function recordTeamHistory(
  db: Firestore,
  writer: WriteBatch | Transaction,
  note: TeamHistoryNote,
  actor: HistoryActor,
): string {
  const ref = doc(collection(db, 'facilities', note.facilityId, 'history'));
  (writer as WriteBatch).set(ref, {
    kind: note.kind,
    facilityId: note.facilityId,
    by: actor.uid,
    byName: actor.name,
    at: serverTimestamp(),
    detail: note.detail,
    memberId: note.memberId ?? null,
    inviteId: note.inviteId ?? null,
  });
  return ref.id;
}

/** Entries of one shift shown on its details (a shift has a handful; the rules allow 100 a page). */
const SHIFT_HISTORY_LIMIT = 50;

const ENTRY_DEFAULTS: Omit<HistoryEntry, 'id'> = {
  kind: 'edited',
  shiftId: '',
  facilityId: '',
  companyId: null,
  shiftStart: 0,
  shiftDescription: '',
  by: '',
  byName: '',
  at: 0,
  changes: [],
  detail: null,
  workerId: null,
};

const toEntry = (snap: QueryDocumentSnapshot<DocumentData>) => plainDoc<HistoryEntry>(snap, ENTRY_DEFAULTS);

/** @public A shift's entries, newest first (constrained by its facility, as the rules ask). */
export const shiftHistoryQuery = (db: Firestore, shiftId: string, facilityId: string) =>
  query(
    collection(db, 'shifts', shiftId, 'history'),
    where('facilityId', '==', facilityId),
    orderBy('at', 'desc'),
    limit(SHIFT_HISTORY_LIMIT),
  );

/**
 * @public
 * A page of the Activity of a part of a scope (one facility, at most 9 in one 'in' query, or a whole company by the
 * companyId each entry carries: its shift's, or for a team's the server's, functions/src/historyCompanies.ts), newest
 * first, optionally of one kind,
 * from `from` (inclusive: entries of one batch share their time, see historyApi's fetchActivityPage).
 */
export const activityQuery = (
  db: Firestore,
  part: ScopePart,
  kind: HistoryKind | null,
  from: number | null,
  size: number,
) =>
  query(
    collectionGroup(db, 'history'),
    byScopePart(part, 'facilityId'),
    ...(kind ? [where('kind', '==', kind)] : []),
    orderBy('at', 'desc'),
    ...(from != null ? [startAt(Timestamp.fromMillis(from))] : []),
    limit(size),
  );

export async function fetchShiftHistory(db: Firestore, shiftId: string, facilityId: string): Promise<HistoryEntry[]> {
  const snap = await getDocsFromServer(shiftHistoryQuery(db, shiftId, facilityId));
  countDocsRead(Math.max(1, snap.size));
  return snap.docs.map(toEntry);
}

/** At most `size` entries of activityQuery, as plain data. */
export async function readActivity(
  db: Firestore,
  part: ScopePart,
  kind: HistoryKind | null,
  from: number | null,
  size: number,
): Promise<HistoryEntry[]> {
  const snap = await getDocsFromServer(activityQuery(db, part, kind, from, size));
  countDocsRead(Math.max(1, snap.size));
  return snap.docs.map(toEntry);
}
