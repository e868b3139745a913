// The facilities a posting dialog (Add Shift, Post several, Copy a week) posts for: a facility user's own, or the one
// a company user chooses in the form; the one the form starts on; and each one's rules (its zone, its positions).
import { useAppSelector } from '../../lib/hooks';
import { selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { DEFAULT_TZ } from '../../domain/types';
import { facilityRules } from './shiftForm';

export function usePostingFacilities(initialFacilityId?: string) {
  const userType = useAppSelector(selectUserType);
  const isCompany = userType === 'company';
  const facilities = useAppSelector(selectScopeFacilities);
  const ownFacility = isCompany ? null : (facilities[0] ?? null);
  // the facility the form starts on: a company user's only when it is one of theirs
  const startFacility = ownFacility ?? facilities.find((f) => f.id === initialFacilityId) ?? null;
  const fallbackTz = facilities[0]?.tz ?? DEFAULT_TZ;
  /** the facility a form's facilityId names: the company's chosen one, or the facility user's own */
  const facilityOf = (id: string) => (isCompany ? (facilities.find((f) => f.id === id) ?? null) : ownFacility);
  const rulesOf = (id: string) => facilityRules(facilityOf(id), fallbackTz);
  // the schemas' isCompany: unknown (null) until the user's kind is
  const companyKnown = userType ? isCompany : null;
  return { isCompany, companyKnown, facilities, startFacility, fallbackTz, facilityOf, rulesOf };
}
