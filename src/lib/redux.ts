import { asyncThunkCreator, buildCreateSlice, createAction, isAnyOf } from '@reduxjs/toolkit';
import type { Company, Facility, UserProfile } from '../domain/types';

/** createSlice with the async thunk creator, as in the Redux team's templates. */
export const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } });

export type PortalUserType = 'facility' | 'company';

/** The loaded profile of the user whose portal is shown (the impersonated one for an admin). */
export interface LoadedProfile {
  me: UserProfile | null;
  acting: UserProfile | null;
  userType: PortalUserType | null;
  facility: Facility | null;
  company: Company | null;
  facilities: Facility[];
}

// Session-wide actions every slice may react to; they live here so features need not import each other.
export const signedOut = createAction('session/signedOut');
export const profileLoaded = createAction<LoadedProfile>('session/profileLoaded');
export const facilityUpdated = createAction<Facility>('session/facilityUpdated');
/** An admin switched the user they act for (null: back to their own picker); the payload is the new uid. */
export const actingChanged = createAction<string | null>('session/actingChanged');

/** The shown user's portal ends: signed out, or an admin now acts for someone else. Nothing of it may stay. */
export const sessionEnded = isAnyOf(signedOut, actingChanged);

/** Where a read stands, in every slice. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
