// Every sign-in and registration step, as thunks: the screens dispatch these and switch on the rejected
// ThunkError's kind and code (Firebase Auth codes map to the spec's words in ./messages). The Api modules
// are imported lazily, so neither Auth nor Firestore delays the first paint of a signed-out screen.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError, type ErrorContext } from '../../lib/errors';
import { toThunkError, type ThunkError } from '../../lib/thunkError';
import { accountSetupChanged, profileInvalidated, type AuthUser } from '../../session/sessionSlice';
import type { Invite } from '../../domain/types';
import type { SocialProvider } from './authApi';
import type { OwnerSignup } from './profileApi';
import { LOGIN_UNEXPECTED, loginErrorMessage } from './messages';

type Rejects = { rejectValue: ThunkError };

/** The person's own mistakes (a wrong password, a closed popup) are not errors of the portal: not reported. */
function rejected(error: unknown, expected: (code: string) => boolean, context: ErrorContext): ThunkError {
  const value = toThunkError(error);
  if (!value.code || !expected(value.code)) reportError(error, context);
  return value;
}

const isLoginMistake = (code: string) => loginErrorMessage(code) !== LOGIN_UNEXPECTED;

export const signIn = createAsyncThunk<AuthUser, { email: string; password: string; remember: boolean }, Rejects>(
  'auth/signIn',
  async ({ email, password, remember }, { rejectWithValue }) => {
    try {
      const api = await import('./authApi');
      return await api.signInWithEmail(email, password, remember);
    } catch (error) {
      return rejectWithValue(rejected(error, isLoginMistake, { service: 'auth', operation: 'signIn' }));
    }
  },
);

export const POPUP_CLOSED_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

export const socialSignIn = createAsyncThunk<AuthUser, SocialProvider, Rejects>(
  'auth/socialSignIn',
  async (provider, { rejectWithValue }) => {
    try {
      const api = await import('./authApi');
      return await api.signInWithSocial(provider);
    } catch (error) {
      const closed = (code: string) => POPUP_CLOSED_CODES.includes(code);
      return rejectWithValue(rejected(error, closed, { service: 'auth', operation: 'socialSignIn', provider }));
    }
  },
);

const UNKNOWN_EMAIL_CODES = ['auth/user-not-found', 'auth/invalid-email'];

export const sendResetLink = createAsyncThunk<void, string, Rejects>(
  'auth/sendResetLink',
  async (email, { rejectWithValue }) => {
    try {
      const api = await import('./authApi');
      await api.sendReset(email);
    } catch (error) {
      const unknown = (code: string) => UNKNOWN_EMAIL_CODES.includes(code);
      return rejectWithValue(rejected(error, unknown, { service: 'auth', operation: 'sendPasswordReset' }));
    }
  },
);

const RESET_LINK_DEAD_CODES = ['auth/expired-action-code', 'auth/invalid-action-code'];

export const setNewPassword = createAsyncThunk<void, { code: string; password: string }, Rejects>(
  'auth/setNewPassword',
  async ({ code, password }, { rejectWithValue }) => {
    try {
      const api = await import('./authApi');
      await api.confirmReset(code, password);
    } catch (error) {
      const expected = (c: string) => c === 'auth/weak-password' || RESET_LINK_DEAD_CODES.includes(c);
      return rejectWithValue(rejected(error, expected, { service: 'auth', operation: 'resetPassword' }));
    }
  },
);

/** The invite of the invite page, or null when there is none by that id. */
export const loadInvite = createAsyncThunk<Invite | null, string, Rejects>(
  'auth/loadInvite',
  async (inviteId, { rejectWithValue }) => {
    try {
      const api = await import('./profileApi');
      return await api.getInvite(inviteId);
    } catch (error) {
      reportError(error, { collection: 'invites', operation: 'get' });
      return rejectWithValue(toThunkError(error));
    }
  },
);

/** The records a new account starts with: an owner's user and pending facility or company, or an invitee's. */
type NewProfile =
  | { kind: 'facilityOwner' | 'companyOwner'; signup: OwnerSignup }
  | { kind: 'invitee'; invite: Invite; firstName: string; lastName: string };

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
  profile: NewProfile;
}

const COLLECTION_OF = {
  facilityOwner: 'facilities',
  companyOwner: 'companies',
  invitee: 'invites',
} as const;

/**
 * Registration, the wizard and invite signup alike: the Firebase account, then its profile records. A failed
 * profile write discards the new account, so the same email can try again. While it runs the session knows
 * an account is being set up (the signed-out screens stay until it is done); at the end the profile is
 * loaded afresh.
 */
export const createAccount = createAsyncThunk<AuthUser, NewAccount, Rejects>(
  'auth/createAccount',
  async ({ email, password, displayName, profile }, { dispatch, rejectWithValue }) => {
    dispatch(accountSetupChanged(true));
    try {
      const [authApi, profileApi] = await Promise.all([import('./authApi'), import('./profileApi')]);
      const user = await authApi.createAccount(email, password, displayName);
      try {
        if (profile.kind === 'invitee')
          await profileApi.acceptInvite(user.uid, profile.invite, profile.firstName, profile.lastName);
        else if (profile.kind === 'companyOwner') await profileApi.registerCompanyOwner(user.uid, profile.signup);
        else await profileApi.registerFacilityOwner(user.uid, profile.signup);
      } catch (error) {
        await authApi.discardNewAccount();
        throw error;
      }
      dispatch(profileInvalidated());
      return user;
    } catch (error) {
      // an auth/ code is the person's (an email in use, a weak password); anything else is ours
      const context = { collection: COLLECTION_OF[profile.kind], operation: 'register' };
      return rejectWithValue(rejected(error, (code) => code.startsWith('auth/'), context));
    } finally {
      dispatch(accountSetupChanged(false));
    }
  },
);
