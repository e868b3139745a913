import { Link } from 'react-router-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { DotsIcon } from '../../components/Icons';
import { isPayable } from '../../domain/invoices';
import type { Invoice } from '../../domain/types';
import { invoiceMenuLabel, PAY_NOW, VIEW_INVOICE } from './messages';
import { openHostedPage } from './openHostedPage';

/** 'The row menu has View Invoice and, only when the invoice status is open, Pay Now.' */
export function InvoiceRowMenu({ invoice }: { invoice: Invoice }) {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="text-body px-2 no-caret"
        id={`invoice-menu-${invoice.id}`}
        aria-label={invoiceMenuLabel(invoice.invoice.number || invoice.invoice.id)}
      >
        <DotsIcon />
      </Dropdown.Toggle>
      {/* fixed positioning: the table scrolls sideways on phones and would clip an absolute menu */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        <Dropdown.Item as={Link} to={`/invoice/${encodeURIComponent(invoice.invoice.id)}`}>
          {VIEW_INVOICE}
        </Dropdown.Item>
        {isPayable(invoice) && (
          <Dropdown.Item as="button" onClick={() => openHostedPage(invoice.invoice.hosted_invoice_url)}>
            {PAY_NOW}
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
