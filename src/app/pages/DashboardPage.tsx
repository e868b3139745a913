import { lazy, useEffect } from 'react';
import { WelcomeCard } from './WelcomeCard';
import { PendingCard } from './PendingCard';
import { logEvent } from '../../lib/analytics';
import { useAppSelector } from '../../lib/hooks';
import { CardWhenNear } from '../../components/CardWhenNear';
import { answered, ShownOnceSettled } from '../../components/ShownOnceSettled';
import { selectIsActive, selectScopeFacilityIds } from '../../session/scope';
import { CompanyFacilities } from '../../features/company/CompanyFacilities';
import { FirstShiftCard } from '../../features/shifts/FirstShiftCard';
import { ShiftTable } from '../../features/shifts/ShiftTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';
import { selectReviewsToComplete } from '../../features/reviews/reviewsToCompleteSlice';
import { UnfilledSoonCard } from '../../features/insights/UnfilledSoonCard';
import { selectUnfilledSoon } from '../../features/insights/unfilledSoonSlice';
import { BlockedEmployeesTable } from '../../features/blocks/BlockedEmployeesTable';
import { INVOICES_TITLE } from '../../features/invoices/messages';
import { TODAY_TITLE } from '../../features/today/title';
import { workerRowActions } from './workerRowActions';

// The last cards: their code and slices (and Today's listener) load when they are scrolled near
const TodayCard = lazy(() => import('../../features/today/TodayCard').then((m) => ({ default: m.TodayCard })));
const InvoiceTable = lazy(() =>
  import('../../features/invoices/InvoiceTable').then((m) => ({ default: m.InvoiceTable })),
);

/**
 * The dashboard, cards in the spec's order. The urgent card and the reviews grow when their rows arrive, so what is
 * below each shows once it has its first answer (the cards load meanwhile): nothing seen is pushed down.
 */
export default function DashboardPage() {
  useEffect(() => logEvent('dashboard_view'), []);
  // a card with nothing to ask (no active account, no facility yet) has its answer
  const isActive = useAppSelector(selectIsActive);
  const hasFacility = useAppSelector(selectScopeFacilityIds).length > 0;
  const unfilled = useAppSelector(selectUnfilledSoon).status;
  const reviews = useAppSelector(selectReviewsToComplete).status;
  const unfilledSettled = !isActive || !hasFacility || answered(unfilled);
  const reviewsSettled = !hasFacility || answered(reviews);
  return (
    <>
      <WelcomeCard />
      <PendingCard />
      <UnfilledSoonCard />
      <ShownOnceSettled settled={unfilledSettled}>
        <ReviewsToCompleteTable source="dashboard" viewAll rowActions={workerRowActions} />
        <CompanyFacilities />
        <ShownOnceSettled settled={reviewsSettled}>
          <FirstShiftCard />
          <ShiftTable mode="viewAll" />
          <BlockedEmployeesTable />
          <CardWhenNear title={TODAY_TITLE}>
            <TodayCard />
          </CardWhenNear>
          <CardWhenNear title={INVOICES_TITLE}>
            <InvoiceTable mode="viewAll" />
          </CardWhenNear>
        </ShownOnceSettled>
      </ShownOnceSettled>
    </>
  );
}
