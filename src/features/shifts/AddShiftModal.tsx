import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectScopeFacilities } from '../../session/scope';
import { shiftTimesSummary } from '../../domain/formats';
import { ShiftTimeFields } from '../../components/ShiftTimeFields';
import { isMedPassForced } from '../../domain/medPass';
import { DEFAULT_TZ, POSITIONS, type NurseType } from '../../domain/types';
import { usesTemplate } from '../../domain/shiftSchemas';
import { NO_TEMPLATE } from '../../domain/validationMessages';
import { selectUserType } from '../../session/sessionSlice';
import { ADD_SHIFT_INCOMPLETE, ADD_SHIFT_TITLE, COVID_NOTE, SHIFT_CREATE_FAILED, SHIFT_CREATED } from './messages';
import {
  addShiftErrors,
  addShiftFormValues,
  facilityRules,
  initialAddShiftInputs,
  shiftDraft,
  shiftTimes,
  type AddShiftInputs,
} from './shiftForm';
import { createShifts } from './shiftsSlice';

export interface AddShiftModalProps {
  show: boolean;
  onHide: () => void;
  /** epoch ms: the calendar's selected start (midnight means the whole day: the shift starts at 09:00) */
  initialStart?: number;
  /** a company user's facility chosen beforehand (the one the calendar shows); ignored for a facility user */
  initialFacilityId?: string;
}

/** The 'Add a shift to the schedule' modal (spec 2 and 5). Its form starts afresh each time it opens. */
export function AddShiftModal({ show, onHide, initialStart, initialFacilityId }: AddShiftModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onHide}
      aria-labelledby="add-shift-title"
      size="lg"
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="add-shift-title" as="h2" className="h5">
          {ADD_SHIFT_TITLE}
        </Modal.Title>
      </Modal.Header>
      {show && (
        <AddShiftForm
          onDone={onHide}
          initialStart={initialStart}
          initialFacilityId={initialFacilityId}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}

type Field = keyof AddShiftInputs;

interface AddShiftFormProps {
  onDone: () => void;
  initialStart?: number;
  initialFacilityId?: string;
  onBusy: (b: boolean) => void;
}

function AddShiftForm({ onDone, initialStart, initialFacilityId, onBusy }: AddShiftFormProps) {
  const dispatch = useAppDispatch();
  const isCompany = useAppSelector(selectUserType) === 'company';
  const userType = useAppSelector(selectUserType);
  const facilities = useAppSelector(selectScopeFacilities);
  const ownFacility = isCompany ? null : (facilities[0] ?? null);
  // the facility the form starts on: a company user's only when it is one of theirs
  const startFacility = ownFacility ?? facilities.find((f) => f.id === initialFacilityId) ?? null;
  const [inputs, setInputs] = useState<AddShiftInputs>(() =>
    initialAddShiftInputs(
      Date.now(),
      startFacility?.tz ?? facilities[0]?.tz ?? DEFAULT_TZ,
      startFacility?.id ?? '',
      initialStart,
    ),
  );
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const facility = isCompany ? (facilities.find((f) => f.id === inputs.facilityId) ?? null) : ownFacility;
  const rules = useMemo(() => facilityRules(facility, facilities[0]?.tz ?? DEFAULT_TZ), [facility, facilities]);
  const now = Date.now();
  const errors = addShiftErrors(inputs, { isCompany: userType ? isCompany : null, now, rules });
  const invalid = Object.keys(errors).length > 0;
  const template = usesTemplate(inputs.templateIndex);
  const values = addShiftFormValues(inputs, rules.tz);
  const times = shiftTimes(values, rules.templates, rules.tz);
  const medPassForced = isMedPassForced(inputs.nurseType);

  const set = <K extends Field>(field: K, value: AddShiftInputs[K]) =>
    setInputs((prev) => ({ ...prev, [field]: value }));
  const touch = (field: Field) => setTouched((prev) => ({ ...prev, [field]: true }));
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const chooseFacility = (id: string) => {
    // another facility has other templates: start again from None
    setInputs((prev) => ({ ...prev, facilityId: id, templateIndex: NO_TEMPLATE }));
    touch('facilityId');
  };

  // the template's Start Date is the date the manual start was on, and back again
  const chooseTemplate = (index: string) => set('templateIndex', index);

  const choosePosition = (nurseType: NurseType | '') => {
    // 'Choosing LPN or RN forces Med Pass required and locks the checkbox; Caregiver or CNA clears it.'
    setInputs((prev) => ({ ...prev, nurseType, medPass: nurseType ? isMedPassForced(nurseType) : prev.medPass }));
    touch('nurseType');
  };

  const save = async () => {
    if (inFlight.current) return;
    if (invalid || !facility) {
      setSubmitted(true);
      toast.error(ADD_SHIFT_INCOMPLETE, { toastId: 'add-shift-incomplete' });
      return;
    }
    const built = shiftDraft(inputs, facility.id, rules);
    if (!built) {
      setSubmitted(true);
      toast.error(ADD_SHIFT_INCOMPLETE, { toastId: 'add-shift-incomplete' });
      return;
    }
    inFlight.current = true;
    setSaving(true);
    onBusy(true);
    try {
      await dispatch(createShifts(built)).unwrap();
      toast.success(SHIFT_CREATED);
      onBusy(false);
      onDone();
    } catch {
      toast.error(SHIFT_CREATE_FAILED);
      setSaving(false);
      onBusy(false);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  // Save is disabled while the form is invalid, so Enter would do nothing: say why instead.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (
      e.key === 'Enter' &&
      !(e.target instanceof HTMLTextAreaElement) &&
      !(e.target instanceof HTMLButtonElement) &&
      invalid
    ) {
      e.preventDefault();
      void save();
    }
  };

  const feedback = (field: Field) => <Form.Control.Feedback type="invalid">{shown(field)}</Form.Control.Feedback>;

  return (
    <Form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="add-shift-title">
      <Modal.Body>
        <fieldset disabled={saving}>
          {isCompany && (
            <Form.Group className="mb-3" controlId="add-shift-facility">
              <Form.Label>Facility Name</Form.Label>
              <Form.Select
                value={inputs.facilityId}
                onChange={(e) => chooseFacility(e.target.value)}
                onBlur={() => touch('facilityId')}
                isInvalid={!!shown('facilityId')}
              >
                <option value="">Select a facility</option>
                {facilities.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.facilityName}
                  </option>
                ))}
              </Form.Select>
              {feedback('facilityId')}
            </Form.Group>
          )}

          <Form.Group className="mb-3" controlId="add-shift-description">
            <Form.Label>Description</Form.Label>
            <Form.Control
              value={inputs.description}
              onChange={(e) => set('description', e.target.value)}
              onBlur={() => touch('description')}
              isInvalid={!!shown('description')}
              maxLength={500}
            />
            {feedback('description')}
          </Form.Group>

          {rules.templates.length > 0 && (
            <Form.Group className="mb-3" controlId="add-shift-template">
              <Form.Label>Shift Template</Form.Label>
              <Form.Select value={inputs.templateIndex} onChange={(e) => chooseTemplate(e.target.value)}>
                <option value={NO_TEMPLATE}>None</option>
                {rules.templates.map((t, i) => (
                  <option key={i} value={String(i)}>
                    {t.name} ({t.startTime} to {t.endTime})
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}

          <ShiftTimeFields
            idPrefix="add-shift"
            values={inputs}
            onChange={(field, value) => {
              set(field, value);
              // a chosen end time is judged at once (a time picker has no typing in between)
              if (field === 'endTime') touch('endTime');
            }}
            onBlur={touch}
            error={shown}
            summary={times ? shiftTimesSummary(times.start, times.end, rules.tz) : ''}
            dateOnly={Boolean(template)}
          />

          <Row>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="add-shift-position">
                <Form.Label>Position</Form.Label>
                <Form.Select
                  value={inputs.nurseType}
                  onChange={(e) => choosePosition(e.target.value as NurseType | '')}
                  onBlur={() => touch('nurseType')}
                  isInvalid={!!shown('nurseType')}
                >
                  <option value="">Select a position</option>
                  {POSITIONS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </Form.Select>
                {feedback('nurseType')}
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="add-shift-workers">
                <Form.Label>Number of workers</Form.Label>
                <Form.Control
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={inputs.numberOfWorkers}
                  onChange={(e) => {
                    set('numberOfWorkers', e.target.value);
                    touch('numberOfWorkers');
                  }}
                  onBlur={() => touch('numberOfWorkers')}
                  isInvalid={!!shown('numberOfWorkers')}
                />
                {feedback('numberOfWorkers')}
              </Form.Group>
            </Col>
          </Row>

          {rules.offersMedPass && (
            <Form.Check
              className="mb-3"
              id="add-shift-med-pass"
              type="checkbox"
              label="Requires Med Pass"
              checked={medPassForced || inputs.medPass}
              disabled={medPassForced}
              onChange={(e) => set('medPass', e.target.checked)}
            />
          )}
          {rules.requiresCovidVaccination && <p className="small alert alert-info py-2">{COVID_NOTE}</p>}

          <Form.Group className="mb-1" controlId="add-shift-notes">
            <Form.Label>Additional Notes</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={inputs.additionalnotes}
              onChange={(e) => set('additionalnotes', e.target.value)}
              maxLength={2000}
            />
          </Form.Group>
          {submitted && errors.form && <p className="text-danger small mb-0">{errors.form}</p>}
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={invalid || saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
