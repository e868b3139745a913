// Printing: the timesheet's Print gives a sign-off sheet (the facility and week, every entry with its Hours,
// the total, a Signature line and the date) and /today prints as a roster, both without the sidebar, the top bar and
// the buttons. Checked in print media, as the browser lays the page out for paper.
import { expect, test } from './clock';
import { reseedDemo, type DemoData } from '../support/demo';
import { signIn } from './helpers';

let demo: DemoData;
test.beforeEach(async () => {
  demo = await reseedDemo(Date.now());
});

test('the timesheet prints as a sign-off sheet and /today as a roster, without the frame or buttons', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/timesheet' });
  const sheet = page.getByRole('table', { name: 'Timesheet' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeHidden();
  await expect(page.getByText(/^Maple Grove Care Center · Week of \d\d-\d\d-\d{4}$/)).toBeVisible();
  // every entry of the seeded week, with its Hours, and the total
  const entries = demo.special.timesheet.length;
  if (entries > 0) {
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('columnheader', { name: 'Hours' })).toBeVisible();
    await expect(sheet.locator('tbody tr')).toHaveCount(entries);
    await expect(sheet.getByRole('rowheader', { name: 'Total hours' })).toBeVisible();
    await expect(page.getByText('Signature', { exact: true })).toBeVisible();
    await expect(page.getByText('Date', { exact: true })).toBeVisible();
  }

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Signature', { exact: true })).toBeHidden();
  await page.goto('/today');
  const roster = page.getByRole('table', { name: "Today's shifts" });
  await expect(roster.getByRole('row').nth(1)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(roster).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  for (const button of await roster.getByRole('button').all()) await expect(button).toBeHidden();
});
