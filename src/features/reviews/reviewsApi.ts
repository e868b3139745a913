// Past Reviews and the review form's read and write, through src/data/reviewPages.ts (the reviews to complete are
// read by reviewsToCompleteSlice.ts from src/data/reviews.ts). The reviews thunks load it on demand.
import type { Firestore } from '../../data/db';
import { perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { readPastReviews, readReviewedShifts, writeReview } from '../../data/reviewPages';
import type { Shift } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';
import { mergeReviewPages, reviewResponses, type ReviewPage } from './reviewsPaging';
import type { HistoryActor } from '../../data/history';

export { readWorkers } from '../../data/users';
export { getReviewTarget } from '../../data/reviewPages';

/** One page of the Past Reviews table, newest first, with each review's shift (null when gone). */
export async function fetchPastReviewsPage(
  db: Firestore,
  facilityIds: readonly string[],
  after?: number,
): Promise<ReviewPage & { shifts: Record<string, Shift> }> {
  if (!facilityIds.length) return { reviews: [], hasMore: false, shifts: {} };
  const pages = await perFacilityChunk(facilityIds, (ids) => readPastReviews(db, ids, after));
  const page = mergeReviewPages(pages);
  const shifts = await readReviewedShifts(
    db,
    page.reviews.map((r) => r.id),
  );
  return { ...page, shifts };
}

/** Saves the form's answers as the shift's review; its History entry says the rating. */
export function saveReview(
  db: Firestore,
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>,
  values: ReviewValues,
  actor: HistoryActor,
): Promise<'created' | 'updated'> {
  const review = { responses: reviewResponses(values), rating: values.rating };
  return writeReview(db, shift, review, `${values.rating} of 5`, actor);
}
