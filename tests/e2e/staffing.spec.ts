// The staffing plan in Chromium on the demo data, as a facility user and as a company user: needs saved, the week's
// gaps seen in `Coverage`, posted through `Post the gaps`, after which the week's `Gaps` is 0 and the new shifts are
// on the calendar. Weeks are counted from today in the facility's zone (next week: every day of it still to come).
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { calendarDate, reseed } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import { storedWhere } from './offline';

const CHICAGO = 'America/Chicago';

/** Next week's Sunday (Chicago), and dates counted from it. */
function nextWeek(weeksLater = 0) {
  const today = calendarDate(0, Date.now(), CHICAGO);
  const weekday = new Date(`${today.iso}T12:00:00Z`).getUTCDay();
  return (plus = 0) => calendarDate(7 - weekday + 7 * weeksLater + plus, Date.now(), CHICAGO);
}
const input = (d: { year: string; month: string; day: string }) => `${d.month}-${d.day}-${d.year}`;

const figure = (page: Page, name: 'Gaps' | 'Unfilled') => page.getByRole('region', { name });
const coverageRow = (page: Page, template: string, position: string) =>
  page
    .getByRole('table', { name: 'Coverage' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: template, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: position, exact: true }) });
const WEEKDAY_COLUMN = { Sunday: 2, Monday: 3, Tuesday: 4, Wednesday: 5, Thursday: 6, Friday: 7, Saturday: 8 };

/** The gaps the page shows, then `Post the gaps`: as many rows as gaps, `Post N shifts`, `Posted N shifts`, Gaps 0. */
async function postTheGaps(page: Page): Promise<number> {
  const gaps = Number((await figure(page, 'Gaps').innerText()).replace(/\D+/g, ''));
  expect(gaps).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Post the gaps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post the gaps' });
  await expect(dialog.getByRole('table', { name: /Shifts to post/ }).locator('tbody tr')).toHaveCount(gaps);
  await dialog.getByRole('button', { name: `Post ${gaps} shifts` }).click();
  // the demo's next week lacks some 60 shifts: 8 batches with their History entries
  await expect(page.getByRole('alert').filter({ hasText: `Posted ${gaps} shifts` })).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect(figure(page, 'Gaps')).toHaveText(/^Gaps\s*0$/);
  return gaps;
}

test.beforeAll(async () => {
  await reseed();
});

test("a facility user saves needs, sees next week's gaps, posts them; Gaps is 0 and the calendar shows them", async ({
  page,
}) => {
  const day = nextWeek();
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Staffing' }).first().click();
  await expect(page.getByRole('heading', { name: 'Staffing plan' })).toBeVisible();
  const needs = page.getByRole('region', { name: 'Needs' });
  await needs.getByLabel('Night RN Wednesday', { exact: true }).fill('3');
  await needs.getByLabel('Day CNA Monday', { exact: true }).fill('51');
  await needs.getByRole('button', { name: 'Save needs' }).click();
  await expect(needs.getByText('Enter a whole number from 0 to 50').first()).toBeVisible();
  await needs.getByLabel('Day CNA Monday', { exact: true }).fill('4');
  await needs.getByRole('button', { name: 'Save needs' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved needs' })).toBeVisible();

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByLabel('Week of')).toHaveValue(input(day()));
  const night = coverageRow(page, 'Night', 'RN');
  await expect(night.getByRole('cell').nth(WEEKDAY_COLUMN.Wednesday - 1)).toHaveText(/^\d+\/3/);
  await expect(
    coverageRow(page, 'Day', 'CNA')
      .getByRole('cell')
      .nth(WEEKDAY_COLUMN.Monday - 1),
  ).toHaveText(/^\d+\/4/);
  await expectNoSeriousAxeViolations(page, 'Staffing plan');

  const posted = await postTheGaps(page);
  expect(posted).toBeGreaterThanOrEqual(3);
  await expect(night.getByRole('cell').nth(WEEKDAY_COLUMN.Wednesday - 1)).toHaveText(/^\d+\/3 · \d+ posted/);
  const stored = await storedWhere('shifts', 'description', 'Night RN');
  expect(stored.filter((s) => s.facilityIdentifier?.stringValue === 'maple-grove').length).toBeGreaterThanOrEqual(3);

  // the calendar's week view, one week on from this one, shows them on the Wednesday
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await page.getByRole('button', { name: 'Week View' }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.locator('.fc-next-button').click();
  const wednesday = page.locator(`.fc-timegrid-col[data-date="${day(3).iso}"]`);
  await expect(wednesday.getByText('Night RN').first()).toBeVisible();
});

test('a company user chooses the facility, saves its needs and posts the gaps of a week they type', async ({
  page,
}) => {
  const day = nextWeek(1);
  await signIn(page, 'company@shiftcover.test', undefined, 'company');
  await page.goto('/staffing');
  await page.getByLabel('Facility Name').selectOption({ label: 'Lakeside East' });
  const needs = page.getByRole('region', { name: 'Needs' });
  await needs.getByLabel('Day CNA Friday', { exact: true }).fill('2');
  await needs.getByLabel('Evening LPN Saturday', { exact: true }).fill('1');
  await needs.getByRole('button', { name: 'Save needs' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved needs' })).toBeVisible();

  await page.getByLabel('Week of').fill(input(day(1)));
  await expect(page.getByText('Weeks start on Sunday: choose a Sunday')).toBeVisible();
  await page.getByLabel('Week of').fill(input(day()));
  await expect(
    coverageRow(page, 'Day', 'CNA')
      .getByRole('cell')
      .nth(WEEKDAY_COLUMN.Friday - 1),
  ).toHaveText(/^\d+\/2/);
  const before = (await storedWhere('shifts', 'facilityIdentifier', 'lakeside-east')).length;
  const posted = await postTheGaps(page);
  const after = await storedWhere('shifts', 'facilityIdentifier', 'lakeside-east');
  expect(after.length - before).toBe(posted);
  expect(after.filter((s) => s.description?.stringValue === 'Evening LPN')).toHaveLength(1);

  // each facility has needs of its own
  await page.getByLabel('Facility Name').selectOption({ label: 'Lakeside North' });
  await expect(needs.getByLabel('Day CNA Friday', { exact: true })).toHaveValue('0');
});
