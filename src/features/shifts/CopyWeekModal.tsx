import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useAppDispatch } from '../../lib/hooks';
import { copyCountError, copyWeekErrors, MAX_COPY_WEEKS } from '../../domain/shiftPosting';
import { type Shift } from '../../domain/types';
import { addDays, startOfDayIn } from '../../domain/zonedTime';
import { FACILITY_REQUIRED } from '../../domain/validationMessages';
import { COPY_WEEK_LOADING, COPY_WEEK_READ_FAILED, COPY_WEEK_TITLE } from './messages';
import {
  copyChoice,
  copyDrafts,
  initialCopyWeekInputs,
  plannedFromCopy,
  previewRows,
  type CopyWeekInputs,
} from './postSeveralForm';
import { facilityRules } from './shiftForm';
import { readWeekToCopy } from './shiftsSlice';
import { useRemovedRows } from '../../components/ShiftsToPost';
import { PostingDialog } from './PostingDialog';
import { TypedDateField } from './ShiftFormFields';
import { usePostShifts } from './usePostShifts';
import { FailedAlert } from '../../components/FailedAlert';
import { usePostingFacilities } from './usePostingFacilities';

export interface CopyWeekModalProps {
  onHide: () => void;
  /** a company user's facility chosen beforehand (the one the calendar shows) */
  initialFacilityId?: string;
  /** the Sunday (YYYY-MM-DD) of the week the calendar shows */
  initialWeekOf?: string;
}

type SourceWeek = { key: string; status: 'loading' | 'failed' } | { key: string; status: 'read'; shifts: Shift[] };

/**
 * 'Copy a week of shifts': every active shift of `Week of` again in `To the week of` (and the weeks after it, up to
 * four), at the same wall-clock times in the facility's zone, without its worker, clock times, timesheet or
 * cancellation; previewed and posted as Post several does.
 */
export function CopyWeekModal({ onHide, initialFacilityId, initialWeekOf }: CopyWeekModalProps) {
  const dispatch = useAppDispatch();
  const { isCompany, startFacility, fallbackTz, facilityOf } = usePostingFacilities(initialFacilityId);

  const { register, watch, handleSubmit } = useForm<CopyWeekInputs>({
    defaultValues: initialCopyWeekInputs(
      Date.now(),
      startFacility?.tz ?? fallbackTz,
      startFacility?.id ?? '',
      initialWeekOf,
    ),
  });
  const inputs = watch();
  const facility = facilityOf(inputs.facilityId);
  const rules = facilityRules(facility, fallbackTz);
  const choice = copyChoice(inputs, rules.tz);
  const errors: Partial<Record<'facilityId' | 'from' | 'to' | 'form', string>> = copyWeekErrors(choice);
  if (!facility) errors.facilityId = FACILITY_REQUIRED;

  // the week copied is read once per facility and week; an answer for an earlier choice is dropped
  const sourceKey = facility && !errors.from && choice.from ? `${facility.id}:${choice.from}` : null;
  const [source, setSource] = useState<SourceWeek | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!sourceKey || !facility || !choice.from) return;
    let current = true;
    setSource({ key: sourceKey, status: 'loading' });
    const from = startOfDayIn(choice.from, rules.tz);
    const to = startOfDayIn(addDays(choice.from, 7), rules.tz);
    dispatch(readWeekToCopy({ facilityId: facility.id, from, to }))
      .unwrap()
      .then(
        (shifts) => current && setSource({ key: sourceKey, status: 'read', shifts }),
        () => current && setSource({ key: sourceKey, status: 'failed' }),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another facility or week
  }, [sourceKey, attempt]);
  const sources = source?.key === sourceKey && source.status === 'read' ? source.shifts : null;

  const planned = useMemo(
    () => (sources && !errors.to ? previewRows(plannedFromCopy(sources, inputs, rules.tz), Date.now()) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows follow the choice and the week read
    [sources, JSON.stringify(inputs), rules.tz],
  );
  const { removed, remove } = useRemovedRows();
  const rows = useMemo(() => planned.filter((r) => !removed.has(r.key)), [planned, removed]);
  if (sources && !errors.to) {
    const countError = copyCountError(planned.length);
    if (countError) errors.form = countError;
  }
  const problems = rows.some((r) => r.problem);
  const invalid = Object.keys(errors).length > 0 || problems;

  const posting = usePostShifts(onHide);
  const { post } = posting;
  const submit = handleSubmit(async () => {
    if (invalid || !sources) return;
    await post(copyDrafts(sources, rows, rules));
  });

  return (
    <PostingDialog
      title={COPY_WEEK_TITLE}
      idPrefix="copy-week"
      facility={isCompany ? { input: register('facilityId'), error: errors.facilityId } : null}
      onSubmit={submit}
      status={
        source?.key === sourceKey &&
        (source.status === 'loading' ? (
          <p role="status" className="small">
            {COPY_WEEK_LOADING}
          </p>
        ) : (
          source.status === 'failed' && (
            <FailedAlert message={COPY_WEEK_READ_FAILED} onRetry={() => setAttempt((n) => n + 1)} />
          )
        ))
      }
      formError={errors.form}
      rows={rows}
      tz={rules.tz}
      onRemove={remove}
      posting={posting}
      onHide={onHide}
      invalid={invalid}
    >
      <Row>
        <Col sm={5}>
          <TypedDateField
            idPrefix="copy-week"
            name="from"
            label="Week of"
            input={register('from')}
            error={errors.from}
          />
        </Col>
        <Col sm={5}>
          <TypedDateField
            idPrefix="copy-week"
            name="to"
            label="To the week of"
            input={register('to')}
            error={errors.to}
          />
        </Col>
        <Col sm={2}>
          <Form.Group className="mb-3" controlId="copy-week-weeks">
            <Form.Label>Weeks</Form.Label>
            <Form.Select {...register('weeks')}>
              {Array.from({ length: MAX_COPY_WEEKS }, (_, i) => (
                <option key={i} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <Form.Text className="d-block mb-2">
        Weeks run Sunday to Saturday. Cancelled shifts are not copied; copies have no worker.
      </Form.Text>
    </PostingDialog>
  );
}
