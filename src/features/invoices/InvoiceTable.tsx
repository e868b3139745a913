import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz } from '../../session/scope';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useNearViewport } from '../../components/useNearViewport';
import { formatMoney, formatUnixDate } from '../../domain/formats';
import type { Invoice } from '../../domain/types';
import { selectActingUid } from '../../session/sessionSlice';
import { InvoiceRowMenu } from './InvoiceRowMenu';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import {
  COLUMN_AMOUNT,
  COLUMN_DUE_DATE,
  COLUMN_INVOICE_DATE,
  COLUMN_INVOICE_NO,
  COLUMN_SHIFT,
  COLUMN_STATUS,
  INVOICES_TITLE,
  NO_INVOICES,
} from './messages';
import {
  loadInvoices,
  loadMoreInvoices,
  selectInvoiceRows,
  selectInvoicesHasMore,
  selectInvoicesStatus,
} from './invoicesSlice';

/**
 * 'Columns: Invoice No, Shift, Invoice Date, Due Date, Status badge, Amount, row menu.' On the dashboard
 * (viewAll) the first 10 rows and View All; on /invoices (loadMore) the Load More button.
 */
export function InvoiceTable({ mode, headingLevel }: { mode: 'viewAll' | 'loadMore'; headingLevel?: 'h1' | 'h2' }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectActingUid);
  const rows = useAppSelector(selectInvoiceRows);
  const status = useAppSelector(selectInvoicesStatus);
  const hasMore = useAppSelector(selectInvoicesHasMore);
  const tz = useAppSelector(selectDisplayTz);
  // the dashboard's table is the last card, below the fold: its 10 reads wait until it is about to be seen
  const [card, near] = useNearViewport<HTMLDivElement>(mode === 'viewAll');

  useEffect(() => {
    if (uid && near) void dispatch(loadInvoices());
  }, [dispatch, uid, near]);

  const columns: Column<Invoice>[] = [
    {
      header: COLUMN_INVOICE_NO,
      render: (i) => <span className="text-nowrap fw-semibold">{i.invoice.number || i.invoice.id}</span>,
    },
    { header: COLUMN_SHIFT, render: (i) => i.shift.description || '—' },
    {
      header: COLUMN_INVOICE_DATE,
      render: (i) => (i.invoice.created ? formatUnixDate(i.invoice.created, tz) : '—'),
      className: 'text-nowrap',
    },
    {
      header: COLUMN_DUE_DATE,
      render: (i) => (i.invoice.due_date ? formatUnixDate(i.invoice.due_date, tz) : '—'),
      className: 'text-nowrap',
    },
    { header: COLUMN_STATUS, render: (i) => <InvoiceStatusBadge status={i.status} /> },
    { header: COLUMN_AMOUNT, render: (i) => formatMoney(i.invoice.amount_due), className: 'text-end text-nowrap' },
    { header: '', render: (i) => <InvoiceRowMenu invoice={i} />, className: 'text-end' },
  ];

  return (
    <div ref={card}>
      <PagedTable
        title={INVOICES_TITLE}
        columns={columns}
        rows={rows}
        rowKey={(i) => i.id}
        status={status}
        notYetLoaded={!near}
        emptyText={NO_INVOICES}
        onRetry={() => void dispatch(rows.length ? loadMoreInvoices() : loadInvoices())}
        mode={mode}
        hasMore={hasMore}
        onLoadMore={() => void dispatch(loadMoreInvoices())}
        viewAllTo="/invoices"
        headingLevel={headingLevel}
      />
    </div>
  );
}
