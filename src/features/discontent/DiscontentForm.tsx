import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from 'react-toastify';
import { ValidationError } from 'yup';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { Shift } from '../../domain/types';
import { DISCONTENT_REASONS, discontentSchema, type DiscontentFormValues } from '../../domain/discontentSchema';
import {
  APPLY_TO_HINT,
  APPLY_TO_LABEL,
  DETAILS_LABEL,
  DISCONTENT_FAILED,
  DISCONTENT_INTRO,
  DISCONTENT_REASON_LABELS,
  DISCONTENT_SAVED,
  DISCONTENT_SUBMITTED_NOTE,
  DISCONTENT_TITLE,
  NO_WORKER_NOTE,
  REASON_LABEL,
  SUBMIT,
} from './messages';
import { selectDiscontentSubmitted, submitDiscontent } from './discontentSlice';

type Field = keyof DiscontentFormValues;
const EMPTY: DiscontentFormValues = {
  shiftDiscontentReason: '',
  applyDiscontentCommentTo: '',
  shiftDiscontentReasonDetails: '',
};

/**
 * The Disciplinary (discontent) form of shift details: 'a shift that already has discontent details hides
 * the form and shows a note'; all three fields are required.
 */
export function DiscontentForm({
  shift,
}: {
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId' | 'hasShiftDiscontent'>;
}) {
  const submitted = useAppSelector(selectDiscontentSubmitted).includes(shift.id);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Header>
        <h2 className="h5 mb-0">{DISCONTENT_TITLE}</h2>
      </Card.Header>
      <Card.Body>
        {shift.hasShiftDiscontent || submitted ? (
          <p className="mb-0" role="status">
            {DISCONTENT_SUBMITTED_NOTE}
          </p>
        ) : !shift.nurseId ? (
          <p className="mb-0 text-body-secondary">{NO_WORKER_NOTE}</p>
        ) : (
          <DiscontentFields key={shift.id} shift={shift} />
        )}
      </Card.Body>
    </Card>
  );
}

function DiscontentFields({ shift }: { shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId'> }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<DiscontentFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const errorsOf = (v: DiscontentFormValues): Partial<Record<Field, string>> => {
    try {
      discontentSchema.validateSync(v, { abortEarly: false });
      return {};
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const out: Partial<Record<Field, string>> = {};
      for (const inner of err.inner)
        if (inner.path && !out[inner.path as Field]) out[inner.path as Field] = inner.message;
      return out;
    }
  };

  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: errorsOf(next)[field] }));
  };
  const touch = (field: Field) => setErrors((e) => ({ ...e, [field]: errorsOf(values)[field] }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const found = errorsOf(values);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    const valid = discontentSchema.validateSync(values);
    inFlight.current = true;
    setSaving(true);
    try {
      await dispatch(submitDiscontent({ shift, values: valid })).unwrap();
      toast.success(DISCONTENT_SAVED);
    } catch {
      toast.error(DISCONTENT_FAILED);
      setSaving(false);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="text-body-secondary">{DISCONTENT_INTRO}</p>
      <fieldset disabled={saving}>
        <fieldset
          className="mb-3"
          aria-describedby={errors.shiftDiscontentReason ? 'discontent-reason-error' : undefined}
        >
          <legend className="form-label fs-6 mb-1">{REASON_LABEL}</legend>
          {DISCONTENT_REASONS.map((reason) => (
            <Form.Check
              key={reason}
              type="radio"
              name="shiftDiscontentReason"
              id={`discontent-reason-${reason}`}
              label={DISCONTENT_REASON_LABELS[reason]}
              checked={values.shiftDiscontentReason === reason}
              onChange={() => set('shiftDiscontentReason', reason)}
              isInvalid={Boolean(errors.shiftDiscontentReason)}
            />
          ))}
          {errors.shiftDiscontentReason && (
            <div id="discontent-reason-error" className="invalid-feedback d-block">
              {errors.shiftDiscontentReason}
            </div>
          )}
        </fieldset>
        <Form.Group className="mb-3" controlId="discontent-apply-to">
          <Form.Label>{APPLY_TO_LABEL}</Form.Label>
          <Form.Control
            value={values.applyDiscontentCommentTo}
            onChange={(e) => set('applyDiscontentCommentTo', e.target.value)}
            onBlur={() => touch('applyDiscontentCommentTo')}
            isInvalid={Boolean(errors.applyDiscontentCommentTo)}
            maxLength={500}
            aria-describedby="discontent-apply-to-hint"
          />
          <Form.Text id="discontent-apply-to-hint">{APPLY_TO_HINT}</Form.Text>
          <Form.Control.Feedback type="invalid">{errors.applyDiscontentCommentTo}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="discontent-details">
          <Form.Label>{DETAILS_LABEL}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={values.shiftDiscontentReasonDetails}
            onChange={(e) => set('shiftDiscontentReasonDetails', e.target.value)}
            onBlur={() => touch('shiftDiscontentReasonDetails')}
            isInvalid={Boolean(errors.shiftDiscontentReasonDetails)}
            maxLength={2000}
          />
          <Form.Control.Feedback type="invalid">{errors.shiftDiscontentReasonDetails}</Form.Control.Feedback>
        </Form.Group>
      </fieldset>
      <div className="d-flex justify-content-end">
        <Button type="submit" disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {SUBMIT}
        </Button>
      </div>
    </Form>
  );
}
