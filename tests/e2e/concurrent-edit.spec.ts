// Two schedulers of Maple Grove edit the same shift at once, each in their own browser: the second save does not
// silently overwrite the first. It says the shift changed, shows it as it now is, keeps what was typed, and a
// second save applies it. A worker's claim while the cancel form is open is caught the same way.
import { type Browser, type Page } from '@playwright/test';
import { expect, followShiftedClock, test } from './clock';
import { reseedDemo, writeAsBackend, type DemoData } from '../support/demo';
import { signIn } from './helpers';

let demo: DemoData;
test.beforeEach(async () => {
  demo = await reseedDemo();
});

async function scheduler(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await followShiftedClock(context);
  const page = await context.newPage();
  await signIn(page, 'facility@shiftcover.test');
  return page;
}

test('a second save of the same shift says it changed, shows it, keeps the input, and saves on the next try', async ({
  page,
  browser,
}) => {
  await signIn(page, 'facility@shiftcover.test');
  const other = await scheduler(browser);
  await page.goto('/shift-details/mg-shift-19/edit');
  await other.goto('/shift-details/mg-shift-19/edit');
  await expect(page.getByLabel('Description')).not.toHaveValue('');
  await expect(other.getByLabel('Description')).not.toHaveValue('');

  await other.getByLabel('Description').fill('Edited at the nursing station');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('The shift was edited successfully')).toBeVisible();

  await page.getByLabel('Description').fill('Edited in the office');
  await page.getByLabel('Additional Notes').fill('Bring the badge');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Edited at the nursing station');
  await expect(page).toHaveURL(/\/shift-details\/mg-shift-19\/edit$/);
  // nothing typed is lost
  await expect(page.getByLabel('Description')).toHaveValue('Edited in the office');
  await expect(page.getByLabel('Additional Notes')).toHaveValue('Bring the badge');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The shift was edited successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edited in the office' })).toBeVisible();
  await other.context().close();
});

test("a worker's claim while the cancel form is open stops the cancel and shows the shift claimed", async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-20/delete' });
  await page.getByLabel('Reason').selectOption({ label: 'No longer needed' });
  // the worker app claims it meanwhile
  const stored = demo.docs.find((d) => d.path === 'shifts/mg-shift-20')!.data;
  await writeAsBackend([{ path: 'shifts/mg-shift-20', data: { ...stored, isFree: false, nurseId: 'worker-3' } }]);
  await page.getByRole('button', { name: 'Cancel shift' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Claimed');
  await expect(page.getByLabel('Reason')).toHaveValue('noLongerNeeded');
});
