// App Check: Auth and Firestore send a token from reCAPTCHA Enterprise with each request, so that a project that
// enforces App Check (docs/deploy.md: App Check) answers only this portal; the REST reads of src/data/rest.ts ask
// appCheckToken for theirs. Started by app.ts, and built in only when a site key is set (vite.config.ts).
import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';

type DebugTokenScope = { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

let started: AppCheck | undefined;

/**
 * On the emulators the debug provider stands in for reCAPTCHA (the SDK reads the flag when App Check starts): no
 * reCAPTCHA is loaded, and the debug token it logs can be registered in the console to test against a project.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string, emulators: boolean): void {
  if (emulators) (self as DebugTokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN = true;
  started = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The App Check token for a request the SDKs do not make (the `X-Firebase-AppCheck` header): the one App Check keeps
 * while it is valid, else a new one. Undefined before App Check starts, and when it cannot give one (reCAPTCHA
 * unreachable, a debug token not registered): the request then goes without, as the SDKs' do, and a project that
 * enforces App Check refuses it.
 */
export async function appCheckToken(): Promise<string | undefined> {
  if (!started) return undefined;
  try {
    return (await getToken(started, false)).token;
  } catch {
    return undefined;
  }
}
