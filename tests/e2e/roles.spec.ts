// The team's roles on the screens, as Maple Grove's demo members (scripts/seed: Sam a Scheduler, Tara a Timekeeper,
// Vic a Viewer): each finds the controls of their role and no other. The rules refuse the rest all the same
// (tests/rules/roles.test.ts).
import { expect, test } from './clock';
import { reseedDemo } from '../support/demo';
import { signIn } from './helpers';
import type { Page } from '@playwright/test';

test.beforeAll(async () => {
  await reseedDemo();
});

/** Which of the controls each role may use are on the screens: posting, the timesheet's approvals, the plans. */
async function controlsOf(page: Page) {
  const visible = async (name: string) => (await page.getByRole('button', { name, exact: true }).count()) > 0;
  await page.goto('/shifts');
  await expect(page.getByRole('table', { name: 'Shifts' }).getByRole('row').nth(1)).toBeVisible();
  const shifts = { New: await visible('New'), 'Post several': await visible('Post several') };
  await page.goto('/timesheet');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const approveAll = await visible('Approve All');
  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'Document requirements' })).toBeVisible();
  const requirements = await visible('Save requirements');
  return { ...shifts, 'Approve All': approveAll, 'Save requirements': requirements };
}

const EXPECTED = {
  'scheduler@shiftcover.test': { New: true, 'Post several': true, 'Approve All': false, 'Save requirements': true },
  'timekeeper@shiftcover.test': { New: false, 'Post several': false, 'Approve All': true, 'Save requirements': false },
  'viewer@shiftcover.test': { New: false, 'Post several': false, 'Approve All': false, 'Save requirements': false },
  // the facility's owner, for comparison: everything
  'facility@shiftcover.test': { New: true, 'Post several': true, 'Approve All': true, 'Save requirements': true },
};

for (const [email, controls] of Object.entries(EXPECTED)) {
  test(`${email} finds exactly the controls of their role`, async ({ page }) => {
    await signIn(page, email, { at: '/shifts' });
    expect(await controlsOf(page)).toEqual(controls);
  });
}

test("a Viewer's shift has no Edit or Cancel, and the staffing plan no Save needs", async ({ page }) => {
  await signIn(page, 'viewer@shiftcover.test', { at: '/shifts' });
  const table = page.getByRole('table', { name: 'Shifts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await page.goto('/staffing');
  await expect(page.getByRole('heading', { name: 'Needs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save needs' })).toHaveCount(0);
});

test("a Viewer saves their own name on the Account page; the facility's profile is theirs to read only", async ({
  page,
}) => {
  await signIn(page, 'viewer@shiftcover.test', { at: '/pages/settings' });
  await expect(page.getByLabel('City')).toBeDisabled();
  await expect(page.getByLabel('First name')).toBeEnabled();
  await page.getByLabel('First name').fill('Victor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account was saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Victor');
});
