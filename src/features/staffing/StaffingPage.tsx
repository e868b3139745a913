import { useEffect } from 'react';
import { FacilitySelect } from '../../components/FacilitySelect';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectShownFacility } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { CoverageSection } from './CoverageSection';
import { STAFFING_TITLE } from './messages';
import { NeedsForm } from './NeedsForm';
import { loadNeeds } from './staffingSlice';

/** /staffing: the facility's needs per template, position and weekday, and how a week's shifts cover them. */
export default function StaffingPage() {
  const dispatch = useAppDispatch();
  const isCompany = useAppSelector(selectUserType) === 'company';
  // a company user's choice, else the first facility in scope (a facility user's own)
  const facility = useAppSelector(selectShownFacility);
  const facilityId = facility?.id ?? null;
  useEffect(() => {
    if (facilityId) void dispatch(loadNeeds(facilityId));
  }, [dispatch, facilityId]);

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{STAFFING_TITLE}</h1>
        {isCompany && <FacilitySelect id="staffing-facility" />}
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
