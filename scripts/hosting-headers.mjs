// The Hosting headers of a build: firebase.json is the template (every header that is the same for all builds, the
// rewrites, the caching), and the Content-Security-Policy is made here from what the build was made for (its record,
// BUILD_INFO of scripts/build-env.mjs): its own auth domain, its own Sentry ingest host, App Check and analytics only
// when the build turns them on, and violations reported to Sentry's security endpoint when it has a DSN.
// `npm run deploy` writes firebase.json with them as DEPLOY_CONFIG and deploys with it; the CSP test serves a build
// with them (scripts/hosting.mjs). Nothing here reads the disk.

/** The generated config `npm run deploy` deploys with (beside firebase.json: its paths are relative to its folder). */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/** The predeploy check of Hosting, run by firebase-tools with the config it deploys (scripts/deploy-check.mjs). */
export function checkCommand(configName) {
  return `node scripts/deploy-check.mjs ${configName}`;
}

/** The group name of the Reporting API endpoint the CSP reports to. */
const REPORT_GROUP = 'csp-endpoint';

// Firebase Auth's popup sign-in: Google's API loader, then the auth domain's handler in a frame (and in the popup)
const AUTH_SCRIPTS = ['https://apis.google.com'];
const AUTH_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIRESTORE_CONNECT = ['https://firestore.googleapis.com'];
// App Check with reCAPTCHA Enterprise: its script and its frames, and App Check's token exchange
const APP_CHECK_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const APP_CHECK_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const APP_CHECK_CONNECT = ['https://content-firebaseappcheck.googleapis.com'];
// Google Analytics for Firebase: gtag.js, the app's measurement config, its installation id, the hosts GA4 collects on
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://region1.analytics.google.com',
];
const ANALYTICS_IMAGES = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
// index.html's splash style, and the empty <style> FullCalendar fills through the CSSOM (the hash of '')
const STYLE_HASHES = [
  "'sha256-Ow7paqPJb7znJHxJjIdcLE1B9nzjSK1FFkFnZzWq8VU='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

/** The DSN's parts: `https://<key>@<host>[/<path>]/<project id>`; null without a DSN, an error when it is not one. */
export function parseDsn(dsn) {
  if (!dsn) return null;
  let url = null;
  try {
    url = new URL(dsn);
  } catch {
    // reported below
  }
  const match = url?.pathname.match(/^(.*)\/(\d+)\/?$/);
  if (!url || url.protocol !== 'https:' || !url.username || !match)
    throw new Error(`VITE_SENTRY_DSN is not a Sentry DSN (https://<key>@<host>/<project id>): ${dsn}`);
  return { origin: url.origin, key: url.username, path: match[1] ?? '', projectId: match[2] ?? '' };
}

/**
 * Sentry's security endpoint for the build's DSN, tagged with its environment (the build mode) and release:
 * `https://<host>/api/<project id>/security/?sentry_key=<key>&sentry_environment=...&sentry_release=...`.
 */
export function sentryReportUri(info) {
  const dsn = parseDsn(info.sentryDsn);
  if (!dsn) return null;
  const query = new URLSearchParams({
    sentry_key: dsn.key,
    sentry_environment: info.mode,
    sentry_release: info.release,
  });
  return `${dsn.origin}${dsn.path}/api/${dsn.projectId}/security/?${query}`;
}

/** The policy's directives for the build, in order, each with its sources. */
export function policyDirectives(info, { connectOrigins = [] } = {}) {
  if (!info.authDomain || /[\s;,/]/.test(info.authDomain))
    throw new Error(`the build's auth domain is not a host name: ${JSON.stringify(info.authDomain)}`);
  const sentry = parseDsn(info.sentryDsn);
  const report = sentryReportUri(info);
  const when = (on, sources) => (on ? sources : []);
  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...AUTH_SCRIPTS,
        ...when(info.appCheck, APP_CHECK_SCRIPTS),
        ...when(info.analytics, ANALYTICS_SCRIPTS),
      ],
    ],
    ['style-src', ["'self'", ...STYLE_HASHES]],
    // Bootstrap's icons and FullCalendar's font are data: URLs; avatars only from the origins the build names
    ['img-src', ["'self'", 'data:', ...info.imageOrigins, ...when(info.analytics, ANALYTICS_IMAGES)]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...AUTH_CONNECT,
        ...FIRESTORE_CONNECT,
        ...when(info.appCheck, APP_CHECK_CONNECT),
        ...when(info.analytics, ANALYTICS_CONNECT),
        ...when(Boolean(sentry), [sentry?.origin ?? '']),
        ...connectOrigins,
      ],
    ],
    ['frame-src', [`https://${info.authDomain}`, ...when(info.appCheck, APP_CHECK_FRAMES)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  // report-uri for the browsers without the Reporting API; report-to (Reporting-Endpoints) where both are known
  if (report) directives.push(['report-uri', [report]], ['report-to', [REPORT_GROUP]]);
  return directives;
}

/** The Content-Security-Policy header's value for the build. */
export function contentSecurityPolicy(info, opts) {
  return policyDirectives(info, opts)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The headers made for the build: the policy, and where its reports go when it has a Sentry DSN. */
export function policyHeaders(info, opts) {
  const report = sentryReportUri(info);
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(info, opts) },
    ...(report ? [{ key: 'Reporting-Endpoints', value: `${REPORT_GROUP}="${report}"` }] : []),
  ];
}

const isPolicyHeader = (key) => ['content-security-policy', 'reporting-endpoints'].includes(key.toLowerCase());

/**
 * firebase.json's hosting config (the template) with the build's headers added to its rule for every path (`**`).
 * The template sets neither of them: they exist for a build only.
 */
export function hostingFor(template, info, opts) {
  const all = template.headers.filter((rule) => rule.source === '**');
  if (all.length !== 1) throw new Error('the hosting template needs one header rule for "**"');
  for (const rule of template.headers)
    for (const h of rule.headers)
      if (isPolicyHeader(h.key)) throw new Error(`the hosting template sets ${h.key}: it is made for each build`);
  return {
    ...template,
    headers: template.headers.map((rule) =>
      rule.source === '**' ? { ...rule, headers: [...policyHeaders(info, opts), ...rule.headers] } : rule,
    ),
  };
}

/** firebase.json made for the build, as `npm run deploy` writes it to DEPLOY_CONFIG: its predeploy checks that file. */
export function deployConfig(template, info) {
  return {
    ...template,
    hosting: { ...hostingFor(template.hosting, info), predeploy: [checkCommand(DEPLOY_CONFIG)] },
  };
}

/** The value of the header `key` that the config's hosting sends on every path, or null. */
export function headerOnEveryPath(hosting, key) {
  const rule = hosting.headers?.find((r) => r.source === '**');
  return rule?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value ?? null;
}
