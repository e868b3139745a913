// What a newcomer trying the demo does first, on the dev server of `npm start` (see playwright.config.ts beside this
// file): sign in, add a shift, edit it, cancel it, add one on the calendar, approve the week's timesheet, invite a
// teammate and change a role, and the signed-out screens' toasts.
// Each action runs on a page loaded afresh, so each toast is the first of its page: the one StrictMode used to lose.
// The texts come from the features' messages: the browser suite checks their words, this run that they show.
import { type Page } from '@playwright/test';
import { expect, test } from '../e2e/clock';
import { logInThroughForm, signIn, signUpWithTakenEmail } from '../e2e/helpers';
import {
  demoDoc,
  functionTriggers,
  momentWithTimesheet,
  reseedDemo,
  seededSunday,
  type DemoData,
} from '../support/demo';
import { resetLinkSent, WIZARD_EMAIL_IN_USE } from '../../src/features/auth/messages';
import { SHIFT_CANCELLED, SHIFT_CREATED, SHIFT_EDITED } from '../../src/features/shifts/messages';
import { APPROVE_ALL_CONFIRM, approvedSummary } from '../../src/features/timesheet/messages';
import { inviteSent, ROLE_CHANGED } from '../../src/features/team/messages';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

let demo: DemoData;
let seededAt = 0;

test.beforeAll(async () => {
  seededAt = momentWithTimesheet();
  demo = await reseedDemo(seededAt);
});

test('a scheduler adds a shift, edits it and cancels it, each with its toast', async ({ page }) => {
  // the login form as a newcomer fills it, on the dev server
  await logInThroughForm(page, 'facility@shiftcover.test');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await dialog.getByLabel('Description').fill('Smoke test shift');
  await dialog.getByLabel('Position').selectOption('CNA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SHIFT_CREATED)).toBeVisible();

  await page
    .getByRole('table', { name: 'Shifts' })
    .getByRole('link', { name: 'Smoke test shift', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shift-details\/[^/]+$/);
  const details = new URL(page.url()).pathname;

  await page.goto(`${details}/edit`);
  await page.getByLabel('Description').fill('Smoke test shift, edited');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SHIFT_EDITED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smoke test shift, edited' })).toBeVisible();

  await page.goto(`${details}/delete`);
  await page.getByLabel('Reason').selectOption('noLongerNeeded');
  await page.getByRole('button', { name: 'Cancel shift' }).click();
  await expect(toast(page, SHIFT_CANCELLED)).toBeVisible();
});

/** The shifts of a day of the month view: its chips and the count of its `+n more`. */
async function shiftsOfDay(page: Page, iso: string): Promise<number> {
  const day = page.locator(`.fc-daygrid-day[data-date="${iso}"]`);
  const chips = await day.locator('.fc-event:not(.sc-more-event)').count();
  const more = await day.locator('.sc-more-event').allInnerTexts();
  return chips + more.reduce((n, text) => n + Number(/\+(\d+) more/.exec(text)?.[1] ?? 0), 0);
}

test("a shift added on the calendar shows on its day, through the local stack's Cloud Function", async ({ page }) => {
  // the month is drawn from the calendar weeks, which calendarOfShift keeps on the emulators as it does deployed
  const wasOn = await functionTriggers(true);
  try {
    await signIn(page, 'facility@shiftcover.test', { at: '/calendar' });
    await expect(page.locator('.fc-daygrid-day .fc-event').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
    // the default start (in two days), MM-DD-YYYY: a day of the month grid shown
    const [month, day, year] = (await dialog.getByLabel('Start', { exact: true }).inputValue()).split('-');
    const iso = `${year}-${month}-${day}`;
    const before = await shiftsOfDay(page, iso);
    await dialog.getByLabel('Description').fill('Smoke test calendar shift');
    await dialog.getByLabel('Position').selectOption('CNA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, SHIFT_CREATED)).toBeVisible();
    await expect.poll(() => shiftsOfDay(page, iso)).toBe(before + 1);
  } finally {
    await functionTriggers(wasOn);
  }
});

test("a scheduler approves the week's timesheet", async ({ page }) => {
  const toApprove = demo.special.timesheet.filter((id) => demoDoc(demo, `shifts/${id}`).timesheetAction !== 'approved');
  expect(toApprove.length).toBeGreaterThan(0);
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${seededSunday(seededAt)}` });
  await page.getByRole('button', { name: 'Approve All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: APPROVE_ALL_CONFIRM, exact: true }).click();
  // the hours are the main suite's to check; here, that the toast of the page's first action shows
  const approved = approvedSummary(toApprove.length, '').split(',')[0]!;
  await expect(page.locator('.Toastify').getByText(approved, { exact: false })).toBeVisible();
});

test("an owner invites a teammate and changes a member's role on Team", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/team' });
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite teammate' });
  await dialog.getByLabel('Email').fill('smoke.teammate@shiftcover.test');
  await dialog.getByLabel('First name').fill('Smoke');
  await dialog.getByLabel('Last name').fill('Test');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(toast(page, inviteSent('smoke.teammate@shiftcover.test'))).toBeVisible();

  await page.reload();
  const team = page.getByRole('table', { name: 'Team members' });
  await team
    .getByRole('row')
    .filter({ hasText: 'viewer@shiftcover.test' })
    .getByRole('button', { name: 'Change role' })
    .click();
  await page.getByRole('dialog', { name: 'Change role' }).getByLabel('Role').selectOption({ label: 'Timekeeper' });
  await page.getByRole('dialog', { name: 'Change role' }).getByRole('button', { name: 'Save role' }).click();
  await expect(toast(page, ROLE_CHANGED)).toBeVisible();
});

test('the signed-out screens: a reset link sent, and an account refused for an email in use', async ({ page }) => {
  await page.goto('/authentication/basic/forget-password');
  await page.getByLabel('Email').fill('empty@shiftcover.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, resetLinkSent('empty@shiftcover.test'))).toBeVisible();

  await signUpWithTakenEmail(page);
  await expect(toast(page, WIZARD_EMAIL_IN_USE)).toBeVisible();
});
