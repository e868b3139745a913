import Form from 'react-bootstrap/Form';
import { useAppSelector } from '../lib/hooks';
import { selectScopeFacilities } from '../session/scope';

const FACILITY_NAME_LABEL = 'Facility Name';

/**
 * A company user's choice of one of the facilities in scope, on the screens that show one facility at a time
 * (/compliance): `Facility Name`, the first facility until another is chosen.
 */
export function FacilityChoice({
  id,
  facilityId,
  onChange,
}: {
  /** the select's id (its label points at it) */
  id: string;
  facilityId: string;
  onChange: (facilityId: string) => void;
}) {
  const facilities = useAppSelector(selectScopeFacilities);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{FACILITY_NAME_LABEL}</Form.Label>
      <Form.Select size="sm" value={facilityId} onChange={(e) => onChange(e.target.value)}>
        {facilities.map((f) => (
          <option key={f.id} value={f.id}>
            {f.facilityName}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
