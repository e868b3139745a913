import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';

interface CountInputProps {
  /** its accessible name, as the contract fixes it (`Day CNA Monday`, `Census Sunday`) */
  label: string;
  /** the largest count allowed (the least is 0) */
  max: number;
  /** the input's own props: a react-hook-form registration, or a value and its onChange */
  input: FormControlProps & { ref?: Ref<HTMLInputElement> };
  /** the message under the input, null while it is valid */
  error: string | null;
}

/**
 * A small input of a whole count from 0 to `max`, as a table cell of a weekday shows it, with its error. Wide enough
 * for `max`'s digits beside the browser's spinner: 4rem up to three digits, half a rem more for each further digit.
 */
export function CountInput({ label, max, input, error }: CountInputProps) {
  return (
    <>
      <Form.Control
        size="sm"
        type="number"
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        aria-label={label}
        {...input}
        isInvalid={error !== null}
        style={{ minWidth: `${Math.max(4, 2.5 + String(max).length / 2)}rem` }}
      />
      {error !== null && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </>
  );
}
