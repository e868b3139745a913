import {
  asyncThunkCreator,
  buildCreateSlice,
  combineSlices,
  createAction,
  isAnyOf,
  type Reducer,
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

/**
 * The store's reducer. Each slice joins it from its own module (`addSlice`), so a feature's slice, and the code
 * it pulls in, loads with the first screen that uses it rather than with the login (RTK's lazy-loaded slices).
 */
export const rootReducer = combineSlices().withLazyLoadedSlices<AppState>();

/** Dispatched when a slice joins, so the store holds its initial state before any screen selects from it. */
const sliceAdded = createAction<string>('app/sliceAdded');

let dispatchToStore: ((action: UnknownAction) => unknown) | undefined;

/** The store made last (the app has one) hears of slices that join after it was made. */
export function connectSliceLoading(dispatch: (action: UnknownAction) => unknown): void {
  dispatchToStore = dispatch;
}

/** A slice joins the store's reducer; called once at the end of each slice's module. Its name and state must be
 * the part it declared in AppState (the typecheck says so). */
export function addSlice<K extends keyof AppState & string>(slice: {
  reducerPath: K;
  reducer: Reducer<AppState[K]>;
}): void {
  // the signature above is the check; inject's own overloads cannot follow a generic key
  rootReducer.inject(slice as never);
  dispatchToStore?.(sliceAdded(slice.reducerPath));
}

/** The shown user's portal ends: signed out, or an admin now acts for someone else. Nothing of it may stay. */
export const sessionEnded = isAnyOf(signedOut, actingChanged);

/** Where a read stands, in every slice. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
