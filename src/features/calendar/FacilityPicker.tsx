import Form from 'react-bootstrap/Form';
import type { Facility } from '../../domain/types';
import { FACILITY_LABEL } from './messages';

/** 'company users also get a facility dropdown defaulting to the first facility' */
export function FacilityPicker({
  facilities,
  value,
  onChange,
}: {
  facilities: readonly Facility[];
  value: string;
  onChange: (facilityId: string) => void;
}) {
  return (
    <Form.Group controlId="calendar-facility" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0">{FACILITY_LABEL}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 240 }}>
        {facilities.map((f) => (
          <option key={f.id} value={f.id}>
            {f.facilityName}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
