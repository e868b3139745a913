import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { authEmulatorPort, emulatorHost, usesEmulators } from './config';
import { authStarted } from './authStarted';

let auth: Auth | undefined;

/** Auth is the one Firebase service every screen needs, signed in or not. */
export function appAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      // No popupRedirectResolver here: it would load Google's iframe script on every page. The social
      // buttons pass it to signInWithPopup themselves, so that cost is paid only when they are used.
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (usesEmulators)
      connectAuthEmulator(auth, `http://${emulatorHost}:${authEmulatorPort}`, { disableWarnings: true });
    authStarted();
  }
  return auth;
}
