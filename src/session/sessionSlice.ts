// The session: who is signed in, whom an internal admin acts for, and the facility or company (with its
// facilities) whose portal is shown. Every feature reads these from here and from ./scope, never from
// another feature, and reacts to the session actions of lib/redux (signedOut, actingChanged, ...).
import { byFacilityName } from '../domain/companyDirectory';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { toast } from '../lib/toast';
import {
  actingChanged,
  createAppSlice,
  facilityUpdated,
  profileLoaded,
  signedOut,
  type LoadedProfile,
  type PortalUserType,
} from '../lib/redux';
import { readLocal, STORAGE_KEYS, writeLocal } from '../lib/storage';
import { reportError, setErrorUser } from '../lib/errors';
import { setAnalyticsUser } from '../lib/analytics';
import { toThunkError, type ThunkError } from '../lib/thunkError';
import type { Company, Facility, UserProfile } from '../domain/types';
import type { AuthUser } from './authSession';

export type { AuthUser };

interface SessionState {
  /** 'unknown' until the first auth check completes */
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: AuthUser | null;
  profileStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  profileError: string | null;
  isAdmin: boolean;
  me: UserProfile | null;
  /** the user whose portal is shown: the signed-in user, or the impersonated one */
  acting: UserProfile | null;
  userType: PortalUserType | null;
  /** the user an internal admin acts for (kept in local storage, as the spec says) */
  secretUserId: string | null;
  /** a registration is making the account: signed in already, but the form stays until it is done */
  accountSetup: boolean;
  /** a facility user's facility (spec: client state 'facility profile') */
  facility: Facility | null;
  /** a company user's company and its facilities by name (spec: 'company profile', 'facility list') */
  company: Company | null;
  companyFacilities: Facility[];
  /**
   * A company user's choice of facility for every screen (null: `All facilities`), mirrored in the URL's
   * `?facility=` (see ./scope's selectChosenFacilityId and components/useFacilityChoiceUrl).
   */
  facilityChoice: string | null;
}

/** What a feature's thunk state includes of the session: `{ shifts: ShiftsState } & SessionView`. */
export type SessionView = { session: SessionState };

declare module '../lib/redux' {
  interface AppState {
    session: SessionState;
  }
}

/** The impersonated user's portal failed to load; the signed-in admin must still reach the picker. */
const adminActingFailed = createAction<UserProfile>('session/adminActingFailed');

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  profileStatus: 'idle',
  profileError: null,
  isAdmin: false,
  me: null,
  acting: null,
  userType: null,
  secretUserId: readLocal(STORAGE_KEYS.secretUserId),
  accountSetup: false,
  facility: null,
  company: null,
  companyFacilities: [],
  facilityChoice: null,
};

export const sessionSlice = createAppSlice({
  name: 'session',
  initialState,
  reducers: (create) => ({
    authChanged: create.reducer((state, action: PayloadAction<AuthUser | null>) => {
      const changedUser = state.user?.uid !== action.payload?.uid;
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
      if (changedUser) {
        state.profileStatus = 'idle';
        state.profileError = null;
      }
      // nobody signed in acts for anybody: the next admin to sign in starts at the picker
      if (!action.payload) state.secretUserId = null;
    }),
    /** Asks the guard to load the profile again (after registration or an account change). */
    profileInvalidated: create.reducer((state) => {
      state.profileStatus = 'idle';
      state.profileError = null;
    }),
    loadProfile: create.asyncThunk<LoadedProfile, void, { rejectValue: ThunkError }>(
      async (_, { getState, dispatch, rejectWithValue }) => {
        const { session } = getState() as { session: SessionState };
        if (!session.user) return rejectWithValue({ kind: 'refused', message: 'Not signed in' });
        const api = await import('./sessionApi');
        try {
          const profile = await api.loadProfile(session.user.uid, session.secretUserId);
          dispatch(profileLoaded(profile));
          setErrorUser(session.user.uid);
          setAnalyticsUser(session.user.uid);
          return profile;
        } catch (error) {
          reportError(error, { collection: 'user', operation: 'loadProfile' });
          const toastText = error instanceof api.ProfileError ? error.toast : undefined;
          if (toastText) toast.error(toastText, { toastId: 'profile-error' });
          if (session.secretUserId) {
            const me = await api.getUserProfile(session.user.uid).catch(() => null);
            if (me?.isAdmin === true && me.userType === 'admin') dispatch(adminActingFailed(me));
          }
          return rejectWithValue(toThunkError(error));
        }
      },
      {
        pending: (state) => {
          state.profileStatus = 'loading';
          state.profileError = null;
        },
        rejected: (state, action) => {
          state.profileStatus = 'failed';
          state.profileError = action.payload?.message ?? action.error.message ?? 'Unknown error';
        },
      },
    ),
    accountSetupChanged: create.reducer((state, action: PayloadAction<boolean>) => {
      state.accountSetup = action.payload;
    }),
    /** The spec's 'Create facility from the company screen': the new facility joins the company's list. */
    facilityAdded: create.reducer((state, action: PayloadAction<Facility>) => {
      state.companyFacilities.push(action.payload);
      state.companyFacilities.sort(byFacilityName);
    }),
    /**
     * The facility's team as the server has it now (membershipWatch): only who its members are and their roles, so
     * that a late snapshot never puts back an older copy of the rest (a block, a template) over a newer one.
     */
    membershipChanged: create.reducer(
      (state, action: PayloadAction<Pick<Facility, 'id' | 'ownerId' | 'adminIds' | 'memberRoles'>>) => {
        const { id, ownerId, adminIds, memberRoles } = action.payload;
        const f = state.facility;
        const team = (t: typeof action.payload) => JSON.stringify([t.ownerId, t.adminIds, t.memberRoles]);
        if (f?.id === id && team(f) !== team(action.payload)) Object.assign(f, { ownerId, adminIds, memberRoles });
      },
    ),
    /** A company user chooses a facility (null: `All facilities`); an id outside the company is ignored. */
    facilityChosen: create.reducer((state, action: PayloadAction<string | null>) => {
      const id = action.payload;
      if (id === null || (state.userType === 'company' && state.companyFacilities.some((f) => f.id === id)))
        state.facilityChoice = id;
    }),
  }),
  extraReducers: (builder) => {
    builder
      .addCase(profileLoaded, (state, action) => {
        const p = action.payload;
        state.profileStatus = 'loaded';
        state.me = p.me;
        state.acting = p.acting;
        state.userType = p.userType;
        state.isAdmin = p.me?.isAdmin === true && p.me.userType === 'admin';
        state.facility = p.facility;
        state.company = p.company;
        state.companyFacilities = p.facilities;
      })
      .addCase(facilityUpdated, (state, action) => {
        if (state.facility?.id === action.payload.id) state.facility = action.payload;
        const i = state.companyFacilities.findIndex((f) => f.id === action.payload.id);
        if (i >= 0) state.companyFacilities[i] = action.payload;
      })
      .addCase(actingChanged, (state, action) => {
        state.secretUserId = action.payload || null;
        state.profileStatus = 'idle';
        state.profileError = null;
        state.acting = null;
        state.userType = null;
        state.facility = null;
        state.company = null;
        state.companyFacilities = [];
        state.facilityChoice = null;
      })
      .addCase(signedOut, () => ({ ...initialState, status: 'signedOut' as const, secretUserId: null }))
      .addCase(adminActingFailed, (state, action) => {
        state.isAdmin = true;
        state.me = action.payload;
        state.acting = null;
        state.userType = null;
      });
  },
  selectors: {
    selectAuthStatus: (s) => s.status,
    selectAuthUser: (s) => s.user,
    selectProfileStatus: (s) => s.profileStatus,
    selectProfileError: (s) => s.profileError,
    selectIsAdmin: (s) => s.isAdmin,
    selectUserType: (s) => s.userType,
    selectActingUser: (s) => s.acting,
    selectSecretUserId: (s) => s.secretUserId,
    selectAccountSetup: (s) => s.accountSetup,
    /** the id whose data is shown: the impersonated user for an admin */
    selectActingUid: (s) => (s.isAdmin ? s.secretUserId : (s.user?.uid ?? null)),
    /** 'act on behalf of the signed-in user id' (never the impersonated one): who writes */
    selectSignedInUid: (s) => s.user?.uid ?? null,
    selectFacility: (s) => s.facility,
    selectCompany: (s) => s.company,
    selectCompanyFacilities: (s) => s.companyFacilities,
    selectFacilityChoice: (s) => s.facilityChoice,
  },
});

export const {
  authChanged,
  profileInvalidated,
  loadProfile,
  accountSetupChanged,
  facilityAdded,
  facilityChosen,
  membershipChanged,
} = sessionSlice.actions;
export const {
  selectAuthStatus,
  selectAuthUser,
  selectProfileStatus,
  selectProfileError,
  selectIsAdmin,
  selectUserType,
  selectActingUser,
  selectSecretUserId,
  selectActingUid,
  selectSignedInUid,
  selectAccountSetup,
  selectFacility,
  selectCompany,
  selectCompanyFacilities,
  selectFacilityChoice,
} = sessionSlice.selectors;

/**
 * An internal admin chooses whom to act for (null: nobody): kept in local storage, every feature forgets what it
 * showed of the previous user (actingChanged), and the chosen user's profile loads (sessionApi's loadProfile, which
 * reads it as the admin: the rules' isInternalAdmin admits it). A reload finds the choice in local storage, and the
 * guard loads the profile then.
 */
export const impersonate = (uid: string | null) => (dispatch: (a: unknown) => unknown) => {
  writeLocal(STORAGE_KEYS.secretUserId, uid);
  dispatch(actingChanged(uid || null));
  void dispatch(loadProfile());
};

/**
 * The session is over, whoever ended it (Logout here, a sign-out in another tab, an expired sign-in): every slice
 * forgets it, and so does local storage, where an admin's impersonation would otherwise outlive it.
 */
export const sessionOver = () => (dispatch: (a: unknown) => unknown) => {
  writeLocal(STORAGE_KEYS.secretUserId, null);
  dispatch(signedOut());
};

/**
 * Ends every kind of session before it resolves, so that a page saying "signed out" is shown only once nobody is
 * (a shared nursing-station computer): an admin's impersonation first (so that no later step can leave it behind),
 * then Firebase Auth's stored sign-in, then what this tab holds. Safe to run when nobody is signed in.
 */
export const logout = () => async (dispatch: (a: unknown) => unknown) => {
  writeLocal(STORAGE_KEYS.secretUserId, null);
  const { signOutUser } = await import('./authSession');
  await signOutUser();
  dispatch(sessionOver());
};
