// Every signed-in screen fits the screens schedulers use (1366x768, 1280x800) and a phone (375x812): the page
// never scrolls sideways and every row action of every table is inside the viewport, not reached by scrolling the
// table sideways. And the colour scheme follows the system's until the user picks one.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed, writeAsBackend } from '../support/demo';
import { expectNone, expectShown, signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

const LAPTOP = { width: 1366, height: 768 };
const SIZES = [LAPTOP, { width: 1280, height: 800 }, { width: 375, height: 812 }];

// src/app/App.tsx's SIGNED_IN_SCREENS with demo ids (mg-shift-17: a future unclaimed shift, which can be edited and
// cancelled; mg-shift-24: a future claimed one, with its worker; mg-shift-01: worked, awaiting its review).
// `rows`: the screen lists rows with actions, so the check below has something to measure.
const SCREENS = [
  { path: '/', rows: true },
  { path: '/pages/settings' },
  { path: '/shifts', rows: true },
  { path: '/shift-details/mg-shift-24' },
  { path: '/shift-details/mg-shift-17/edit' },
  { path: '/shift-details/mg-shift-17/delete' },
  { path: '/shift-details/mg-shift-01/review' },
  { path: '/calendar' },
  { path: '/reviews', rows: true },
  { path: '/invoices', rows: true },
  { path: '/invoice/in_demo_12' },
  { path: '/pages/billing' },
  { path: '/timesheet', rows: true },
  { path: '/insights' },
  { path: '/workers' },
  { path: '/workers/worker-7' },
  { path: '/activity' },
  { path: '/staffing' },
  { path: '/compliance' },
  { path: '/reports' },
];

/**
 * Waits for the screen's first answers, then scrolls down the page a screen at a time (the cards far down load when
 * they near the viewport) and waits for what that loaded. No fixed sleep: a spinner is what is waited on.
 */
async function loadWhole(page: Page) {
  await expectShown(page.locator('main').getByRole('heading').first());
  // what is under way (a card not yet near the viewport shows its spinner without being a live region)
  await expectNone(page.locator('[role="status"] .spinner-border'));
  // a card that appears once the rows above have arrived (Blocked Employees) may be passed before it is there: the
  // pass is made again until nothing says it is loading
  await expect(async () => {
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // instant: Bootstrap makes the page's scrolling smooth, which would still be on its way after the frames
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frame();
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await expectNone(page.locator('.spinner-border'), { timeout: 3000 });
    await expectNone(page.locator('main').getByText('Loading...'), { timeout: 3000 });
  }).toPass();
}

/** How far the page scrolls sideways, and every shown row action (a button or button-link in a table row or a phone's
 * list item) that is not wholly inside the viewport. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const actions = [
      ...document.querySelectorAll<HTMLElement>(
        'main tbody :is(button, a.btn), main .list-group-item :is(button, a.btn)',
      ),
    ].filter((el) => el.checkVisibility({ visibilityProperty: true }));
    const outside = actions
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > width)
      .map(({ el, box }) => `${el.getAttribute('aria-label') || el.textContent?.trim()} at ${box.left}-${box.right}`);
    return { overflow: document.documentElement.scrollWidth - width, actions: actions.length, outside };
  });
}

test('every signed-in screen fits 1366x768, 1280x800 and 375x812: no sideways scroll, row actions in sight', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'facility@shiftcover.test');
  for (const screen of SCREENS) {
    await page.setViewportSize(LAPTOP);
    await page.goto(screen.path);
    await loadWhole(page);
    // one load per screen, laid out again at each size (the layout is CSS: the same DOM at every width)
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const label = `${screen.path} at ${size.width}x${size.height}`;
      // polled: a part that lays itself out on resize (the calendar, after 100 ms) is measured once it has
      await expect
        .poll(async () => (await measure(page)).overflow, { message: `${label} scrolls sideways` })
        .toBeLessThanOrEqual(0);
      await expect
        .poll(async () => (await measure(page)).outside, { message: `${label}: row actions outside the viewport` })
        .toEqual([]);
      const { actions } = await measure(page);
      if (screen.rows) expect(actions, `${label} shows its rows' actions`).toBeGreaterThan(0);
    }
  }
});

test("at 375 px the top bar fits with the Alerts' unread count beside the logo", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-17/edit' });
  const alerts = page.getByRole('button', { name: /^Alerts/ });
  // enabled once the listener has answered: an entry written after it is unread
  await expect(alerts).toBeEnabled();
  const now = Date.now();
  await writeAsBackend([
    {
      path: 'user/uid-dana/alerts/layout-unread',
      data: {
        kind: 'claimed',
        noShow: false,
        shiftId: 'mg-shift-17',
        facilityId: 'maple-grove',
        workerId: 'worker-2',
        workerName: 'Blake Martinez',
        start: new Date(now + 86_400_000),
        urgent: false,
        detail: '',
        at: new Date(now),
      },
    },
  ]);
  await expect(alerts).toHaveAccessibleName('Alerts, 1 unread');
  await expect.poll(async () => (await measure(page)).overflow, { message: 'the page scrolls sideways' }).toBe(0);
  await expect(page.getByRole('link', { name: 'ShiftCover', exact: true })).toBeVisible();
  await reseed();
});

test('under 576 px the rows of a list are cards: each value beside its column name, the actions under them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
  const row = page.getByRole('table', { name: 'Shifts' }).locator('tbody tr').first();
  await expect(row).toBeVisible();
  const start = row.locator('td[data-label="Start"]');
  const menu = row.getByRole('button', { name: /^Actions for / });
  // the row is as wide as its card, its cells stacked: Start's label on the left, its value on the right
  const [rowBox, startBox, menuBox] = await Promise.all([row.boundingBox(), start.boundingBox(), menu.boundingBox()]);
  expect(rowBox!.width).toBeLessThanOrEqual(375);
  expect(startBox!.width).toBeGreaterThan(rowBox!.width * 0.9);
  expect(menuBox!.y).toBeGreaterThan(startBox!.y);
  expect(await start.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Start"');
});

test('a card below the fold says it is loading, never an empty box, and loads once scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'facility@shiftcover.test');
  const invoices = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Invoices', exact: true }) });
  await expect(invoices).toContainText('Loading...');
  const blocked = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Blocked Employees' }) });
  await expect(blocked).toContainText('Loading...');
  await invoices.scrollIntoViewIfNeeded();
  await expect(invoices.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await blocked.scrollIntoViewIfNeeded();
  await expect(blocked.getByRole('table', { name: 'Blocked Employees' }).getByRole('row')).not.toHaveCount(0);
  await expect(blocked).not.toContainText('Loading...');
});

test('the colour scheme follows the system until the user picks one, then keeps the pick', async ({ page }) => {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'facility@shiftcover.test');
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  // a change of the system's preference is followed at once, without a reload
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');

  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page.getByLabel('Light').check();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  // the change event of the media query is dispatched before the next frame's animation callbacks
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme settings' })).toBeVisible();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
});
