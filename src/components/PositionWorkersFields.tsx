import type { ReactNode, Ref } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import Row from 'react-bootstrap/Row';
import { POSITIONS } from '../domain/types';

type Field<P> = {
  /** the input's own props: a form library's registration, or a value and its handlers */
  input: P;
  /** the field's message is shown */
  invalid: boolean;
  feedback: ReactNode;
};

interface PositionWorkersFieldsProps {
  /** prefix of the fields' ids (`<prefix>-position`, `<prefix>-workers`) */
  idPrefix: string;
  position: Field<FormSelectProps & { ref?: Ref<HTMLSelectElement> }>;
  workers: Field<FormControlProps & { ref?: Ref<HTMLInputElement> }> & { hint?: string };
}

/** A posting form's Position and Number of workers, side by side from the sm breakpoint up. */
export function PositionWorkersFields({ idPrefix, position, workers }: PositionWorkersFieldsProps) {
  return (
    <Row>
      <Col sm={6}>
        <Form.Group className="mb-3" controlId={`${idPrefix}-position`}>
          <Form.Label>Position</Form.Label>
          <Form.Select {...position.input} isInvalid={position.invalid}>
            <option value="">Select a position</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Form.Select>
          {position.feedback}
        </Form.Group>
      </Col>
      <Col sm={6}>
        <Form.Group className="mb-3" controlId={`${idPrefix}-workers`}>
          <Form.Label>Number of workers</Form.Label>
          <Form.Control
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...workers.input}
            isInvalid={workers.invalid}
          />
          {workers.hint && <Form.Text>{workers.hint}</Form.Text>}
          {workers.feedback}
        </Form.Group>
      </Col>
    </Row>
  );
}
