import { WelcomeCard } from './WelcomeCard';
import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';
import { PastReviewsTable } from '../../features/reviews/PastReviewsTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';

/** /reviews: 'reviews to complete (first 5) and a Past Reviews table'; each worker can be blocked from a row. */
export default function ReviewsPage() {
  return (
    <>
      <WelcomeCard />
      <ReviewsToCompleteTable
        source="reviews"
        rowActions={(r) => (
          <BlockWorkerButton
            size="sm"
            facilityId={r.facilityIdentifier}
            nurseId={r.nurseId}
            workerName={r.workerName}
          />
        )}
      />
      <PastReviewsTable
        rowActions={(r) => (
          <BlockWorkerButton
            size="sm"
            facilityId={r.facilityIdentifier}
            nurseId={r.nurseId}
            workerName={r.workerName}
          />
        )}
      />
    </>
  );
}
