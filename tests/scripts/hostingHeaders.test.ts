// The headers made for a build (scripts/hosting-headers.mjs): each source of the policy is the build's own, each
// optional service's hosts only when the build turns it on, and the reports go to the DSN's Sentry security endpoint.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildInfo, EMULATOR_PROJECT, type BuildInfo } from '../../scripts/build-env.mjs';
import {
  checkCommand,
  contentSecurityPolicy,
  DEPLOY_CONFIG,
  deployConfig,
  type FirebaseConfig,
  headerOnEveryPath,
  hostingFor,
  parseDsn,
  policyDirectives,
  sentryReportUri,
} from '../../scripts/hosting-headers.mjs';

const TEMPLATE = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseConfig;
const BARE: BuildInfo = {
  emulators: false,
  mode: 'production',
  release: 'shiftcover-portal@0.1.0+abc1234',
  projectId: 'shiftcover-prod',
  authDomain: 'shiftcover-prod.firebaseapp.com',
  sentryDsn: null,
  analytics: false,
  appCheck: false,
  imageOrigins: [],
};
const DSN = 'https://f00dfeed@o4501.ingest.us.sentry.io/4502';

/** The sources of one directive of the build's policy. */
const sourcesOf = (info: BuildInfo, directive: string) =>
  policyDirectives(info).find(([name]) => name === directive)?.[1] ?? [];

describe('policyDirectives: what each build allows', () => {
  it.each([
    [
      'frame-src: its own auth domain only (the popup sign-in), no other Firebase project',
      BARE,
      'frame-src',
      ['https://shiftcover-prod.firebaseapp.com'],
    ],
    [
      'frame-src: a custom auth domain',
      { ...BARE, authDomain: 'login.shiftcover.com' },
      'frame-src',
      ['https://login.shiftcover.com'],
    ],
    [
      'frame-src: reCAPTCHA with App Check',
      { ...BARE, appCheck: true },
      'frame-src',
      [
        'https://shiftcover-prod.firebaseapp.com',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ],
    ],
    [
      "script-src: Google's loader of the popup sign-in, no reCAPTCHA nor gtag without them",
      BARE,
      'script-src',
      ["'self'", 'https://apis.google.com'],
    ],
    [
      'script-src: reCAPTCHA with App Check',
      { ...BARE, appCheck: true },
      'script-src',
      ["'self'", 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    ],
    [
      'script-src: gtag.js with analytics',
      { ...BARE, analytics: true },
      'script-src',
      ["'self'", 'https://apis.google.com', 'https://www.googletagmanager.com'],
    ],
    [
      'connect-src: Auth and Firestore only',
      BARE,
      'connect-src',
      [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
      ],
    ],
    [
      "connect-src: the DSN's own ingest host, not every Sentry account's",
      { ...BARE, sentryDsn: DSN },
      'connect-src',
      [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://o4501.ingest.us.sentry.io',
      ],
    ],
    [
      "connect-src: App Check's token exchange",
      { ...BARE, appCheck: true },
      'connect-src',
      [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://content-firebaseappcheck.googleapis.com',
      ],
    ],
    ['img-src: its own, data: (icons, fonts), no https: at large', BARE, 'img-src', ["'self'", 'data:']],
    [
      "img-src: the avatars' origins the build names",
      { ...BARE, imageOrigins: ['https://cdn.shiftcover.com'] },
      'img-src',
      ["'self'", 'data:', 'https://cdn.shiftcover.com'],
    ],
    ['no report without a DSN', BARE, 'report-uri', []],
  ] as const)('%s', (_, info, directive, expected) => {
    expect(sourcesOf(info as BuildInfo, directive)).toEqual(expected);
  });

  it("analytics: gtag's collection hosts by name, no wildcard", () => {
    const connect = sourcesOf({ ...BARE, analytics: true }, 'connect-src');
    expect(connect).toContain('https://region1.google-analytics.com');
    expect(connect).toContain('https://firebaseinstallations.googleapis.com');
    expect(connect.join(' ')).not.toContain('*');
  });

  it('refuses an auth domain that is not a host name, which would widen the policy', () => {
    for (const authDomain of ['', 'a.com https:', 'a.com;script-src *', 'a.com/path'])
      expect(() => policyDirectives({ ...BARE, authDomain }), authDomain).toThrow('not a host name');
  });

  it('a build with everything on has no wildcard, no https: at large and nothing inline', () => {
    const csp = contentSecurityPolicy({ ...BARE, sentryDsn: DSN, appCheck: true, analytics: true });
    expect(csp).not.toMatch(/\*|\shttps:(\s|;|$)|unsafe-inline|unsafe-eval|127\.0\.0\.1/);
    expect(csp.startsWith("default-src 'self'; ")).toBe(true);
    expect(csp).toContain("; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; ");
  });
});

describe("Sentry's security endpoint", () => {
  it.each([
    ['sentry.io (US)', DSN, 'https://o4501.ingest.us.sentry.io/api/4502/security/?sentry_key=f00dfeed'],
    [
      'sentry.io (EU)',
      'https://k3y@o7.ingest.de.sentry.io/9',
      'https://o7.ingest.de.sentry.io/api/9/security/?sentry_key=k3y',
    ],
    [
      'self-hosted under a path',
      'https://k3y@sentry.example.com/errors/12',
      'https://sentry.example.com/errors/api/12/security/?sentry_key=k3y',
    ],
  ])('%s', (_, sentryDsn, endpoint) => {
    const uri = sentryReportUri({ ...BARE, sentryDsn });
    expect(uri).toBe(`${endpoint}&sentry_environment=production&sentry_release=shiftcover-portal%400.1.0%2Babc1234`);
    expect(contentSecurityPolicy({ ...BARE, sentryDsn }).endsWith(`; report-uri ${uri}; report-to csp-endpoint`)).toBe(
      true,
    );
  });

  it('refuses what is not a DSN', () => {
    for (const dsn of [
      'http://k@o1.ingest.sentry.io/1',
      'https://o1.ingest.sentry.io/1',
      'https://k@o1.ingest.sentry.io/',
    ])
      expect(() => parseDsn(dsn), dsn).toThrow('not a Sentry DSN');
  });
});

describe('the hosting config made for a build', () => {
  it('adds the policy and its report endpoint to the rule of every path, and keeps the rest of the template', () => {
    const hosting = hostingFor(TEMPLATE.hosting, { ...BARE, sentryDsn: DSN });
    expect(headerOnEveryPath(hosting, 'Content-Security-Policy')).toBe(
      contentSecurityPolicy({ ...BARE, sentryDsn: DSN }),
    );
    expect(headerOnEveryPath(hosting, 'Reporting-Endpoints')).toBe(
      `csp-endpoint="${sentryReportUri({ ...BARE, sentryDsn: DSN })}"`,
    );
    expect(headerOnEveryPath(hosting, 'Reporting-Endpoints')).toMatch(
      /^csp-endpoint="https:\/\/o4501\.ingest\.us\.sentry\.io\//,
    );
    const rest = (h: typeof hosting) => ({
      ...h,
      headers: h.headers.map((r) =>
        r.headers.filter((x) => !/^(content-security-policy|reporting-endpoints)$/i.test(x.key)),
      ),
    });
    expect(rest(hosting)).toEqual(rest(TEMPLATE.hosting));
    expect(headerOnEveryPath(hostingFor(TEMPLATE.hosting, BARE), 'Reporting-Endpoints')).toBeNull();
  });

  it('the template sends no policy of its own, and the Permissions-Policy turns off what the portal never uses', () => {
    expect(headerOnEveryPath(TEMPLATE.hosting, 'Content-Security-Policy')).toBeNull();
    expect(() =>
      hostingFor(
        { ...TEMPLATE.hosting, headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: 'x' }] }] },
        BARE,
      ),
    ).toThrow('made for each build');
    const permissions = headerOnEveryPath(TEMPLATE.hosting, 'Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(permissions).toContain(`${feature}=()`);
  });

  it("deploys with a predeploy check of the generated file, firebase.json's checks itself (which refuses it)", () => {
    expect(TEMPLATE.hosting.predeploy).toEqual([checkCommand('firebase.json')]);
    const config = deployConfig(TEMPLATE, BARE);
    expect(config.hosting.predeploy).toEqual([`node scripts/deploy-check.mjs ${DEPLOY_CONFIG}`]);
    expect(config.hosting.public).toBe('dist');
    expect({ ...config, hosting: undefined }).toEqual({ ...TEMPLATE, hosting: undefined });
  });
});

describe('buildInfo: what a build records', () => {
  const env = {
    VITE_FIREBASE_PROJECT_ID: ' shiftcover-prod ',
    VITE_FIREBASE_AUTH_DOMAIN: 'shiftcover-prod.firebaseapp.com',
    VITE_SENTRY_DSN: DSN,
    VITE_FIREBASE_MEASUREMENT_ID: '',
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
    VITE_IMAGE_ORIGINS: 'https://cdn.shiftcover.com, https://lh3.googleusercontent.com',
  };

  it('a build for a project: its project, auth domain and the services it turns on', () => {
    expect(buildInfo({ emulators: false, mode: 'production', release: 'r', env })).toEqual({
      emulators: false,
      mode: 'production',
      release: 'r',
      projectId: 'shiftcover-prod',
      authDomain: 'shiftcover-prod.firebaseapp.com',
      sentryDsn: DSN,
      analytics: false,
      appCheck: true,
      imageOrigins: ['https://cdn.shiftcover.com', 'https://lh3.googleusercontent.com'],
    });
  });

  it('a build for the emulators: the demo project, whatever .env says', () => {
    expect(buildInfo({ emulators: true, mode: 'emulators', release: 'r', env })).toMatchObject({
      emulators: true,
      ...EMULATOR_PROJECT,
    });
  });

  it('refuses an image origin that is not one (a path, http, a wildcard)', () => {
    for (const origins of [
      'https://cdn.example.com/avatars',
      'http://cdn.example.com',
      'https://*.example.com',
      'https:',
    ])
      expect(
        () =>
          buildInfo({
            emulators: false,
            mode: 'production',
            release: 'r',
            env: { ...env, VITE_IMAGE_ORIGINS: origins },
          }),
        origins,
      ).toThrow('is not an https origin');
  });
});
