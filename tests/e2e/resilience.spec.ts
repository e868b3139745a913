// No lost work: a lost connection is shown as an error with Retry (never an endless spinner or an
// empty list that looks real), a failed save keeps what the scheduler typed, and bad addresses get the
// spec's not-found messages.
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';
import { cutFirestore, restoreFirestore } from './offline';

test.beforeAll(async () => {
  await reseed();
});

test('with the database unreachable a screen says so and offers Retry, which recovers', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await cutFirestore(page);
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  await expect(page.getByText('The timesheet could not be loaded.')).toBeVisible({ timeout: 25_000 });
  await expect(page.locator('[role="status"] .spinner-border')).toHaveCount(0);
  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible({ timeout: 25_000 });
});

test('a save that fails keeps the form filled, and goes through once the database is back', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await dialog.getByLabel('Description').fill('Offline shift');
  await dialog.getByLabel('Position').selectOption('CNA');
  await cutFirestore(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to create shift')).toBeVisible({ timeout: 25_000 });
  await expect(dialog.getByLabel('Description')).toHaveValue('Offline shift');
  await expect(dialog.getByLabel('Position')).toHaveValue('CNA');
  await restoreFirestore(page);
  // a double click stores the shift once (Save is disabled while saving)
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Successfully created shift!')).toBeVisible({ timeout: 25_000 });
  await page.goto('/shifts');
  // written once: nothing queued while offline arrived later as a second copy
  await expect(page.getByRole('link', { name: 'Offline shift' })).toHaveCount(1);
});

test("bad addresses get the spec's not-found messages, not a crash", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  const cases: [string, string][] = [
    ['/shift-details/no-such-shift', 'Shift not found'],
    ['/shift-details/ln-shift-01', 'Shift not found'], // another company's shift
    ['/shift-details/no-such-shift/edit', "The shift wasn't found"],
    ['/shift-details/ln-shift-01/edit', "The shift wasn't found"],
    ['/shift-details/no-such-shift/delete', 'Shift not found'],
    ['/shift-details/ln-shift-01/delete', 'Shift not found'],
    ['/shift-details/no-such-shift/review', 'Shift not found'],
    ['/invoice/no-such-invoice', 'Invoice not found'],
  ];
  for (const [path, message] of cases) {
    await page.goto(path);
    await expect(page.getByText(message, { exact: true }).first(), path).toBeVisible();
  }
  for (const bad of ['not-a-date', '2026-02-30', '2026-13-01', '%E0%A4%A']) {
    await page.goto(`/timesheet?date=${bad}`);
    // replaced by a real Sunday
    await expect(page, bad).toHaveURL((url) => {
      const date = url.searchParams.get('date') ?? '';
      const noon = new Date(`${date}T12:00:00Z`);
      return (
        url.pathname === '/timesheet' &&
        !Number.isNaN(noon.getTime()) &&
        noon.toISOString().slice(0, 10) === date &&
        noon.getUTCDay() === 0
      );
    });
    await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
  }
});
