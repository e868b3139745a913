import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import { createAppSlice, profileLoaded, signedOut, type PortalUserType } from '../../lib/redux';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage';
import { reportError, setErrorUser } from '../../lib/errors';
import { setAnalyticsUser } from '../../lib/analytics';
import type { UserProfile } from '../../domain/types';
import type { AuthUser } from './authApi';

export interface AuthState {
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
  secretUserId: string | null;
  /** a registration is making the account: signed in already, but the form stays until it is done */
  accountSetup: boolean;
}

/** The impersonated user's portal failed to load; the signed-in admin must still reach the picker. */
const adminActingFailed = createAction<UserProfile>('auth/adminActingFailed');

const initialState: AuthState = {
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
};

export const authSlice = createAppSlice({
  name: 'auth',
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
    }),
    /** Asks the guard to load the profile again (after registration or impersonation). */
    profileInvalidated: create.reducer((state) => {
      state.profileStatus = 'idle';
      state.profileError = null;
    }),
    loadProfile: create.asyncThunk(
      async (_: void, { getState, dispatch }) => {
        const { auth } = getState() as { auth: AuthState };
        if (!auth.user) throw new Error('Not signed in');
        const { loadProfile } = await import('./profileApi');
        try {
          const profile = await loadProfile(auth.user.uid, auth.secretUserId);
          dispatch(profileLoaded(profile));
          setErrorUser(auth.user.uid);
          setAnalyticsUser(auth.user.uid);
          return profile;
        } catch (error) {
          reportError(error, { collection: 'user', operation: 'loadProfile' });
          const toastText = (error as { toast?: string }).toast;
          if (toastText) toast.error(toastText, { toastId: 'profile-error' });
          if (auth.secretUserId) {
            const { getUserProfile } = await import('./profileApi');
            const me = await getUserProfile(auth.user.uid).catch(() => null);
            if (me?.isAdmin === true && me.userType === 'admin') dispatch(adminActingFailed(me));
          }
          throw error;
        }
      },
      {
        pending: (state) => {
          state.profileStatus = 'loading';
          state.profileError = null;
        },
        fulfilled: (state, action) => {
          state.profileStatus = 'loaded';
          state.me = action.payload.me;
          state.acting = action.payload.acting;
          state.userType = action.payload.userType;
          state.isAdmin = action.payload.me?.isAdmin === true && action.payload.me.userType === 'admin';
        },
        rejected: (state, action) => {
          state.profileStatus = 'failed';
          state.profileError = action.error.message ?? 'Unknown error';
        },
      },
    ),
    accountSetupChanged: create.reducer((state, action: PayloadAction<boolean>) => {
      state.accountSetup = action.payload;
    }),
    setSecretUserId: create.reducer((state, action: PayloadAction<string | null>) => {
      state.secretUserId = action.payload || null;
      state.profileStatus = 'idle';
    }),
    logout: create.asyncThunk(async (_: void, { dispatch }) => {
      writeLocal(STORAGE_KEYS.secretUserId, null);
      const { signOutUser } = await import('./authApi');
      await signOutUser();
      dispatch(signedOut());
    }, {}),
  }),
  extraReducers: (builder) => {
    builder
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
  },
});

export const { authChanged, profileInvalidated, loadProfile, logout, accountSetupChanged } = authSlice.actions;
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
  selectAccountSetup,
} = authSlice.selectors;

/** Keeps the impersonated user id in local storage (cleared when empty) and reloads the profile. */
export const impersonate = (uid: string | null) => (dispatch: (a: unknown) => unknown) => {
  writeLocal(STORAGE_KEYS.secretUserId, uid);
  dispatch(authSlice.actions.setSecretUserId(uid));
};
