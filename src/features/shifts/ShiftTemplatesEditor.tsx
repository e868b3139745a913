import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import type { ThunkError } from '../../lib/thunkError';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { ShiftTemplate } from '../../domain/types';
import { shiftTemplatesChanged, shiftTemplatesSchema } from '../../domain/shiftSchemas';
import { EMPTY_SHIFT_TEMPLATE } from '../../domain/validationMessages';
import { NO_TEMPLATES, TEMPLATES_CHANGED, TEMPLATES_SAVED, TEMPLATES_SAVE_FAILED, TEMPLATES_TITLE } from './messages';
import { saveShiftTemplates } from './shiftsSlice';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { selectFacility } from '../../session/sessionSlice';

/** The Shift Templates editor of /shifts (facility users only): name, startTime and endTime of each template. */
export function ShiftTemplatesEditor() {
  const facility = useAppSelector(selectFacility);
  if (!facility) return null;
  return <TemplatesForm key={facility.id} saved={facility.shiftTemplates} />;
}

interface TemplatesValues {
  shiftTemplates: ShiftTemplate[];
}

/** The first message of an invalid form, as the toast says it: an unnamed template above all. */
function firstProblem(errors: FieldErrors<TemplatesValues>): string {
  const rows = (errors.shiftTemplates ?? []) as (FieldErrors<ShiftTemplate> | undefined)[];
  if (rows.some((r) => r?.name)) return EMPTY_SHIFT_TEMPLATE;
  for (const r of rows) {
    const message = r?.name?.message ?? r?.startTime?.message ?? r?.endTime?.message;
    if (message) return message;
  }
  return EMPTY_SHIFT_TEMPLATE;
}

function TemplatesForm({ saved }: { saved: ShiftTemplate[] }) {
  const dispatch = useAppDispatch();
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    clearErrors,
    reset,
    formState: { errors, isDirty },
  } = useForm<TemplatesValues>({
    defaultValues: { shiftTemplates: saved.map((t) => ({ ...t })) },
    resolver: yupResolver(shiftTemplatesSchema),
    // errors show after a Save and go with the next change
    reValidateMode: 'onSubmit',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'shiftTemplates' });
  const changed = shiftTemplatesChanged(saved, watch('shiftTemplates'));
  // set when a save found templates saved by someone else since the editor opened: shown, the inputs kept
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    // templates saved elsewhere show at once while nothing is being edited here
    if (!isDirty) reset({ shiftTemplates: JSON.parse(savedKey) as ShiftTemplate[] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of what is stored starts the form again
  }, [savedKey]);

  const [save, saving] = useSingleSubmit(async () => {
    // what was typed (the schema's trimmed copy only validates)
    const templates = getValues('shiftTemplates').map(({ name, startTime, endTime }) => ({ name, startTime, endTime }));
    try {
      // compared, when the write lands, with the templates this editor shows as stored
      await dispatch(saveShiftTemplates({ templates, seen: saved })).unwrap();
      setChangedElsewhere(false);
      reset({ shiftTemplates: templates.map((t) => ({ ...t, name: t.name.trim() })) });
      toast.success(TEMPLATES_SAVED);
    } catch (err) {
      if ((err as ThunkError).kind === 'changed') setChangedElsewhere(true);
      else toast.error(TEMPLATES_SAVE_FAILED);
    }
  });
  const invalid = (found: FieldErrors<TemplatesValues>) =>
    toast.error(firstProblem(found), { toastId: 'templates-invalid' });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (saving || !changed) {
      e.preventDefault();
      return;
    }
    void handleSubmit(() => save(), invalid)(e);
  };
  const field = (i: number, name: keyof ShiftTemplate) =>
    register(`shiftTemplates.${i}.${name}`, { onChange: () => clearErrors() });
  const errorOf = (i: number, name: keyof ShiftTemplate) => errors.shiftTemplates?.[i]?.[name]?.message;

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0" id="templates-title">
          {TEMPLATES_TITLE}
        </h2>
      </Card.Header>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="templates-title">
        <Card.Body>
          {changedElsewhere && (
            <Alert variant="warning" role="alert">
              <p className="mb-1">{TEMPLATES_CHANGED}</p>
              <ul className="small mb-0" aria-label="The templates as they are now">
                {saved.map((t, i) => (
                  <li key={i}>
                    {t.name} ({t.startTime} to {t.endTime})
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {fields.length === 0 && <p className="text-body-secondary">{NO_TEMPLATES}</p>}
          <fieldset disabled={saving}>
            {fields.map((row, i) => {
              const n = i + 1;
              return (
                <div key={row.id} className="row g-2 align-items-start mb-2" role="group" aria-label={`Template ${n}`}>
                  <Form.Group className="col-9 col-sm-5" controlId={`template-${row.id}-name`}>
                    <Form.Label className="small mb-0">Template {n} name</Form.Label>
                    <Form.Control isInvalid={!!errorOf(i, 'name')} maxLength={60} {...field(i, 'name')} />
                    <Form.Control.Feedback type="invalid">{errorOf(i, 'name')}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-6 col-sm-3 order-2 order-sm-0" controlId={`template-${row.id}-start`}>
                    <Form.Label className="small mb-0">Template {n} start time</Form.Label>
                    <Form.Control type="time" isInvalid={!!errorOf(i, 'startTime')} {...field(i, 'startTime')} />
                    <Form.Control.Feedback type="invalid">{errorOf(i, 'startTime')}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-6 col-sm-3 order-2 order-sm-0" controlId={`template-${row.id}-end`}>
                    <Form.Label className="small mb-0">Template {n} end time</Form.Label>
                    <Form.Control type="time" isInvalid={!!errorOf(i, 'endTime')} {...field(i, 'endTime')} />
                    <Form.Control.Feedback type="invalid">{errorOf(i, 'endTime')}</Form.Control.Feedback>
                  </Form.Group>
                  <div
                    className="col-3 col-sm-1 order-1 order-sm-0 d-flex align-items-end justify-content-end"
                    style={{ minHeight: 58 }}
                  >
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => {
                        remove(i);
                        clearErrors();
                      }}
                      aria-label={`Remove template ${n}`}
                    >
                      ×
                    </Button>
                  </div>
                </div>
              );
            })}
          </fieldset>
        </Card.Body>
        <Card.Footer className="d-flex gap-2 justify-content-end">
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => {
              append({ name: '', startTime: '', endTime: '' }, { shouldFocus: false });
              clearErrors();
            }}
            disabled={saving}
          >
            Add template
          </Button>
          <Button type="submit" size="sm" disabled={!changed || saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        </Card.Footer>
      </Form>
    </Card>
  );
}
