// The Disciplinary (discontent) form on shift details in Chromium: the three reasons, the required
// fields, the submission (form hidden, note shown, kept after a reload) and unclaimed shifts.
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

test('filing a discontent form about the worker of a shift', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  // mg-shift-06: a past shift worked by Finley Lopez
  await page.goto('/shift-details/mg-shift-06');
  const form = page.locator('.card', { has: page.getByRole('heading', { name: 'Disciplinary Form' }) });
  await expect(form).toBeVisible();
  const reasons = form.getByRole('group', { name: 'Reason' });
  for (const label of ['Late to work', 'Poor work quality', 'Another reason'])
    await expect(reasons.getByRole('radio', { name: label })).toBeVisible();

  // all three fields are required
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, 'shift details with the discontent form and its required messages');

  await reasons.getByRole('radio', { name: 'Late to work' }).check();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByLabel('Apply this comment to').fill('Every shift with this worker');
  await form.getByLabel('Details').fill('   ');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(1);
  await form.getByLabel('Details').fill('Arrived 45 minutes late twice this month without calling ahead.');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.locator('.Toastify').getByText('Your discontent form was submitted')).toBeVisible();
  const note = 'A discontent form has been filed for this shift. Your ShiftCover representative will follow up.';
  await expect(form.getByText(note)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // the shift now has discontent details: the form stays hidden after a reload
  await page.reload();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByLabel('Apply this comment to')).toHaveCount(0);
});

test('an unclaimed shift has no worker to file about', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-17' });
  await expect(page.getByRole('heading', { name: 'Disciplinary Form' })).toBeVisible();
  await expect(
    page.getByText('The Disciplinary Form is available once a worker has claimed this shift.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
