import { PositionWorkersFields } from '../../components/PositionWorkersFields';
import { useDeferredValue, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { fieldErrorsResolver } from '../../components/fieldErrorsResolver';
import { isMedPassForced } from '../../domain/medPass';
import { WEEKDAYS } from '../../domain/shiftPosting';
import { usesTemplate } from '../../domain/shiftSchemas';
import { type NurseType } from '../../domain/types';
import { NO_TEMPLATE } from '../../domain/validationMessages';
import { POST_SEVERAL_TITLE } from './messages';
import {
  initialPostSeveralInputs,
  patternDrafts,
  plannedFromPattern,
  postSeveralErrors,
  previewRows,
  type PostSeveralField,
  type PostSeveralInputs,
} from './postSeveralForm';
import { facilityRules } from './shiftForm';
import { useRemovedRows } from '../../components/ShiftsToPost';
import { PostingDialog } from './PostingDialog';
import { usePostShifts } from './usePostShifts';
import { FavoritesFirstFields } from './FavoritesFirstFields';
import { DescriptionField, MedPassCovidFields, TemplateField, TypedDateField } from './ShiftFormFields';
import { usePostingFacilities } from './usePostingFacilities';

export interface PostSeveralModalProps {
  onHide: () => void;
  /** a company user's facility chosen beforehand (the one the calendar shows) */
  initialFacilityId?: string;
}

/** 'Post several shifts': days by From, To and weekdays, times by a template or Start/End time; preview, post. */
export function PostSeveralModal({ onHide, initialFacilityId }: PostSeveralModalProps) {
  const { isCompany, companyKnown, facilities, startFacility, fallbackTz, facilityOf, rulesOf } =
    usePostingFacilities(initialFacilityId);
  const errorsOf = (values: PostSeveralInputs) =>
    postSeveralErrors(values, { isCompany: companyKnown, rules: rulesOf(values.facilityId) });

  const { register, handleSubmit, watch, setValue, formState } = useForm<PostSeveralInputs>({
    defaultValues: initialPostSeveralInputs(Date.now(), startFacility?.tz ?? fallbackTz, startFacility?.id ?? ''),
    resolver: fieldErrorsResolver(errorsOf),
    mode: 'onTouched',
  });
  const inputs = watch();
  const facility = facilityOf(inputs.facilityId);
  const rules = facilityRules(facility, fallbackTz);
  const errors = errorsOf(inputs);
  const shown = (field: PostSeveralField) =>
    formState.isSubmitted || formState.touchedFields[field as keyof PostSeveralInputs] || field === 'form'
      ? errors[field]
      : undefined;

  // the preview follows the inputs a moment behind them, so typing stays quick with 500 rows (compared by value:
  // watch() gives a new object on every render)
  const inputsKey = JSON.stringify(inputs);
  const deferredKey = useDeferredValue(inputsKey);
  const planned = useMemo(() => {
    const deferred = JSON.parse(deferredKey) as PostSeveralInputs;
    const r = facilityRules(facilityOf(deferred.facilityId), fallbackTz);
    return previewRows(plannedFromPattern(deferred, r), Date.now());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows follow the inputs and the facilities
  }, [deferredKey, facilities]);
  const { removed, remove } = useRemovedRows();
  const rows = useMemo(() => planned.filter((r) => !removed.has(r.key)), [planned, removed]);
  const problems = rows.some((r) => r.problem);
  const invalid = Object.keys(errors).length > 0 || problems || deferredKey !== inputsKey;

  const posting = usePostShifts(onHide);
  const { post } = posting;
  const submit = handleSubmit(async (valid) => {
    const chosen = facilityOf(valid.facilityId);
    if (!chosen || problems) return;
    await post(patternDrafts(valid, chosen.id, rulesOf(valid.facilityId), rows));
  });
  const medPassForced = isMedPassForced(inputs.nurseType);
  // the weekdays and Med Pass are controlled here: their state is what the form holds, not the boxes' DOM state
  const weekdays = inputs.weekdays ?? [];
  const chooseWeekday = (day: string, on: boolean) =>
    setValue('weekdays', on ? [...weekdays.filter((d) => d !== day), day].sort() : weekdays.filter((d) => d !== day), {
      shouldDirty: true,
      shouldTouch: true,
    });
  const feedback = (field: PostSeveralField) => (
    <Form.Control.Feedback type="invalid">{shown(field)}</Form.Control.Feedback>
  );

  return (
    <PostingDialog
      title={POST_SEVERAL_TITLE}
      idPrefix="post-several"
      facility={
        isCompany
          ? {
              input: register('facilityId', { onChange: () => setValue('templateIndex', NO_TEMPLATE) }),
              error: shown('facilityId'),
            }
          : null
      }
      onSubmit={submit}
      formError={shown('form') || undefined}
      rows={rows}
      tz={rules.tz}
      onRemove={remove}
      posting={posting}
      onHide={onHide}
      invalid={invalid}
    >
      <DescriptionField idPrefix="post-several" input={register('description')} error={shown('description')} />
      <Row>
        <Col sm={6}>
          <TypedDateField
            idPrefix="post-several"
            name="from"
            label="From"
            input={register('from')}
            error={shown('from')}
          />
        </Col>
        <Col sm={6}>
          <TypedDateField idPrefix="post-several" name="to" label="To" input={register('to')} error={shown('to')} />
        </Col>
      </Row>
      <fieldset className="mb-3" aria-describedby="post-several-weekdays-error">
        <legend className="form-label fs-6 mb-1">Weekdays</legend>
        {WEEKDAYS.map((day, i) => (
          <Form.Check
            key={day}
            inline
            type="checkbox"
            id={`post-several-day-${i}`}
            label={day}
            checked={weekdays.includes(String(i))}
            onChange={(e) => chooseWeekday(String(i), e.target.checked)}
          />
        ))}
        <div id="post-several-weekdays-error" className="invalid-feedback d-block">
          {shown('weekdays')}
        </div>
      </fieldset>
      <TemplateField
        idPrefix="post-several"
        templates={rules.templates}
        input={register('templateIndex')}
        error={shown('templateIndex')}
      />
      {!usesTemplate(inputs.templateIndex) && (
        <Row>
          <Col sm={6}>
            <Form.Group className="mb-3" controlId="post-several-start-time">
              <Form.Label>Start time</Form.Label>
              <Form.Control type="time" isInvalid={!!shown('startTime')} {...register('startTime')} />
              {feedback('startTime')}
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group className="mb-3" controlId="post-several-end-time">
              <Form.Label>End time</Form.Label>
              <Form.Control type="time" {...register('endTime')} />
              <Form.Text>An end earlier than the start is the next day.</Form.Text>
            </Form.Group>
          </Col>
        </Row>
      )}
      <PositionWorkersFields
        idPrefix="post-several"
        position={{
          input: register('nurseType', {
            onChange: (e: { target: { value: string } }) =>
              setValue('medPass', isMedPassForced(e.target.value as NurseType)),
          }),
          invalid: !!shown('nurseType'),
          feedback: feedback('nurseType'),
        }}
        workers={{
          input: register('numberOfWorkers'),
          invalid: !!shown('numberOfWorkers'),
          feedback: feedback('numberOfWorkers'),
          hint: 'per day',
        }}
      />
      <MedPassCovidFields
        idPrefix="post-several"
        rules={rules}
        forced={medPassForced}
        medPass={inputs.medPass}
        onMedPass={(medPass) => setValue('medPass', medPass, { shouldDirty: true })}
      />
      <FavoritesFirstFields
        idPrefix="post-several"
        offer={inputs.favoritesFirst}
        hours={inputs.favoritesFirstHours}
        onOffer={(offer) => setValue('favoritesFirst', offer, { shouldDirty: true })}
        onHours={(hours) => setValue('favoritesFirstHours', hours, { shouldDirty: true })}
      />
      <Form.Group className="mb-3" controlId="post-several-notes">
        <Form.Label>Additional Notes</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} {...register('additionalnotes')} />
      </Form.Group>
    </PostingDialog>
  );
}
