import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz } from '../../session/scope';
import { formatShiftTime } from '../../domain/formats';
import { cancelRefusal, isCancelled, shiftSeen } from '../../domain/shiftStatus';
import { CANCEL_REASON_LABELS, CANCEL_REASON_TYPES, type Shift } from '../../domain/types';
import { cancelShiftSchema, type CancelShiftFormValues, type CancelShiftValues } from '../../domain/shiftSchemas';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { CANCEL_REASON_REQUIRED } from '../../domain/validationMessages';
import type { ThunkError } from '../../lib/thunkError';
import {
  ALREADY_CANCELLED,
  CANCEL_CHANGED_ELSEWHERE,
  CANCEL_FAILED,
  CANNOT_CANCEL_STARTED,
  SHIFT_CANCELLED,
  SHIFT_NOT_FOUND,
} from './messages';
import { ChangedShiftAlert } from './ChangedShiftAlert';
import { RouteShift } from './ShiftLoadState';
import { cancelShift } from './shiftsSlice';

/** /shift-details/{id}/delete: 'Choose a reason type; when the type is other, a details text is required.' */
export default function CancelShiftPage() {
  return <RouteShift notFoundText={SHIFT_NOT_FOUND}>{(shift) => <CancelShiftForm shift={shift} />}</RouteShift>;
}

function CancelShiftForm({ shift }: { shift: Shift }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tz = useAppSelector(selectDisplayTz);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CancelShiftFormValues, unknown, CancelShiftValues>({
    // the schema takes what the form holds (no reason chosen yet: '') and gives a chosen reason
    resolver: yupResolver(cancelShiftSchema) as Resolver<CancelShiftFormValues, unknown, CancelShiftValues>,
    defaultValues: { type: '', details: '' },
  });
  const type = watch('type');
  // set when a cancel found the shift changed meanwhile: the alert shows it as it is now, the reason stays
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const refusal = cancelRefusal(shift, Date.now());
  const path = `/shift-details/${encodeURIComponent(shift.id)}`;

  const [cancel, saving] = useSingleSubmit(async ({ type, details }: CancelShiftValues) => {
    if (cancelRefusal(shift, Date.now())) {
      toast.error(CANNOT_CANCEL_STARTED, { toastId: 'cancel-refused' });
      return;
    }
    try {
      // what the scheduler sees: the shift as it was opened, or as the last 'changed' alert showed it
      await dispatch(cancelShift({ id: shift.id, type, details, seen: shiftSeen(shift) })).unwrap();
      toast.success(SHIFT_CANCELLED);
      void navigate('/');
    } catch (err) {
      // the form keeps the chosen reason and details
      switch ((err as ThunkError).kind) {
        case 'refused':
        case 'locked':
          toast.error(CANNOT_CANCEL_STARTED);
          break;
        case 'cancelled':
          toast.error(ALREADY_CANCELLED);
          break;
        case 'changed':
          setChangedElsewhere(true);
          break;
        default:
          toast.error(CANCEL_FAILED);
      }
    }
  });

  const invalid = () => {
    if (cancelRefusal(shift, Date.now())) toast.error(CANNOT_CANCEL_STARTED, { toastId: 'cancel-refused' });
    else toast.error(CANCEL_REASON_REQUIRED, { toastId: 'cancel-reason' });
  };

  if (isCancelled(shift)) {
    return (
      <Card className="shadow-sm">
        <Card.Body>
          <h1 className="h5">Cancel shift</h1>
          <p>{ALREADY_CANCELLED}</p>
          <Link to={path}>Back to the shift</Link>
        </Card.Body>
      </Card>
    );
  }

  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">Cancel shift</h1>
      </Card.Header>
      <Card.Body>
        <p className="mb-3">
          <strong>{shift.description}</strong>
          <br />
          <span className="text-body-secondary">
            {formatShiftTime(shift.start, tz)} to {formatShiftTime(shift.end, tz)}
          </span>
        </p>
        {refusal && <Alert variant="danger">{refusal}</Alert>}
        {changedElsewhere && <ChangedShiftAlert shift={shift} tz={tz ?? shift.tz} message={CANCEL_CHANGED_ELSEWHERE} />}
        <Form noValidate onSubmit={(e) => void handleSubmit(cancel, invalid)(e)}>
          <fieldset disabled={saving}>
            <Form.Group className="mb-3" controlId="cancel-shift-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Select isInvalid={!!errors.type} {...register('type')}>
                <option value="">Select a reason</option>
                {CANCEL_REASON_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CANCEL_REASON_LABELS[t]}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.type?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="cancel-shift-details">
              <Form.Label>Details{type === 'other' ? '' : ' (optional)'}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                isInvalid={!!errors.details}
                required={type === 'other'}
                maxLength={1000}
                {...register('details')}
              />
              <Form.Control.Feedback type="invalid">{errors.details?.message}</Form.Control.Feedback>
            </Form.Group>
          </fieldset>
          <div className="d-flex gap-2 justify-content-end">
            <Link to={path} className="btn btn-outline-secondary">
              Back
            </Link>
            <Button type="submit" variant="danger" disabled={saving}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Cancel shift
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
