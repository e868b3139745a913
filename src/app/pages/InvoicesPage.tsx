import { WelcomeCard } from './WelcomeCard';
import { InvoiceTable } from '../../features/invoices/InvoiceTable';

/** /invoices: 'welcome card and the full invoice list' with Load More. */
export default function InvoicesPage() {
  return (
    <>
      <WelcomeCard />
      <InvoiceTable mode="loadMore" />
    </>
  );
}
