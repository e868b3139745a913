import Col from 'react-bootstrap/Col';
import { Card } from './Card';

/**
 * One labelled figure, a region named by its label (so a reader, or a test, finds "Fill rate" and its value together):
 * /insights' figures, /today's counts.
 */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  const id = `figure-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Col xs={6} md={4} xxl={2}>
      <Card as="section" className="h-100 shadow-sm" aria-labelledby={id}>
        <Card.Body className="py-2">
          <h2 className="small fw-normal text-body-secondary mb-0" id={id}>
            {label}
          </h2>
          <div className="fs-4 fw-semibold text-nowrap">{value}</div>
          {detail && <div className="small text-body-secondary">{detail}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}
