// What the shown user's portal covers: the facilities in scope (their own, or every facility of their
// company), in which zone times are shown, and whether the account is active.
import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import { DEFAULT_TZ, type Facility } from '../domain/types';
import { scopeKey, type FacilityScope } from '../lib/firebase/facilityChunks';
import {
  selectCompany,
  selectCompanyFacilities,
  selectFacility,
  selectFacilityChoice,
  selectUserType,
} from './sessionSlice';

/** The facilities whose data the shown user may see: their own, or every facility of their company. */
export const selectScopeFacilities = createSelector(
  [selectUserType, selectFacility, selectCompanyFacilities],
  (type, facility, companyFacilities): Facility[] =>
    type === 'company' ? companyFacilities : facility ? [facility] : [],
);

export const selectScopeFacilityIds = createSelector([selectScopeFacilities], (list) => list.map((f) => f.id));

/** Each facility in scope's company (null: none): what a new shift of the facility carries as its companyId. */
export const selectFacilityCompanies = createSelector([selectScopeFacilities], (list) =>
  Object.fromEntries(list.map((f) => [f.id, f.companyId ?? null])),
);

export const selectFacilitiesById = createSelector([selectScopeFacilities], (list) =>
  Object.fromEntries(list.map((f) => [f.id, f])),
);

/**
 * The facility a company user has chosen for every screen, if it is in scope; null: `All facilities` (and always for a
 * facility user, whose one facility is all there is).
 */
export const selectChosenFacilityId = createSelector(
  [selectUserType, selectFacilityChoice, selectScopeFacilityIds],
  (type, choice, ids): string | null => (type === 'company' && choice !== null && ids.includes(choice) ? choice : null),
);

/** The facilities a screen that shows several shows: the chosen one, or every facility in scope. */
export const selectShownFacilityIds = createSelector([selectChosenFacilityId, selectScopeFacilityIds], (chosen, ids) =>
  chosen === null ? ids : [chosen],
);

// the last scope returned is kept while an equal one is computed (lruMemoize compares with its cache, which holds the
// last result whether computed or found)
const keepEqualScope = {
  memoize: lruMemoize,
  memoizeOptions: { resultEqualityCheck: (a: FacilityScope, b: FacilityScope) => scopeKey(a) === scopeKey(b) },
};

/**
 * Every facility in scope, with the company for a company user: their shifts are read in one query on companyId (the
 * dashboard's cards that cover the whole scope). The same object while the ids and company stay (a facility's profile
 * changing restarts no listener).
 */
export const selectScope = createSelector(
  [selectUserType, selectCompany, selectScopeFacilityIds],
  (type, company, facilityIds): FacilityScope => ({
    facilityIds,
    companyId: type === 'company' ? (company?.id ?? null) : null,
  }),
  keepEqualScope,
);

/**
 * What a screen that shows several facilities reads: with `All facilities` chosen the whole scope (a company's shifts
 * in one query on companyId), else the chosen facility. Stable as selectScope is.
 */
export const selectShownScope = createSelector(
  [selectChosenFacilityId, selectScope],
  (chosen, scope): FacilityScope => (chosen === null ? scope : { facilityIds: [chosen], companyId: null }),
  keepEqualScope,
);

/**
 * The facility a screen that shows one facility shows: the chosen one, or with `All facilities` chosen the first in
 * scope (the choice itself stays `All facilities`, for the screens that show several).
 */
export const selectShownFacility = createSelector(
  [selectChosenFacilityId, selectScopeFacilities],
  (chosen, list): Facility | null => list.find((f) => f.id === chosen) ?? list[0] ?? null,
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
