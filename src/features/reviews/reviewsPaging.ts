// Paging of the Past Reviews table across Firestore 'in' chunks, and the stored shape of the answers (pure).
import type { Review } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';

export const PAST_REVIEWS_PAGE_SIZE = 10;
/** Facilities per 'in' query: the rules read each facility (and the company) to check membership, at most 10 reads a query. */
export const FACILITIES_PER_QUERY = 9;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ReviewPage {
  reviews: Review[];
  hasMore: boolean;
}

/** The newest page of the chunks' pages (each newest first); more may follow when a whole page came back. */
export function mergeReviewPages(
  chunks: readonly (readonly Review[])[],
  pageSize = PAST_REVIEWS_PAGE_SIZE,
): ReviewPage {
  const all = chunks.flat().sort((a, b) => b.submittedAt - a.submittedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { reviews: all.slice(0, pageSize), hasMore: all.length >= pageSize };
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
