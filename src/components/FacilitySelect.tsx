import type { Ref, SelectHTMLAttributes } from 'react';
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
  /**
   * A form's own field instead of the portal's choice (the posting dialogs: the facility the shifts are for), with a
   * `Select a facility` placeholder and the message under the field.
   */
  field?: { input: SelectInput; error: string | undefined };
}

/** A select's own props: a form library's registration, or a value and its handler. */
type SelectInput = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

// Plain elements with Bootstrap's classes: react-bootstrap's Form would add 4 KiB of JS to the dashboard's list.
/**
 * A company user's `Facility Name`: the one choice of facility every screen shows (session facilityChoice, mirrored
 * in the URL by useFacilityChoiceUrl), or a posting form's field.
 */
export function FacilitySelect({ id, allowAll = false, field }: FacilitySelectProps) {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const chosen = useAppSelector(selectChosenFacilityId);
  const shown = useAppSelector(selectShownFacility);
  const input: SelectInput = field
    ? field.input
    : {
        value: (allowAll ? chosen : shown?.id) ?? '',
        onChange: (e) => dispatch(facilityChosen(e.target.value || null)),
      };
  const first = field ? SELECT_A_FACILITY : allowAll ? ALL_FACILITIES : null;
  return (
    <div className={field ? 'mb-3' : undefined}>
      <label className={field ? 'form-label' : 'form-label small mb-1'} htmlFor={id}>
        {FACILITY_NAME_LABEL}
      </label>
      <select
        id={id}
        className={`form-select${field ? '' : ' form-select-sm'}${field?.error ? ' is-invalid' : ''}`}
        {...input}
      >
        {first && <option value="">{first}</option>}
        {facilities.map((f) => (
          <option key={f.id} value={f.id}>
            {f.facilityName}
          </option>
        ))}
      </select>
      {field?.error && <div className="invalid-feedback">{field.error}</div>}
    </div>
  );
}
