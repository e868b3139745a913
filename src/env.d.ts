// Set by vite.config.ts (buildEnvironment) at build time.
/** The dev server and `vite build --mode emulators`: the portal talks to the local emulators of demo-shiftcover. */
declare const __USES_EMULATORS__: boolean;
/** `<package>@<version>+<commit>`: the Sentry release of this build. */
declare const __RELEASE__: string;
/** VITE_RECAPTCHA_ENTERPRISE_SITE_KEY, or '' when App Check is off. */
declare const __APP_CHECK_SITE_KEY__: string;
