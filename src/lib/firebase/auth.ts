import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { authEmulatorPort, emulatorHost, usesEmulators } from './config';

let auth: Auth | undefined;

/** Auth is the one Firebase service every screen needs, signed in or not. */
export function appAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (usesEmulators) connectAuthEmulator(auth, `http://${emulatorHost}:${authEmulatorPort}`, { disableWarnings: true });
  }
  return auth;
}
