// Selectors that span the session slices: which facilities the shown user works with, and in which zone.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';
import { DEFAULT_TZ, type Facility } from '../domain/types';

const selectFacilityProfile = (s: RootState) => s.facility.profile;
const selectCompanyFacilityList = (s: RootState) => s.company.facilities;
const selectType = (s: RootState) => s.auth.userType;

/** The facilities whose data the shown user may see: their own, or every facility of their company. */
export const selectScopeFacilities = createSelector(
  [selectType, selectFacilityProfile, selectCompanyFacilityList],
  (type, facility, companyFacilities): Facility[] =>
    type === 'company' ? companyFacilities : facility ? [facility] : [],
);

export const selectScopeFacilityIds = createSelector([selectScopeFacilities], (list) => list.map((f) => f.id));

export const selectFacilitiesById = createSelector([selectScopeFacilities], (list) =>
  Object.fromEntries(list.map((f) => [f.id, f])),
);

/** The time zone of a facility user's facility; company users see local times (spec: shift table). */
export const selectDisplayTz = (s: RootState): string | null =>
  s.auth.userType === 'facility' ? (s.facility.profile?.tz ?? DEFAULT_TZ) : null;

/** Active accounts unlock the menu and the add-shift prompts. */
export const selectAccountStatus = (s: RootState) =>
  s.auth.userType === 'company' ? (s.company.profile?.status ?? null) : (s.facility.profile?.status ?? null);

export const selectIsActive = (s: RootState) => selectAccountStatus(s) === 'active';

export const selectDisplayName = (s: RootState) =>
  s.auth.userType === 'company' ? (s.company.profile?.companyName ?? '') : (s.facility.profile?.facilityName ?? '');
