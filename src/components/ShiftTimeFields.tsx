// The start and end of a shift as the add and edit forms take them: a date (MM-DD-YYYY) and a time for the
// start, a time for the end (on the next day when earlier), and under them the line saying what will be
// stored, in the facility's zone. The forms own the values, their rules and their errors.
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';

export type ShiftTimeField = 'startDate' | 'startTime' | 'endTime';

export interface ShiftTimeFieldsProps {
  /** ids: `${idPrefix}-start`, `${idPrefix}-start-time`, `${idPrefix}-end`, `${idPrefix}-times` (the summary) */
  idPrefix: string;
  values: Record<ShiftTimeField, string>;
  onChange: (field: ShiftTimeField, value: string) => void;
  onBlur?: (field: ShiftTimeField) => void;
  /** the error to show under a field, if any */
  error: (field: ShiftTimeField) => string | undefined;
  /** the summary line (empty while the times are incomplete) */
  summary: string;
  /** a template gives the times: only the start date is asked for */
  dateOnly?: boolean;
}

export function ShiftTimeFields({
  idPrefix,
  values,
  onChange,
  onBlur,
  error,
  summary,
  dateOnly = false,
}: ShiftTimeFieldsProps) {
  const summaryId = `${idPrefix}-times`;
  const dateInput = (
    <Form.Control
      value={values.startDate}
      onChange={(e) => onChange('startDate', e.target.value)}
      onBlur={() => onBlur?.('startDate')}
      placeholder="MM-DD-YYYY"
      inputMode="numeric"
      autoComplete="off"
      isInvalid={!!error('startDate')}
      aria-describedby={summaryId}
    />
  );
  return (
    <>
      {dateOnly ? (
        <Form.Group className="mb-3" controlId={`${idPrefix}-start-date`}>
          <Form.Label>Start Date</Form.Label>
          {dateInput}
          <Form.Control.Feedback type="invalid">{error('startDate')}</Form.Control.Feedback>
        </Form.Group>
      ) : (
        <Row>
          <Col sm={7}>
            <Form.Group className="mb-3" controlId={`${idPrefix}-start`}>
              <Form.Label>Start</Form.Label>
              <div className="d-flex gap-2">
                {dateInput}
                <input
                  type="time"
                  id={`${idPrefix}-start-time`}
                  aria-label="Start time"
                  value={values.startTime}
                  onChange={(e) => onChange('startTime', e.target.value)}
                  onBlur={() => onBlur?.('startTime')}
                  className={`form-control${error('startTime') ? ' is-invalid' : ''}`}
                  style={{ maxWidth: 150 }}
                />
              </div>
              {(error('startDate') || error('startTime')) && (
                <div className="invalid-feedback d-block">{error('startDate') ?? error('startTime')}</div>
              )}
              <Form.Text>Date as MM-DD-YYYY</Form.Text>
            </Form.Group>
          </Col>
          <Col sm={5}>
            <Form.Group className="mb-3" controlId={`${idPrefix}-end`}>
              <Form.Label>End</Form.Label>
              <Form.Control
                type="time"
                value={values.endTime}
                onChange={(e) => onChange('endTime', e.target.value)}
                onBlur={() => onBlur?.('endTime')}
                isInvalid={!!error('endTime')}
                aria-describedby={summaryId}
              />
              <Form.Control.Feedback type="invalid">{error('endTime')}</Form.Control.Feedback>
            </Form.Group>
          </Col>
        </Row>
      )}
      <p id={summaryId} className="small text-body-secondary mt-n2 mb-3" aria-live="polite">
        {summary}
      </p>
    </>
  );
}
