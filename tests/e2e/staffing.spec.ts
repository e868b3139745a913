// The staffing plan in Chromium on the demo data, as a facility user and as a company user: needs saved, the week's
// gaps seen in `Coverage`, posted through `Post the gaps`, after which the week's `Gaps` is 0 and the new shifts are
// on the calendar; a week's census entered and saved, with each day's planned and filled hours per resident derived
// from the shifts stored for that day. Weeks are counted from today in the facility's zone (next week: every day of it
// still to come).
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { calendarDate, patchAsBackend, reseed, writeAsBackend } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import { storedDoc, storedWhere } from './offline';

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

const WEEKDAY_INDEX = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };
/** The figure of a day in `Planned HPRD` or `Filled HPRD` (the cells after the row's header are the seven days). */
const hprdCell = (page: Page, row: 'Planned HPRD' | 'Filled HPRD', weekday: keyof typeof WEEKDAY_INDEX) =>
  page
    .getByRole('table', { name: 'Coverage' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .nth(WEEKDAY_INDEX[weekday]);

/**
 * A day's hours per resident as stored: the hours of the facility's RN, LPN and CNA shifts not cancelled that start
 * on that date in Chicago (planned) and of those a worker holds (filled), over the census, to two places.
 */
async function storedHprd(facilityId: string, date: string, census: number) {
  const inChicago = new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO });
  const ms = (v: { timestampValue?: string } | undefined) => Date.parse(v?.timestampValue ?? '');
  const shifts = (await storedWhere('shifts', 'facilityIdentifier', facilityId)).filter(
    (s) =>
      inChicago.format(ms(s.start)) === date &&
      s.status?.stringValue !== 'cancelled' &&
      ['RN', 'LPN', 'CNA'].includes(s.nurseType?.stringValue ?? ''),
  );
  const hours = (list: typeof shifts) => list.reduce((h, s) => h + (ms(s.end) - ms(s.start)) / 3_600_000, 0);
  const figure = (h: number) => (Math.round((h / census) * 100) / 100).toFixed(2);
  return {
    count: shifts.length,
    planned: figure(hours(shifts)),
    filled: figure(hours(shifts.filter((s) => s.isFree?.booleanValue === false))),
  };
}

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

test("a facility user enters next week's census and target and sees each day's planned and filled HPRD", async ({
  page,
}) => {
  const day = nextWeek();
  await signIn(page, 'facility@shiftcover.test', { at: '/staffing' });
  const coverage = page.getByRole('table', { name: 'Coverage' });
  // this week's table first, as a scheduler sees it; then the next (CI once saw the week stay put when the button was
  // pressed while the page was still loading; not reproduced in 12 runs alone)
  await expect(coverage).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByLabel('Week of')).toHaveValue(input(day()));
  await expect(page.getByText(/count only shifts posted in ShiftCover/)).toBeVisible();
  // the demo's census of next week's Sunday, as seeded, and its figure
  const seeded = await storedDoc(`facilities/maple-grove/staffingCensus/${day().iso}`);
  const sundayCensus = Number(seeded?.census?.arrayValue?.values?.[0]?.integerValue);
  await expect(coverage.getByLabel('Census Sunday', { exact: true })).toHaveValue(String(sundayCensus));
  const sunday = await storedHprd('maple-grove', day().iso, sundayCensus);
  await expect(hprdCell(page, 'Planned HPRD', 'Sunday')).toHaveText(new RegExp(`^${sunday.planned}`));

  // of Monday to Saturday, the day with most nursing shifts (the gaps posted above, or the demo's own)
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
  const counts = await Promise.all(weekdays.map((_, i) => storedHprd('maple-grove', day(i + 1).iso, 1)));
  const chosen = counts.indexOf(counts.reduce((a, b) => (b.count > a.count ? b : a)));
  const [busy, other] = [weekdays[chosen]!, weekdays[(chosen + 1) % weekdays.length]!];
  expect(counts[chosen]?.count).toBeGreaterThan(0);

  await coverage.getByLabel(`Census ${busy}`, { exact: true }).fill('1001');
  await coverage.getByLabel(`Census ${other}`, { exact: true }).fill('');
  await page.getByLabel('Target HPRD').fill('4.25');
  await page.getByRole('button', { name: 'Save census' }).click();
  await expect(coverage.getByText('Enter a whole number of residents from 0 to 1000, or leave it empty')).toBeVisible();
  await coverage.getByLabel(`Census ${busy}`, { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save census' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved census' })).toBeVisible();
  const stored = await storedDoc(`facilities/maple-grove/staffingCensus/${day().iso}`);
  expect(stored?.census?.arrayValue?.values?.[WEEKDAY_INDEX[busy]]).toEqual({ integerValue: '40' });
  expect(stored?.census?.arrayValue?.values?.[WEEKDAY_INDEX[other]]).toEqual({ nullValue: null });
  expect((await storedDoc('facilities/maple-grove/staffing/plan'))?.hprdTarget).toEqual({ doubleValue: 4.25 });

  const figures = await storedHprd('maple-grove', day(WEEKDAY_INDEX[busy]).iso, 40);
  await expect(hprdCell(page, 'Planned HPRD', busy)).toHaveText(new RegExp(`^${figures.planned}`));
  await expect(hprdCell(page, 'Filled HPRD', busy)).toHaveText(new RegExp(`^${figures.filled}`));
  // a day without a census has no figure
  await expect(hprdCell(page, 'Planned HPRD', other)).toHaveText('—');
});

test('a company user chooses the facility, saves its needs and posts the gaps of a week they type', async ({
  page,
}) => {
  const day = nextWeek(1);
  await signIn(page, 'company@shiftcover.test', { at: '/staffing' });
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

  // the census of that Friday: its hours per resident, of the shifts just posted among them
  await page.getByLabel('Census Friday', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Save census' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved census' })).toBeVisible();
  const friday = await storedHprd('lakeside-east', day(5).iso, 20);
  await expect(hprdCell(page, 'Planned HPRD', 'Friday')).toHaveText(new RegExp(`^${friday.planned}`));

  // each facility has needs of its own
  await page.getByLabel('Facility Name').selectOption({ label: 'Lakeside North' });
  await expect(needs.getByLabel('Day CNA Friday', { exact: true })).toHaveValue('0');
});

test('a shift posted elsewhere, then claimed in the worker app, changes Coverage without a reload', async ({
  page,
}) => {
  // the week's cells come from the coverage weeks, which the Cloud Function keeps (deployed, and here run by
  // scripts/functions-host.mjs): another scheduler's post and a worker's claim reach an open page through it
  await reseed();
  const monday = nextWeek()(1);
  await signIn(page, 'facility@shiftcover.test', { at: '/staffing' });
  await expect(page.getByRole('heading', { name: 'Staffing plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByLabel('Week of')).toHaveValue(input(nextWeek()()));
  const cell = coverageRow(page, 'Day', 'CNA')
    .getByRole('cell')
    .nth(WEEKDAY_COLUMN.Monday - 1);
  await expect(cell).toHaveText(/^\d+\/\d+/);
  const figures = async () => {
    const m = /^(\d+)\/(\d+)(?: · (\d+) posted)?/.exec(await cell.innerText())!;
    return { filled: Number(m[1]), needed: Number(m[2]), posted: Number(m[3] ?? 0) };
  };
  const before = await figures();

  // 07:00 in Chicago, the Day template's start: 13:00 UTC in winter, 12:00 in summer
  const hourIn = (ms: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: CHICAGO, hour: 'numeric', hourCycle: 'h23' }).format(ms);
  const start = [13, 12].map((h) => Date.parse(`${monday.iso}T${h}:00:00Z`)).find((ms) => Number(hourIn(ms)) === 7)!;
  await writeAsBackend([
    {
      path: 'shifts/e2e-elsewhere',
      data: {
        facilityIdentifier: 'maple-grove',
        description: 'Posted elsewhere',
        status: 'active',
        isFree: true,
        nurseType: 'CNA',
        numberOfNurse: 1,
        start: new Date(start),
        end: new Date(start + 8 * 3_600_000),
        nurseId: null,
        createdAt: Date.now(),
        createdBy: 'uid-dana',
        tz: CHICAGO,
      },
    },
  ]);
  await expect.poll(figures).toEqual({ ...before, posted: before.posted + 1 });
  await patchAsBackend('e2e-elsewhere', { isFree: false, nurseId: 'worker-3' });
  await expect.poll(figures).toEqual({ ...before, posted: before.posted + 1, filled: before.filled + 1 });
});
