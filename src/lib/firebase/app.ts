import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions, usesEmulators } from './config';

// With a site key, App Check's SDK is loaded before any module that imports this one can send a request: Auth and
// Firestore attach its token from their first. Without one (the emulator builds of the tests and the bench) the
// condition is '' at build time and the import is dropped: nothing of App Check is built, loaded or weighed.
const appCheck = __APP_CHECK_SITE_KEY__ ? await import('./appCheck') : null;

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  const app = initializeApp(firebaseOptions);
  appCheck?.startAppCheck(app, __APP_CHECK_SITE_KEY__, usesEmulators);
  return app;
}
