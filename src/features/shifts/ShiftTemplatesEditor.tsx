import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from 'react-toastify';
import { ValidationError } from 'yup';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { ShiftTemplate } from '../../domain/types';
import { shiftTemplatesChanged, shiftTemplatesSchema } from '../../domain/shiftSchemas';
import { EMPTY_SHIFT_TEMPLATE } from '../../domain/validationMessages';
import { NO_TEMPLATES, TEMPLATES_SAVED, TEMPLATES_SAVE_FAILED, TEMPLATES_TITLE } from './messages';
import { saveShiftTemplates } from './shiftsSlice';
import { selectFacility } from '../../session/sessionSlice';

/** The Shift Templates editor of /shifts (facility users only): name, startTime and endTime of each template. */
export function ShiftTemplatesEditor() {
  const facility = useAppSelector(selectFacility);
  if (!facility) return null;
  // a saved change (or one made elsewhere) starts the form again from the stored templates
  return <TemplatesForm key={JSON.stringify(facility.shiftTemplates)} saved={facility.shiftTemplates} />;
}

interface Row extends ShiftTemplate {
  key: number;
}

type RowErrors = Partial<Record<keyof ShiftTemplate, string>>[];

function TemplatesForm({ saved }: { saved: ShiftTemplate[] }) {
  const dispatch = useAppDispatch();
  const nextKey = useRef(saved.length);
  const [rows, setRows] = useState<Row[]>(() => saved.map((t, key) => ({ ...t, key })));
  const [errors, setErrors] = useState<RowErrors>([]);
  const [saving, setSaving] = useState(false);
  const changed = shiftTemplatesChanged(saved, rows);

  const update = (key: number, field: keyof ShiftTemplate, value: string) => {
    setRows((prev) => prev.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors([]);
  };
  const add = () => {
    setRows((prev) => [...prev, { key: nextKey.current++, name: '', startTime: '', endTime: '' }]);
    setErrors([]);
  };
  const remove = (key: number) => {
    setRows((prev) => prev.filter((r) => r.key !== key));
    setErrors([]);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !changed) return;
    const templates = rows.map(({ name, startTime, endTime }) => ({ name, startTime, endTime }));
    try {
      shiftTemplatesSchema.validateSync({ shiftTemplates: templates }, { abortEarly: false });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const found: RowErrors = [];
      for (const inner of err.inner) {
        const m = /^shiftTemplates\[(\d+)\]\.(\w+)$/.exec(inner.path ?? '');
        if (!m) continue;
        const row = (found[Number(m[1])] ??= {});
        row[m[2] as keyof ShiftTemplate] ??= inner.message;
      }
      setErrors(found);
      const unnamed = found.some((r) => r?.name);
      toast.error(unnamed ? EMPTY_SHIFT_TEMPLATE : (err.inner[0]?.message ?? err.message), {
        toastId: 'templates-invalid',
      });
      return;
    }
    setSaving(true);
    try {
      await dispatch(saveShiftTemplates(templates)).unwrap();
      toast.success(TEMPLATES_SAVED);
    } catch {
      toast.error(TEMPLATES_SAVE_FAILED);
      setSaving(false);
    }
  };

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0" id="templates-title">
          {TEMPLATES_TITLE}
        </h2>
      </Card.Header>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="templates-title">
        <Card.Body>
          {rows.length === 0 && <p className="text-body-secondary">{NO_TEMPLATES}</p>}
          <fieldset disabled={saving}>
            {rows.map((row, i) => {
              const n = i + 1;
              const err = errors[i] ?? {};
              return (
                <div key={row.key} className="row g-2 align-items-start mb-2" role="group" aria-label={`Template ${n}`}>
                  <Form.Group className="col-9 col-sm-5" controlId={`template-${row.key}-name`}>
                    <Form.Label className="small mb-0">Template {n} name</Form.Label>
                    <Form.Control
                      value={row.name}
                      onChange={(e) => update(row.key, 'name', e.target.value)}
                      isInvalid={!!err.name}
                      maxLength={60}
                    />
                    <Form.Control.Feedback type="invalid">{err.name}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-6 col-sm-3 order-2 order-sm-0" controlId={`template-${row.key}-start`}>
                    <Form.Label className="small mb-0">Template {n} start time</Form.Label>
                    <Form.Control
                      type="time"
                      value={row.startTime}
                      onChange={(e) => update(row.key, 'startTime', e.target.value)}
                      isInvalid={!!err.startTime}
                    />
                    <Form.Control.Feedback type="invalid">{err.startTime}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-6 col-sm-3 order-2 order-sm-0" controlId={`template-${row.key}-end`}>
                    <Form.Label className="small mb-0">Template {n} end time</Form.Label>
                    <Form.Control
                      type="time"
                      value={row.endTime}
                      onChange={(e) => update(row.key, 'endTime', e.target.value)}
                      isInvalid={!!err.endTime}
                    />
                    <Form.Control.Feedback type="invalid">{err.endTime}</Form.Control.Feedback>
                  </Form.Group>
                  <div
                    className="col-3 col-sm-1 order-1 order-sm-0 d-flex align-items-end justify-content-end"
                    style={{ minHeight: 58 }}
                  >
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => remove(row.key)}
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
          <Button variant="outline-primary" size="sm" onClick={add} disabled={saving}>
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
