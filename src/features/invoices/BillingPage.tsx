import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz } from '../../session/scope';
import { Loader } from '../../components/Loader';
import { formatMoney, formatUnixDate } from '../../domain/formats';
import { isPayable, totalAmountDue } from '../../domain/invoices';
import { selectActingUid } from '../../session/sessionSlice';
import { loadBilling, selectBilling } from './invoicesSlice';
import {
  BILLING_LOAD_FAILED,
  BILLING_TITLE,
  NO_OPEN_INVOICES,
  PAY_NOW,
  paidCappedNote,
  payInvoiceLabel,
} from './messages';
import { openHostedPage } from './openHostedPage';
import { FailedAlert } from '../../components/FailedAlert';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** /pages/billing (avatar menu): what is open and what was paid, with the same Pay Now links. */
export default function BillingPage() {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectActingUid);
  const billing = useAppSelector(selectBilling);
  const tz = useAppSelector(selectDisplayTz);

  useEffect(() => {
    if (uid) void dispatch(loadBilling());
  }, [dispatch, uid]);

  const openTotal = totalAmountDue(billing.open);
  return (
    <>
      <h1 className="h4 mb-3">{BILLING_TITLE}</h1>
      {billing.status === 'failed' && (
        <FailedAlert message={BILLING_LOAD_FAILED} onRetry={() => void dispatch(loadBilling())} />
      )}
      {billing.status === 'loading' || billing.status === 'idle' ? (
        <Loader />
      ) : billing.status === 'succeeded' ? (
        <>
          <Row className="g-3 mb-3">
            <Col sm={6}>
              <Card className="shadow-sm h-100">
                <Card.Body>
                  <h2 className="h6 text-body-secondary">Open</h2>
                  <p className="fs-3 fw-bold mb-0" data-testid="open-total">
                    {formatMoney(openTotal)}
                  </p>
                  <p className="text-body-secondary mb-0">{plural(billing.open.length, 'open invoice')}</p>
                </Card.Body>
              </Card>
            </Col>
            <Col sm={6}>
              <Card className="shadow-sm h-100">
                <Card.Body>
                  <h2 className="h6 text-body-secondary">Paid</h2>
                  <p className="fs-3 fw-bold mb-0 text-success" data-testid="paid-total">
                    {formatMoney(billing.paidTotal)}
                  </p>
                  <p className="text-body-secondary mb-0">
                    {billing.paidCapped ? paidCappedNote(billing.paidCount) : plural(billing.paidCount, 'paid invoice')}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          </Row>
          <Card className="shadow-sm">
            <Card.Header className="d-flex flex-wrap align-items-center gap-2">
              <h2 className="h5 mb-0 me-auto" id="open-invoices-title">
                Open invoices
              </h2>
              <Link to="/invoices" className="btn btn-sm btn-outline-primary">
                All invoices
              </Link>
            </Card.Header>
            {billing.open.length === 0 ? (
              <Card.Body>
                <p className="text-body-secondary text-center mb-0">{NO_OPEN_INVOICES}</p>
              </Card.Body>
            ) : (
              <ListGroup variant="flush" aria-labelledby="open-invoices-title" as="ul">
                {billing.open.map((inv) => {
                  const number = inv.invoice.number || inv.invoice.id;
                  return (
                    <ListGroup.Item as="li" key={inv.id} className="d-flex flex-wrap align-items-center gap-2">
                      <div className="me-auto">
                        <Link to={`/invoice/${encodeURIComponent(inv.invoice.id)}`} className="fw-semibold">
                          {number}
                        </Link>
                        <div className="small text-body-secondary">
                          {inv.shift.description}
                          {inv.invoice.due_date ? ` · due ${formatUnixDate(inv.invoice.due_date, tz)}` : ''}
                        </div>
                      </div>
                      <span className="fw-semibold text-nowrap">{formatMoney(inv.invoice.amount_due)}</span>
                      {isPayable(inv) && (
                        <Button
                          size="sm"
                          aria-label={payInvoiceLabel(number)}
                          onClick={() => openHostedPage(inv.invoice.hosted_invoice_url)}
                        >
                          {PAY_NOW}
                        </Button>
                      )}
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            )}
          </Card>
        </>
      ) : null}
    </>
  );
}
