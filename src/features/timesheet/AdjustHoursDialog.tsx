import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { fieldErrorsResolver } from '../../components/fieldErrorsResolver';
import { formatChipTime, zoneAbbreviation } from '../../domain/formats';
import {
  adjustHoursFormErrors,
  countedTimes,
  inputOfInstant,
  instantOfInput,
  MAX_NOTE_LENGTH,
  occurrencesOfInput,
  type AdjustHoursValues,
} from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import {
  ADJUST_HOURS,
  ADJUSTMENT_NOTE,
  COLUMN_CLOCK_IN,
  COLUMN_CLOCK_OUT,
  repeatedHourHint,
  repeatedHourOption,
  SAVE,
} from './messages';

interface AdjustHoursDialogProps {
  entry: TimesheetEntry;
  worker: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (adjustment: { clockIn: number; clockOut: number; note: string }) => void;
}

type Field = keyof AdjustHoursValues;
type TimeField = 'clockIn' | 'clockOut';

/**
 * Adjust hours: Clock In, Clock Out (on the facility's clocks) and a Note, checked by the domain rule (Clock Out after
 * Clock In, at most 16 hours, within 12 hours of the scheduled shift, a note). Loads when first opened.
 */
export function AdjustHoursDialog({ entry, worker, saving, onCancel, onSave }: AdjustHoursDialogProps) {
  const ids: Record<Field, string> = { clockIn: useId(), clockOut: useId(), note: useId() };
  // the instants the form starts from: a time left as it was is saved as that instant (see instantOfInput)
  const filledFrom = useMemo(() => {
    const counted = countedTimes(entry);
    return { clockIn: counted.clockIn ?? entry.start, clockOut: counted.clockOut ?? entry.end };
  }, [entry]);
  // which occurrence a time in the hour a fall-back night repeats names: the nearest to this, which the scheduler
  // may change with the choice shown under the field
  const [near, setNear] = useState(filledFrom);
  const defaultValues = useMemo(
    () => ({
      clockIn: inputOfInstant(filledFrom.clockIn, entry.tz),
      clockOut: inputOfInstant(filledFrom.clockOut, entry.tz),
      note: entry.adjustment?.note ?? '',
    }),
    [entry, filledFrom],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdjustHoursValues>({
    resolver: fieldErrorsResolver((values: AdjustHoursValues) => adjustHoursFormErrors(values, entry, near)),
    defaultValues,
  });
  const submit = handleSubmit((values) => {
    const clockIn = instantOfInput(values.clockIn, entry.tz, near.clockIn);
    const clockOut = instantOfInput(values.clockOut, entry.tz, near.clockOut);
    if (!saving && clockIn !== null && clockOut !== null) onSave({ clockIn, clockOut, note: values.note.trim() });
  });
  const zone = zoneAbbreviation(entry.start, entry.tz);
  const typed = { clockIn: watch('clockIn'), clockOut: watch('clockOut') };
  /** Under a time the night repeats, the choice of which one (nothing for any other time). */
  const whichOne = (field: TimeField) => {
    const occurrences = occurrencesOfInput(typed[field], entry.tz);
    const [first] = occurrences;
    if (first === undefined || occurrences.length < 2) return null;
    const chosen = instantOfInput(typed[field], entry.tz, near[field]);
    const time = formatChipTime(first, entry.tz);
    const hintId = `${ids[field]}-repeated`;
    return (
      <div className="mt-2">
        <Form.Text id={hintId}>{repeatedHourHint(time)}</Form.Text>
        <Form.Select
          className="mt-1"
          aria-labelledby={hintId}
          value={String(chosen)}
          disabled={saving}
          onChange={(event) => setNear({ ...near, [field]: Number(event.target.value) })}
        >
          {occurrences.map((t, i) => (
            <option key={t} value={String(t)}>
              {repeatedHourOption(time, zoneAbbreviation(t, entry.tz), i > 0)}
            </option>
          ))}
        </Form.Select>
      </div>
    );
  };
  const described = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);
  const feedback = (field: Field) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={`${ids[field]}-error`}>
        {errors[field].message}
      </Form.Control.Feedback>
    );
  return (
    <DialogShell title={ADJUST_HOURS} busy={saving} onHide={onCancel} centered>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Body>
          <p className="mb-3">
            {worker} <span className="text-body-secondary">({zone})</span>
          </p>
          <Form.Group className="mb-3" controlId={ids.clockIn}>
            <Form.Label>{COLUMN_CLOCK_IN}</Form.Label>
            <Form.Control
              type="datetime-local"
              isInvalid={!!errors.clockIn}
              disabled={saving}
              aria-describedby={described('clockIn')}
              {...register('clockIn')}
            />
            {feedback('clockIn')}
            {whichOne('clockIn')}
          </Form.Group>
          <Form.Group className="mb-3" controlId={ids.clockOut}>
            <Form.Label>{COLUMN_CLOCK_OUT}</Form.Label>
            <Form.Control
              type="datetime-local"
              isInvalid={!!errors.clockOut}
              disabled={saving}
              aria-describedby={described('clockOut')}
              {...register('clockOut')}
            />
            {feedback('clockOut')}
            {whichOne('clockOut')}
          </Form.Group>
          <Form.Group controlId={ids.note}>
            <Form.Label>{ADJUSTMENT_NOTE}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={MAX_NOTE_LENGTH}
              isInvalid={!!errors.note}
              disabled={saving}
              aria-required="true"
              aria-describedby={described('note')}
              {...register('note')}
            />
            {feedback('note')}
          </Form.Group>
        </Modal.Body>
        <DialogFooter saving={saving} onCancel={onCancel} confirm={SAVE} />
      </Form>
    </DialogShell>
  );
}
