import { PositionWorkersFields } from '../../components/PositionWorkersFields';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { toast } from '../../lib/toast';
import { useAppDispatch } from '../../lib/hooks';
import { shiftTimesSummary } from '../../domain/formats';
import { ShiftTimeFields } from '../../components/ShiftTimeFields';
import { fieldErrorsResolver } from '../../components/fieldErrorsResolver';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { isMedPassForced } from '../../domain/medPass';
import { type NurseType } from '../../domain/types';
import { usesTemplate } from '../../domain/shiftSchemas';
import { NO_TEMPLATE } from '../../domain/validationMessages';
import { ADD_SHIFT_INCOMPLETE, ADD_SHIFT_TITLE, SHIFT_CREATE_FAILED, SHIFT_CREATED } from './messages';
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
import { FavoritesFirstFields } from './FavoritesFirstFields';
import { FacilitySelect } from '../../components/FacilitySelect';
import { DescriptionField, MedPassCovidFields, TemplateField } from './ShiftFormFields';
import { usePostingFacilities } from './usePostingFacilities';

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
    <DialogShell show={show} title={ADD_SHIFT_TITLE} titleId="add-shift-title" busy={busy} onHide={onHide} size="lg">
      {show && (
        <AddShiftForm
          onDone={onHide}
          initialStart={initialStart}
          initialFacilityId={initialFacilityId}
          onBusy={setBusy}
        />
      )}
    </DialogShell>
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
  const { isCompany, companyKnown, startFacility, fallbackTz, facilityOf, rulesOf } =
    usePostingFacilities(initialFacilityId);
  // the add schema (domain/shiftSchemas.ts) with the chosen facility's rules and the user's kind, its start and end
  // problems put on the inputs they concern
  const errorsOf = (values: AddShiftInputs) =>
    addShiftErrors(values, {
      isCompany: companyKnown,
      now: Date.now(),
      rules: rulesOf(values.facilityId),
    });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { touchedFields, isSubmitted },
  } = useForm<AddShiftInputs>({
    defaultValues: initialAddShiftInputs(
      Date.now(),
      startFacility?.tz ?? fallbackTz,
      startFacility?.id ?? '',
      initialStart,
    ),
    resolver: fieldErrorsResolver(errorsOf),
  });
  const inputs = watch();

  const facility = facilityOf(inputs.facilityId);
  const rules = useMemo(() => facilityRules(facility, fallbackTz), [facility, fallbackTz]);
  // judged on every render, so that Save is disabled while the form is invalid; shown once touched or submitted
  const errors = errorsOf(inputs);
  const invalid = Object.keys(errors).length > 0;
  const template = usesTemplate(inputs.templateIndex);
  const values = addShiftFormValues(inputs, rules.tz);
  const times = shiftTimes(values, rules.templates, rules.tz);
  const medPassForced = isMedPassForced(inputs.nurseType);

  const set = <K extends Field>(field: K, value: AddShiftInputs[K], touch = false) =>
    setValue(field, value as never, { shouldDirty: true, shouldTouch: touch });
  const touch = (field: Field) => set(field, getValues(field), true);
  const shown = (field: Field) => (isSubmitted || touchedFields[field] ? errors[field] : undefined);

  const chooseFacility = (id: string) => {
    // another facility has other templates: start again from None
    set('templateIndex', NO_TEMPLATE);
    set('facilityId', id, true);
  };

  // the template's Start Date is the date the manual start was on, and back again
  const chooseTemplate = (index: string) => set('templateIndex', index);

  const choosePosition = (nurseType: NurseType | '') => {
    // 'Choosing LPN or RN forces Med Pass required and locks the checkbox; Caregiver or CNA clears it.'
    if (nurseType) set('medPass', isMedPassForced(nurseType));
    set('nurseType', nurseType, true);
  };

  const [save, saving] = useSingleSubmit(async (valid: AddShiftInputs) => {
    const chosen = facilityOf(valid.facilityId);
    const built = chosen ? shiftDraft(valid, chosen.id, rulesOf(valid.facilityId)) : null;
    if (!built) {
      toast.error(ADD_SHIFT_INCOMPLETE, { toastId: 'add-shift-incomplete' });
      return;
    }
    onBusy(true);
    try {
      await dispatch(createShifts(built)).unwrap();
      toast.success(SHIFT_CREATED);
      onBusy(false);
      onDone();
    } catch {
      toast.error(SHIFT_CREATE_FAILED);
      onBusy(false);
    }
  });
  const incomplete = () => toast.error(ADD_SHIFT_INCOMPLETE, { toastId: 'add-shift-incomplete' });
  const submit = handleSubmit((valid) => save(valid), incomplete);

  // Save is disabled while the form is invalid, so Enter would do nothing: say why instead.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (
      e.key === 'Enter' &&
      !(e.target instanceof HTMLTextAreaElement) &&
      !(e.target instanceof HTMLButtonElement) &&
      invalid
    ) {
      e.preventDefault();
      void submit();
    }
  };

  const feedback = (field: Field) => <Form.Control.Feedback type="invalid">{shown(field)}</Form.Control.Feedback>;

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} aria-labelledby="add-shift-title">
      <Modal.Body>
        <fieldset disabled={saving}>
          {isCompany && (
            <FacilitySelect
              id="add-shift-facility"
              field={{
                input: {
                  value: inputs.facilityId,
                  onChange: (e) => chooseFacility(e.target.value),
                  onBlur: () => touch('facilityId'),
                },
                error: shown('facilityId'),
              }}
            />
          )}

          <DescriptionField idPrefix="add-shift" input={register('description')} error={shown('description')} />

          <TemplateField
            idPrefix="add-shift"
            templates={rules.templates}
            input={{ value: inputs.templateIndex, onChange: (e) => chooseTemplate(e.target.value) }}
            error={undefined}
          />

          <ShiftTimeFields
            idPrefix="add-shift"
            values={inputs}
            // a chosen end time is judged at once (a time picker has no typing in between)
            onChange={(field, value) => set(field, value, field === 'endTime')}
            onBlur={touch}
            error={shown}
            summary={times ? shiftTimesSummary(times.start, times.end, rules.tz) : ''}
            dateOnly={Boolean(template)}
          />

          <PositionWorkersFields
            idPrefix="add-shift"
            position={{
              input: {
                value: inputs.nurseType,
                onChange: (e) => choosePosition(e.target.value as NurseType | ''),
                onBlur: () => touch('nurseType'),
              },
              invalid: !!shown('nurseType'),
              feedback: feedback('nurseType'),
            }}
            workers={{
              input: {
                value: inputs.numberOfWorkers,
                onChange: (e) => set('numberOfWorkers', e.target.value, true),
                onBlur: () => touch('numberOfWorkers'),
              },
              invalid: !!shown('numberOfWorkers'),
              feedback: feedback('numberOfWorkers'),
            }}
          />

          <MedPassCovidFields
            idPrefix="add-shift"
            rules={rules}
            forced={medPassForced}
            medPass={inputs.medPass}
            onMedPass={(medPass) => set('medPass', medPass)}
          />
          <FavoritesFirstFields
            idPrefix="add-shift"
            offer={inputs.favoritesFirst}
            hours={inputs.favoritesFirstHours}
            onOffer={(offer) => set('favoritesFirst', offer)}
            onHours={(hours) => set('favoritesFirstHours', hours)}
          />

          <Form.Group className="mb-1" controlId="add-shift-notes">
            <Form.Label>Additional Notes</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={2000} {...register('additionalnotes')} />
          </Form.Group>
          {isSubmitted && errors.form && <p className="text-danger small mb-0">{errors.form}</p>}
        </fieldset>
      </Modal.Body>
      <DialogFooter saving={saving} onCancel={onDone} confirm="Save" confirmDisabled={invalid} />
    </Form>
  );
}
