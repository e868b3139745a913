// Fields the posting dialogs (Add Shift, Post several, Copy a week) share. Each takes its input's own props, so a form
// passes its react-hook-form registration or a value with its handlers, as PositionWorkersFields does.
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { NO_TEMPLATE } from '../../domain/validationMessages';
import { COVID_NOTE } from './messages';
import type { FacilityRules } from './shiftForm';

interface FieldProps<P> {
  /** prefix of the field's id, unique per dialog */
  idPrefix: string;
  /** the input's own props: a form library's registration, or a value and its handlers */
  input: P;
  /** the message shown under the field (none: the field is valid or not judged yet) */
  error: string | undefined;
}

/** The shift's Description (`<prefix>-description`), at most 500 characters. */
export function DescriptionField({
  idPrefix,
  input,
  error,
}: FieldProps<FormControlProps & { ref?: Ref<HTMLInputElement> }>) {
  return (
    <Form.Group className="mb-3" controlId={`${idPrefix}-description`}>
      <Form.Label>Description</Form.Label>
      <Form.Control isInvalid={!!error} maxLength={500} {...input} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

interface MedPassCovidFieldsProps {
  /** prefix of the checkbox's id (`<prefix>-med-pass`) */
  idPrefix: string;
  rules: Pick<FacilityRules, 'offersMedPass' | 'requiresCovidVaccination'>;
  /** LPN or RN: Med Pass is required and the box locked */
  forced: boolean;
  medPass: boolean;
  onMedPass: (medPass: boolean) => void;
}

/** 'Requires Med Pass' where the facility offers it, and the COVID note where the facility requires vaccination. */
export function MedPassCovidFields({ idPrefix, rules, forced, medPass, onMedPass }: MedPassCovidFieldsProps) {
  return (
    <>
      {rules.offersMedPass && (
        <Form.Check
          className="mb-3"
          id={`${idPrefix}-med-pass`}
          type="checkbox"
          label="Requires Med Pass"
          checked={forced || medPass}
          disabled={forced}
          onChange={(e) => onMedPass(e.target.checked)}
        />
      )}
      {rules.requiresCovidVaccination && <p className="small alert alert-info py-2">{COVID_NOTE}</p>}
    </>
  );
}

/** A date typed as MM-DD-YYYY (`<prefix>-<name>`): Post several's From and To, Copy a week's weeks. */
export function TypedDateField({
  idPrefix,
  name,
  label,
  input,
  error,
}: FieldProps<FormControlProps & { ref?: Ref<HTMLInputElement> }> & { name: string; label: string }) {
  return (
    <Form.Group className="mb-3" controlId={`${idPrefix}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control placeholder="MM-DD-YYYY" inputMode="numeric" autoComplete="off" isInvalid={!!error} {...input} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The facility's Shift Template (`<prefix>-template`), None first; nothing where the facility has none. */
export function TemplateField({
  idPrefix,
  input,
  error,
  templates,
}: FieldProps<FormSelectProps & { ref?: Ref<HTMLSelectElement> }> & { templates: FacilityRules['templates'] }) {
  if (templates.length === 0) return null;
  return (
    <Form.Group className="mb-3" controlId={`${idPrefix}-template`}>
      <Form.Label>Shift Template</Form.Label>
      <Form.Select {...input} isInvalid={!!error}>
        <option value={NO_TEMPLATE}>None</option>
        {templates.map((t, i) => (
          <option key={i} value={String(i)}>
            {t.name} ({t.startTime} to {t.endTime})
          </option>
        ))}
      </Form.Select>
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}
