// What the emulator tests of src/ share: signing in as a demo account, a store whose session is that account's (as the
// app's is after sign-in), waiting for a listener, and reading a document as the signed-in user.
import { onLog } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc, type DocumentData } from 'firebase/firestore';
import { makeStore } from '../../src/app/store';
import { appAuth } from '../../src/lib/firebase/auth';
import { appDb } from '../../src/data/firestore';
import { restartConnection } from '../../src/data/online';
import { authChanged, impersonate, loadProfile } from '../../src/session/sessionSlice';
import { DEMO_PASSWORD } from './demo';

// The Firestore emulator now and then garbles the listen stream it sends the Node SDK (over gRPC) while other
// connections write: the SDK reads a length out of the middle of a message ("RESOURCE_EXHAUSTED: Received message
// larger than max (1701016691 vs 4194304)", the bytes 'ects'), as in firebase-tools#8654. It takes that for an
// overloaded server and listens again only after its longest back-off, 30 to 90 s: the listener reports the lost
// server after 10 s (src/data/online.ts) and the test fails. The staffing tests, whose writer writes beside them,
// failed so in 1 to 2 runs of 6. Firestore itself sends no such bytes and the browser's SDK does not speak gRPC: here
// the stream is started again at once, as the portal's Retry does, and the listener gets the server's answer as usual.
// (One handler for all: a test's own onLog would replace it.)
onLog(
  ({ message }) => {
    if (!message.includes('Received message larger than max')) return;
    void restartConnection(appDb());
  },
  { level: 'error' },
);

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
