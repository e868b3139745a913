// No lost work, form by form: with the database cut off mid-session a save says it failed, the form
// keeps what the scheduler typed and nothing is stored; once the database is back a double click on
// the same button stores the change once.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { calendarDate, momentWithTimesheet, momentWithTodayOnItsDate, reseed, seededSunday } from '../support/demo';
import { dragChip, scrollToCard, signIn } from './helpers';
import { cutFirestore, fastForwardUntilShown, restoreFirestore, storedDoc, storedWhere } from './offline';
import { defined } from '../support/defined';

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text).first();
/**
 * The toast of a failed save: the write gives up after its connection check (10 s) at most. The register and invite
 * tests, which waited that long, install the page's clock and jump over it instead (fastForwardUntilShown).
 */
const failedToast = (page: Page, text: string) => expect(toast(page, text)).toBeVisible({ timeout: 25_000 });
const str = (fields: Record<string, { stringValue?: string }> | null, name: string) => fields?.[name]?.stringValue;

let timesheetIds: string[] = [];
let rejectedIds: string[] = [];
// The file runs for minutes after this one seed, so the timesheet test opens the seeded week by its date rather
// than the current week, which may have turned since (and has no entries in its first 35 minutes).
let timesheetWeek = '';
/** The moment the file's data was seeded at: the seed's "tomorrow" is the day after this one's date. */
let seededAt = 0;

test.beforeAll(async () => {
  // a week with its timesheet entries, and the day's shifts on today, so the calendar's tomorrow shows Blake's chip
  seededAt = momentWithTodayOnItsDate(momentWithTimesheet());
  ({ timesheet: timesheetIds, rejected: rejectedIds } = (await reseed(seededAt)).special);
  timesheetWeek = seededSunday(seededAt);
});

test.describe('shift forms', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'facility@shiftcover.test');
  });

  test('edit shift', async ({ page }) => {
    await page.goto('/shift-details/mg-shift-20/edit');
    const description = page.getByLabel('Description');
    const before = str(await storedDoc('shifts/mg-shift-20'), 'description');
    await description.fill('Edited while offline');
    await page.getByLabel('Additional Notes').fill('Bring the badge');
    await cutFirestore(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await failedToast(page, 'This action is not available at the moment, try again later');
    await expect(description).toHaveValue('Edited while offline');
    await expect(page.getByLabel('Additional Notes')).toHaveValue('Bring the badge');
    expect(str(await storedDoc('shifts/mg-shift-20'), 'description')).toBe(before);
    await restoreFirestore(page);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(toast(page, 'The shift was edited successfully')).toBeVisible({ timeout: 25_000 });
    const after = await storedDoc('shifts/mg-shift-20');
    expect(str(after, 'description')).toBe('Edited while offline');
    expect(str(after, 'additionalnotes')).toBe('Bring the badge');
  });

  test('cancel shift', async ({ page }) => {
    await page.goto('/shift-details/mg-shift-21/delete');
    await page.getByLabel('Reason').selectOption('other');
    await page.getByLabel('Details').fill('The unit closed for the day');
    await cutFirestore(page);
    await page.getByRole('button', { name: 'Cancel shift' }).click();
    await failedToast(page, 'Failed to cancel shift. Please try again later or contact support.');
    await expect(page.getByLabel('Reason')).toHaveValue('other');
    await expect(page.getByLabel('Details')).toHaveValue('The unit closed for the day');
    expect(str(await storedDoc('shifts/mg-shift-21'), 'status')).toBe('active');
    await restoreFirestore(page);
    await page.getByRole('button', { name: 'Cancel shift' }).dblclick();
    await expect(toast(page, 'Shift was cancelled successfully')).toBeVisible({ timeout: 25_000 });
    expect(str(await storedDoc('shifts/mg-shift-21'), 'status')).toBe('cancelled');
  });

  test('shift templates', async ({ page }) => {
    await page.goto('/shifts');
    await scrollToCard(page, 'Shift Templates');
    const editor = page.getByRole('form', { name: 'Shift Templates' });
    const name = editor.getByLabel('Template 1 name');
    await expect(name).toHaveValue('Day');
    await name.fill('Early day');
    await cutFirestore(page);
    await editor.getByRole('button', { name: 'Save' }).click();
    await failedToast(page, 'Failed to save shift template changes');
    await expect(name).toHaveValue('Early day');
    const stored = async () =>
      (await storedDoc('facilities/maple-grove'))?.shiftTemplates?.arrayValue?.values?.map(
        (v) => v.mapValue?.fields?.name?.stringValue,
      );
    expect((await stored())?.[0]).toBe('Day');
    await restoreFirestore(page);
    await editor.getByRole('button', { name: 'Save' }).dblclick();
    await expect(toast(page, 'Successfully updated shift templates')).toBeVisible({ timeout: 25_000 });
    expect(await stored()).toEqual(['Early day', 'Evening', 'Night']);
  });

  test('export (a read, but a form too)', async ({ page }) => {
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Start Date between' });
    await dialog.getByLabel('From Date').fill('01-01-2026');
    await dialog.getByLabel('End Date').fill('12-31-2026');
    await cutFirestore(page);
    await dialog.getByRole('button', { name: 'Download' }).click();
    await failedToast(page, 'The report could not be created. Please try again.');
    await expect(dialog.getByLabel('From Date')).toHaveValue('01-01-2026');
    await expect(dialog.getByLabel('End Date')).toHaveValue('12-31-2026');
    await restoreFirestore(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.csv');
  });
});

test('account settings', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/pages/settings' });
  const city = page.getByLabel('City');
  await city.fill('Middleton');
  await cutFirestore(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await failedToast(page, 'Your account could not be saved. Please try again.');
  await expect(city).toHaveValue('Middleton');
  expect(str(await storedDoc('facilities/maple-grove'), 'facilityCity')).not.toBe('Middleton');
  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
  await expect(toast(page, 'Your account was saved')).toBeVisible({ timeout: 25_000 });
  expect(str(await storedDoc('facilities/maple-grove'), 'facilityCity')).toBe('Middleton');
});

test('review form', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-01/review' });
  await page.getByRole('group', { name: 'Rating' }).getByText('4', { exact: true }).click();
  await page.getByRole('group', { name: 'On time' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Additional comments').fill('Calm and thorough');
  await cutFirestore(page);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await failedToast(page, 'Review failed to save');
  await expect(page.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '4' })).toBeChecked();
  await expect(page.getByLabel('Additional comments')).toHaveValue('Calm and thorough');
  expect(await storedDoc('reviews/mg-shift-01')).toBeNull();
  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Submit review' }).dblclick();
  await expect(toast(page, 'Review saved successfully')).toBeVisible({ timeout: 25_000 });
  // one review per shift: its id is the shift's
  expect((await storedWhere('reviews', 'nurseId', str(await storedDoc('shifts/mg-shift-01'), 'nurseId')!)).length).toBe(
    1,
  );
});

test('discontent form', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shift-details/mg-shift-07' });
  const form = page.locator('.card', { has: page.getByRole('heading', { name: 'Disciplinary Form' }) });
  await form.getByRole('group', { name: 'Reason' }).getByRole('radio', { name: 'Poor work quality' }).check();
  await form.getByLabel('Apply this comment to').fill('This shift');
  await form.getByLabel('Details').fill('Left the medication cart unlocked.');
  await cutFirestore(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await failedToast(page, 'The discontent form could not be submitted. Please try again.');
  await expect(form.getByRole('radio', { name: 'Poor work quality' })).toBeChecked();
  await expect(form.getByLabel('Details')).toHaveValue('Left the medication cart unlocked.');
  expect(await storedWhere('shiftdiscontents', 'shiftIdentifier', 'mg-shift-07')).toHaveLength(0);
  await restoreFirestore(page);
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(toast(page, 'Your discontent form was submitted')).toBeVisible({ timeout: 25_000 });
  expect(await storedWhere('shiftdiscontents', 'shiftIdentifier', 'mg-shift-07')).toHaveLength(1);
});

test('block and unblock a worker', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  const blocklist = async () =>
    (await storedDoc('facilities/maple-grove'))?.blocklist?.arrayValue?.values?.map((v) => v.stringValue) ?? [];
  const seeded = await blocklist();

  // block Logan Bennett (worker-10) from a future shift he claimed
  await page.goto('/shift-details/mg-shift-25');
  await page.getByRole('button', { name: 'Block Logan Bennett' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Logan Bennett' });
  await dialog.getByLabel('Reason').fill('Slept during the night shift');
  await cutFirestore(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await failedToast(page, 'The worker could not be blocked. Please try again.');
  await expect(dialog.getByLabel('Reason')).toHaveValue('Slept during the night shift');
  expect(await blocklist()).toEqual(seeded);
  expect(str(await storedDoc('shifts/mg-shift-25'), 'nurseId')).toBe('worker-10');
  await restoreFirestore(page);
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Logan Bennett has been blocked and removed from all future shifts.')).toBeVisible({
    timeout: 25_000,
  });
  expect((await blocklist()).filter((id) => id === 'worker-10')).toHaveLength(1);

  // unblock Devon Harris (worker-4) from the dashboard
  await page.getByRole('link', { name: 'Home' }).first().click();
  await scrollToCard(page, 'Blocked Employees');
  await page
    .getByRole('table', { name: 'Blocked Employees' })
    .getByRole('button', { name: 'Unblock Devon Harris' })
    .click();
  const unblock = page.getByRole('dialog', { name: 'Unblock Devon Harris' });
  await unblock.getByLabel('Reason').fill('Cleared by the agency');
  await cutFirestore(page);
  await unblock.getByRole('button', { name: 'Save' }).click();
  await failedToast(page, 'The worker could not be unblocked. Please try again.');
  await expect(unblock.getByLabel('Reason')).toHaveValue('Cleared by the agency');
  expect(await blocklist()).toContain('worker-4');
  await restoreFirestore(page);
  await unblock.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Devon Harris has been unblocked and is eligible to pick future shifts')).toBeVisible({
    timeout: 25_000,
  });
  expect(await blocklist()).not.toContain('worker-4');
  const events = (await storedDoc('facilities/maple-grove'))?.blocklistEvents?.arrayValue?.values ?? [];
  expect(
    events.filter(
      (e) =>
        e.mapValue?.fields?.nurseId?.stringValue === 'worker-4' &&
        e.mapValue?.fields?.action?.stringValue === 'unblocked',
    ),
  ).toHaveLength(1);
});

test('timesheet approve, reject with a reason and Approve All', async ({ page }) => {
  // the failed tries, the dialog and the retries after the reconnect take longer than the default
  test.slow();
  await signIn(page, 'facility@shiftcover.test');
  const actions = async () =>
    Promise.all(timesheetIds.map(async (id) => str(await storedDoc(`shifts/${id}`), 'timesheetAction') ?? null));
  // the seed's week: mg-shift-03 (Harper Wilson) is rejected, the others have no action yet
  const seeded = await actions();
  expect(seeded).toEqual(timesheetIds.map((id) => (rejectedIds.includes(id) ? 'rejected' : null)));
  await page.goto(`/timesheet?date=${timesheetWeek}`);
  const table = page.getByRole('table', { name: 'Timesheet' });
  // a header, the entries, the Total hours
  await expect(table.getByRole('row')).toHaveCount(timesheetIds.length + 2);
  const failed = 'The timesheet could not be updated. Please try again.';

  // one toast (by id) says so for each of them; each button is back for another try
  await cutFirestore(page);
  const dialog = page.getByRole('dialog', { name: "Reject Casey Nguyen's hours" });
  await page.getByRole('button', { name: 'Reject Casey Nguyen' }).click();
  await dialog.getByLabel('Reason').selectOption('No-show');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await failedToast(page, failed);
  // the dialog stays open with the reason chosen
  await expect(dialog.getByLabel('Reason')).toHaveValue('noShow');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Approve Emerson Clark' }).click();
  await failedToast(page, failed);
  await expect(page.getByRole('button', { name: 'Approve Emerson Clark' })).toBeEnabled();
  // Approve All's question stays open for another try; Cancel closes it
  await page.getByRole('button', { name: 'Approve All' }).click();
  const question = page.getByRole('dialog', { name: /^Approve \d+ (entry|entries), \d+\.\d{2} hours\?$/ });
  await question.getByRole('button', { name: 'Approve', exact: true }).click();
  await failedToast(page, failed);
  await expect(question.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve All' })).toBeEnabled();
  expect(await actions()).toEqual(seeded);
  await expect(table.getByRole('row').filter({ hasText: 'Not yet' })).toHaveCount(
    seeded.filter((a) => a === null).length,
  );

  await restoreFirestore(page);
  await page.getByRole('button', { name: 'Reject Casey Nguyen' }).click();
  await dialog.getByLabel('Reason').selectOption('No-show');
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(table.getByRole('row').filter({ hasText: 'Casey Nguyen' }).getByRole('cell').first()).toHaveText(
    /Rejected\s*Reason: No-show/,
    { timeout: 25_000 },
  );
  expect(await actions()).toEqual(seeded.map((a, i) => (i === 0 ? 'rejected' : a)));
  // Approve All approves every entry not yet approved, the rejected ones too (its Approve double-clicked writes once)
  await page.getByRole('button', { name: 'Approve All' }).click();
  await question.getByRole('button', { name: 'Approve', exact: true }).dblclick();
  await expect(toast(page, new RegExp(`^Approved ${timesheetIds.length} entries, \\d+\\.\\d{2} hours$`))).toBeVisible({
    timeout: 25_000,
  });
  expect(await actions()).toEqual(timesheetIds.map(() => 'approved'));
});

test('company: Create facility', async ({ page }) => {
  await signIn(page, 'company@shiftcover.test');
  await page.getByRole('button', { name: 'Create facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create facility' });
  const values: [string, string][] = [
    ['Facility Name', 'Lakeside Offline'],
    ['Facility Address', '1 Lake Shore Dr'],
    ['Facility City', 'Madison'],
    ['Facility Postal Code', '53703'],
    ['Facility Phone Number', '608-555-0110'],
  ];
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  await dialog.getByLabel('Facility State').selectOption('WI');
  await cutFirestore(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await failedToast(page, 'The facility could not be created. Please try again.');
  for (const [label, value] of values) await expect(dialog.getByLabel(label)).toHaveValue(value);
  expect(await storedWhere('facilities', 'facilityName', 'Lakeside Offline')).toHaveLength(0);
  await restoreFirestore(page);
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Lakeside Offline was created')).toBeVisible({ timeout: 25_000 });
  expect(await storedWhere('facilities', 'facilityName', 'Lakeside Offline')).toHaveLength(1);
  await expect(
    page.getByRole('table', { name: 'Facilities' }).getByRole('row').filter({ hasText: 'Lakeside Offline' }),
  ).toHaveCount(1);
});

test('calendar: dragging a shift to another day', async ({ page }) => {
  // Blake's shift is on the seed's tomorrow: the day after the seeded moment's date, which at the turn of a week is
  // seeded 40 minutes back (momentWithTimesheet), so today's date when the test runs just after midnight
  const [tomorrow, later] = [calendarDate(1, seededAt).iso, calendarDate(2, seededAt).iso];
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
  if (tomorrow.slice(0, 7) !== calendarDate(0).iso.slice(0, 7))
    await page.getByRole('button', { name: 'Next month' }).click();
  // the 6-week month grid always shows the day after tomorrow too
  const chip = page.locator(`.fc-daygrid-day[data-date="${tomorrow}"] .fc-event`, {
    hasText: '3:00 PM - Blake Martinez',
  });
  const target = page.locator(`.fc-daygrid-day[data-date="${later}"]`);
  const drag = () => dragChip(page, chip, target);
  await expect(chip).toBeVisible();
  const shifts = await storedWhere('shifts', 'nurseId', 'worker-2');
  const startOf = (f: (typeof shifts)[number]) => f.start?.timestampValue ?? '';
  const onTomorrow = shifts
    .filter((s) => str(s, 'facilityIdentifier') === 'maple-grove')
    .map(startOf)
    .sort();

  await cutFirestore(page);
  await drag();
  await failedToast(page, 'The shift could not be moved. Please try again.');
  // back on its day, and stored as it was
  await expect(chip).toBeVisible();
  expect(
    (await storedWhere('shifts', 'nurseId', 'worker-2'))
      .filter((s) => str(s, 'facilityIdentifier') === 'maple-grove')
      .map(startOf)
      .sort(),
  ).toEqual(onTomorrow);

  await restoreFirestore(page);
  // the toast sits over the day cells at the bottom left
  await page.locator('.Toastify__toast').getByRole('button', { name: /close/i }).click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await drag();
  await expect(toast(page, /^The shift was moved to \d+\/\d+\/\d{4} 3:00 PM C[SD]T$/)).toBeVisible({ timeout: 25_000 });
  const after = (await storedWhere('shifts', 'nurseId', 'worker-2'))
    .filter((s) => str(s, 'facilityIdentifier') === 'maple-grove')
    .map(startOf)
    .sort();
  // exactly one of Blake's shifts moved, by one day
  const moved = after.filter((t) => !onTomorrow.includes(t));
  expect(moved).toHaveLength(1);
  expect(onTomorrow).toContain(
    new Date(Date.parse(defined(moved[0], 'the moved shift')) - 86_400_000).toISOString().replace('.000Z', 'Z'),
  );
});

test('register: the new account is not left half made', async ({ page }) => {
  await page.clock.install();
  await page.goto('/authentication/basic/register');
  const fields: [string, string][] = [
    ['Facility name', 'Offline Pines'],
    ['Address', '3 Pine St'],
    ['City', 'Madison'],
    ['Phone', '608-555-0199'],
    ['Email', 'offline-pines@shiftcover.test'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('State').selectOption('WI');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-1');
  await page.getByLabel('I accept the terms and privacy policy').check();
  await cutFirestore(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await fastForwardUntilShown(page, page.locator('.Toastify__toast--error'));
  for (const [label, value] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(await storedWhere('facilities', 'facilityName', 'Offline Pines')).toHaveLength(0);
  await restoreFirestore(page);
  // the sign-in account made before the failed write was removed again: the same email registers now
  await page.getByRole('button', { name: 'Register' }).dblclick();
  await expect(toast(page, 'Successfully registered as Offline Pines')).toBeVisible({ timeout: 25_000 });
  expect(await storedWhere('facilities', 'facilityName', 'Offline Pines')).toHaveLength(1);
});

test('registration wizard: back to step 1 with everything typed, the account not left half made', async ({ page }) => {
  await page.goto('/authentication/wizard?userType=facility');
  const fields: [string, string][] = [
    ['First name', 'Wren'],
    ['Last name', 'Okafor'],
    ['Facility Name', 'Offline Wizard Home'],
    ['Facility Address', '9 Birch St'],
    ['Facility City', 'Madison'],
    ['Facility Postal Code', '53703'],
    ['Facility Phone', '608-555-0142'],
    ['Email', 'offline-wizard@shiftcover.test'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Facility State').selectOption('WI');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await cutFirestore(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  // 'If account creation fails at step 2 the wizard returns to step 1'
  await failedToast(page, 'Failed to create account due to unexpected error.');
  for (const [label, value] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(await storedWhere('facilities', 'facilityName', 'Offline Wizard Home')).toHaveLength(0);
  await restoreFirestore(page);
  // the sign-in account made before the failed write was removed again: the same email signs up now
  await page.getByRole('button', { name: 'Next' }).click();
  // the acceptance was kept too
  await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).dblclick();
  await expect(page.getByText('Your account is all set! Now you have access to your Dashboard')).toBeVisible({
    timeout: 25_000,
  });
  expect(await storedWhere('facilities', 'facilityName', 'Offline Wizard Home')).toHaveLength(1);
});

test('invite signup: the invitee can try again once the database is back', async ({ page }) => {
  await page.clock.install();
  await page.goto('/invite/demo-invite?facilityId=maple-grove');
  await expect(page.getByLabel('Email')).toHaveValue('invitee@shiftcover.test');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-1');
  await cutFirestore(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await fastForwardUntilShown(
    page,
    toast(page, 'Failed to create account. Reach out to customer support or try again later'),
  );
  await expect(page.getByLabel('First name')).toHaveValue('Avery');
  await expect(page.getByLabel('Last name')).toHaveValue('Quinn');
  expect(str(await storedDoc('invites/demo-invite'), 'userId') ?? null).toBeNull();
  await restoreFirestore(page);
  // the sign-in account made before the failed write was removed: the invite's email signs up now
  await page.getByRole('button', { name: 'Create Account' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Welcome, Avery!' })).toBeVisible({ timeout: 25_000 });
});
