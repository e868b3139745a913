import Badge from 'react-bootstrap/Badge';
import { CheckIcon, WarningIcon } from '../../components/Icons';
import { invoiceBadgeKind, invoiceStatusLabel } from '../../domain/invoices';

/** 'paid is green with a check; open is grey and payable; any other value is a warning badge' */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const kind = invoiceBadgeKind(status);
  const label = invoiceStatusLabel(status);
  if (kind === 'paid') {
    return (
      <Badge bg="success" className="d-inline-flex align-items-center gap-1">
        <CheckIcon /> {label}
      </Badge>
    );
  }
  if (kind === 'open') return <Badge bg="secondary">{label}</Badge>;
  return (
    <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1">
      <WarningIcon /> {label}
    </Badge>
  );
}
