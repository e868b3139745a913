import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz } from '../../session/scope';
import { Loader } from '../../components/Loader';
import { formatMoney, formatShiftTime, formatUnixDate } from '../../domain/formats';
import { isPayable } from '../../domain/invoices';
import type { Invoice } from '../../domain/types';
import { selectActingUid } from '../../session/sessionSlice';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { loadInvoice, selectInvoiceDetail } from './invoicesSlice';
import { INVOICE_LOAD_FAILED, INVOICE_NOT_FOUND, PAID, PAY_NOW } from './messages';
import { openHostedPage } from './openHostedPage';
import { FailedAlert } from '../../components/FailedAlert';

/** /invoice/{id}: the shift, the worker, the lines (quantity 1), due date, amount due, and Pay Now or Paid. */
export default function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectActingUid);
  const detail = useAppSelector(selectInvoiceDetail);

  useEffect(() => {
    if (uid && id) void dispatch(loadInvoice(id));
  }, [dispatch, uid, id]);

  const back = (
    <Link to="/invoices" className="btn btn-link px-0 mb-2">
      ← All invoices
    </Link>
  );
  const invoice = detail.id === id ? detail.invoice : null;
  if (detail.id === id && detail.status === 'failed') {
    return (
      <>
        {back}
        <FailedAlert message={INVOICE_LOAD_FAILED} onRetry={() => void dispatch(loadInvoice(id))} />
      </>
    );
  }
  if (!invoice && (detail.id !== id || detail.status === 'loading' || detail.status === 'idle')) return <Loader />;
  if (!invoice) {
    return (
      <>
        {back}
        <Alert variant="warning">
          <h1 className="h5">{INVOICE_NOT_FOUND}</h1>
          <p className="mb-0">There is no invoice {id} on your account.</p>
        </Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <InvoiceDetail invoice={invoice} />
    </>
  );
}

function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const tz = useAppSelector(selectDisplayTz);
  const { shift, nurse } = invoice;
  const number = invoice.invoice.number || invoice.invoice.id;
  const time = (ms: number | null) => (ms ? formatShiftTime(ms, tz) : '—');
  const worker = `${nurse.firstName} ${nurse.lastName}`.trim() || '—';
  const field = (label: string, value: React.ReactNode) => (
    <>
      <dt className="col-sm-5 col-lg-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-7 col-lg-8">{value}</dd>
    </>
  );

  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h5 mb-0 me-auto">Invoice {number}</h1>
        <InvoiceStatusBadge status={invoice.status} />
        {isPayable(invoice) ? (
          <Button onClick={() => openHostedPage(invoice.invoice.hosted_invoice_url)}>{PAY_NOW}</Button>
        ) : (
          <Button variant="success" disabled>
            {PAID}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <Row className="g-4">
          <Col lg={6}>
            <h2 className="h6 text-uppercase text-body-secondary">Shift</h2>
            <dl className="row mb-0">
              {field('Description', shift.description || '—')}
              {field('Position', shift.nurseType || '—')}
              {field('Number of nurse', shift.numberOfNurse)}
              {field('Start', time(shift.start))}
              {field('End', time(shift.end))}
              {field('Clock In', time(shift.clockIn))}
              {field('Clock Out', time(shift.clockOut))}
              {field('Worker', worker)}
            </dl>
          </Col>
          <Col lg={6}>
            <h2 className="h6 text-uppercase text-body-secondary">Invoice</h2>
            <dl className="row mb-0">
              {field('Invoice No', number)}
              {field('Invoice Date', invoice.invoice.created ? formatUnixDate(invoice.invoice.created, tz) : '—')}
              {field('Due Date', invoice.invoice.due_date ? formatUnixDate(invoice.invoice.due_date, tz) : '—')}
              {field('Amount Due', <strong>{formatMoney(invoice.invoice.amount_due)}</strong>)}
            </dl>
          </Col>
        </Row>
        <h2 className="h6 text-uppercase text-body-secondary mt-4">Lines</h2>
        <div className="table-responsive">
          <Table className="mb-0 align-middle" aria-label={`Lines of invoice ${number}`}>
            <thead className="table-light">
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className="text-end">
                  Quantity
                </th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.invoice.lines.data.map((line, i) => (
                <tr key={i}>
                  <td>{line.description}</td>
                  <td className="text-end">1</td>
                  <td className="text-end text-nowrap">{formatMoney(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="text-end">
                  Amount Due
                </th>
                <td className="text-end text-nowrap fw-bold">{formatMoney(invoice.invoice.amount_due)}</td>
              </tr>
            </tfoot>
          </Table>
        </div>
      </Card.Body>
    </Card>
  );
}
