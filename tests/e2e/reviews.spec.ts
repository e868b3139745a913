// Reviews in Chromium on the demo data: a full review from the dashboard ('This question is required',
// every rating text, the toast), then the next shift awaiting review; Past Reviews; unavailable shifts.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

test.beforeEach(async () => {
  await reseed();
});

test('a full review from the dashboard, then the next shift awaiting review', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  const table = page.getByRole('table', { name: 'Reviews to complete' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').first()).toContainText('Casey Nguyen');

  await table.getByRole('link', { name: 'Review Casey Nguyen' }).click();
  await expect(page).toHaveURL(/\/shift-details\/mg-shift-01\/review\?source=dashboard$/);
  await expect(page.getByRole('heading', { name: 'Review: Casey Nguyen' })).toBeVisible();

  // nothing answered: both questions say so, nothing is saved
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('This question is required')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'review form with both questions required');
  await expect(toast(page, 'Review saved successfully')).toHaveCount(0);

  const rating = page.getByRole('group', { name: 'Rating' });
  const texts: [string, string][] = [
    ['1', "We're sorry to hear that. Your ShiftCover representative will reach out to you shortly."],
    ['2', "We're sorry to hear that. Your ShiftCover representative will reach out to you shortly."],
    ['3', 'Thank you for your feedback!'],
    ['4', 'Thank you for your feedback!'],
    ['5', "We're glad you had a great experience!"],
  ];
  for (const [value, text] of texts) {
    await rating.getByText(value, { exact: true }).click();
    await expect(rating.getByRole('radio', { name: value })).toBeChecked();
    await expect(page.getByText(text)).toBeVisible();
  }
  // rating answered, onTime still required
  await expect(page.getByText('This question is required')).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('This question is required')).toHaveCount(1);

  await page.getByRole('group', { name: 'On time' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Additional comments').fill('Great with residents, on time, thorough handover.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review saved successfully')).toBeVisible();

  await expectNoSeriousAxeViolations(page, 'review saved, next shift offered');
  await page.getByRole('link', { name: 'Review next shift' }).click();
  await expect(page).toHaveURL(/\/shift-details\/mg-shift-0[23]\/review\?source=next$/);
  await expect(page.getByRole('heading', { name: /^Review: (Emerson Clark|Harper Wilson)$/ })).toBeVisible();
  // a new form: nothing answered yet
  await expect(page.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '5' })).not.toBeChecked();

  // the reviewed shift left the dashboard's table and appears in Past Reviews
  await page.getByRole('link', { name: 'Reviews' }).first().click();
  await expect(page.getByRole('table', { name: 'Reviews to complete' }).locator('tbody tr')).toHaveCount(2);
  const past = page.getByRole('table', { name: 'Past Reviews' });
  const row = past.locator('tbody tr', { hasText: 'Casey Nguyen' });
  await expect(row).toContainText('5 / 5');
  await expect(row).toContainText('Yes');
  await expect(past.locator('tbody tr', { hasText: 'Kendall Price' })).toContainText('4 / 5');
});

test('editing a past review updates it', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/reviews' });
  const past = page.getByRole('table', { name: 'Past Reviews' });
  await past.getByRole('link', { name: 'Edit review of Kendall Price' }).click();
  await expect(page.getByText('You reviewed this shift before; submitting again updates that review.')).toBeVisible();
  const rating = page.getByRole('group', { name: 'Rating' });
  await expect(rating.getByRole('radio', { name: '4' })).toBeChecked();
  await rating.getByText('2', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review saved successfully')).toBeVisible();
  await page.goto('/reviews');
  await expect(past.locator('tbody tr', { hasText: 'Kendall Price' })).toContainText('2 / 5');
  await expect(past.locator('tbody tr')).toHaveCount(1);
});

test("'This shift is not available for review' and 'Shift not found'", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  // unclaimed future, claimed future, cancelled
  for (const id of ['mg-shift-17', 'mg-shift-24', 'mg-shift-29']) {
    await page.goto(`/shift-details/${id}/review`);
    await expect(page.getByRole('heading', { name: 'This shift is not available for review' })).toBeVisible();
  }
  await page.goto('/shift-details/no-such-shift/review');
  await expect(page.getByRole('heading', { name: 'Shift not found' })).toBeVisible();
  // another facility's shift is not found either
  await page.goto('/shift-details/ln-shift-01/review?source=email');
  await expect(page.getByRole('heading', { name: 'Shift not found' })).toBeVisible();
});

test('a worker can be blocked from a Reviews to complete row', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/reviews' });
  const table = page.getByRole('table', { name: 'Reviews to complete' });
  await table.getByRole('button', { name: 'Block Harper Wilson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Harper Wilson' });
  await dialog.getByLabel('Reason').fill('Left the floor unattended');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Harper Wilson has been blocked and removed from all future shifts.')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Unblock Harper Wilson' })).toBeVisible();
});
