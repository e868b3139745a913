// The History of a shift and the Activity in Chromium on the demo data: an edit, a cancellation and an approval each
// show on the shift's details with who and when, newest first; /activity lists them, by kind, and a company user's
// by facility. What is expected is derived from the seeded shifts (their descriptions and workers).
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { demoDoc, momentWithTimesheet, reseedDemo, type DemoData } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';

let demo: DemoData;
let seededAt = 0;

test.beforeEach(async () => {
  seededAt = momentWithTimesheet();
  demo = await reseedDemo(seededAt);
});

const history = (page: Page) => page.getByRole('list', { name: 'History' });
const descriptionOf = (id: string) => String(demoDoc(demo, `shifts/${id}`).description);
const activityRows = (page: Page) => page.getByRole('table', { name: 'Activity' }).locator('tbody tr');

/** The Sunday of the week of `at` in America/Chicago (YYYY-MM-DD), spelled out here. */
function chicagoSunday(at: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(at));
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return new Date(Date.parse(`${today}T00:00:00Z`) - day * 86_400_000).toISOString().slice(0, 10);
}

test('an edit, a cancellation and an approval show in the History, newest first, with who', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');

  // an edit: the changed field, before and after
  const edited = 'mg-shift-22';
  const before = descriptionOf(edited);
  await page.goto(`/shift-details/${edited}/edit`);
  await page.getByLabel('Description').fill('Edited for the History');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/shift-details/${edited}$`));
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await expect(history(page).getByRole('listitem').first()).toContainText(
    `Edited: Description: ${before} → Edited for the History`,
  );
  await expect(history(page).getByRole('listitem').first()).toContainText('Dana Whitfield');
  await expect(history(page).getByRole('listitem').last()).toContainText('Created');
  await expectNoSeriousAxeViolations(page, 'shift details with its History');

  // a cancellation: its reason
  const cancelled = 'mg-shift-23';
  await page.goto(`/shift-details/${cancelled}/delete`);
  await page.getByLabel('Reason').selectOption('noLongerNeeded');
  await page.getByRole('button', { name: 'Cancel shift' }).click();
  await expect(page.getByText('Shift was cancelled successfully')).toBeVisible();
  await page.goto(`/shift-details/${cancelled}`);
  await expect(history(page).getByRole('listitem').first()).toContainText('Cancelled: No longer needed');
  await expect(history(page).getByRole('listitem').first()).toContainText('Dana Whitfield');

  // an approval on the timesheet: the hours approved
  // (the seed's moment always leaves this week's entries on the timesheet: see momentWithTimesheet)
  const [approved] = demo.special.timesheet;
  expect(approved).toBeTruthy();
  const worker = String(demoDoc(demo, `user/${demoDoc(demo, `shifts/${approved}`).nurseId}`).firstName);
  await page.goto(`/timesheet?date=${chicagoSunday(seededAt)}`);
  const approve = page.getByRole('button', { name: new RegExp(`^Approve ${worker} `) });
  await approve.click();
  // stored once the row says so: the button is disabled while the write is pending too, and leaving the page then
  // can drop it (under test:clocks at the fall-back moment, the History never showed the approval)
  const row = page.getByRole('table', { name: 'Timesheet' }).getByRole('row').filter({ has: approve });
  await expect(row.getByRole('cell').first()).toContainText('Approved');
  await expect(approve).toBeDisabled();
  await page.goto(`/shift-details/${approved}`);
  await expect(history(page).getByRole('listitem').first()).toContainText(/Hours approved: \d+\.\d\d hours/);

  // the Activity: the newest first, then by kind
  await page.getByRole('link', { name: 'Activity' }).first().click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('columnheader')).toHaveText([
    'When',
    'Who',
    'Shift',
    'What',
  ]);
  await expect(activityRows(page).first()).toContainText('Hours approved');
  await expect(activityRows(page).nth(1)).toContainText('Cancelled: No longer needed');
  await expect(activityRows(page).nth(2)).toContainText('Edited for the History');
  await expect(activityRows(page)).toHaveCount(25);
  await expectNoSeriousAxeViolations(page, 'Activity');
  await page.getByLabel('What').selectOption('cancelled');
  await expect(activityRows(page).first()).toContainText('Cancelled: No longer needed');
  const whats = await activityRows(page).locator('td:nth-child(4)').allTextContents();
  expect(whats.length).toBeGreaterThan(1);
  expect(whats.every((w) => w.startsWith('Cancelled'))).toBe(true);
  // Load More pages on (the demo facility has more than 25 creations)
  await page.getByLabel('What').selectOption('created');
  await expect(activityRows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(activityRows(page)).not.toHaveCount(25);
});

test("a company user's Activity covers its facilities and filters by facility", async ({ page }) => {
  await signIn(page, 'company@shiftcover.test', { at: '/activity' });
  await expect(activityRows(page)).toHaveCount(25);
  await page.getByLabel('Facility').selectOption({ label: 'Lakeside North' });
  await expect(activityRows(page).first()).toContainText('Lakeside North');
  const shifts = await activityRows(page).locator('td:nth-child(3)').allTextContents();
  expect(shifts.every((s) => s.includes('Lakeside North'))).toBe(true);
});
