import { useEffect } from 'react';
import { WelcomeCard } from './WelcomeCard';
import { PendingCard } from './PendingCard';
import { logEvent } from '../../lib/analytics';
import { InvoiceTable } from '../../features/invoices/InvoiceTable';
import { CompanyFacilities } from '../../features/company/CompanyFacilities';

/** The dashboard, cards in the spec's order. */
export default function DashboardPage() {
  useEffect(() => logEvent('dashboard_view'), []);
  return (
    <>
      <WelcomeCard />
      <PendingCard />
      <CompanyFacilities />
      <InvoiceTable mode="viewAll" />
    </>
  );
}
