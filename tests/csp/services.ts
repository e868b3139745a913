// The optional services the CSP test turns on in the policy it serves (over the build's record), so that the hosts of
// each are checked: Sentry (its ingest host, its security endpoint), App Check with reCAPTCHA Enterprise, analytics and
// the avatars' origin. The build itself is unchanged: it sends nothing to any of them.
import type { BuildInfo } from '../../scripts/build-env.mjs';

export const SENTRY_ORIGIN = 'https://o4501.ingest.us.sentry.io';
export const AVATAR_ORIGIN = 'https://lh3.googleusercontent.com';

export const TEST_SERVICES: Partial<BuildInfo> = {
  sentryDsn: `https://0123456789abcdef0123456789abcdef@${new URL(SENTRY_ORIGIN).host}/4502`,
  appCheck: true,
  analytics: true,
  imageOrigins: [AVATAR_ORIGIN],
};
