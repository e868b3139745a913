// What feature thunks read of the session, typed by its shape, so that no feature imports the app (its
// RootState) or another feature. The auth, facility and company slices provide it until they become one
// session module; then only this file changes.
import type { PortalUserType } from './redux';
import type { Facility, UserProfile } from '../domain/types';

export interface SessionView {
  auth: {
    user: { uid: string } | null;
    me: Pick<UserProfile, 'firstName' | 'lastName'> | null;
    userType: PortalUserType | null;
    isAdmin: boolean;
    secretUserId: string | null;
  };
  facility: { profile: Facility | null };
  company: { facilities: Facility[] };
}

/** 'act on behalf of the signed-in user id' (never the impersonated one): who writes. */
export const signedInUid = (s: SessionView): string | null => s.auth.user?.uid ?? null;

/** The id whose data is shown: the impersonated user for an admin. */
export const actingUid = (s: SessionView): string | null =>
  s.auth.isAdmin ? s.auth.secretUserId : (s.auth.user?.uid ?? null);

/** The facilities whose data the shown user may see: their own, or every facility of their company. */
export const scopeFacilities = (s: SessionView): Facility[] =>
  s.auth.userType === 'company' ? s.company.facilities : s.facility.profile ? [s.facility.profile] : [];

export const scopeFacilityIds = (s: SessionView): string[] => scopeFacilities(s).map((f) => f.id);
