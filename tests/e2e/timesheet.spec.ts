// The weekly timesheet as Dana uses it: the URL date forced to Sunday, the Sunday-only picker, a week
// of approvals (reject one, Approve All and its question), the Approved? column naming who acted.
import { chicagoInput, chicagoSpreadsheet } from '../support/chicago';
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './clock';
import { demoDoc, momentWithTimesheet, reseedDemo, writeAsExisting, type DemoData } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import { storedDoc } from './offline';

// Calendar arithmetic on YYYY-MM-DD, spelled out here (the spec's rule, not the app's code).
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Sunday of the week of `at` (by default the current week) in America/Chicago. */
function timesheetSunday(at = Date.now()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(at));
  return addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
}

const WORKERS = ['Casey Nguyen', 'Emerson Clark', 'Harper Wilson'] as const; // mg-shift-01..03
// the seed's week: Casey's entry without action, Emerson's adjusted (mg-shift-02), Harper's rejected, Left early
const [CASEY, EMERSON, HARPER] = WORKERS;
/** the seeded week's entries: Casey's, Emerson's and Harper's shifts */
let timesheet: [string, string, string];
let demo: DemoData;
// the seed's moment: now, or in the first 35 minutes of a week the end of the week before (see momentWithTimesheet)
let seededAt = 0;

test.beforeEach(async () => {
  seededAt = momentWithTimesheet();
  demo = await reseedDemo(seededAt);
  expect(demo.special.timesheet).toHaveLength(3);
  timesheet = demo.special.timesheet as [string, string, string]; // three, as checked just above
  expect(demo.special.adjusted).toEqual(['mg-shift-02']);
  expect(demo.special.rejected).toEqual(['mg-shift-03']);
});

type Seeded = {
  start: Date;
  end: Date;
  clockIn: Date;
  clockOut: Date;
  timesheetAdjustment?: { clockIn: Date; clockOut: Date };
};
const seeded = (id: string) => demoDoc(demo, `shifts/${id}`) as unknown as Seeded;
/** Hours to two places of a span, spelled out here (the rule, not the app's code). */
const hoursOf = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 36_000) / 100;
/** Hours of two places added, as two places (spelled out here: each in hundredths, so no float tail). */
const sumOf = (hours: number[]) => (hours.reduce((t, h) => t + Math.round(h * 100), 0) / 100).toFixed(2);
/** The seeded entry's Hours: from its adjusted times if any, else its clock times. */
function seededHours(id: string): number {
  const s = seeded(id);
  const times = s.timesheetAdjustment ?? s;
  return hoursOf(times.clockIn, times.clockOut);
}

/**
 * Types an instant into the Adjust hours dialog's Clock In or Clock Out. In the hour a fall-back night repeats
 * (test:clocks runs at one), the wall time names two instants and the dialog asks which: the one meant is chosen.
 */
async function fillInstant(dialog: Locator, label: 'Clock In' | 'Clock Out', ms: number) {
  await dialog.getByLabel(label, { exact: true }).fill(chicagoInput(ms));
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((x) => x.type === type)!.value;
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  const which = dialog.getByRole('combobox', { name: `Clocks go back this night: ${time} happens twice. Which one?` });
  const shown = await which.count();
  if (!shown) return;
  const zone = part('timeZoneName');
  // Clock In's choice comes first when both fields name the same repeated time
  await which.nth(label === 'Clock In' ? 0 : shown - 1).selectOption({
    label: `${time} ${zone} (${zone === 'CST' ? 'the second, after clocks went back' : 'the first'})`,
  });
}

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
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${sunday}` });
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

test('a week of approvals: approve one, reject one with a Reason, then Approve All', async ({ page }) => {
  const [, emerson, harper] = timesheet;
  await signIn(page, 'facility@shiftcover.test');
  // the seeded week, by its date: the current one, unless it began less than 35 minutes ago
  await page.goto(`/timesheet?date=${timesheetSunday(seededAt)}`);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Approved?',
    'Worker',
    'Position',
    'Clock In',
    'Clock Out',
    'Hours',
    'Actions',
  ]);
  // a header, the three entries, the Total hours
  await expect(table(page).getByRole('row')).toHaveCount(5);
  for (const worker of WORKERS) {
    await expect(rowOf(page, worker).getByRole('cell').nth(3)).toHaveText(
      /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/,
    );
  }
  await expect(rowOf(page, CASEY).getByRole('cell').first()).toHaveText('Not yet');
  await expect(rowOf(page, EMERSON).getByRole('cell').first()).toHaveText('Not yet');
  // the seeded rejection shows who and why
  await expect(rowOf(page, HARPER).getByRole('cell').first()).toHaveText(
    /Dana Whitfield\s*Rejected\s*Reason: Left early/,
  );
  await expect(rowOf(page, CASEY).getByRole('cell').nth(2)).toHaveText('CNA');

  await page.getByRole('button', { name: `Approve ${CASEY}` }).click();
  await expect(rowOf(page, CASEY).getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);

  // Reject asks for a Reason; Other needs details
  await page.getByRole('button', { name: `Reject ${EMERSON}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${EMERSON}'s hours` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a reason', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('Other');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Details are required for Other')).toBeVisible();
  await dialog.getByLabel('Details').fill('Badge not scanned at the exit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, EMERSON).getByRole('cell').first()).toHaveText(
    /Dana Whitfield\s*Rejected\s*Reason: Other: Badge not scanned at the exit/,
  );
  await expect(page.getByRole('button', { name: `Reject ${EMERSON}` })).toBeDisabled();

  // Approve All asks first: Emerson's and Harper's entries, both rejected now, with their Hours
  const hours = sumOf([seededHours(emerson), seededHours(harper)]);
  const approveAll = page.getByRole('button', { name: 'Approve All' });
  await approveAll.click();
  const question = page.getByRole('dialog', { name: `Approve 2 entries, ${hours} hours?` });
  await expect(question.getByText('2 of them were rejected: approving records their hours too.')).toBeVisible();
  await question.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText(`Approved 2 entries, ${hours} hours`)).toBeVisible();
  for (const worker of WORKERS) {
    await expect(rowOf(page, worker).getByRole('cell').first()).toHaveText(/^Dana Whitfield\s*Approved$/);
    await expect(page.getByRole('button', { name: `Approve ${worker}` })).toBeDisabled();
  }
  await expect(approveAll).toBeDisabled();

  // kept: a fresh load shows the same
  await page.reload();
  await expect(rowOf(page, HARPER).getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeDisabled();
});

test('Approve All asks first: Escape and Cancel write nothing; Approve approves the entries and hours named', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${timesheetSunday(seededAt)}` });
  await expect(table(page).getByRole('row')).toHaveCount(5, { timeout: 25_000 });
  const stored = () => Promise.all(timesheet.map((id) => storedDoc(`shifts/${id}`)));
  const before = await stored();
  // none of the seeded three is approved (Harper's is rejected): all three, with their Hours
  const hours = sumOf(timesheet.map(seededHours));
  const approveAll = page.getByRole('button', { name: 'Approve All' });
  const question = page.getByRole('dialog', { name: `Approve 3 entries, ${hours} hours?` });

  // Escape: closed, the focus back on Approve All
  await approveAll.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(question.getByText('One of them was rejected: approving records its hours too.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(approveAll).toBeFocused();
  // Cancel, the same
  await approveAll.click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(approveAll).toBeFocused();
  expect(await stored()).toEqual(before);
  await expect(rowOf(page, CASEY).getByRole('cell').first()).toHaveText('Not yet');

  await approveAll.click();
  await question.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.locator('.Toastify').getByText(`Approved 3 entries, ${hours} hours`)).toBeVisible();
  await expect(question).toBeHidden();
  for (const worker of WORKERS) {
    await expect(rowOf(page, worker).getByRole('cell').first()).toHaveText(/^Dana Whitfield\s*Approved$/);
  }
  // each entry records the Hours the question added up
  const after = await stored();
  expect(after.map((d) => d?.timesheetAction?.stringValue)).toEqual(timesheet.map(() => 'approved'));
  expect(after.map((d) => Number(d?.approvedHours?.doubleValue ?? d?.approvedHours?.integerValue))).toEqual(
    timesheet.map(seededHours),
  );
  await expect(approveAll).toBeDisabled();
});

test('Hours and Total hours follow the seeded times; the adjusted row shows the original on expansion', async ({
  page,
}) => {
  const [casey, emerson, harper] = timesheet;
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${timesheetSunday(seededAt)}` });
  // a header, the three entries, the Total hours (the 2-core machine can take a while for the first load)
  await expect(table(page).getByRole('row')).toHaveCount(5, { timeout: 25_000 });
  const hoursCell = (worker: string) => rowOf(page, worker).getByRole('cell').nth(5);
  await expect(hoursCell(CASEY)).toHaveText(seededHours(casey).toFixed(2));
  await expect(hoursCell(HARPER)).toHaveText(seededHours(harper).toFixed(2));
  // Emerson's adjusted times count (15 minutes before the start), the clocked ones show on expansion
  const adjusted = seeded(emerson);
  expect(seededHours(emerson)).toBe(hoursOf(adjusted.timesheetAdjustment!.clockIn, adjusted.clockOut));
  await expect(hoursCell(EMERSON)).toHaveText(new RegExp(`^${seededHours(emerson).toFixed(2)}\\s*Adjusted`));
  await expect(hoursCell(EMERSON).getByText(/^Clocked: /)).toBeHidden();
  await hoursCell(EMERSON).getByText('Adjusted').click();
  await expect(
    hoursCell(EMERSON).getByText(/^Clocked: \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM) to /),
  ).toBeVisible();
  await expect(hoursCell(EMERSON).getByText(/^Note: Came in 15 minutes early/)).toBeVisible();

  // the week leaves the rejected row out; so does each worker's total
  const total = Math.round((seededHours(casey) + seededHours(emerson)) * 100) / 100;
  await expect(table(page).getByRole('row', { name: /Total hours/ })).toContainText(total.toFixed(2));
  const perWorker = page.getByRole('table', { name: 'Total hours per worker' });
  await expect(perWorker.getByRole('row', { name: CASEY })).toContainText(seededHours(casey).toFixed(2));
  await expect(perWorker.getByRole('row', { name: EMERSON })).toContainText(seededHours(emerson).toFixed(2));
  await expect(perWorker.getByRole('row', { name: HARPER })).toContainText('0.00');
});

test('Adjust hours: refusals with a message, then the adjusted times count in Hours and the total', async ({
  page,
}) => {
  const [casey, emerson] = timesheet;
  const shift = seeded(casey);
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${timesheetSunday(seededAt)}` });
  await page.getByRole('button', { name: `Adjust ${CASEY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust hours' });
  // the form starts from the clock times
  await expect(dialog.getByLabel('Clock In')).toHaveValue(chicagoInput(shift.clockIn.getTime()));
  await expect(dialog.getByLabel('Clock Out')).toHaveValue(chicagoInput(shift.clockOut.getTime()));

  const start = shift.start.getTime();
  const end = shift.end.getTime();
  const HOUR = 3_600_000;
  await dialog.getByLabel('Clock Out').fill(chicagoInput(start - HOUR));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Clock Out must be after Clock In')).toBeVisible();
  await expect(dialog.getByText('Note is required: say why the times are adjusted')).toBeVisible();
  await dialog.getByLabel('Clock In').fill(chicagoInput(start - 13 * HOUR));
  await dialog.getByLabel('Clock Out').fill(chicagoInput(end));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be within 12 hours of the scheduled shift')).toBeVisible();
  await dialog.getByLabel('Clock In').fill(chicagoInput(start - 10 * HOUR));
  await dialog.getByLabel('Clock Out').fill(chicagoInput(end + 7 * HOUR));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The hours cannot be more than 16')).toBeVisible();

  // a valid adjustment: clocked out an hour after the end
  const clockIn = Math.floor(start / 60_000) * 60_000;
  const clockOut = Math.floor(end / 60_000) * 60_000 + HOUR;
  await fillInstant(dialog, 'Clock In', clockIn);
  await fillInstant(dialog, 'Clock Out', clockOut);
  await dialog.getByLabel('Note').fill('Stayed an hour for the handover');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hours adjusted')).toBeVisible();
  const hours = Math.round((clockOut - clockIn) / 36_000) / 100;
  const hoursCell = rowOf(page, CASEY).getByRole('cell').nth(5);
  await expect(hoursCell).toHaveText(new RegExp(`^${hours.toFixed(2)}\\s*Adjusted`));
  const total = Math.round((hours + seededHours(emerson)) * 100) / 100;
  await expect(table(page).getByRole('row', { name: /Total hours/ })).toContainText(total.toFixed(2));

  // approved with the adjusted hours; an approved entry is not adjusted any more
  await page.getByRole('button', { name: `Approve ${CASEY}` }).click();
  await expect(rowOf(page, CASEY).getByRole('cell').first()).toHaveText(/Dana Whitfield\s*Approved/);
  await expect(page.getByRole('button', { name: `Adjust ${CASEY}` })).toBeDisabled();
});

test("Download payroll CSV: the week's entries in the facility's zone, their Hours and status, a total row", async ({
  page,
}) => {
  const [casey, emerson, harper] = timesheet;
  const sunday = timesheetSunday(seededAt);
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${sunday}` });
  await expect(table(page).getByRole('row')).toHaveCount(5, { timeout: 25_000 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payroll CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`payroll-${sunday}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.split(/\r?\n/).filter(Boolean);
  // the UTF-8 byte order mark first (readFile keeps it as U+FEFF)
  expect(lines[0]).toBe('\uFEFFWorker,Position,Shift,Clock In,Clock Out,Hours,Status,Approved by');
  // one row per entry and the total
  expect(lines).toHaveLength(5);
  const cells = lines.map((l) => l.split(','));
  const row = (worker: string) => cells.find((c) => c[0] === worker)!;
  expect(row(CASEY).slice(1, 2)).toEqual(['CNA']);
  const caseyShift = seeded(casey);
  expect(row(CASEY)[2]).toBe(
    `${chicagoSpreadsheet(caseyShift.start.getTime())} to ${chicagoSpreadsheet(caseyShift.end.getTime())}`,
  );
  expect(row(CASEY)[3]).toBe(chicagoSpreadsheet(caseyShift.clockIn.getTime()));
  expect(row(CASEY)[4]).toBe(chicagoSpreadsheet(caseyShift.clockOut.getTime()));
  expect(row(CASEY).slice(5)).toEqual([seededHours(casey).toFixed(2), 'Not yet', '']);
  expect(row(EMERSON).slice(5)).toEqual([seededHours(emerson).toFixed(2), '"Not yet', ' adjusted"', '']);
  expect(row(EMERSON)[3]).toBe(chicagoSpreadsheet(seeded(emerson).timesheetAdjustment!.clockIn.getTime()));
  expect(row(HARPER).slice(5)).toEqual([seededHours(harper).toFixed(2), 'Rejected (Left early)', '']);
  const total = Math.round((seededHours(casey) + seededHours(emerson)) * 100) / 100;
  expect(lines[4]).toBe(`Total hours,,,,,${total.toFixed(2)},,`);
});

test('the Hours, the Adjust hours, the Reject and the Approve All dialogs pass axe', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${timesheetSunday(seededAt)}` });
  await expect(table(page).getByRole('row')).toHaveCount(5, { timeout: 25_000 });
  await rowOf(page, EMERSON).getByText('Adjusted').click();
  await expectNoSeriousAxeViolations(page, 'timesheet with hours');
  await page.getByRole('button', { name: `Adjust ${CASEY}` }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust hours' });
  await adjust.getByLabel('Note').fill('');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust.getByText('Note is required: say why the times are adjusted')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Adjust hours');
  await adjust.getByRole('button', { name: 'Cancel' }).click();
  await expect(adjust).toBeHidden();
  await page.getByRole('button', { name: `Reject ${CASEY}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${CASEY}'s hours` });
  await expect(reject.getByLabel('Reason')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Reject');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  await page.getByRole('button', { name: 'Approve All' }).click();
  await expect(page.getByRole('dialog', { name: /^Approve 3 entries, / })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Approve All');
});

test('a week without entries says so and offers nothing to approve', async ({ page }) => {
  const sunday = timesheetSunday();
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${addDays(sunday, 14)}` });
  await expect(page.getByText(`No hours to approve for the week of ${mdY(addDays(sunday, 14))}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeDisabled();
});

// A busy week is listed 25 entries at a time; the totals, Approve All and the payroll CSV act on the whole
// week, which they list first.
test('a busy week: 25 entries, Load More, Show totals; Approve All lists the whole week first', async ({ page }) => {
  // twenty weeks back (no demo shift there): 60 entries of 2 hours, every third approved
  const sunday = addDays(timesheetSunday(), -140);
  const base = demoDoc(demo, `shifts/${timesheet[0]}`);
  const noon = Date.parse(`${sunday}T12:00:00Z`);
  // worked shifts as they stand, not claims made now (none is an event the functions need to hear)
  await writeAsExisting(
    Array.from({ length: 60 }, (_, i) => {
      const start = new Date(noon + i * 3_600_000);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const approved = i % 3 === 0;
      return {
        path: `shifts/busy-week-${String(i).padStart(2, '0')}`,
        data: {
          ...base,
          description: `busy ${i}`,
          start,
          end,
          clockIn: start,
          clockOut: end,
          timesheetAction: approved ? 'approved' : null,
          timesheetActionMadeBy: null,
          timesheetAdjustment: null,
          timesheetRejectReason: null,
          ...(approved ? { approvedHours: 2 } : {}),
        },
      };
    }),
  );
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${sunday}` });
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(25, { timeout: 25_000 });
  await expect(page.getByText('25 of 60 entries shown. The totals count the whole week.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Total hours per worker' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('50 of 60 entries shown. The totals count the whole week.')).toBeVisible();

  await page.getByRole('button', { name: 'Show totals' }).click();
  await expect(rows).toHaveCount(60);
  await expect(table(page).locator('tfoot')).toContainText('Total hours120.00');
  await expect(page.getByRole('table', { name: 'Total hours per worker' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // a fresh list shows a page again; Approve All first lists the whole week, then asks about all 40 not approved
  await page.reload();
  await expect(rows).toHaveCount(25, { timeout: 25_000 });
  await page.getByRole('button', { name: 'Approve All' }).click();
  const question = page.getByRole('dialog', { name: 'Approve 40 entries, 80.00 hours?' });
  await expect(question).toBeVisible();
  await expect(rows).toHaveCount(60);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
});
