// The reviews to complete (the dashboard's and /reviews' table), apart from reviewPages.ts (Past Reviews, a worker's
// reviews, the review form's read and write), so that the dashboard loads only these reads.
import {
  collection,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  Timestamp,
  where,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer } from './online';
import { perScopePart, type FacilityScope, type ScopePart } from '../lib/firebase/facilityChunks';
import { byFacility } from './byFacility';
import { REVIEWS_TO_COMPLETE_LIMIT, isAwaitingReview, reviewsToComplete } from '../domain/reviews';
import type { Shift } from '../domain/types';
import { CANDIDATES_PAGE_SIZE, reviewCandidatesQuery, toShift } from './shifts';

/** True when reviews/{shiftId} holds a submitted review. */
async function isReviewed(shiftId: string, db: Firestore): Promise<boolean> {
  const snap = await getDocFromServer(doc(db, 'reviews', shiftId));
  return snap.exists() && snap.data().status === 'submitted';
}

/** The facilities' submitted reviews since `since`, earliest first, `max` of them (a review's id is its shift's). */
export const reviewsSubmittedSinceQuery = (db: Firestore, facilityIds: readonly string[], since: number, max: number) =>
  query(
    collection(db, 'reviews'),
    byFacility(facilityIds),
    where('status', '==', 'submitted'),
    where('submittedAt', '>=', Timestamp.fromMillis(since)),
    orderBy('submittedAt', 'asc'),
    limit(max),
  );

/**
 * Which of some shifts (at most REVIEWS_TO_COMPLETE_LIMIT) hold a submitted review. A review is submitted after its
 * shift's end (the rules), so the reviews of the shifts' facilities submitted since the earliest end hold every one: a
 * single read when there are fewer than the shifts (none, most often), where reading each shift's review by id cost a
 * read a shift. Only when there are as many is each shift not among them looked up by id.
 */
async function reviewedAmong(db: Firestore, shifts: Shift[]): Promise<Set<string>> {
  const facilityIds = [...new Set(shifts.map((s) => s.facilityIdentifier))];
  const since = Math.min(...shifts.map((s) => s.end));
  const snap = await getDocsFromServer(reviewsSubmittedSinceQuery(db, facilityIds, since, shifts.length));
  const found = new Set(snap.docs.map((d) => d.id));
  if (snap.size < shifts.length) return found;
  const flags = await Promise.all(shifts.map(async (s) => found.has(s.id) || isReviewed(s.id, db)));
  return new Set(shifts.filter((_, j) => flags[j]).map((s) => s.id));
}

/**
 * The latest REVIEWS_TO_COMPLETE_LIMIT shifts of one part of a scope (a chunk of facilities, or a company) awaiting a
 * review: candidates are read a page at a time, latest clock-out first, and which of them have a submitted review
 * (reviewedAmong), until enough are found or none is left, so the reads do not grow with the facility's size.
 */
async function partReviewsToComplete(db: Firestore, part: ScopePart, now: number, pageSize: number): Promise<Shift[]> {
  const kept: Shift[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await getDocsFromServer(reviewCandidatesQuery(db, part, now, after, pageSize));
    const awaiting = snap.docs.map(toShift).filter((s) => isAwaitingReview(s, new Set(), now));
    for (let i = 0; i < awaiting.length && kept.length < REVIEWS_TO_COMPLETE_LIMIT;) {
      const group = awaiting.slice(i, i + REVIEWS_TO_COMPLETE_LIMIT - kept.length);
      const reviewed = await reviewedAmong(db, group);
      kept.push(...group.filter((s) => !reviewed.has(s.id)));
      i += group.length;
    }
    if (kept.length >= REVIEWS_TO_COMPLETE_LIMIT || snap.docs.length < pageSize) return kept;
    after = snap.docs[snap.docs.length - 1];
  }
}

/**
 * 'keep those with a worker, not cancelled, with no submitted review (the reviews to complete)', at most
 * 5, latest clock-out first.
 */
export async function fetchReviewsToComplete(
  db: Firestore,
  scope: FacilityScope,
  now: number,
  pageSize = CANDIDATES_PAGE_SIZE,
): Promise<Shift[]> {
  const pages = await perScopePart(scope, (part) => partReviewsToComplete(db, part, now, pageSize));
  return reviewsToComplete(pages.flat(), new Set(), now);
}
