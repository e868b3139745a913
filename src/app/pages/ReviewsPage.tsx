import { WelcomeCard } from './WelcomeCard';
import { blockFromReviewRow } from './blockFromReviewRow';
import { PastReviewsTable } from '../../features/reviews/PastReviewsTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';

/** /reviews: 'reviews to complete (first 5) and a Past Reviews table'; each worker can be blocked from a row. */
export default function ReviewsPage() {
  return (
    <>
      <WelcomeCard />
      <ReviewsToCompleteTable source="reviews" rowActions={blockFromReviewRow} />
      <PastReviewsTable rowActions={blockFromReviewRow} />
    </>
  );
}
