// No blank page: a screen whose code is gone since a deploy reloads the page once and recovers; still gone, or a
// screen that throws, shows the error page in the frame with working links and Try again, and the rest of the portal
// keeps working. Run on the production build: its chunks are what a deploy replaces.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { expectNoSeriousAxeViolations, signIn } from './helpers';

const WORKERS_CHUNK = '**/assets/WorkersPage-*.js';
const ERROR_TEXT = 'Whoops, something went wrong!';

/** Counts the page's loads from now on: a reload is one more. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

const sidebarLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();
const workersHeading = (page: Page) => page.getByRole('heading', { name: 'Workers', exact: true });

async function signInAsDana(page: Page) {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
}

test('a screen whose code a deploy removed reloads the page once and shows the screen', async ({ page }) => {
  // the first request fails as a deleted chunk does; the reloaded page gets it, as it gets a new version's
  await signInAsDana(page);
  let blocked = false;
  await page.route(WORKERS_CHUNK, (route) => {
    if (blocked) return route.fallback();
    blocked = true;
    return route.abort();
  });
  const loads = countLoads(page);
  await sidebarLink(page, 'Workers').click();
  await expect(workersHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/workers$/);
  expect(loads()).toBe(1);
});

test('a chunk still missing after the reload shows the error page once, and the portal keeps working', async ({
  page,
}) => {
  await signInAsDana(page);
  await page.route(WORKERS_CHUNK, (route) => route.abort());
  const loads = countLoads(page);
  await sidebarLink(page, 'Workers').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: ERROR_TEXT })).toBeVisible();
  // one reload, no loop: the error page shows only once the guard has refused a second one
  expect(loads()).toBe(1);
  await expect(page).toHaveURL(/\/workers$/);

  // the frame's links work, and another screen loads
  await sidebarLink(page, 'Timesheet').click();
  await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);

  await sidebarLink(page, 'Workers').click();
  await expect(main.getByRole('heading', { name: ERROR_TEXT })).toBeVisible();
  await main.getByRole('link', { name: 'Take me home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();

  // the chunk is back (the deploy finished): Try again loads the page anew and the screen shows
  await page.unroute(WORKERS_CHUNK);
  await sidebarLink(page, 'Workers').click();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(workersHeading(page)).toBeVisible();
  expect(loads()).toBe(2);
});

test('a screen that throws shows the error page in the frame; its links and Try again work', async ({ page }) => {
  // the Workers screen's own module, with its component throwing while the page's flag says so: no switch for this
  // is shipped, the test serves the module
  await signInAsDana(page);
  await page.route(WORKERS_CHUNK, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    const exported = /export\s*\{\s*([\w$]+) as default\s*\}/.exec(code);
    if (!exported) throw new Error('the Workers chunk has no default export to wrap');
    const wrapped =
      code.replace(exported[0], 'export { __throwing as default }') +
      `\nfunction __throwing(props) { if (window.__workersThrow) throw new Error('render failed'); ` +
      `return ${exported[1]}(props); }\n`;
    await route.fulfill({ response, body: wrapped });
  });
  await page.evaluate(() => ((window as unknown as { __workersThrow: boolean }).__workersThrow = true));
  const loads = countLoads(page);
  await sidebarLink(page, 'Workers').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: ERROR_TEXT })).toBeVisible();
  // the frame is still there, and a render error is not a reason to reload
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(loads()).toBe(0);
  await expectNoSeriousAxeViolations(page, 'the error page in the frame');

  await main.getByRole('link', { name: 'Take me home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await sidebarLink(page, 'Timesheet').click();
  await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();

  await sidebarLink(page, 'Workers').click();
  await expect(main.getByRole('heading', { name: ERROR_TEXT })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __workersThrow: boolean }).__workersThrow = false));
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(workersHeading(page)).toBeVisible();
  expect(loads()).toBe(0);
});

test('a signed-out screen whose code is missing shows the error page, whose link works', async ({ page }) => {
  await page.route('**/assets/ForgotPasswordPage-*.js', (route) => route.abort());
  const loads = countLoads(page);
  await page.goto('/authentication/basic/forget-password');
  await expect(page.getByRole('heading', { name: ERROR_TEXT })).toBeVisible();
  // the first load and the one reload
  expect(loads()).toBe(2);
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).not.toHaveURL(/forget-password/);
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
});
