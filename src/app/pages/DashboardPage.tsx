import { lazy, Suspense, useEffect } from 'react';
import { WelcomeCard } from './WelcomeCard';
import { PendingCard } from './PendingCard';
import { logEvent } from '../../lib/analytics';
import { useAppSelector } from '../../lib/hooks';
import { CardWhenNear } from '../../components/CardWhenNear';
import { answered, ShownOnceSettled } from '../../components/ShownOnceSettled';
import { selectIsActive, selectScopeFacilities, selectScopeFacilityIds } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { FirstShiftCard } from '../../features/shifts/FirstShiftCard';
import { ShiftTable } from '../../features/shifts/ShiftTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';
import { selectReviewsToComplete } from '../../features/reviews/reviewsToCompleteSlice';
import { UnfilledSoonCard } from '../../features/insights/UnfilledSoonCard';
import { selectUnfilledSoon } from '../../features/insights/unfilledSoonSlice';
import { BLOCKED_EMPLOYEES_TITLE } from '../../features/blocks/messages';
import { INVOICES_TITLE } from '../../features/invoices/messages';
import { TODAY_TITLE } from '../../features/today/title';
import { workerRowActions } from './workerRowActions';

// A company's facilities table, with its form and state names, loads only for a company user: a facility's dashboard,
// where most sign-ins land, never needs it
const CompanyFacilities = lazy(() =>
  import('../../features/company/CompanyFacilities').then((m) => ({ default: m.CompanyFacilities })),
);
// The last cards: their code and slices (and Today's listener) load when they are scrolled near
const TodayCard = lazy(() => import('../../features/today/TodayCard').then((m) => ({ default: m.TodayCard })));
const BlockedEmployeesTable = lazy(() =>
  import('../../features/blocks/BlockedEmployeesTable').then((m) => ({ default: m.BlockedEmployeesTable })),
);
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
  const isCompany = useAppSelector(selectUserType) === 'company';
  const hasFacility = useAppSelector(selectScopeFacilityIds).length > 0;
  // the card is there only for a facility with blocked workers, which its profile lists
  const hasBlocked = useAppSelector(selectScopeFacilities).some((f) => (f.blocklist ?? []).length > 0);
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
        {isCompany && (
          <Suspense fallback={null}>
            <CompanyFacilities />
          </Suspense>
        )}
        <ShownOnceSettled settled={reviewsSettled}>
          <FirstShiftCard />
          <ShiftTable mode="viewAll" />
          {hasBlocked && (
            <CardWhenNear title={BLOCKED_EMPLOYEES_TITLE}>
              <BlockedEmployeesTable />
            </CardWhenNear>
          )}
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
