import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectChosenFacilityId, selectScopeFacilities, selectShownFacility } from '../session/scope';
import { facilityChosen } from '../session/sessionSlice';

const FACILITY_NAME_LABEL = 'Facility Name';
const ALL_FACILITIES = 'All facilities';
const SELECT_A_FACILITY = 'Select a facility';

interface FacilitySelectProps {
  /** the select's id (its label points at it) */
  id: string;
  /**
   * Where `All facilities` may be chosen: the screens that show several facilities. Without it the screen shows one,
   * the first in scope while `All facilities` is the choice.
   */
  allowAll?: boolean;
  /** label and select on one line (a card's header) */
  inline?: boolean;
  /**
   * A form's own field instead of the portal's choice (the posting dialogs: the facility the shifts are for), with a
   * `Select a facility` placeholder and the message under the field.
   */
  field?: { input: FormSelectProps & { ref?: Ref<HTMLSelectElement> }; error: string | undefined };
}

/**
 * A company user's `Facility Name`: the one choice of facility every screen shows (session facilityChoice, mirrored
 * in the URL by useFacilityChoiceUrl), or a posting form's field.
 */
export function FacilitySelect({ id, allowAll = false, inline = false, field }: FacilitySelectProps) {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const chosen = useAppSelector(selectChosenFacilityId);
  const shown = useAppSelector(selectShownFacility);
  const options = facilities.map((f) => (
    <option key={f.id} value={f.id}>
      {f.facilityName}
    </option>
  ));

  if (field)
    return (
      <Form.Group className="mb-3" controlId={id}>
        <Form.Label>{FACILITY_NAME_LABEL}</Form.Label>
        <Form.Select {...field.input} isInvalid={!!field.error}>
          <option value="">{SELECT_A_FACILITY}</option>
          {options}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{field.error}</Form.Control.Feedback>
      </Form.Group>
    );

  return (
    <Form.Group controlId={id} className={inline ? 'd-flex align-items-center gap-2' : undefined}>
      <Form.Label className={inline ? 'mb-0 text-nowrap' : 'small mb-1'}>{FACILITY_NAME_LABEL}</Form.Label>
      <Form.Select
        size="sm"
        value={(allowAll ? chosen : shown?.id) ?? ''}
        onChange={(e) => dispatch(facilityChosen(e.target.value || null))}
        style={inline ? { maxWidth: 240 } : undefined}
      >
        {allowAll && <option value="">{ALL_FACILITIES}</option>}
        {options}
      </Form.Select>
    </Form.Group>
  );
}
