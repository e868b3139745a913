import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { CoverageSection } from './CoverageSection';
import { FACILITY_LABEL, STAFFING_TITLE } from './messages';
import { NeedsForm } from './NeedsForm';
import { loadNeeds } from './staffingSlice';

/** /staffing: the facility's needs per template, position and weekday, and how a week's shifts cover them. */
export default function StaffingPage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const [chosenId, setChosenId] = useState<string | null>(null);
  // a company user's choice, else the first facility in scope (a facility user's own)
  const facility = facilities.find((f) => f.id === chosenId) ?? facilities[0] ?? null;
  const facilityId = facility?.id ?? null;
  useEffect(() => {
    if (facilityId) void dispatch(loadNeeds(facilityId));
  }, [dispatch, facilityId]);

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{STAFFING_TITLE}</h1>
        {isCompany && (
          <Form.Group controlId="staffing-facility">
            <Form.Label className="small mb-1">{FACILITY_LABEL}</Form.Label>
            <Form.Select size="sm" value={facilityId ?? ''} onChange={(e) => setChosenId(e.target.value)}>
              {facilities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.facilityName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </div>
      {facility && (
        <>
          <NeedsForm key={facility.id} facility={facility} />
          <CoverageSection key={`coverage-${facility.id}`} facility={facility} />
        </>
      )}
    </>
  );
}
