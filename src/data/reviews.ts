// The reviews to complete (the dashboard's and /reviews' table), apart from reviewPages.ts (Past Reviews, a worker's
// reviews, the review form's read and write), so that the dashboard loads only these reads.
import { doc, type Firestore, type QueryDocumentSnapshot } from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer } from './online';
import { perFacilityChunk } from '../lib/firebase/facilityChunks';
import { REVIEWS_TO_COMPLETE_LIMIT, isAwaitingReview, reviewsToComplete } from '../domain/reviews';
import type { Shift } from '../domain/types';
import { CANDIDATES_PAGE_SIZE, reviewCandidatesQuery, toShift } from './shifts';

/** True when reviews/{shiftId} holds a submitted review. */
async function isReviewed(shiftId: string, db: Firestore): Promise<boolean> {
  const snap = await getDocFromServer(doc(db, 'reviews', shiftId));
  return snap.exists() && snap.data().status === 'submitted';
}

/**
 * The latest REVIEWS_TO_COMPLETE_LIMIT shifts of the facilities (one chunk of them) awaiting a review: candidates are
 * read a page at a time, latest clock-out first, and their reviews by id, until enough are found or none is left, so
 * the reads do not grow with the facility's size.
 */
async function chunkReviewsToComplete(
  db: Firestore,
  facilityIds: readonly string[],
  now: number,
  pageSize: number,
): Promise<Shift[]> {
  const kept: Shift[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await getDocsFromServer(reviewCandidatesQuery(db, facilityIds, now, after, pageSize));
    const awaiting = snap.docs.map(toShift).filter((s) => isAwaitingReview(s, new Set(), now));
    for (let i = 0; i < awaiting.length && kept.length < REVIEWS_TO_COMPLETE_LIMIT;) {
      const group = awaiting.slice(i, i + REVIEWS_TO_COMPLETE_LIMIT - kept.length);
      const flags = await Promise.all(group.map((s) => isReviewed(s.id, db)));
      group.forEach((s, j) => {
        if (!flags[j]) kept.push(s);
      });
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
  facilityIds: readonly string[],
  now: number,
  pageSize = CANDIDATES_PAGE_SIZE,
): Promise<Shift[]> {
  if (!facilityIds.length) return [];
  const pages = await perFacilityChunk(facilityIds, (ids) => chunkReviewsToComplete(db, ids, now, pageSize));
  return reviewsToComplete(pages.flat(), new Set(), now);
}
