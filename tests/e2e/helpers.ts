import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo';

/** Signs in through the login screen, the way a person does, and waits for the dashboard. */
export async function logInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  userType: 'facility' | 'company' = 'facility',
) {
  await page.goto(`/authentication/basic/login?userType=${userType}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/authentication\//);
}

/**
 * Signs in as the login screen's `Remember me` does, without drawing that screen: the Auth emulator's REST sign-in,
 * its user stored where the SDK finds it on the next page's start (localStorage, which it moves into IndexedDB), then
 * the page opens `at` (the dashboard unless told). The form itself is proved by auth.spec's sign-in tests; this saves
 * each other test a page load and a login (about a second of the browser's CPU). Once: after a logout the stored user
 * is not put back.
 */
export async function signIn(page: Page, email: string, { password = DEMO_PASSWORD, at = '/' } = {}) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`sign-in of ${email} refused by the Auth emulator: ${await res.text()}`);
  const body = (await res.json()) as {
    localId: string;
    email: string;
    displayName?: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  // the shape of the SDK's own user.toJSON(), which it reads back on start (and then reloads from the emulator)
  const user = {
    uid: body.localId,
    email: body.email,
    emailVerified: true,
    displayName: body.displayName ?? null,
    isAnonymous: false,
    providerData: [
      { providerId: 'password', uid: body.email, email: body.email, displayName: body.displayName ?? null },
    ],
    stsTokenManager: { refreshToken: body.refreshToken, accessToken: body.idToken, expirationTime: 0 },
    apiKey: EMULATOR_API_KEY,
    appName: '[DEFAULT]',
  };
  await page.addInitScript(
    ({ key, value, lifetimeMs, once }) => {
      if (localStorage.getItem(once)) return;
      localStorage.setItem(once, '1');
      // by the page's clock, which a test may have moved (tests/e2e/clock.ts), as the SDK's own sign-in reckons it
      value.stsTokenManager.expirationTime = Date.now() + lifetimeMs;
      localStorage.setItem(key, JSON.stringify(value));
    },
    {
      key: `firebase:authUser:${EMULATOR_API_KEY}:[DEFAULT]`,
      value: user,
      lifetimeMs: Number(body.expiresIn) * 1000,
      once: `e2e-signed-in:${randomUUID()}`,
    },
  );
  await page.goto(at);
  await expect(page).not.toHaveURL(/\/authentication\//);
}

/** The API key of the emulators' build (src/lib/firebase/config.ts): the key of the SDK's stored user. */
const EMULATOR_API_KEY = 'demo-api-key';

/**
 * Fills the facility sign-up wizard as someone whose email already has an account (the demo's facility owner), accepts
 * the terms and presses Create account: the wizard refuses it with the spec's toast and returns to step 1.
 */
export async function signUpWithTakenEmail(page: Page) {
  await page.goto('/authentication/wizard?userType=facility');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Facility Name').fill('Duplicate Home');
  await page.getByLabel('Facility Address').fill('1 Elm St');
  await page.getByLabel('Facility City').fill('Madison');
  await page.getByLabel('Facility State').selectOption('WI');
  await page.getByLabel('Facility Postal Code').fill('53703');
  await page.getByLabel('Facility Phone').fill('608-555-0100');
  await page.getByLabel('Email').fill('facility@shiftcover.test');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * An internal admin on /otherLoginForm chooses a facility or a company and (when there are several) a user matching
 * `user`, then Continue.
 */
export async function actAs(page: Page, kind: 'Facility' | 'Company', entity: string, user: RegExp | null) {
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  await page.getByRole('radio', { name: kind }).check();
  const entitySelect = page.getByLabel(kind === 'Facility' ? 'Choose a facility' : 'Choose a company');
  await expect(entitySelect).toBeEnabled();
  await entitySelect.selectOption({ label: entity });
  const userSelect = page.getByLabel('Choose a user');
  await expect(userSelect).toBeEnabled();
  if (user) {
    const label = (await userSelect.locator('option').allInnerTexts()).find((t) => user.test(t));
    expect(label, `a user matching ${user}`).toBeDefined();
    await userSelect.selectOption({ label: label! });
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

// A locator's own assertions look 0, 20, 70, 170 and 270 ms in, then every 500 ms: a spinner gone at 300 ms is seen
// gone at 770 ms, and the tests that open twenty screens in a row wait that on each. These look every 50 ms.

/** Expects `locator` to match nothing. */
export async function expectNone(locator: Locator, options: { timeout?: number } = {}) {
  await expect.poll(() => locator.count(), { intervals: [50], ...options }).toBe(0);
}

/** Expects `locator` to be visible. */
export async function expectShown(locator: Locator) {
  await expect.poll(() => locator.isVisible(), { intervals: [50] }).toBe(true);
}

/**
 * Scrolls a card far down its page into view, as a person does before using it: such a card (the dashboard's Blocked
 * Employees and Invoices, the Shift Templates editor of /shifts) reads its data or loads its code only when it is
 * about to be seen (useNearViewport).
 */
export async function scrollToCard(page: Page, title: string) {
  await page.getByRole('heading', { name: title, exact: true }).scrollIntoViewIfNeeded();
}

/**
 * Drags a calendar event chip onto a day cell with the mouse, as a person does. The mouse reaches only what is on
 * screen: near a month's end both days are in the grid's last rows, below the fold of a 1280x720 window, so both are
 * scrolled into view first (one row apart at most, they fit together).
 */
export async function dragChip(page: Page, chip: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await chip.scrollIntoViewIfNeeded();
  const a = (await chip.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + 10, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** axe-core's minified build (650 KB; its `source` export is the 1.5 MB unminified one), read on the first scan. */
let axeSource: string | undefined;

/** axe-core in every frame of the page's document that does not have it yet (a scan after another needs none). */
async function injectAxe(page: Page) {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  for (const frame of page.frames()) {
    const has = await frame.evaluate(
      () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
    );
    if (!has) await frame.evaluate(axeSource);
  }
}

/**
 * Scans the page with axe (WCAG 2.1 A and AA) and fails on any serious or critical violation, naming the screen.
 * Running CSS transitions (a modal's fade, a panel sliding in) are waited for first: axe measures contrast at the
 * opacity it finds, so a dialog caught mid-fade fails for colours it does not have.
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string, onlyRules?: string[]) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself, not @axe-core/playwright's AxeBuilder: that put axe's 1.5 MB source into the page
  // twice a scan and finished each in a new blank page with a third copy (a11y.spec: 53 s of Chromium's CPU, 36 s so)
  await injectAxe(page);
  const options: RunOptions = {
    runOnly: onlyRules
      ? { type: 'rule', values: onlyRules }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // only the violations are read: axe then builds a selector for one node of each passed or inapplicable rule rather
    // than for every node it checked, most of its time on a long page
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        opts,
      ),
    options,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(report, `${label}\n${report.join('\n')}`).toEqual([]);
}

// The theme is one attribute on <html> (src/app/theme.ts): dark mode changes colours and nothing else, so a screen
// is scanned whole in light mode, then switched in place and scanned with the colour rules.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** expectNoSeriousAxeViolations in light mode, then the colour rules in dark mode; the page is left light. */
export async function expectNoSeriousViolationsInEitherTheme(page: Page, label: string) {
  await expectNoSeriousAxeViolations(page, `${label} (light)`);
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
  await expectNoSeriousAxeViolations(page, `${label} (dark)`, COLOUR_RULES);
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}
