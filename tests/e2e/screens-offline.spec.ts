// Every signed-in screen, reached in the app after the database became unreachable, ends in an error
// with Retry: never a blank page, an endless spinner or an empty list that looks real.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';
import { cutFirestore, fastForwardUntil, fastForwardUntilShown, goInApp, restoreFirestore } from './offline';

test.beforeAll(async () => {
  await reseed();
});

const spinners = (page: Page) => page.locator('main .spinner-border');

/**
 * Opens each screen in the app with the database cut off and expects its error messages with Retry. The page's clock
 * is installed before it loaded (fastForwardUntil).
 */
async function expectErrorScreens(page: Page, screens: [string, string[]][]) {
  for (const [path, messages] of screens) {
    // from the Account page, which reads nothing beyond the signed-in profile: the data of the screen
    // under test was never loaded while the database answered
    await goInApp(page, '/pages/settings');
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
    await cutFirestore(page);
    await goInApp(page, path);
    // live lists give the server 10 s before they report it unreachable, which the page's clock jumps over
    await fastForwardUntil(page, () =>
      expect(page.getByRole('button', { name: 'Retry' }).first(), path).toBeVisible({ timeout: 2_000 }),
    );
    // to the end of the page: the cards far down read only when they are about to be seen (useNearViewport)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await fastForwardUntil(page, async () => {
      await expect(spinners(page), path).toHaveCount(0, { timeout: 2_000 });
      for (const message of messages) {
        await expect(page.getByText(message, { exact: true }), path).toBeVisible({ timeout: 2_000 });
      }
    });
    await restoreFirestore(page);
  }
}

// Split in three, each part with a time of its own: twelve screens in one test, each screen's error shown only once
// its live list has given up (the page's clock jumped over the 10 s), leave a loaded machine little room.
test('facility lists show an error with Retry when the database is unreachable', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, 'facility@shiftcover.test');
  await expectErrorScreens(page, [
    [
      '/',
      [
        'Shifts could not be loaded.',
        'Reviews to complete could not be loaded.',
        'The names of the blocked workers could not be loaded.',
        'Invoices could not be loaded.',
      ],
    ],
    ['/shifts', ['Shifts could not be loaded.']],
    ['/calendar', ['The shifts of this period could not be loaded.']],
    ['/reviews', ['Reviews to complete could not be loaded.', 'Past Reviews could not be loaded.']],
    ['/invoices', ['Invoices could not be loaded.']],
    ['/pages/billing', ['Billing could not be loaded.']],
    ['/timesheet', ['The timesheet could not be loaded.']],
  ]);
});

test("a shift's and an invoice's screens show an error with Retry when the database is unreachable", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, 'facility@shiftcover.test');
  await expectErrorScreens(page, [
    ['/shift-details/mg-shift-20', ['The shift could not be loaded.']],
    ['/shift-details/mg-shift-20/edit', ['The shift could not be loaded.']],
    ['/shift-details/mg-shift-20/delete', ['The shift could not be loaded.']],
    ['/shift-details/mg-shift-01/review', ['The shift could not be loaded.']],
    ['/invoice/in_demo_01', ['The invoice could not be loaded.']],
  ]);
});

test("Retry on a shift's screen recovers once the database is back", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await goInApp(page, '/pages/settings');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await cutFirestore(page);
  await goInApp(page, '/shift-details/mg-shift-20');
  await expect(page.getByText('The shift could not be loaded.')).toBeVisible({ timeout: 25_000 });
  await restoreFirestore(page);
  // the SDK's own reconnection may beat the click (see the live list's test below); then no Retry is left
  const retry = page.getByRole('button', { name: 'Retry' }).first();
  await retry.click({ timeout: 3_000 }).catch(async () => expect(retry).toHaveCount(0));
  await expect(page.getByRole('heading', { level: 1, name: /Day shift/ })).toBeVisible({ timeout: 25_000 });
});

test('company screens show an error with Retry when the database is unreachable', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await signIn(page, 'company@shiftcover.test');
  // the company's lists are the facility's components over several facilities; the timesheet stands for them
  await expectErrorScreens(page, [['/timesheet', ['The timesheet could not be loaded.']]]);
  // the facilities table comes with the signed-in profile: still there, nothing waiting
  await cutFirestore(page);
  await goInApp(page, '/');
  await expect(page.getByRole('table', { name: 'Facilities' })).toBeVisible();
  await restoreFirestore(page);
});

test("the admin picker's lists show an error with Retry when the database is unreachable", async ({ page }) => {
  await signIn(page, 'admin@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Act as a customer' })).toBeVisible();
  await cutFirestore(page);
  // the company list is read when the admin switches to it
  await page.getByLabel('Company').check();
  await expect(page.getByText('The list could not be loaded. Check your connection and try again.')).toBeVisible({
    timeout: 25_000,
  });
  await expect(spinners(page)).toHaveCount(0);
  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The list could not be loaded. Check your connection and try again.')).toHaveCount(0, {
    timeout: 25_000,
  });
  await expect(page.getByRole('option', { name: /Lakeside Health/ }).first()).toBeAttached();
});

test('a live list already on screen says so when the database stops, and Retry brings it back', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'facility@shiftcover.test');
  const rows = page.getByRole('table', { name: 'Shifts' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await cutFirestore(page);
  // not the last rows shown as if they were still live (after the live list's 10 s, which the page's clock jumps over)
  await fastForwardUntilShown(page, page.getByText('Shifts could not be loaded.'));
  await restoreFirestore(page);
  // Retry brings it back at once; the SDK's own reconnection may beat the click (a server answer after a failure
  // passes, so the list also recovers by itself; with the dashboard's other live card that race was seen here), and
  // then there is no Retry left to click
  const retry = page.getByRole('button', { name: 'Retry' }).first();
  await retry.click({ timeout: 3_000 }).catch(async () => expect(retry).toHaveCount(0));
  await expect(rows).toHaveCount(10, { timeout: 25_000 });
  await expect(page.getByText('Shifts could not be loaded.')).toHaveCount(0);
});

test('a reload with the database unreachable says the account could not be loaded, and Try again recovers', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test');
  await cutFirestore(page);
  await page.goto('/shifts');
  await expect(page.getByRole('heading', { name: "We couldn't load your account" })).toBeVisible({ timeout: 25_000 });
  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Shifts' })).toBeVisible({ timeout: 25_000 });
});
