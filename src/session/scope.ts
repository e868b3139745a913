// What the shown user's portal covers: the facilities in scope (their own, or every facility of their
// company), in which zone times are shown, and whether the account is active.
import { createSelector } from '@reduxjs/toolkit';
import { DEFAULT_TZ, type Facility } from '../domain/types';
import { selectCompany, selectCompanyFacilities, selectFacility, selectUserType } from './sessionSlice';

/** The facilities whose data the shown user may see: their own, or every facility of their company. */
export const selectScopeFacilities = createSelector(
  [selectUserType, selectFacility, selectCompanyFacilities],
  (type, facility, companyFacilities): Facility[] =>
    type === 'company' ? companyFacilities : facility ? [facility] : [],
);

export const selectScopeFacilityIds = createSelector([selectScopeFacilities], (list) => list.map((f) => f.id));

export const selectFacilitiesById = createSelector([selectScopeFacilities], (list) =>
  Object.fromEntries(list.map((f) => [f.id, f])),
);

/** The time zone of a facility user's facility; company users see local times (spec: shift table). */
export const selectDisplayTz = createSelector([selectUserType, selectFacility], (type, facility): string | null =>
  type === 'facility' ? (facility?.tz ?? DEFAULT_TZ) : null,
);

/** Active accounts unlock the menu and the add-shift prompts. */
export const selectAccountStatus = createSelector([selectUserType, selectCompany, selectFacility], (type, c, f) =>
  type === 'company' ? (c?.status ?? null) : (f?.status ?? null),
);

export const selectIsActive = createSelector([selectAccountStatus], (status) => status === 'active');

export const selectDisplayName = createSelector([selectUserType, selectCompany, selectFacility], (type, c, f) =>
  type === 'company' ? (c?.companyName ?? '') : (f?.facilityName ?? ''),
);

/** The shown user's avatar: the company's or the facility's. */
export const selectAvatar = createSelector([selectUserType, selectCompany, selectFacility], (type, c, f) =>
  type === 'company' ? c?.companyAvatar : f?.facilityAvatar,
);
