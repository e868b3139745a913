// Every sign-in and registration step: the screens dispatch these thunks and switch on the rejected ThunkError's kind
// and code (Firebase Auth codes map to the spec's words in ./messages). Auth (./authApi) and src/data are imported
// lazily, so neither Auth nor Firestore delays the first paint of a signed-out screen. The slice keeps the invite
// the invite page shows; it belongs to the page's link, not to a session, so a session's end leaves it.
import { addSlice, createAppSlice, type LoadStatus } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { toThunkError } from '../../lib/thunkError';
import { withDb } from '../../data/db';
import { accountSetupChanged, profileInvalidated } from '../../session/sessionSlice';
import type { Invite } from '../../domain/types';
import type { OwnerSignup } from '../../data/signup';
import type { SocialProvider } from './authApi';
import { LOGIN_UNEXPECTED, loginErrorMessage } from './messages';

interface AuthState {
  /** the invite page's invite (null: none by that id) and its read */
  invite: { id: string | null; status: LoadStatus; invite: Invite | null };
}

const initialState: AuthState = { invite: { id: null, status: 'idle', invite: null } };

const authApi = () => import('./authApi');
const signupData = () => import('../../data/signup');

/**
 * `run`, where the person's own mistakes (a wrong password, a closed popup: the codes `expected` accepts) are not
 * errors of the portal: they reject as their ThunkError, unreported; anything else is reported.
 */
async function personal<T>(expected: (code: string) => boolean, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const value = toThunkError(error);
    throw value.code && expected(value.code) ? value : error;
  }
}

const isLoginMistake = (code: string) => loginErrorMessage(code) !== LOGIN_UNEXPECTED;
export const POPUP_CLOSED_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];
const UNKNOWN_EMAIL_CODES = ['auth/user-not-found', 'auth/invalid-email'];
const RESET_LINK_DEAD_CODES = ['auth/expired-action-code', 'auth/invalid-action-code'];

/** The records a new account starts with: an owner's user and pending facility or company, or an invitee's. */
type NewProfile =
  | { kind: 'facilityOwner' | 'companyOwner'; signup: OwnerSignup }
  | { kind: 'invitee'; invite: Invite; firstName: string; lastName: string };

interface NewAccount {
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

type Dispatch = (action: ReturnType<typeof accountSetupChanged | typeof profileInvalidated>) => unknown;

const authSlice = createAppSlice({
  name: 'auth',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      signIn: thunk(
        reported(
          { service: 'auth', operation: 'signIn' },
          ({ email, password, remember }: { email: string; password: string; remember: boolean }) =>
            personal(isLoginMistake, async () => (await authApi()).signInWithEmail(email, password, remember)),
        ),
      ),
      socialSignIn: thunk(
        reported(
          (provider: SocialProvider) => ({ service: 'auth', operation: 'socialSignIn', provider }),
          (provider: SocialProvider) =>
            personal(
              (code) => POPUP_CLOSED_CODES.includes(code),
              async () => (await authApi()).signInWithSocial(provider),
            ),
        ),
      ),
      sendResetLink: thunk(
        reported({ service: 'auth', operation: 'sendPasswordReset' }, (email: string) =>
          personal(
            (code) => UNKNOWN_EMAIL_CODES.includes(code),
            async () => (await authApi()).sendReset(email),
          ),
        ),
      ),
      setNewPassword: thunk(
        reported(
          { service: 'auth', operation: 'resetPassword' },
          ({ code, password }: { code: string; password: string }) =>
            personal(
              (c) => c === 'auth/weak-password' || RESET_LINK_DEAD_CODES.includes(c),
              async () => (await authApi()).confirmReset(code, password),
            ),
        ),
      ),
      /** The invite of the invite page, or null when there is none by that id. */
      loadInvite: thunk(
        reported({ collection: 'invites', operation: 'get' }, async (inviteId: string) => {
          const { api, db } = await withDb(signupData);
          return api.getInvite(db, inviteId);
        }),
        {
          pending: (s, a) => void (s.invite = { id: a.meta.arg, status: 'loading', invite: null }),
          fulfilled: (s, a) => {
            if (s.invite.id === a.meta.arg) s.invite = { id: a.meta.arg, status: 'succeeded', invite: a.payload };
          },
          rejected: (s, a) => {
            if (s.invite.id === a.meta.arg) s.invite.status = 'failed';
          },
        },
      ),
      /**
       * Registration, the wizard and invite signup alike: the Firebase account, then its profile records. A failed
       * profile write discards the new account, so the same email can try again. While it runs the session knows
       * an account is being set up (the signed-out screens stay until it is done); at the end the profile is
       * loaded afresh.
       */
      createAccount: thunk(
        reported(
          // an auth/ code is the person's (an email in use, a weak password); anything else is ours
          ({ profile }: NewAccount) => ({ collection: COLLECTION_OF[profile.kind], operation: 'register' }),
          async ({ email, password, displayName, profile }: NewAccount, { dispatch }: { dispatch: Dispatch }) => {
            dispatch(accountSetupChanged(true));
            try {
              return await personal(
                (code) => code.startsWith('auth/'),
                async () => {
                  const [auth, { api: signup, db }] = await Promise.all([authApi(), withDb(signupData)]);
                  const user = await auth.createAccount(email, password, displayName);
                  try {
                    if (profile.kind === 'invitee') {
                      const { invite, firstName, lastName } = profile;
                      await signup.acceptInvite(db, user.uid, invite, firstName, lastName);
                    } else if (profile.kind === 'companyOwner') {
                      await signup.registerCompanyOwner(db, user.uid, profile.signup);
                    } else await signup.registerFacilityOwner(db, user.uid, profile.signup);
                  } catch (error) {
                    await auth.discardNewAccount();
                    throw error;
                  }
                  dispatch(profileInvalidated());
                  return user;
                },
              );
            } finally {
              dispatch(accountSetupChanged(false));
            }
          },
        ),
      ),
    };
  },
  selectors: {
    /** The invite page's read of the invite by that id (idle until it starts). */
    selectInvite: (s, inviteId: string | undefined) => (s.invite.id === inviteId ? s.invite : initialState.invite),
  },
});
addSlice(authSlice);

export const { signIn, socialSignIn, sendResetLink, setNewPassword, loadInvite, createAccount } = authSlice.actions;
export const { selectInvite } = authSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    auth: AuthState;
  }
}
