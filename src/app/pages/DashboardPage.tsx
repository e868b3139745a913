import { useEffect } from 'react';
import { WelcomeCard } from './WelcomeCard';
import { PendingCard } from './PendingCard';
import { logEvent } from '../../lib/analytics';
import { InvoiceTable } from '../../features/invoices/InvoiceTable';
import { CompanyFacilities } from '../../features/company/CompanyFacilities';
import { FirstShiftCard } from '../../features/shifts/FirstShiftCard';
import { ShiftTable } from '../../features/shifts/ShiftTable';
import { ReviewsToCompleteTable } from '../../features/reviews/ReviewsToCompleteTable';
import { BlockedEmployeesTable } from '../../features/blocks/BlockedEmployeesTable';
import { UnfilledSoonCard } from '../../features/insights/UnfilledSoonCard';
import { workerRowActions } from './workerRowActions';

/** The dashboard, cards in the spec's order. */
export default function DashboardPage() {
  useEffect(() => logEvent('dashboard_view'), []);
  return (
    <>
      <WelcomeCard />
      <PendingCard />
      <UnfilledSoonCard />
      <ReviewsToCompleteTable source="dashboard" viewAll rowActions={workerRowActions} />
      <CompanyFacilities />
      <FirstShiftCard />
      <ShiftTable mode="viewAll" />
      <BlockedEmployeesTable />
      <InvoiceTable mode="viewAll" />
    </>
  );
}
