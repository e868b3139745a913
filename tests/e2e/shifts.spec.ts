// Shifts in Chromium on the demo data: the table and its paging, add (every validation message),
// edit, cancel, export (the downloaded report.csv), templates, the first-run card and live updates.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import Papa from 'papaparse';
import { calendarDate, reseedDemo, type DemoData } from '../support/demo';
import { scrollToCard, signIn } from './helpers';

const CHICAGO = 'America/Chicago';
// what the seed wrote (its history weeks included), counted from the seeded documents
let demo: DemoData;
const mapleGrove = () =>
  demo.docs.filter((d) => d.path.startsWith('shifts/') && d.data.facilityIdentifier === 'maple-grove');

/** MM-DD-YYYY of today's date on the clocks of tz plus `days` calendar days (not days of 24 hours: DST). */
function dateInput(days: number, tz = CHICAGO): string {
  const { year, month, day } = calendarDate(days, Date.now(), tz);
  return `${month}-${day}-${year}`;
}

const emulatorHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** Writes fields of a document directly in the emulator, as another app or user would (rules bypassed). */
async function writeAsBackend(path: string, fields: Record<string, string | boolean | null>) {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${f}`)
    .join('&');
  const value = (v: string | boolean | null) =>
    v === null ? { nullValue: null } : typeof v === 'boolean' ? { booleanValue: v } : { stringValue: v };
  const res = await fetch(
    `http://${emulatorHost()}/v1/projects/demo-shiftcover/databases/(default)/documents/${path}?${mask}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, value(v)])) }),
    },
  );
  expect(res.ok).toBe(true);
}

const shiftsTable = (page: Page) => page.getByRole('table', { name: 'Shifts' });
const shiftRows = (page: Page) => shiftsTable(page).locator('tbody tr');
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a shift to the schedule' });

/** Clicks Load More until the button says No more items. */
async function loadAll(page: Page) {
  const noMore = page.getByRole('button', { name: 'No more items' });
  const more = page.getByRole('button', { name: 'Load More' });
  while (!(await noMore.isVisible())) {
    if (await more.isVisible()) await more.click();
    else await page.waitForTimeout(200);
  }
}

async function openAddShift(page: Page) {
  await page.getByRole('button', { name: 'New' }).click();
  await expect(addDialog(page)).toBeVisible();
  return addDialog(page);
}

test.beforeEach(async () => {
  demo = await reseedDemo();
});

test.describe('shift table', () => {
  test('the dashboard shows the first 10 shifts and a View All link to /shifts', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    await expect(shiftRows(page)).toHaveCount(10);
    for (const name of ['#', 'Description', 'Start', 'End', 'Status', 'Number of nurse', 'Additional notes']) {
      await expect(shiftsTable(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(shiftsTable(page).getByRole('columnheader', { name: 'Actions' })).toBeAttached();
    // MM/DD/YYYY h:mm A in the facility's zone
    await expect(shiftRows(page).first().locator('td').nth(2)).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/,
    );
    // the View All of the shifts card (the reviews and invoices cards have their own)
    await page
      .locator('.card')
      .filter({ has: page.getByRole('heading', { name: 'Shifts', exact: true }) })
      .getByRole('button', { name: 'View All' })
      .click();
    await expect(page).toHaveURL(/\/shifts$/);
  });

  test('Load More pages 10 at a time until No more items', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
    await expect(shiftRows(page)).toHaveCount(10);
    const MAPLE_GROVE_SHIFTS = mapleGrove().length;
    for (let expected = 20; expected < MAPLE_GROVE_SHIFTS + 10; expected += 10) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(shiftRows(page)).toHaveCount(Math.min(expected, MAPLE_GROVE_SHIFTS));
      if (expected >= MAPLE_GROVE_SHIFTS) break;
    }
    await expect(page.getByRole('button', { name: 'No more items' })).toBeDisabled();
  });

  test('status badges in words; cancelled shifts have no Edit or Cancel', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
    await loadAll(page);
    await expect(shiftRows(page)).toHaveCount(mapleGrove().length);
    const cancelled = shiftRows(page).filter({ hasText: 'Cancelled' });
    await expect(cancelled).toHaveCount(mapleGrove().filter((d) => d.data.status === 'cancelled').length);
    await expect(cancelled.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(shiftRows(page).filter({ hasText: 'Unclaimed' }).first()).toBeVisible();
    await expect(shiftRows(page).filter({ hasText: 'Claimed' }).first()).toBeVisible();
    const open = shiftRows(page).filter({ hasText: 'Unclaimed' }).first();
    await open.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('button', { name: 'Edit' }).or(page.getByRole('link', { name: 'Edit' }))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel', exact: true })).toBeVisible();
  });

  test('a worker claiming a shift shows without a reload (live first page)', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const first = shiftRows(page).filter({ hasText: 'Unclaimed' }).first();
    const href = await first.getByRole('link').first().getAttribute('href');
    const id = href!.split('/').pop()!;
    await writeAsBackend(`shifts/${id}`, { isFree: false, nurseId: 'worker-3' });
    await expect(shiftsTable(page).locator('tr', { has: page.locator(`a[href="${href}"]`) })).toContainText('Claimed');
  });

  test("a company user sees the shifts of all the company's facilities", async ({ page }) => {
    await signIn(page, 'company@shiftcover.test', { at: '/shifts' });
    await expect(shiftRows(page)).toHaveCount(10);
    await loadAll(page);
    for (const name of ['Lakeside North', 'Lakeside South', 'Lakeside East']) {
      await expect(shiftsTable(page).getByText(name, { exact: true }).first()).toBeVisible();
    }
    // company users see their browser's local time with the zone
    await expect(shiftRows(page).first().locator('td').nth(2)).toHaveText(
      /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM) \S+$/,
    );
    await expect(page.getByRole('heading', { name: 'Shift Templates' })).toHaveCount(0);
  });

  test("the first-run card 'Click here to add your first shift!' opens the add shift modal", async ({ page }) => {
    await signIn(page, 'empty@shiftcover.test');
    await expect(page.getByText('No shifts yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Click here to add your first shift!' }).click();
    await expect(addDialog(page)).toBeVisible();
  });
});

test.describe('add shift', () => {
  test('shows each validation message and keeps Save disabled while invalid', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const dialog = await openAddShift(page);
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    // defaults: two days ahead at 09:00 for 8 hours, one worker
    await expect(dialog.getByLabel('Start', { exact: true })).toHaveValue(dateInput(2));
    await expect(dialog.getByLabel('Start time')).toHaveValue('09:00');
    await expect(dialog.getByLabel('End', { exact: true })).toHaveValue('17:00');
    await expect(dialog.getByLabel('Number of workers')).toHaveValue('1');

    // Enter while invalid: the toast
    await dialog.getByLabel('Description').press('Enter');
    await expect(page.getByText('Please make sure all required fields are filled out')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Position is required')).toBeVisible();

    await dialog.getByLabel('Description').fill('Validation shift');
    await dialog.getByLabel('Position').selectOption('CNA');
    await expect(dialog.getByText('Description is required')).toHaveCount(0);
    await expect(save).toBeEnabled();

    await dialog.getByLabel('Start', { exact: true }).fill('');
    await expect(dialog.getByText('Start is required')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Start', { exact: true }).fill(dateInput(-3));
    await expect(dialog.getByText('Start cannot be earlier than one day ago')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Start', { exact: true }).fill(dateInput(2));
    await expect(save).toBeEnabled();

    await dialog.getByLabel('End', { exact: true }).fill('22:00');
    await expect(dialog.getByText('End must be 0 to 12 hours after the start')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('End', { exact: true }).fill('21:00');
    await expect(dialog.getByText('End must be 0 to 12 hours after the start')).toHaveCount(0);

    await dialog.getByLabel('Number of workers').fill('1.5');
    await expect(dialog.getByText('Number of workers must be a whole number')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Number of workers').fill('0');
    await expect(dialog.getByText('Number of workers must be at least 1')).toBeVisible();
    await dialog.getByLabel('Number of workers').fill('');
    await expect(dialog.getByText('Number of workers is required')).toBeVisible();
    await dialog.getByLabel('Number of workers').fill('2');
    await expect(save).toBeEnabled();
  });

  test('Med Pass is forced and locked for RN at Maple Grove (WI), cleared for CNA', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const dialog = await openAddShift(page);
    const medPass = dialog.getByLabel('Requires Med Pass');
    await expect(medPass).not.toBeChecked();
    await dialog.getByLabel('Position').selectOption('RN');
    await expect(medPass).toBeChecked();
    await expect(medPass).toBeDisabled();
    await dialog.getByLabel('Position').selectOption('CNA');
    await expect(medPass).not.toBeChecked();
    await expect(medPass).toBeEnabled();
  });

  test('creates N shifts for N workers once, even on a double click; the modal closes and the list shows them', async ({
    page,
  }) => {
    await signIn(page, 'facility@shiftcover.test');
    const dialog = await openAddShift(page);
    await dialog.getByLabel('Description').fill('E2E batch shift');
    await dialog.getByLabel('Position').selectOption('LPN');
    await dialog.getByLabel('Number of workers').fill('3');
    await dialog.getByLabel('Additional Notes').fill('Three workers needed');
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByText('Successfully created shift!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(shiftRows(page).filter({ hasText: 'E2E batch shift' })).toHaveCount(3);
    // the reload a second after the commit does not add any
    await page.waitForTimeout(1500);
    await expect(shiftRows(page).filter({ hasText: 'E2E batch shift' })).toHaveCount(3);
    await expect(shiftRows(page).filter({ hasText: 'E2E batch shift' }).first()).toContainText('Three workers needed');

    // the form starts afresh next time
    await page.getByRole('button', { name: 'New' }).click();
    await expect(addDialog(page).getByLabel('Description')).toHaveValue('');
    await addDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await shiftRows(page).filter({ hasText: 'E2E batch shift' }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'E2E batch shift' })).toBeVisible();
    await expect(page.getByText('MeD Pass')).toBeVisible();
  });

  test('a template sets the times from its start and end, the end on the next day for a night', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const dialog = await openAddShift(page);
    await dialog.getByLabel('Description').fill('E2E night shift');
    await dialog.getByLabel('Shift Template').selectOption({ label: 'Night (23:00 to 07:00)' });
    await expect(dialog.getByLabel('Start Date')).toBeVisible();
    await expect(dialog.getByLabel('Start time')).toHaveCount(0);
    await dialog.getByLabel('Start Date').fill(dateInput(3));
    await dialog.getByLabel('Position').selectOption('Caregiver');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully created shift!')).toBeVisible();
    const row = shiftRows(page).filter({ hasText: 'E2E night shift' });
    const [m, d, y] = dateInput(3).split('-');
    const [m2, d2, y2] = dateInput(4).split('-');
    await expect(row.locator('td').nth(2)).toHaveText(`${m}/${d}/${y} 11:00 PM`);
    await expect(row.locator('td').nth(3)).toHaveText(`${m2}/${d2}/${y2} 7:00 AM`);
  });

  test('a failed save says so and keeps the form', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const dialog = await openAddShift(page);
    await dialog.getByLabel('Description').fill('Refused shift');
    await dialog.getByLabel('Position').selectOption('CNA');
    // meanwhile Dana's name is changed elsewhere: the History entry this page writes carries the name it loaded, which
    // the rules refuse (an entry names its author as their record does now)
    await writeAsBackend('user/uid-dana', { firstName: 'Danielle' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to create shift')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('Refused shift');
  });

  test('a company user picks the facility; Lakeside East adds the COVID Vaccination requirement', async ({ page }) => {
    await signIn(page, 'company@shiftcover.test');
    const dialog = await openAddShift(page);
    await dialog.getByLabel('Description').fill('E2E Lakeside East shift');
    await dialog.getByLabel('Position').selectOption('CNA');
    await dialog.getByLabel('Facility Name').focus();
    await dialog.getByLabel('Facility Name').blur();
    await expect(dialog.getByText('Facility is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Facility Name').selectOption({ label: 'Lakeside East' });
    await expect(dialog.getByText(/requires COVID Vaccination/)).toBeVisible();
    // Minnesota: no Med Pass checkbox
    await expect(dialog.getByLabel('Requires Med Pass')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully created shift!')).toBeVisible();
    await shiftRows(page).filter({ hasText: 'E2E Lakeside East shift' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'E2E Lakeside East shift' })).toBeVisible();
    await expect(page.getByText('COVID Vaccination')).toBeVisible();
    await expect(page.getByText('Lakeside East', { exact: true })).toBeVisible();
  });
});

test.describe('shift details, edit and cancel', () => {
  test('details show the fields and an Options menu; unknown ids say Shift not found', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-24' });
    await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
    for (const label of ['Start', 'End', 'Position', 'Number of nurse', 'Additional notes', 'Worker']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Options' }).click();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel shift' }).click();
    await expect(page).toHaveURL(/\/shift-details\/mg-shift-24\/delete$/);
    await page.goto('/shift-details/no-such-shift');
    await expect(page.getByText('Shift not found')).toBeVisible();
    // another facility's shift is not found either
    await page.goto('/shift-details/ln-shift-01');
    await expect(page.getByText('Shift not found')).toBeVisible();
  });

  test('edit saves the five fields', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-17' });
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/shift-details\/mg-shift-17\/edit$/);
    await page.getByLabel('Description').fill('Edited in the browser');
    await page.getByLabel('Position').selectOption('RN');
    await page.getByLabel('Additional Notes').fill('Edited notes');
    await page.getByLabel('Start', { exact: true }).fill(dateInput(5));
    await page.getByLabel('Start time').fill('10:00');
    // the end follows the start by 8 hours
    await expect(page.getByLabel('End', { exact: true })).toHaveValue('18:00');
    await page.getByLabel('End', { exact: true }).fill('20:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The shift was edited successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/shift-details\/mg-shift-17$/);
    await expect(page.getByRole('heading', { name: 'Edited in the browser' })).toBeVisible();
    const [m, d, y] = dateInput(5).split('-');
    // the fields (the History below says the same as changes)
    const fields = page.locator('dl');
    await expect(fields.getByText(`${m}/${d}/${y} 10:00 AM`)).toBeVisible();
    await expect(fields.getByText(`${m}/${d}/${y} 8:30 PM`)).toBeVisible();
    await expect(fields.getByText('Edited notes')).toBeVisible();
    await expect(fields.getByText('MeD Pass')).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
      'Description: ',
    );
  });

  test('edit asks for the dates, refuses more than 12 hours, locks started shifts, and says when not found', async ({
    page,
  }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-19/edit' });
    await page.getByLabel('Start', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.Toastify').getByText('Please select start date and end date to continue'),
    ).toBeVisible();
    await page.getByLabel('Start', { exact: true }).fill(dateInput(4));
    await page.getByLabel('Start time').fill('08:00');
    await page.getByLabel('End', { exact: true }).fill('21:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('End must be 0 to 12 hours after the start')).toBeVisible();

    await page.goto('/shift-details/mg-shift-05/edit');
    await expect(page.getByText('This shift has already started, so it can no longer be edited.')).toBeVisible();
    await expect(page.getByLabel('Description')).toBeDisabled();
    await expect(page.getByLabel('Start', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.goto('/shift-details/no-such-shift/edit');
    await expect(page.getByText("The shift wasn't found")).toBeVisible();
  });

  test('cancel needs a reason (and details for other), then cancels and goes home', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-18/delete' });
    const submit = page.getByRole('button', { name: 'Cancel shift' });
    await submit.click();
    await expect(page.getByText('Reason is a required field').first()).toBeVisible();
    await page.getByLabel('Reason').selectOption('other');
    await submit.click();
    await expect(page.locator('.Toastify').getByText('Reason is a required field')).toBeVisible();
    await expect(page).toHaveURL(/\/delete$/);
    await page.getByLabel('Details').fill('Census dropped this week');
    await submit.click();
    await expect(page.getByText('Shift was cancelled successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/shift-details/mg-shift-18');
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.locator('dl').getByText('Other: Census dropped this week')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Options' })).toHaveCount(0);
  });

  test('cancel is refused for a started shift with a worker; unknown shifts are not found', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-05/delete' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Shifts that have already started cannot be cancelled' }),
    ).toBeVisible();
    await page.getByLabel('Reason').selectOption('mistake');
    await page.getByRole('button', { name: 'Cancel shift' }).click();
    await expect(
      page.locator('.Toastify').getByText('Shifts that have already started cannot be cancelled'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/delete$/);
    await page.goto('/shift-details/no-such-shift/delete');
    await expect(page.getByText('Shift not found')).toBeVisible();
  });
});

test.describe('export', () => {
  async function exportCsv(page: Page, from: string, to: string) {
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Start Date between' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByLabel('From Date').fill('');
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
    await dialog.getByLabel('From Date').fill(from);
    await dialog.getByLabel('End Date').fill(to);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    await expect(dialog).toBeHidden();
    return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  }

  test('a facility user downloads report.csv with the spec columns for the chosen start dates', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
    const csv = await exportCsv(page, dateInput(-90), dateInput(90));
    expect(csv.meta.fields).toEqual([
      'Shift ID',
      'Description',
      'Is Free',
      'Start Time',
      'End Time',
      'Nurse Type',
      'Nurse Name',
      'Notes',
    ]);
    const inRange = mapleGrove().filter((d) => {
      const start = (d.data.start as Date).getTime();
      return start >= Date.now() - 92 * 86_400_000 && start < Date.now() + 90 * 86_400_000;
    });
    expect(csv.data).toHaveLength(inRange.length);
    const claimed = csv.data.find((r) => r['Shift ID'] === 'mg-shift-24')!;
    expect(claimed['Is Free']).toBe('No');
    expect(claimed['Nurse Name']).toMatch(/^\S+ \S+$/);
    // a date and time a spreadsheet reads, on the facility's clocks
    expect(claimed['Start Time']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const free = csv.data.find((r) => r['Shift ID'] === 'mg-shift-17')!;
    expect(free).toMatchObject({ 'Is Free': 'Yes', 'Nurse Name': '' });

    // only shifts that start in the range, by their date in Chicago: from tomorrow, the future ones (in the evening
    // these include a shift of the day's seeded hours ahead, which starts after midnight)
    const future = await exportCsv(page, dateInput(1), dateInput(90));
    const [from, to] = [calendarDate(1, Date.now(), CHICAGO).iso, calendarDate(90, Date.now(), CHICAGO).iso];
    const startsInRange = inRange.filter((d) => {
      const date = calendarDate(0, (d.data.start as Date).getTime(), CHICAGO).iso;
      return date >= from && date <= to;
    });
    expect(startsInRange.length).toBeGreaterThan(0);
    expect(startsInRange.length).toBeLessThan(inRange.length);
    expect(future.data.map((r) => r['Shift ID']).sort()).toEqual(startsInRange.map((d) => d.path.split('/')[1]).sort());
  });

  test('a company user gets the Facility Name column', async ({ page }) => {
    await signIn(page, 'company@shiftcover.test');
    const csv = await exportCsv(page, dateInput(-90), dateInput(90));
    expect(csv.meta.fields?.at(-1)).toBe('Facility Name');
    expect(new Set(csv.data.map((r) => r['Facility Name']))).toEqual(
      new Set(['Lakeside North', 'Lakeside South', 'Lakeside East']),
    );
  });
});

test.describe('shift templates', () => {
  test('add, validate, save, use and remove a template; Save only when something changed', async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
    await scrollToCard(page, 'Shift Templates');
    const editor = page.getByRole('form', { name: 'Shift Templates' });
    const save = editor.getByRole('button', { name: 'Save' });
    await expect(editor.getByLabel('Template 1 name')).toHaveValue('Day');
    await expect(save).toBeDisabled();

    await editor.getByRole('button', { name: 'Add template' }).click();
    await expect(save).toBeEnabled();
    await editor.getByLabel('Template 4 start time').fill('12:00');
    await editor.getByLabel('Template 4 end time').fill('20:00');
    await save.click();
    await expect(page.getByText("Can't save empty shift template").first()).toBeVisible();

    await editor.getByLabel('Template 4 name').fill('Swing');
    await save.click();
    await expect(page.getByText('Successfully updated shift templates')).toBeVisible();
    await expect(save).toBeDisabled();

    const dialog = await openAddShift(page);
    await expect(dialog.getByLabel('Shift Template').locator('option')).toHaveText([
      'None',
      'Day (07:00 to 15:00)',
      'Evening (15:00 to 23:00)',
      'Night (23:00 to 07:00)',
      'Swing (12:00 to 20:00)',
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await editor.getByLabel('Template 1 name').fill('Early');
    await expect(save).toBeEnabled();
    await editor.getByLabel('Template 1 name').fill('Day');
    await expect(save).toBeDisabled();

    await editor.getByRole('button', { name: 'Remove template 4' }).click();
    await save.click();
    // stored before the reload: Save turns disabled when saving starts, the form is enabled again when it has ended,
    // and Save stays disabled (nothing left to save). The first save's toast may still be on screen, so it proves
    // nothing, and a reload while saving dropped the write (seen with tracing off, when the run was faster).
    await expect(save).toBeDisabled();
    await expect(editor.getByLabel('Template 1 name')).toBeEnabled();
    await expect(save).toBeDisabled();
    await expect(editor.getByLabel('Template 4 name')).toHaveCount(0);
    await page.reload();
    await scrollToCard(page, 'Shift Templates');
    await expect(page.getByRole('form', { name: 'Shift Templates' }).getByLabel('Template 3 name')).toHaveValue(
      'Night',
    );
    await expect(page.getByRole('form', { name: 'Shift Templates' }).getByLabel('Template 4 name')).toHaveCount(0);
  });
});
