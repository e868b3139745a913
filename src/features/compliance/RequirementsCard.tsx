import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Card } from '../../components/Card';
import { useAppDispatch } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { errorText } from '../../lib/thunkError';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  savedOrDefaultRequirements,
  type DocumentRequirements,
  type DocumentType,
} from '../../domain/compliance';
import { POSITIONS, type Facility } from '../../domain/types';
import { saveRequirements } from './complianceSlice';
import {
  COVID_BY_FACILITY,
  DEFAULTS_NOTE,
  POSITION_COLUMN,
  REQUIREMENTS_NOTE,
  REQUIREMENTS_REFUSED,
  REQUIREMENTS_SAVE_FAILED,
  REQUIREMENTS_SAVED,
  REQUIREMENTS_TITLE,
  SAVE_REQUIREMENTS,
} from './messages';
import { useMayDo } from '../../session/teamRole';

const HEADING_ID = 'table-document-requirements';

/**
 * 'Document requirements': a row per position, a checkbox per document (`{Position}: {Document}`), starting from the
 * saved requirements or the defaults. COVID vaccination is ticked and locked while the facility requires it. The page
 * keys it by the facility and its stored requirements, so another facility or a save starts it from what is stored.
 */
export function RequirementsCard({ facility }: { facility: Facility }) {
  const dispatch = useAppDispatch();
  const stored = facility.documentRequirements;
  const [draft, setDraft] = useState<DocumentRequirements>(() => savedOrDefaultRequirements(facility));
  const [saving, setSaving] = useState(false);
  // the requirements are the Scheduler's (and the Owner's) to change; others read them
  const mayChange = useMayDo('compliance');

  const covidForced = facility.requiresCovidVaccination;
  const toggle = (position: (typeof POSITIONS)[number], type: DocumentType, on: boolean) =>
    setDraft((d) => ({
      ...d,
      [position]: DOCUMENT_TYPES.filter((t) => (t === type ? on : d[position].includes(t))),
    }));

  const save = async () => {
    setSaving(true);
    try {
      await dispatch(saveRequirements({ facilityId: facility.id, requirements: draft })).unwrap();
      toast.success(REQUIREMENTS_SAVED);
    } catch (err) {
      toast.error(errorText(err, { refused: REQUIREMENTS_REFUSED, failed: REQUIREMENTS_SAVE_FAILED }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto" id={HEADING_ID}>
          {REQUIREMENTS_TITLE}
        </h2>
        {mayChange && (
          <Button size="sm" onClick={() => void save()} disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {SAVE_REQUIREMENTS}
          </Button>
        )}
      </Card.Header>
      <Card.Body className="pb-0">
        <p className="small text-body-secondary mb-2">
          {REQUIREMENTS_NOTE}
          {stored === null && ` ${DEFAULTS_NOTE}`}
        </p>
      </Card.Body>
      <Table responsive className="mb-0 align-middle" aria-labelledby={HEADING_ID}>
        <thead>
          <tr>
            <th scope="col">{POSITION_COLUMN}</th>
            {DOCUMENT_TYPES.map((t) => (
              <th key={t} scope="col" className="text-center">
                {DOCUMENT_LABELS[t]}
                {t === 'covidVaccination' && covidForced && (
                  <div className="small fw-normal text-body-secondary">{COVID_BY_FACILITY}</div>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {POSITIONS.map((position) => (
            <tr key={position}>
              <th scope="row">{position}</th>
              {DOCUMENT_TYPES.map((t) => {
                const forced = t === 'covidVaccination' && covidForced;
                return (
                  <td key={t} className="text-center">
                    <Form.Check
                      className="d-inline-block"
                      id={`requirement-${position}-${t}`}
                      aria-label={`${position}: ${DOCUMENT_LABELS[t]}`}
                      checked={forced || draft[position].includes(t)}
                      disabled={forced || saving || !mayChange}
                      onChange={(e) => toggle(position, t, e.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
