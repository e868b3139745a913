import { forwardRef } from 'react';
import Form from 'react-bootstrap/Form';
import { US_STATES } from '../domain/usStates';

type Props = React.ComponentProps<typeof Form.Select>;

/** The US states, territories and DC, by their two-letter code. */
export const StateSelect = forwardRef<HTMLSelectElement, Props>(function StateSelect(props, ref) {
  return (
    <Form.Select ref={ref} {...props}>
      <option value="">Select a state</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </Form.Select>
  );
});
