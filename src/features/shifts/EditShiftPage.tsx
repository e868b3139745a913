import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import { shiftTimesSummary } from '../../domain/formats';
import { ShiftTimeFields } from '../../components/ShiftTimeFields';
import { defaultShiftEnd } from '../../domain/shiftTimes';
import { isShiftLocked } from '../../domain/shiftStatus';
import { POSITIONS, type NurseType, type Shift } from '../../domain/types';
import { timeOfDayIn } from '../../domain/zonedTime';
import { EDIT_SHIFT_DATES_REQUIRED } from '../../domain/validationMessages';
import type { ThunkError } from '../../lib/thunkError';
import {
  ALREADY_CANCELLED,
  EDIT_SHIFT_CANCELLED,
  EDIT_SHIFT_NOT_FOUND,
  EDIT_UNAVAILABLE,
  SHIFT_EDITED,
  SHIFT_LOCKED,
} from './messages';
import {
  editedValues,
  editInputsFrom,
  editShiftErrors,
  editTimes,
  instantFrom,
  type EditShiftInputs,
} from './shiftForm';
import { ShiftLoadState } from './ShiftLoadState';
import { editShift } from './shiftsSlice';
import { useShift } from './useShift';

/** /shift-details/{id}/edit: 'Editable: description, nurseType, additionalnotes, start, end.' */
export default function EditShiftPage() {
  const { id } = useParams();
  const { shift, status, reload } = useShift(id);
  if (!shift || status !== 'succeeded') {
    return (
      <ShiftLoadState
        status={status === 'succeeded' ? 'notFound' : status}
        notFoundText={EDIT_SHIFT_NOT_FOUND}
        onRetry={reload}
      />
    );
  }
  return <EditShiftForm key={shift.id} shift={shift} />;
}

type Field = keyof EditShiftInputs;

function EditShiftForm({ shift }: { shift: Shift }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const facility = useAppSelector(selectFacilitiesById)[shift.facilityIdentifier];
  // times are entered on the facility's clocks
  const tz = facility?.tz || shift.tz;
  const [inputs, setInputs] = useState<EditShiftInputs>(() => editInputsFrom(shift, tz));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const now = Date.now();
  const locked = isShiftLocked(shift, now);
  const cancelled = shift.status === 'cancelled';
  const errors = editShiftErrors(inputs, tz, now);
  const times = editTimes(inputs, tz);
  const path = `/shift-details/${encodeURIComponent(shift.id)}`;

  const set = <K extends Field>(field: K, value: EditShiftInputs[K]) =>
    setInputs((prev) => ({ ...prev, [field]: value }));

  // 'the end defaults to start plus 8 hours': a new start brings the end along
  const setStart = (field: 'startDate' | 'startTime', value: string) =>
    setInputs((prev) => {
      const next = { ...prev, [field]: value };
      const start = instantFrom(next.startDate, next.startTime, tz);
      return start == null ? next : { ...next, endTime: timeOfDayIn(defaultShiftEnd(start), tz) };
    });

  const shown = (field: Field) => (submitted ? errors[field] : undefined);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || locked || cancelled) return;
    if (times.start == null || times.end == null) {
      setSubmitted(true);
      toast.error(EDIT_SHIFT_DATES_REQUIRED, { toastId: 'edit-dates' });
      return;
    }
    const values = editedValues(inputs, tz);
    if (Object.keys(errors).length > 0 || !values) {
      setSubmitted(true);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      await dispatch(editShift({ id: shift.id, values })).unwrap();
      toast.success(SHIFT_EDITED);
      navigate(path);
    } catch (err) {
      // the form keeps what was typed
      switch ((err as ThunkError).kind) {
        case 'notFound':
          toast.error(EDIT_SHIFT_NOT_FOUND);
          break;
        case 'locked':
          toast.error(SHIFT_LOCKED);
          break;
        case 'cancelled':
          toast.error(EDIT_SHIFT_CANCELLED);
          break;
        default:
          toast.warning(EDIT_UNAVAILABLE);
      }
      setSaving(false);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">Edit shift</h1>
      </Card.Header>
      <Card.Body>
        {locked && !cancelled && <Alert variant="secondary">{SHIFT_LOCKED}</Alert>}
        {cancelled && <Alert variant="warning">{ALREADY_CANCELLED}</Alert>}
        <Form noValidate onSubmit={onSubmit}>
          <fieldset disabled={locked || cancelled || saving}>
            <Form.Group className="mb-3" controlId="edit-shift-description">
              <Form.Label>Description</Form.Label>
              <Form.Control
                value={inputs.description}
                onChange={(e) => set('description', e.target.value)}
                isInvalid={!!shown('description')}
                maxLength={500}
              />
              <Form.Control.Feedback type="invalid">{shown('description')}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="edit-shift-position">
              <Form.Label>Position</Form.Label>
              <Form.Select
                value={inputs.nurseType}
                onChange={(e) => set('nurseType', e.target.value as NurseType)}
                isInvalid={!!shown('nurseType')}
              >
                {POSITIONS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{shown('nurseType')}</Form.Control.Feedback>
            </Form.Group>
            <ShiftTimeFields
              idPrefix="edit-shift"
              values={inputs}
              onChange={(field, value) => (field === 'endTime' ? set('endTime', value) : setStart(field, value))}
              error={shown}
              summary={times.start != null && times.end != null ? shiftTimesSummary(times.start, times.end, tz) : ''}
            />
            <Form.Group className="mb-3" controlId="edit-shift-notes">
              <Form.Label>Additional Notes</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={inputs.additionalnotes}
                onChange={(e) => set('additionalnotes', e.target.value)}
                maxLength={2000}
              />
            </Form.Group>
          </fieldset>
          <div className="d-flex gap-2 justify-content-end">
            <Link to={path} className="btn btn-outline-secondary">
              Back
            </Link>
            <Button type="submit" disabled={locked || cancelled || saving}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Save
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
