// The weekly timesheet as Dana uses it: the URL date forced to Sunday, the Sunday-only picker, a week
// of approvals (reject one, Approve All), the Approved? column naming who acted.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { momentWithTimesheet, reseed } from '../support/demo';
import { signIn } from './helpers';

// Calendar arithmetic on YYYY-MM-DD, spelled out here (the spec's rule, not the app's code).
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Sunday of the week of `at` (by default the current week) in America/Chicago. */
function timesheetSunday(at = Date.now()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(at));
  return addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
}

const WORKERS = ['Casey Nguyen', 'Emerson Clark', 'Harper Wilson']; // mg-shift-01..03
let timesheet: string[] = [];
// the seed's moment: now, or in the first 35 minutes of a week the end of the week before (see momentWithTimesheet)
let seededAt = 0;

test.beforeEach(async () => {
  seededAt = momentWithTimesheet();
  timesheet = (await reseed(seededAt)).special.timesheet;
});

const mdY = (ymd: string) => `${ymd.slice(5, 7)}-${ymd.slice(8, 10)}-${ymd.slice(0, 4)}`;
const table = (page: Page) => page.getByRole('table', { name: 'Timesheet' });
const rowOf = (page: Page, worker: string) => table(page).getByRole('row').filter({ hasText: worker });

test('the date in the URL is forced to the Sunday of its week, in America/Chicago', async ({ page }) => {
  const sunday = timesheetSunday();
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/timesheet\\?date=${sunday}$`));
  await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
  await expect(page.getByLabel('Week of')).toHaveValue(mdY(sunday));

  // a Wednesday is replaced by its Sunday, and the replaced URL is not kept in the history
  await page.goto('/');
  await page.goto(`/timesheet?date=${addDays(sunday, -4)}`);
  const previous = addDays(sunday, -7);
  await expect(page).toHaveURL(new RegExp(`/timesheet\\?date=${previous}$`));
  await expect(page.getByLabel('Week of')).toHaveValue(mdY(previous));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // nonsense is replaced by the current week
  await page.goto('/timesheet?date=not-a-date');
  await expect(page).toHaveURL(new RegExp(`/timesheet\\?date=${sunday}$`));
});

test('the week picker offers only Sundays', async ({ page }) => {
  const sunday = timesheetSunday();
  await signIn(page, 'facility@shiftcover.test');
  await page.goto(`/timesheet?date=${sunday}`);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(sunday, -7)}$`));
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${sunday}$`));

  await page.getByRole('button', { name: 'Choose a Sunday' }).click();
  const monday = new Date(`${addDays(sunday, 1)}T12:00:00Z`);
  const name = (d: Date) =>
    d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByRole('button', { name: name(monday) })).toHaveCount(0);
  const currentSunday = page.getByRole('button', { name: name(new Date(`${sunday}T12:00:00Z`)) });
  await expect(currentSunday).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous month' }).click();
  const firstSundayButton = page.getByRole('button', { name: /^Sunday, / }).first();
  await firstSundayButton.click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}$/);
  const picked = new URL(page.url()).searchParams.get('date')!;
  expect(new Date(`${picked}T12:00:00Z`).getUTCDay()).toBe(0);
  expect(picked < sunday).toBe(true);

  // typing another day of a week picks its Sunday; a malformed date is refused with a message
  await page.getByLabel('Week of').fill(mdY(addDays(sunday, 3)));
  await page.getByLabel('Week of').press('Enter');
  await expect(page).toHaveURL(new RegExp(`date=${sunday}$`));
  await page.getByLabel('Week of').fill('2026/03/08');
  await page.getByLabel('Week of').press('Enter');
  await expect(page.getByText('Enter a date as MM-DD-YYYY')).toBeVisible();
});

test('a week of approvals: reject one, then Approve All, the list reloading after each action', async ({ page }) => {
  expect(timesheet).toHaveLength(3);
  await signIn(page, 'facility@shiftcover.test');
  // the seeded week, by its date: the current one, unless it began less than 35 minutes ago
  await page.goto(`/timesheet?date=${timesheetSunday(seededAt)}`);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Approved?',
    'Worker',
    'Position',
    'Clock In',
    'Clock Out',
    'Actions',
  ]);
  await expect(table(page).getByRole('row')).toHaveCount(4);
  for (const worker of WORKERS) {
    await expect(rowOf(page, worker).getByRole('cell').first()).toHaveText('Not yet');
    await expect(rowOf(page, worker).getByRole('cell').nth(3)).toHaveText(
      /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/,
    );
  }
  await expect(rowOf(page, 'Casey Nguyen').getByRole('cell').nth(2)).toHaveText('CNA');

  await page.getByRole('button', { name: 'Reject Harper Wilson' }).click();
  await expect(rowOf(page, 'Harper Wilson').getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Rejected/);
  await expect(page.getByRole('button', { name: 'Reject Harper Wilson' })).toBeDisabled();
  await page.getByRole('button', { name: 'Approve Casey Nguyen' }).click();
  await expect(rowOf(page, 'Casey Nguyen').getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);

  const approveAll = page.getByRole('button', { name: 'Approve All' });
  await approveAll.click();
  await expect(page.getByText('Approved 2 entries')).toBeVisible();
  for (const worker of WORKERS) {
    await expect(rowOf(page, worker).getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);
    await expect(page.getByRole('button', { name: `Approve ${worker}` })).toBeDisabled();
  }
  await expect(approveAll).toBeDisabled();

  // kept: a fresh load shows the same
  await page.reload();
  await expect(rowOf(page, 'Harper Wilson').getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeDisabled();
});

test('a week without entries says so and offers nothing to approve', async ({ page }) => {
  const sunday = timesheetSunday();
  await signIn(page, 'facility@shiftcover.test');
  await page.goto(`/timesheet?date=${addDays(sunday, 14)}`);
  await expect(page.getByText(`No hours to approve for the week of ${mdY(addDays(sunday, 14))}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeDisabled();
});
