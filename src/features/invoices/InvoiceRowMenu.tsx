import { Link } from 'react-router-dom';
import { LazyDropdown } from '../../components/LazyDropdown';
import { DotsIcon } from '../../components/Icons';
import { isPayable } from '../../domain/invoices';
import type { Invoice } from '../../domain/types';
import { invoiceMenuLabel, PAY_NOW, VIEW_INVOICE } from './messages';
import { openHostedPage } from './openHostedPage';

/** 'The row menu has View Invoice and, only when the invoice status is open, Pay Now.' */
export function InvoiceRowMenu({ invoice }: { invoice: Invoice }) {
  return (
    <LazyDropdown
      id={`invoice-menu-${invoice.id}`}
      label={invoiceMenuLabel(invoice.invoice.number || invoice.invoice.id)}
      size="sm"
      toggleClassName="text-body px-2 no-caret"
      toggle={<DotsIcon />}
      fixedMenu
      items={(Dropdown) => (
        <>
          <Dropdown.Item as={Link} to={`/invoice/${encodeURIComponent(invoice.invoice.id)}`}>
            {VIEW_INVOICE}
          </Dropdown.Item>
          {isPayable(invoice) && (
            <Dropdown.Item as="button" onClick={() => openHostedPage(invoice.invoice.hosted_invoice_url)}>
              {PAY_NOW}
            </Dropdown.Item>
          )}
        </>
      )}
    />
  );
}
