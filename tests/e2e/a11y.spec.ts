// Every route (signed out and signed in) passes an axe WCAG 2.1 AA scan with no serious or critical
// violation, in light and dark mode, and has no horizontal page scroll at 375 px.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { expectNone, expectNoSeriousAxeViolations, expectNoSeriousViolationsInEitherTheme, signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

const PUBLIC_ROUTES = [
  '/authentication/basic/choose',
  '/authentication/basic/login',
  '/authentication/basic/otherLogin',
  '/authentication/basic/logout',
  '/authentication/basic/register',
  '/authentication/basic/forget-password',
  '/authentication/basic/confirm-mail',
  '/authentication/basic/password-reset',
  '/authentication/card/login',
  '/authentication/split/login',
  '/authentication/wizard?userType=facility',
  '/invite/demo-invite?facilityId=maple-grove',
  '/errors/404',
  '/errors/500',
];

// Signed-in routes of the facility user; features add theirs here as they land.
export const FACILITY_ROUTES = [
  '/',
  '/pages/settings',
  '/invoices',
  '/invoice/in_demo_12',
  '/pages/billing',
  '/timesheet',
  '/calendar',
  '/reviews',
  '/shift-details/mg-shift-01/review',
];

async function settle(page: Page) {
  await expectNone(page.locator('[role="status"] .spinner-border'));
  await page.waitForTimeout(200);
}

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test.describe('light and dark', () => {
  // each test scans a dozen or more screens
  test.describe.configure({ timeout: 240_000 });

  test('public routes', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await settle(page);
      await expectNoSeriousViolationsInEitherTheme(page, route);
    }
  });

  test('signed-in routes of the facility user', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    for (const route of FACILITY_ROUTES) {
      await page.goto(route);
      await settle(page);
      await expectNoSeriousViolationsInEitherTheme(page, route);
    }
  });
});

// The dialogs, the panel and the menu in each theme as the theme settings store it (read when the page loads).
for (const dark of [false, true]) {
  test.describe(dark ? 'dark' : 'light', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((isDark) => {
        localStorage.setItem('shiftcover.theme', JSON.stringify({ isDark }));
      }, dark);
    });

    test('the wizard modal, the theme panel and the avatar menu', async ({ page }) => {
      await page.goto('/authentication/wizard?userType=company');
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', dark ? 'dark' : 'light');
      await page.getByRole('button', { name: '3. Done' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'wizard modal');
      await page.keyboard.press('Escape');
      await signIn(page, 'facility@shiftcover.test');
      await page.getByRole('button', { name: 'Theme settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Theme settings' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'theme settings');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expectNoSeriousAxeViolations(page, 'avatar menu');
    });
  });
}

test.describe('375 px wide', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 375, height: 740 } });

  test('no route scrolls sideways and the sidebar becomes a menu', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await settle(page);
      await noHorizontalScroll(page, route);
    }
    await signIn(page, 'company@shiftcover.test');
    for (const route of FACILITY_ROUTES) {
      await page.goto(route);
      await settle(page);
      await noHorizontalScroll(page, route);
    }
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });
});

test('the scan itself fails a page with a serious violation, and names it', async ({ page }) => {
  // the helpers run axe in the page themselves: a scan that found nothing would pass every test above
  const doc = (body: string) => `<!doctype html><html lang="en"><title>Scan</title><main><h1>Scan</h1>${body}</main>`;
  await page.setContent(doc('<p style="color:#bbb;background:#fff">Faint text</p><img src="">'));
  const failure = await expectNoSeriousAxeViolations(page, 'a faint page').then(
    () => null,
    (err: Error) => err.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('image-alt (critical)');
  await page.setContent(doc('<p>Plain text</p>'));
  await expectNoSeriousAxeViolations(page, 'a plain page');
  await expect(page.locator('h1')).toHaveText('Scan');
});
