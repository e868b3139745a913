// What the emulator tests of src/ share: signing in as a demo account, a store whose session is that account's (as the
// app's is after sign-in), waiting for a listener, and reading a document as the signed-in user.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc, type DocumentData } from 'firebase/firestore';
import { makeStore } from '../../src/app/store';
import { appAuth } from '../../src/lib/firebase/auth';
import { appDb } from '../../src/data/firestore';
import { authChanged, impersonate, loadProfile } from '../../src/session/sessionSlice';
import { DEMO_PASSWORD } from './demo';

/** Signs in as the demo account; its uid. */
export async function signInAs(email: string): Promise<string> {
  return (await signInWithEmailAndPassword(appAuth(), email, DEMO_PASSWORD)).user.uid;
}

/** Signed in as the demo account, a store with its profile loaded; acting as `secretUserId` when given (an admin). */
export async function storeAs(email: string, secretUserId?: string) {
  const uid = await signInAs(email);
  const store = makeStore();
  store.dispatch(authChanged({ uid, email, displayName: null }));
  if (secretUserId) store.dispatch(impersonate(secretUserId));
  await store.dispatch(loadProfile()).unwrap();
  return { store, uid };
}

/** Waits until `check` holds (a listener's update), failing after `ms`. */
export async function until(check: () => boolean, ms = 8000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A document's data as the signed-in user reads it ({} when there is none). */
export async function storedData(path: string): Promise<DocumentData> {
  return (await getDoc(doc(appDb(), path))).data() ?? {};
}
