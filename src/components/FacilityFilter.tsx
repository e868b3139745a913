import Form from 'react-bootstrap/Form';
import { useAppSelector } from '../lib/hooks';
import { selectScopeFacilities } from '../session/scope';

const FACILITY_FILTER_LABEL = 'Facility';
const ALL_FACILITIES = 'All facilities';

/**
 * A company user's choice of `All facilities` (null) or one of the facilities in scope, on the screens that show a
 * company's data facility by facility (/workers, a worker, /activity, /insights).
 */
export function FacilityFilter({
  id,
  facilityId,
  onChange,
}: {
  /** the select's id (its label points at it) */
  id: string;
  facilityId: string | null;
  onChange: (facilityId: string | null) => void;
}) {
  const facilities = useAppSelector(selectScopeFacilities);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{FACILITY_FILTER_LABEL}</Form.Label>
      <Form.Select size="sm" value={facilityId ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{ALL_FACILITIES}</option>
        {facilities.map((f) => (
          <option key={f.id} value={f.id}>
            {f.facilityName}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
