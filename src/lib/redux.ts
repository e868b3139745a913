import {
  asyncThunkCreator,
  buildCreateSlice,
  createAction,
  isAnyOf,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
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
/** An internal admin chose whom to act for (null: nobody): everything shown of the previous user goes. */
export const actingChanged = createAction<string | null>('session/actingChanged');

/**
 * The store's state, as each slice declares its part in its own file
 * (`declare module '../../lib/redux' { interface AppState { shifts: ShiftsState } }`), so that features and
 * shared code type their selectors and getState without importing the app; app/store checks that the
 * store it makes has exactly this state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppState {}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

/** The shown user's portal ends: signed out, or an admin now acts for someone else. Nothing of it may stay. */
export const sessionEnded = isAnyOf(signedOut, actingChanged);

/** Where a read stands, in every slice. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
