// Every Firebase Auth call the portal makes. It is loaded right after the first render (main.tsx) and by
// the screens that sign in or register when they submit, so the SDK never delays the first paint.
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  FacebookAuthProvider,
  indexedDBLocalPersistence,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { toAuthUser } from '../../session/authSession';
import type { AuthUser } from '../../session/sessionSlice';

export async function signInWithEmail(email: string, password: string, remember: boolean): Promise<AuthUser> {
  const auth = appAuth();
  // Remembered: the first persistence of lib/firebase/auth's list. Another one (localStorage) would be moved
  // into IndexedDB by the next tab that starts, which signs this tab out.
  await setPersistence(auth, remember ? indexedDBLocalPersistence : browserSessionPersistence);
  const cred = await signInWithEmailAndPassword(auth, email.trim(), password);
  return toAuthUser(cred.user);
}

export type SocialProvider = 'google' | 'facebook';

export async function signInWithSocial(provider: SocialProvider): Promise<AuthUser> {
  const p = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  const cred = await signInWithPopup(appAuth(), p, browserPopupRedirectResolver);
  return toAuthUser(cred.user);
}

export async function createAccount(email: string, password: string, displayName: string): Promise<AuthUser> {
  const cred = await createUserWithEmailAndPassword(appAuth(), email.trim(), password);
  if (displayName) await updateProfile(cred.user, { displayName });
  return { ...toAuthUser(cred.user), displayName };
}

/** Removes an account whose profile could not be written, so the email can be used again. */
export async function discardNewAccount(): Promise<void> {
  const user = appAuth().currentUser;
  if (user) await deleteUser(user).catch(() => signOut(appAuth()));
}

export function sendReset(email: string): Promise<void> {
  const url = `${window.location.origin}/authentication/basic/login`;
  return sendPasswordResetEmail(appAuth(), email.trim(), { url });
}

export function confirmReset(code: string, password: string): Promise<void> {
  return confirmPasswordReset(appAuth(), code, password);
}
