// Every Firestore read of the History (a shift's entries) and the Activity (the facility's, or the company's
// facilities', entries through a collection group query). Entries are written by each feature's own writes, through
// src/data/history.ts. Loaded on demand.
import {
  collection,
  collectionGroup,
  limit,
  orderBy,
  query,
  startAt,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { getDocsFromServer } from '../../lib/firebase/online';
import { countDocsRead, plainDoc } from '../../lib/firebase/convert';
import { firstPageOf, newestFirst, perFacilityChunk } from '../../lib/firebase/facilityChunks';
import type { HistoryEntry, HistoryKind } from '../../domain/history';

/** Entries of one shift shown on its details (a shift has a handful; the rules allow 100 a page). */
export const SHIFT_HISTORY_LIMIT = 50;
/** Rows of the Activity per page. */
export const ACTIVITY_PAGE_SIZE = 25;

const ENTRY_DEFAULTS: Omit<HistoryEntry, 'id'> = {
  kind: 'edited',
  shiftId: '',
  facilityId: '',
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

/** A shift's entries, newest first (constrained by its facility, as the rules ask). */
export const shiftHistoryQuery = (db: Firestore, shiftId: string, facilityId: string) =>
  query(
    collection(db, 'shifts', shiftId, 'history'),
    where('facilityId', '==', facilityId),
    orderBy('at', 'desc'),
    limit(SHIFT_HISTORY_LIMIT),
  );

/**
 * A page of the Activity of some facilities (one, or at most 9 in one 'in' query), newest first, optionally of one
 * kind, from `from` (inclusive: entries of one batch share their time, see fetchActivityPage).
 */
export const activityQuery = (
  db: Firestore,
  facilityIds: readonly string[],
  kind: HistoryKind | null,
  from: number | null,
  size: number,
) =>
  query(
    collectionGroup(db, 'history'),
    facilityIds.length === 1 ? where('facilityId', '==', facilityIds[0]) : where('facilityId', 'in', [...facilityIds]),
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

export interface ActivityPage {
  entries: HistoryEntry[];
  hasMore: boolean;
}

/**
 * The next page of the Activity after the entries already shown (`shown`, newest first). The entries of one batch
 * share their server time, so the page starts AT the last shown time (not after it) and drops what is shown: none is
 * skipped at a page's edge.
 */
export async function fetchActivityPage(
  db: Firestore,
  facilityIds: readonly string[],
  kind: HistoryKind | null,
  shown: readonly Pick<HistoryEntry, 'id' | 'at'>[],
): Promise<ActivityPage> {
  if (facilityIds.length === 0) return { entries: [], hasMore: false };
  const last = shown.at(-1);
  const from = last ? last.at : null;
  const seen = new Set(shown.map((e) => e.id));
  const atEdge = last ? shown.filter((e) => e.at === last.at).length : 0;
  const size = ACTIVITY_PAGE_SIZE + atEdge;
  const pages = await perFacilityChunk(facilityIds, async (ids) => {
    const snap = await getDocsFromServer(activityQuery(db, ids, kind, from, size));
    countDocsRead(Math.max(1, snap.size));
    return snap.docs.map(toEntry).filter((e) => !seen.has(e.id));
  });
  const { items, hasMore } = firstPageOf(pages, newestFirst('at'), ACTIVITY_PAGE_SIZE);
  return { entries: items, hasMore };
}
