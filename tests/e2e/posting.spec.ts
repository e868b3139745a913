// Post several and Copy a week in Chromium on the demo data, as a facility user and as a company user: a two-weekday
// pattern for two workers shown in the list and the calendar, a copied week, refused ranges, and a post cut off from
// the database part-way whose retry writes each shift once. Dates are counted from today in the facility's zone.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { chicagoShiftTime } from '../support/chicago';
import { calendarDate, reseed } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import { cutFirestore, fastForwardUntilShown, restoreFirestore, storedWhere } from './offline';
import { defined } from '../support/defined';

const CHICAGO = 'America/Chicago';

/** The Sunday (Chicago) at least 8 days ahead, and dates counted from it. */
function sundayAhead(weeksLater = 0) {
  const today = calendarDate(0, Date.now(), CHICAGO);
  const weekday = new Date(`${today.iso}T12:00:00Z`).getUTCDay();
  const days = 7 - weekday + 7 + 7 * weeksLater;
  return (plus = 0) => calendarDate(days + plus, Date.now(), CHICAGO);
}
const input = (d: { year: string; month: string; day: string }) => `${d.month}-${d.day}-${d.year}`;

const postDialog = (page: Page) => page.getByRole('dialog', { name: 'Post several shifts' });
const copyDialog = (page: Page) => page.getByRole('dialog', { name: 'Copy a week of shifts' });
const previewRows = (page: Page) => page.getByRole('table', { name: /Shifts to post/ }).locator('tbody tr');

/** Chicago wall-clock date and time of a stored timestamp. */
function wall(value: { timestampValue?: string } | undefined): string {
  const ms = Date.parse(value!.timestampValue!);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CHICAGO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(ms)
    .replace(',', '');
}

/** Fills Post several: From/To, the weekdays (others unchecked), times, position, workers. */
async function fillPattern(
  dialog: ReturnType<typeof postDialog>,
  p: { description: string; from: string; to: string; weekdays: string[]; start: string; end: string; workers: string },
) {
  await dialog.getByLabel('Description').fill(p.description);
  await dialog.getByLabel('From', { exact: true }).fill(p.from);
  await dialog.getByLabel('To', { exact: true }).fill(p.to);
  // leaving To shows what is wrong with the range, which moves the fields below it: leave it before clicking them
  await dialog.getByLabel('To', { exact: true }).press('Tab');
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await dialog.getByLabel(day, { exact: true }).setChecked(p.weekdays.includes(day));
  }
  await dialog.getByLabel('Start time').fill(p.start);
  await dialog.getByLabel('End time').fill(p.end);
  await dialog.getByLabel('Position').selectOption('CNA');
  await dialog.getByLabel('Number of workers').fill(p.workers);
}

test.beforeAll(async () => {
  await reseed();
});

test('a facility user posts Tuesdays and Thursdays for two workers, removes one; list and calendar show them', async ({
  page,
}) => {
  const day = sundayAhead();
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = postDialog(page);
  await fillPattern(dialog, {
    description: 'Posted pattern',
    from: input(day()),
    to: input(day(13)),
    weekdays: ['Tuesday', 'Thursday'],
    start: '07:00',
    end: '15:00',
    workers: '2',
  });
  // 2 weeks x 2 weekdays x 2 workers
  await expect(previewRows(page)).toHaveCount(8);
  await expect(dialog.getByRole('button', { name: 'Post 8 shifts' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page, 'Post several shifts');
  await expect(previewRows(page).first()).toContainText('7:00 AM');
  await previewRows(page)
    .last()
    .getByRole('button', { name: /Remove the shift starting/ })
    .click();
  await expect(previewRows(page)).toHaveCount(7);
  await dialog.getByRole('button', { name: 'Post 7 shifts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Posted 7 shifts' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await storedWhere('shifts', 'description', 'Posted pattern');
  expect(stored).toHaveLength(7);
  const starts = stored.map((s) => wall(s.start)).sort();
  expect(starts).toEqual([day(2), day(2), day(4), day(4), day(9), day(9), day(11)].map((d) => `${d.iso} 07:00`));
  expect(stored.every((s) => wall(s.end).endsWith('15:00') && s.isFree?.booleanValue === true)).toBe(true);
  expect(stored.every((s) => s.facilityIdentifier?.stringValue === 'maple-grove')).toBe(true);

  // the list (newest first) shows them at the top
  await expect(
    page.getByRole('table', { name: 'Shifts' }).locator('tbody tr').filter({ hasText: 'Posted pattern' }),
  ).toHaveCount(7);

  // and the calendar, on the first Tuesday
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
  const tuesday = day(2);
  const inMonth = page.locator(`.fc-daygrid-day[data-date="${tuesday.iso}"]:not(.fc-day-other)`);
  if ((await inMonth.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${tuesday.iso}"]:not(.fc-day-other)`).getByText('Posted pattern').first(),
  ).toBeVisible();
});

test('ranges over 12 weeks and posts over 500 shifts are refused before anything is written', async ({ page }) => {
  const day = sundayAhead();
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = postDialog(page);
  await fillPattern(dialog, {
    description: 'Refused pattern',
    from: input(day()),
    to: input(day(84)),
    weekdays: ['Monday'],
    start: '07:00',
    end: '15:00',
    workers: '1',
  });
  await expect(dialog.getByText('Choose at most 12 weeks (84 days) from From to To')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Post \d+ shifts$/ })).toBeDisabled();

  // 12 weeks every day, 6 workers a day: 504 shifts
  await dialog.getByLabel('To', { exact: true }).fill(input(day(83)));
  await dialog.getByLabel('To', { exact: true }).press('Tab');
  for (const d of ['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await dialog.getByLabel(d, { exact: true }).check();
  }
  await dialog.getByLabel('Number of workers').fill('6');
  await expect(dialog.getByText(/At most 500 shifts can be posted at once; this would post 504/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Post \d+ shifts$/ })).toBeDisabled();
  expect(await storedWhere('shifts', 'description', 'Refused pattern')).toHaveLength(0);
});

test('a company user posts for a facility they choose, then copies that week into the next two', async ({ page }) => {
  const day = sundayAhead(1);
  await signIn(page, 'company@shiftcover.test', { at: '/shifts' });
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = postDialog(page);
  await dialog.getByLabel('Facility Name').selectOption({ label: 'Lakeside East' });
  await fillPattern(dialog, {
    description: 'Company week',
    from: input(day()),
    to: input(day(6)),
    weekdays: ['Monday', 'Saturday'],
    start: '22:00',
    end: '06:00',
    workers: '1',
  });
  await expect(previewRows(page)).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Post 2 shifts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Posted 2 shifts' })).toBeVisible();
  const posted = await storedWhere('shifts', 'description', 'Company week');
  expect(posted.map((s) => s.facilityIdentifier?.stringValue)).toEqual(['lakeside-east', 'lakeside-east']);

  await page.getByRole('button', { name: 'Copy a week' }).click();
  const copy = copyDialog(page);
  await copy.getByLabel('Facility Name').selectOption({ label: 'Lakeside East' });
  await copy.getByLabel('Week of', { exact: true }).fill(input(day()));
  await copy.getByLabel('To the week of').fill(input(day(7)));
  await copy.getByLabel('Weeks').selectOption('2');
  // every active shift of Lakeside East that week (the two just posted, and any the demo has there), twice
  const inWeek = (await storedWhere('shifts', 'facilityIdentifier', 'lakeside-east')).filter((s) => {
    const start = wall(s.start).slice(0, 10);
    return start >= day().iso && start < day(7).iso && s.status?.stringValue !== 'cancelled';
  });
  await expect(previewRows(page)).toHaveCount(inWeek.length * 2);
  await copy.getByRole('button', { name: `Post ${inWeek.length * 2} shifts` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Posted ${inWeek.length * 2} shifts` })).toBeVisible();

  const all = await storedWhere('shifts', 'description', 'Company week');
  expect(all).toHaveLength(6);
  // nights stay 22:00 to 06:00 on the same weekdays, one and two weeks later, with nobody assigned
  expect(all.map((s) => wall(s.start)).sort()).toEqual(
    [day(1), day(6), day(8), day(13), day(15), day(20)].map((d) => `${d.iso} 22:00`),
  );
  expect(all.every((s) => wall(s.end).endsWith('06:00') && !s.nurseId?.stringValue)).toBe(true);
});

test("the calendar's week view copies the week it shows", async ({ page }) => {
  const day = sundayAhead();
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await page.getByRole('button', { name: 'Week View' }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  // the week shown is this one; two weeks on is the Sunday ahead
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Copy a week' }).click();
  await expect(copyDialog(page).getByLabel('Week of', { exact: true })).toHaveValue(input(day()));
  await expect(copyDialog(page).getByLabel('To the week of')).toHaveValue(input(day(7)));
  await expectNoSeriousAxeViolations(page, 'Copy a week of shifts');
  await copyDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Post several' }).click();
  await expect(postDialog(page)).toBeVisible();
});

test('a post cut off from the database part-way says how many were posted; posting the rest writes each once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the batches that meet the cut give up on the app's timers, which the page's clock jumps over
  await page.clock.install();
  const day = sundayAhead(2);
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = postDialog(page);
  // 6 weeks every day, 7 workers a day: 294 shifts, in many batches
  await fillPattern(dialog, {
    description: 'Cut-off post',
    from: input(day()),
    to: input(day(41)),
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    start: '07:00',
    end: '15:00',
    workers: '7',
  });
  await expect(dialog.getByRole('button', { name: 'Post 294 shifts' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Post 294 shifts' }).click();
  // cut once a few batches (of POST_BATCH_SIZE, each shift with its History entry) are stored
  const progress = dialog.getByRole('status').filter({ hasText: /Posting \d+ of 294/ });
  await expect
    .poll(async () => Number(/Posting (\d+) of/.exec((await progress.textContent()) ?? '')?.[1] ?? 0))
    .toBeGreaterThanOrEqual(40);
  await cutFirestore(page);
  const partWay = dialog.getByText(/Posted \d+ of 294 shifts; the rest could not be posted/);
  await fastForwardUntilShown(page, partWay);
  const posted = Number(/Posted (\d+) of/.exec((await partWay.textContent())!)![1]);
  expect(posted).toBeGreaterThanOrEqual(40);
  expect(posted).toBeLessThan(294);

  await restoreFirestore(page);
  await dialog.getByRole('button', { name: `Post the remaining ${294 - posted}` }).click();
  // the rest (about 250 shifts with their History entries): over 30 s beside the other worker on a slower machine
  await expect(page.getByRole('alert').filter({ hasText: 'Posted 294 shifts' })).toBeVisible({ timeout: 60_000 });
  const stored = await storedWhere('shifts', 'description', 'Cut-off post');
  expect(stored).toHaveLength(294);
  // each planned shift once: 7 a day for 42 days
  const perDay = new Map<string, number>();
  for (const s of stored) perDay.set(wall(s.start), (perDay.get(wall(s.start)) ?? 0) + 1);
  expect(perDay.size).toBe(42);
  expect([...perDay.values()].every((n) => n === 7)).toBe(true);
});

const HOUR = 3_600_000;
const storedMs = (v: { timestampValue?: string } | undefined) => Date.parse(v!.timestampValue!);

test('favorites first: both dialogs offer a window; details say until when, and the calendar chip has a star', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });

  // the single add, for 6 hours (its default start is two days ahead: the window closes well before it)
  await page.getByRole('button', { name: 'New' }).click();
  const add = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await add.getByLabel('Description').fill('Favorites first shift');
  await add.getByLabel('Position').selectOption('CNA');
  await expect(add.getByLabel('Favorites only for')).toHaveCount(0);
  await add.getByLabel('Offer to favorites first').check();
  await add.getByLabel('Favorites only for').selectOption('6');
  await expectNoSeriousAxeViolations(page, 'Add shift with favorites first');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created shift!')).toBeVisible();

  const single = defined((await storedWhere('shifts', 'description', 'Favorites first shift'))[0], 'the added shift');
  const until = storedMs(single.favoritesFirstUntil);
  expect(until).toBe(Number(single.createdAt!.integerValue) + 6 * HOUR);

  // shift details say until when only favorites may claim it
  await page
    .getByRole('table', { name: 'Shifts' })
    .locator('tbody tr')
    .filter({ hasText: 'Favorites first shift' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Favorites first shift' })).toBeVisible();
  await expect(page.getByText(`Favorites first until ${chicagoShiftTime(until)}`)).toBeVisible();

  // the calendar's chip shows the star (named for screen readers) while the window is open
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await page.getByRole('button', { name: 'List View' }).click();
  const row = page.locator('.fc-list-event').filter({ hasText: 'Favorites first shift' });
  // the default start is two days ahead: in this week's list, or the next one's
  const today = calendarDate(0, Date.now(), CHICAGO);
  if (new Date(`${today.iso}T12:00:00Z`).getUTCDay() + 2 > 6) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(row.locator('.sc-chip-star')).toHaveCount(1);
  await expect(row).toContainText('Favorites first: Favorites first shift');
  // shifts without a window have no star
  const others = page.locator('.fc-list-event').filter({ hasNotText: 'Favorites first' });
  await expect(others.first()).toBeVisible();
  await expect(others.locator('.sc-chip-star')).toHaveCount(0);

  // the demo's mg-shift-21 is offered to favorites first for a few hours after the seed
  await page.goto('/shift-details/mg-shift-21');
  await expect(page.getByText(/Favorites first until \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/)).toBeVisible();

  // Post several, for 24 hours: one Monday more than a week ahead
  const day = sundayAhead();
  await page.goto('/shifts');
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = postDialog(page);
  await fillPattern(dialog, {
    description: 'Favorites first pattern',
    from: input(day(1)),
    to: input(day(1)),
    weekdays: ['Monday'],
    start: '07:00',
    end: '15:00',
    workers: '1',
  });
  await dialog.getByLabel('Offer to favorites first').check();
  await dialog.getByLabel('Favorites only for').selectOption('24');
  await dialog.getByRole('button', { name: 'Post 1 shifts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Posted 1 shifts' })).toBeVisible();
  const posted = defined(
    (await storedWhere('shifts', 'description', 'Favorites first pattern'))[0],
    'the posted shift',
  );
  expect(storedMs(posted.favoritesFirstUntil)).toBe(Number(posted.createdAt!.integerValue) + 24 * HOUR);
  expect(storedMs(posted.favoritesFirstUntil)).toBeLessThan(storedMs(posted.start));
});
