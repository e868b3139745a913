import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import { shiftTimesSummary } from '../../domain/formats';
import { ShiftTimeFields, type ShiftTimeField } from '../../components/ShiftTimeFields';
import { fieldErrorsResolver } from '../../components/fieldErrorsResolver';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { defaultShiftEnd } from '../../domain/shiftTimes';
import { isShiftLocked, shiftSeen } from '../../domain/shiftStatus';
import { POSITIONS, type Shift } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { timeOfDayIn } from '../../domain/zonedTime';
import { EDIT_SHIFT_DATES_REQUIRED } from '../../domain/validationMessages';
import type { ThunkError } from '../../lib/thunkError';
import {
  ALREADY_CANCELLED,
  EDIT_SHIFT_CANCELLED,
  EDIT_SHIFT_NOT_FOUND,
  EDIT_UNAVAILABLE,
  SHIFT_EDITED,
  SHIFT_CHANGED_ELSEWHERE,
  SHIFT_LOCKED,
} from './messages';
import { ChangedShiftAlert } from './ChangedShiftAlert';
import {
  editedValues,
  editInputsFrom,
  editShiftErrors,
  editTimes,
  filledTimes,
  type EditShiftInputs,
} from './shiftForm';
import { RouteShift } from './ShiftLoadState';
import { editShift } from './shiftsSlice';

/** /shift-details/{id}/edit: 'Editable: description, nurseType, additionalnotes, start, end.' */
export default function EditShiftPage() {
  return <RouteShift notFoundText={EDIT_SHIFT_NOT_FOUND}>{(shift) => <EditShiftForm shift={shift} />}</RouteShift>;
}

type Field = keyof EditShiftInputs;

function EditShiftForm({ shift }: { shift: Shift }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const facility = useAppSelector(selectFacilitiesById)[shift.facilityIdentifier];
  // times are entered on the facility's clocks
  const tz = facility?.tz || shift.tz;
  // what the inputs were filled from: a time left as it was keeps its instant (a fall-back night's 01:30 names two)
  const filled = useMemo(() => filledTimes(shift, tz), [shift, tz]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<EditShiftInputs>({
    defaultValues: editInputsFrom(shift, tz),
    // the edit schema (domain/shiftSchemas.ts), its start and end problems put on the inputs they concern
    resolver: fieldErrorsResolver((values) => editShiftErrors(values, tz, Date.now(), filled)),
  });
  const inputs = watch();
  const now = Date.now();
  const locked = isShiftLocked(shift, now);
  const cancelled = shift.status === 'cancelled';
  const times = editTimes(inputs, tz, filled);
  const path = `/shift-details/${encodeURIComponent(shift.id)}`;

  // after a first Save, every change is judged again at once (a new start moves the end, and its error)
  const setTime = (field: ShiftTimeField, value: string) => {
    setValue(field, value, { shouldDirty: true });
    // 'the end defaults to start plus 8 hours': a new start brings the end along
    if (field !== 'endTime') {
      const start = editTimes(getValues(), tz, filled).start;
      if (start != null) setValue('endTime', timeOfDayIn(defaultShiftEnd(start), tz), { shouldDirty: true });
    }
    if (isSubmitted) void trigger();
  };

  const shown = (field: Field) => errors[field]?.message;
  // set when a save found the shift changed meanwhile: the alert shows it as it is now, the inputs stay as typed
  const [changedElsewhere, setChangedElsewhere] = useState(false);

  const [save, saving] = useSingleSubmit(async (values: EditShiftValues) => {
    try {
      // what the scheduler sees: the shift as it was opened, or as the last 'changed' alert showed it
      await dispatch(editShift({ id: shift.id, values, seen: shiftSeen(shift) })).unwrap();
      toast.success(SHIFT_EDITED);
      void navigate(path);
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
        case 'changed':
          setChangedElsewhere(true);
          break;
        default:
          toast.warning(EDIT_UNAVAILABLE);
      }
    }
  });

  const onValid = (valid: EditShiftInputs) => {
    const values = editedValues(valid, tz, filled);
    if (locked || cancelled || !values) return;
    void save(values);
  };
  const onInvalid = () => {
    const { start, end } = editTimes(getValues(), tz, filled);
    if (start == null || end == null) toast.error(EDIT_SHIFT_DATES_REQUIRED, { toastId: 'edit-dates' });
  };

  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">Edit shift</h1>
      </Card.Header>
      <Card.Body>
        {locked && !cancelled && <Alert variant="secondary">{SHIFT_LOCKED}</Alert>}
        {cancelled && <Alert variant="warning">{ALREADY_CANCELLED}</Alert>}
        {changedElsewhere && !cancelled && (
          <ChangedShiftAlert shift={shift} tz={tz} message={SHIFT_CHANGED_ELSEWHERE} />
        )}
        <Form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}>
          <fieldset disabled={locked || cancelled || saving}>
            <Form.Group className="mb-3" controlId="edit-shift-description">
              <Form.Label>Description</Form.Label>
              <Form.Control isInvalid={!!shown('description')} maxLength={500} {...register('description')} />
              <Form.Control.Feedback type="invalid">{shown('description')}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="edit-shift-position">
              <Form.Label>Position</Form.Label>
              <Form.Select isInvalid={!!shown('nurseType')} {...register('nurseType')}>
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
              onChange={setTime}
              error={shown}
              summary={times.start != null && times.end != null ? shiftTimesSummary(times.start, times.end, tz) : ''}
            />
            <Form.Group className="mb-3" controlId="edit-shift-notes">
              <Form.Label>Additional Notes</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={2000} {...register('additionalnotes')} />
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
