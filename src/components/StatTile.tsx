import Col, { type ColProps } from 'react-bootstrap/Col';
import { Card } from './Card';

interface StatTileProps {
  label: string;
  value: string;
  detail?: string;
  /** the tile's width at each breakpoint (its Col's) */
  cols: Pick<ColProps, 'xs' | 'md' | 'lg' | 'xxl'>;
}

/** One figure, a region named by its label (so a reader, or a test, finds "Fill rate" and its value together). */
export function StatTile({ label, value, detail, cols }: StatTileProps) {
  const id = `figure-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Col {...cols}>
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
