// Paging of the Past Reviews table across Firestore 'in' chunks, and the stored shape of the answers (pure).
import { firstPageOf, newestFirst } from '../../lib/firebase/facilityChunks';
import type { Review } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';
import { PAST_REVIEWS_PAGE_SIZE } from '../../domain/reviews';

export interface ReviewPage {
  reviews: Review[];
  hasMore: boolean;
}

/** The newest page of the chunks' pages (each newest first); more may follow when a whole page came back. */
export function mergeReviewPages(
  chunks: readonly (readonly Review[])[],
  pageSize = PAST_REVIEWS_PAGE_SIZE,
): ReviewPage {
  const { items, hasMore } = firstPageOf(chunks, newestFirst('submittedAt'), pageSize);
  return { reviews: items, hasMore };
}

/** The answer to a question of a stored review, or null when it was not answered. */
export function responseOf(review: Pick<Review, 'responses'>, questionId: Review['responses'][number]['questionId']) {
  return review.responses.find((r) => r?.questionId === questionId)?.responseValue ?? null;
}

/** The stored answers: 'responses (list of questionId and responseValue)'. */
export function reviewResponses(values: ReviewValues): Review['responses'] {
  return [
    { questionId: 'rating', responseValue: values.rating },
    { questionId: 'onTime', responseValue: values.onTime },
    { questionId: 'additionalComments', responseValue: values.additionalComments.trim() },
  ];
}
