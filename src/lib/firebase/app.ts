import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { startAppCheck } from './appCheck';
import { firebaseOptions, usesEmulators } from './config';

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  const app = initializeApp(firebaseOptions);
  // before any request: Auth and Firestore attach App Check's token from their first. Without a site key this is
  // '' at build time and App Check's SDK is not built in at all (vite.config.ts: APP_CHECK)
  if (__APP_CHECK_SITE_KEY__) startAppCheck(app, __APP_CHECK_SITE_KEY__, usesEmulators);
  return app;
}
