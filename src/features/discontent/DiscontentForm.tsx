import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { Shift } from '../../domain/types';
import {
  DISCONTENT_REASONS,
  discontentSchema,
  type DiscontentFormValues,
  type DiscontentValues,
} from '../../domain/discontentSchema';
import { useSingleSubmit } from '../../components/useSingleSubmit';
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
  shift: Pick<
    Shift,
    'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'hasShiftDiscontent' | 'start' | 'description'
  >;
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

function DiscontentFields({
  shift,
}: {
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>;
}) {
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    formState: { errors: fieldErrors },
  } = useForm<DiscontentFormValues, unknown, DiscontentValues>({
    // the schema takes what the form holds (no reason chosen yet: '') and gives a chosen reason
    resolver: yupResolver(discontentSchema) as Resolver<DiscontentFormValues, unknown, DiscontentValues>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const errors = {
    shiftDiscontentReason: fieldErrors.shiftDiscontentReason?.message,
    applyDiscontentCommentTo: fieldErrors.applyDiscontentCommentTo?.message,
    shiftDiscontentReasonDetails: fieldErrors.shiftDiscontentReasonDetails?.message,
  };

  const [submit, saving] = useSingleSubmit(async (values: DiscontentValues) => {
    try {
      await dispatch(submitDiscontent({ shift, values })).unwrap();
      toast.success(DISCONTENT_SAVED);
    } catch {
      // whatever the kind, nothing was stored and the form keeps what was typed
      toast.error(DISCONTENT_FAILED);
    }
  });

  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
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
              id={`discontent-reason-${reason}`}
              label={DISCONTENT_REASON_LABELS[reason]}
              value={reason}
              isInvalid={Boolean(errors.shiftDiscontentReason)}
              {...register('shiftDiscontentReason')}
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
            {...register('applyDiscontentCommentTo')}
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
            {...register('shiftDiscontentReasonDetails')}
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
