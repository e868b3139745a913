import { WelcomeCard } from './WelcomeCard';
import { workerRowActions } from './workerRowActions';
import { answered, ShownOnceSettled } from '../../components/ShownOnceSettled';
import { useAppSelector } from '../../lib/hooks';
import { selectScopeFacilityIds } from '../../session/scope';
import { PastReviewsTable } from '../../features/reviews/PastReviewsTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';
import { selectReviewsToComplete } from '../../features/reviews/reviewsToCompleteSlice';

/**
 * /reviews: 'reviews to complete (first 5) and a Past Reviews table'; each row's worker: Favorite and Block. The past
 * reviews show once the reviews to complete have their first answer: they answered first and were pushed down under
 * the pointer (113 px on the demo) when the rows above arrived.
 */
export default function ReviewsPage() {
  const hasFacility = useAppSelector(selectScopeFacilityIds).length > 0;
  const toComplete = useAppSelector(selectReviewsToComplete).status;
  return (
    <>
      <WelcomeCard />
      <ReviewsToCompleteTable source="reviews" rowActions={workerRowActions} />
      <ShownOnceSettled settled={!hasFacility || answered(toComplete)}>
        <PastReviewsTable rowActions={workerRowActions} />
      </ShownOnceSettled>
    </>
  );
}
