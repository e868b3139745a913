// App Check: Auth and Firestore send a token from reCAPTCHA Enterprise with each request, so that a project that
// enforces App Check (README: App Check) answers only this portal. Started by app.ts, and built in only when a site
// key is set (vite.config.ts).
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

type DebugTokenScope = { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

/**
 * On the emulators the debug provider stands in for reCAPTCHA (the SDK reads the flag when App Check starts): no
 * reCAPTCHA is loaded, and the debug token it logs can be registered in the console to test against a project.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string, emulators: boolean): void {
  if (emulators) (self as DebugTokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN = true;
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
