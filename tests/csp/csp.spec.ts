// The Content-Security-Policy of firebase.json does not break the portal: the build of `npm test`, served with
// firebase.json's headers by the Hosting emulator, signs in and opens every screen without a CSP violation.
//
// Honest about the one difference: this build talks to the emulators at http://127.0.0.1, which production's
// connect-src rightly refuses, so the server adds exactly those origins to connect-src (scripts/hosting.mjs) and
// the first test proves that nothing else differs from firebase.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from '../e2e/clock';
import { logInThroughForm } from '../e2e/helpers';
import { goInApp } from '../e2e/offline';
import { reseed } from '../support/demo';
import { EMULATOR_ORIGINS, productionHosting, withConnectOrigins } from '../../scripts/hosting.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');
const rules = productionHosting().headers;
const PRODUCTION_CSP = rules.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')!.value;

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
  '/today',
  '/staffing',
];
const PUBLIC_ROUTES = [
  '/authentication/basic/register',
  '/authentication/basic/forget-password',
  '/invite/demo-invite?facilityId=maple-grove',
];

type Violation = { directive: string; blocked: string; source: string; sample: string };

/** Every CSP violation of the page's documents (from the first script on) and every CSP error on the console. */
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
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.push(`${page.url()}: console: ${msg.text()}`);
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

test.describe('headers of firebase.json', () => {
  test('index.html and every route it serves: the CSP, nosniff, referrer policy, HSTS, no caching', async ({
    request,
  }) => {
    for (const path of ['/', '/shifts', '/authentication/basic/login']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      // production's CSP and nothing else but the emulators' origins in connect-src
      expect(h['content-security-policy'], path).toBe(withConnectOrigins(PRODUCTION_CSP, EMULATOR_ORIGINS));
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(h['cache-control'], path).toBe('no-cache');
    }
    expect(PRODUCTION_CSP).toContain("frame-ancestors 'none'");
    expect(PRODUCTION_CSP).toContain("object-src 'none'");
    expect(PRODUCTION_CSP).not.toContain('unsafe-inline');
    expect(PRODUCTION_CSP).not.toContain('unsafe-eval');
    expect(PRODUCTION_CSP).not.toContain('127.0.0.1');
  });

  test('a hashed asset is cached for a year, with the same security headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/)?.[1];
    expect(script, 'the entry script of index.html').toBeTruthy();
    const h = (await request.get(script!)).headers();
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toBe(withConnectOrigins(PRODUCTION_CSP, EMULATOR_ORIGINS));
  });

  test("the splash's inline style is allowed by its hash, and source maps are neither referenced nor deployed", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles) {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(PRODUCTION_CSP, `style-src of firebase.json lacks the splash style's hash ${hash}`).toContain(hash);
    }
    const assets = readdirSync(join(DIST, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js'));
    // the maps are built, for Sentry
    expect(assets.filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(scripts.length / 2);
    for (const f of scripts) expect(readFileSync(join(DIST, 'assets', f), 'utf8'), f).not.toContain('sourceMappingURL');
    expect(productionHosting().ignore).toContain('**/*.map');
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
