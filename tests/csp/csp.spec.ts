// The Content-Security-Policy made for a build (scripts/hosting-headers.mjs) allows what the portal loads and refuses
// what it does not: the build of `npm test`, served by the Hosting emulator with firebase.json's headers and those made
// for it, as `npm run deploy` deploys them, signs in and opens every screen without a CSP violation; the hosts of the
// popup sign-in, App Check, Sentry, analytics and the avatars are allowed, and others, the same kinds of host of
// another project among them, refused.
//
// Honest about the differences: this build talks to the emulators at http://127.0.0.1, which a deployed policy
// rightly refuses, so the server adds exactly those origins to connect-src (scripts/hosting.mjs); and the policy is
// made with every optional service on (./services.ts), which the build itself does not use.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from '../e2e/clock';
import { logInThroughForm } from '../e2e/helpers';
import { goInApp } from '../e2e/offline';
import { reseed } from '../support/demo';
import { EMULATOR_DIST } from '../../scripts/build-env.mjs';
import { contentSecurityPolicy, headerOnEveryPath, sentryReportUri } from '../../scripts/hosting-headers.mjs';
import { EMULATOR_ORIGINS, servedBuildInfo, templateHosting } from '../../scripts/hosting.mjs';
import { AVATAR_ORIGIN, SENTRY_ORIGIN, TEST_SERVICES } from './services';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = resolve(ROOT, process.env.E2E_DIST ?? EMULATOR_DIST);
const INFO = servedBuildInfo(DIST, TEST_SERVICES);
/** The policy a deploy of this build (with the test's services) sends, and the one served here. */
const DEPLOYED_CSP = contentSecurityPolicy(INFO);
const SERVED_CSP = contentSecurityPolicy(INFO, { connectOrigins: EMULATOR_ORIGINS });
const PERMISSIONS_POLICY = headerOnEveryPath(templateHosting(), 'Permissions-Policy');

// Every signed-in screen (SIGNED_IN_SCREENS of src/app/App.tsx, checked below), opened by the facility user, and
// those a company user sees differently (its facility filters, a shift of one of its facilities).
const FACILITY_ROUTES = [
  '/',
  '/pages/settings',
  '/shifts',
  '/shift-details/mg-shift-01',
  '/shift-details/mg-shift-20/edit',
  '/shift-details/mg-shift-20/delete',
  '/shift-details/mg-shift-01/review',
  '/calendar',
  '/reviews',
  '/invoices',
  '/invoice/in_demo_12',
  '/pages/billing',
  '/timesheet',
  '/insights',
  '/workers',
  '/workers/worker-7',
  '/activity',
  '/compliance',
  '/reports',
  '/team',
  '/today',
  '/staffing',
];
const COMPANY_ROUTES = [
  '/',
  '/pages/settings',
  '/shifts',
  '/shift-details/ln-shift-01',
  '/calendar',
  '/reviews',
  '/invoices',
  '/pages/billing',
  '/timesheet',
  '/insights',
  '/workers',
  '/activity',
  '/compliance',
  '/reports',
  '/team',
  '/today',
  '/staffing',
];
const PUBLIC_ROUTES = [
  '/authentication/basic/register',
  '/authentication/basic/forget-password',
  '/invite/demo-invite?facilityId=maple-grove',
];

type Violation = { directive: string; blocked: string; source: string; sample: string };

/** Every CSP violation of the page's documents (from the first script on), and every CSP or Permissions-Policy
 * error on the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) =>
    seen.push(`${page.url()}: ${v.directive} blocked ${v.blocked || 'inline'} (${v.source}) ${v.sample}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      report({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile, sample: e.sample });
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(msg.text()))
      seen.push(`${page.url()}: console: ${msg.text()}`);
  });
  return seen;
}

/**
 * Opens each route and waits for its screen: the first by loading the page, the others as the app's links do, in the
 * same document (a load per route read index.html, the same for every route, and started the app again 35 times; the
 * screens' own chunks, styles and requests are loaded, under the policy, either way).
 */
async function openAll(page: Page, routes: string[]) {
  for (const [i, route] of routes.entries()) {
    await (i === 0 ? page.goto(route) : goInApp(page, route));
    await expect(page.locator('[role="status"] .spinner-border')).toHaveCount(0);
    await expect(page.getByRole('heading').first()).toBeVisible();
    // late requests of the screen (listeners, lazy cards) are made and checked too
    await page.waitForTimeout(500);
  }
}

test.beforeAll(async () => {
  await reseed();
});

test.describe('headers of a deployed build', () => {
  test('index.html and every route: the CSP, its reports, nosniff, referrer, HSTS, permissions, no caching', async ({
    request,
  }) => {
    const report = sentryReportUri(INFO);
    expect(report).toBe(
      `${SENTRY_ORIGIN}/api/4502/security/?sentry_key=0123456789abcdef0123456789abcdef` +
        `&sentry_environment=emulators&sentry_release=${encodeURIComponent(INFO.release)}`,
    );
    for (const path of ['/', '/shifts', '/authentication/basic/login']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      expect(h['content-security-policy'], path).toBe(SERVED_CSP);
      expect(h['reporting-endpoints'], path).toBe(`csp-endpoint="${report}"`);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(h['permissions-policy'], path).toBe(PERMISSIONS_POLICY);
      expect(h['cache-control'], path).toBe('no-cache');
    }
    // the deployed policy and nothing else but the emulators' origins, at the end of connect-src
    expect(SERVED_CSP.replace(` ${EMULATOR_ORIGINS.join(' ')};`, ';')).toBe(DEPLOYED_CSP);
    expect(DEPLOYED_CSP).toContain(`report-uri ${report}; report-to csp-endpoint`);
    expect(DEPLOYED_CSP).toContain("frame-ancestors 'none'");
    expect(DEPLOYED_CSP).toContain("object-src 'none'");
    expect(DEPLOYED_CSP).not.toMatch(/unsafe-inline|unsafe-eval|127\.0\.0\.1|\*|\shttps:(\s|;|$)/);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  test('a hashed asset is cached for a year, with the same security headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/)?.[1];
    expect(script, 'the entry script of index.html').toBeTruthy();
    const h = (await request.get(script!)).headers();
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toBe(SERVED_CSP);
  });

  test("the splash's inline style is allowed by its hash, and source maps are neither referenced nor deployed", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles) {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(DEPLOYED_CSP, `style-src lacks the splash style's hash ${hash}`).toContain(hash);
    }
    const assets = readdirSync(join(DIST, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js'));
    // the maps are built, for Sentry
    expect(assets.filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(scripts.length / 2);
    for (const f of scripts) expect(readFileSync(join(DIST, 'assets', f), 'utf8'), f).not.toContain('sourceMappingURL');
    expect(templateHosting().ignore).toContain('**/*.map');
  });

  test("Hosting's predeploy check, run as firebase-tools runs it, refuses this build for the emulators", () => {
    const out = spawnSync(process.execPath, [join(ROOT, 'scripts/deploy-check.mjs'), 'firebase.json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'shiftcover-staging', PROJECT_DIR: ROOT, RESOURCE_DIR: DIST },
    });
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(`${DIST} holds a build for the local emulators`);
    expect(out.stderr).toMatch(/assets\/[\w-]+\.js names their project/);
  });

  test('the routes below open every signed-in screen of App.tsx', () => {
    const app = readFileSync(join(ROOT, 'src/app/App.tsx'), 'utf8');
    const block = app.slice(
      app.indexOf('const SIGNED_IN_SCREENS'),
      app.indexOf('];', app.indexOf('SIGNED_IN_SCREENS')),
    );
    const patterns = [...block.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '');
    expect(patterns.length).toBeGreaterThan(10);
    const opened = [...FACILITY_ROUTES, ...COMPANY_ROUTES];
    for (const pattern of patterns) {
      const re = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
      expect(
        opened.some((route) => re.test(route)),
        `no route opens ${pattern}`,
      ).toBe(true);
    }
  });
});

test.describe('no CSP violation', () => {
  // each test opens a dozen screens or more
  test.describe.configure({ timeout: 240_000 });

  test('signed out, then the facility user on every screen', async ({ page }) => {
    const violations = await watchCsp(page);
    await openAll(page, PUBLIC_ROUTES);
    await logInThroughForm(page, 'facility@shiftcover.test');
    // Firestore answers through the CSP: the dashboard shows the facility's data
    await expect(page.getByText('Maple Grove Care Center').first()).toBeVisible();
    await openAll(page, FACILITY_ROUTES);
    // FullCalendar adds its styles through an empty <style> (allowed by the hash of ''), not blocked by style-src
    await page.goto('/calendar');
    await expect(page.locator('.fc')).toBeVisible();
    const fcRules = await page.evaluate(
      () => (document.querySelector('style[data-fullcalendar]') as HTMLStyleElement | null)?.sheet?.cssRules.length,
    );
    expect(fcRules).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the company user on its screens', async ({ page }) => {
    const violations = await watchCsp(page);
    await logInThroughForm(page, 'company@shiftcover.test', undefined, 'company');
    await expect(page.getByText('Lakeside North').first()).toBeVisible();
    await openAll(page, COMPANY_ROUTES);
    expect(violations).toEqual([]);
  });
});

/** How a page loads a URL, and the directive that governs it. */
type Load = { kind: 'frame' | 'script' | 'fetch' | 'image'; url: string };
const DIRECTIVE: Record<Load['kind'], string> = {
  frame: 'frame-src',
  script: 'script-src-elem',
  fetch: 'connect-src',
  image: 'img-src',
};

/**
 * Loads each URL in the page as its kind does and returns those the policy refused, as `<directive> <origin>`. Every
 * cross-origin request that passes the policy is answered here (the machine has no network), so an allowed load ends
 * in no violation whatever the host would have said.
 */
async function refusedOf(page: Page, loads: Load[]): Promise<string[]> {
  await page.route(/^https:\/\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/plain',
      body: '',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.goto('/authentication/basic/login');
  await expect(page.getByRole('heading').first()).toBeVisible();
  return page.evaluate(async (all) => {
    const refused: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      refused.push(`${e.effectiveDirective} ${new URL(e.blockedURI).origin}`);
    });
    const settled = all.map(({ kind, url }) => {
      if (kind === 'fetch') return fetch(url, { mode: 'no-cors' }).catch(() => null);
      const el = document.createElement(kind === 'frame' ? 'iframe' : kind === 'script' ? 'script' : 'img');
      const done = new Promise((resolve) => {
        el.addEventListener('load', resolve);
        el.addEventListener('error', resolve);
        setTimeout(resolve, 3000);
      });
      el.setAttribute('src', url);
      document.body.append(el);
      return done;
    });
    await Promise.all(settled);
    // the events of the last refusals are queued after their loads end
    await new Promise((resolve) => setTimeout(resolve, 500));
    return refused.sort();
  }, loads);
}

test.describe('what the policy allows and refuses', () => {
  test("the build's own hosts are allowed: the popup sign-in, App Check, Sentry, analytics, the avatars", async ({
    page,
  }) => {
    expect(INFO.authDomain).toBe('demo-shiftcover.firebaseapp.com');
    const allowed: Load[] = [
      // signInWithPopup: Google's loader, then the auth domain's frame (the popup opens its handler page)
      { kind: 'script', url: 'https://apis.google.com/js/api.js' },
      { kind: 'frame', url: `https://${INFO.authDomain}/__/auth/iframe?apiKey=demo-api-key` },
      { kind: 'frame', url: `https://${INFO.authDomain}/__/auth/handler?apiKey=demo-api-key&authType=signInViaPopup` },
      { kind: 'fetch', url: 'https://identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key' },
      // App Check with reCAPTCHA Enterprise
      { kind: 'script', url: 'https://www.google.com/recaptcha/enterprise.js?render=site-key' },
      { kind: 'frame', url: 'https://www.google.com/recaptcha/enterprise/anchor?k=site-key' },
      {
        kind: 'fetch',
        url: 'https://content-firebaseappcheck.googleapis.com/v1/projects/demo-shiftcover/apps/demo-app:exchangeRecaptchaEnterpriseToken',
      },
      // Sentry: the SDK's envelopes to the DSN's own ingest host
      { kind: 'fetch', url: `${SENTRY_ORIGIN}/api/4502/envelope/?sentry_key=0123456789abcdef0123456789abcdef` },
      { kind: 'script', url: 'https://www.googletagmanager.com/gtag/js?id=G-TEST' },
      { kind: 'fetch', url: 'https://region1.google-analytics.com/g/collect?v=2' },
      { kind: 'image', url: `${AVATAR_ORIGIN}/a/avatar.png` },
      { kind: 'fetch', url: 'https://firestore.googleapis.com/v1/projects/demo-shiftcover/databases/(default)' },
    ];
    expect(await refusedOf(page, allowed)).toEqual([]);
  });

  test('foreign hosts are refused, the same kinds of host of another project or account among them', async ({
    page,
  }) => {
    const refused: Load[] = [
      // another Firebase project's sign-in page (every *.firebaseapp.com was allowed)
      { kind: 'frame', url: 'https://attacker-project.firebaseapp.com/__/auth/handler' },
      { kind: 'frame', url: 'https://frames.attacker.example/' },
      // another Sentry account's ingest host (every *.ingest.sentry.io was allowed)
      { kind: 'fetch', url: 'https://o999.ingest.sentry.io/api/1/envelope/' },
      { kind: 'fetch', url: 'https://collect.attacker.example/' },
      // a host of Google Analytics' domain that gtag does not collect on (every *.google-analytics.com was allowed)
      { kind: 'fetch', url: 'https://attacker.google-analytics.com/g/collect' },
      { kind: 'script', url: 'https://scripts.attacker.example/x.js' },
      // an image anywhere else (every https: image was allowed)
      { kind: 'image', url: 'https://pixel.attacker.example/p.gif' },
    ];
    expect(await refusedOf(page, refused)).toEqual(
      refused.map(({ kind, url }) => `${DIRECTIVE[kind]} ${new URL(url).origin}`).sort(),
    );
  });
});
