import { WelcomeCard } from './WelcomeCard';
import { workerRowActions } from './workerRowActions';
import { PastReviewsTable } from '../../features/reviews/PastReviewsTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';

/** /reviews: 'reviews to complete (first 5) and a Past Reviews table'; each row's worker: Favorite and Block. */
export default function ReviewsPage() {
  return (
    <>
      <WelcomeCard />
      <ReviewsToCompleteTable source="reviews" rowActions={workerRowActions} />
      <PastReviewsTable rowActions={workerRowActions} />
    </>
  );
}
