// The Firebase Auth calls of the session itself: who is signed in, and signing out. Loaded right after the
// first render (main.tsx), so the SDK never delays the first paint; sign-in screens use features/auth/authApi.
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { appAuth } from '../lib/firebase/auth';

// here rather than in sessionSlice.ts, which loads this module lazily: nothing is imported back from it
/** The signed-in Firebase user, as plain data. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export const toAuthUser = (u: User): AuthUser => ({ uid: u.uid, email: u.email, displayName: u.displayName });

export function watchAuth(onChange: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(appAuth(), (u) => onChange(u ? toAuthUser(u) : null));
}

export function signOutUser(): Promise<void> {
  return signOut(appAuth());
}
