// The Team screen (/team) as Maple Grove's demo team (scripts/seed: Dana the owner, Sam a Scheduler, Tara a
// Timekeeper, Vic a Viewer, an open invite to Jamie): the table, Invite teammate, an invite's link and revoke, Change
// role, the facility's owner kept, Remove with the removed member's open tab losing the portal, and the Activity.
import { expect, test } from './clock';
import { reseedDemo } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import type { Page } from '@playwright/test';

test.beforeEach(async () => {
  await reseedDemo();
});

const table = (page: Page) => page.getByRole('table', { name: 'Team members' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const cells = async (page: Page) =>
  (await table(page).getByRole('row').all())
    .slice(1)
    .map(async (row) => (await row.getByRole('cell').allInnerTexts()).slice(0, 4).map((t) => t.trim()));

test('Dana opens Team from the sidebar: her team with roles and statuses, and Jamie invited', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Team', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(6);
  expect(await Promise.all(await cells(page))).toEqual([
    ['Dana Whitfield (you)', 'facility@shiftcover.test', 'Owner', 'Active'],
    ['Sam Castillo', 'scheduler@shiftcover.test', 'Scheduler', 'Active'],
    ['Tara Nguyen', 'timekeeper@shiftcover.test', 'Timekeeper', 'Active'],
    ['Vic Moreau', 'viewer@shiftcover.test', 'Viewer', 'Active'],
    ['Jamie Rivera', 'invitee@shiftcover.test', 'Scheduler', 'Invited'],
  ]);
  await expectNoSeriousAxeViolations(page, '/team');
});

test('Invite teammate: the messages, then an invite sent, its link copied, revoked; each in the Activity', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'facility@shiftcover.test', { at: '/team' });
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite teammate' });
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('Email').fill('scheduler@shiftcover.test');
  await dialog.getByLabel('First name').fill('Kim');
  await dialog.getByLabel('Last name').fill('Lee');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('This person is already on the team')).toBeVisible();
  // what was typed stays
  await expect(dialog.getByLabel('First name')).toHaveValue('Kim');
  await dialog.getByLabel('Email').fill('kim.lee@shiftcover.test');
  await dialog.getByLabel('Role').selectOption({ label: 'Timekeeper' });
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite sent to kim.lee@shiftcover.test')).toBeVisible();
  await expect(dialog).toBeHidden();
  const kim = rowOf(page, 'kim.lee@shiftcover.test');
  await expect(kim.getByRole('cell').nth(2)).toHaveText('Timekeeper');
  await expect(kim.getByRole('cell').nth(3)).toHaveText('Invited');

  await kim.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(page.getByText('Invite link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/invite/[\\w-]+\\?facilityId=maple-grove$`));

  await kim.getByRole('button', { name: 'Revoke invite' }).click();
  await expect(page.getByText('Invite revoked')).toBeVisible();
  await expect(kim).toHaveCount(0);

  await page.goto('/activity');
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row').filter({ hasText: 'Invite revoked: kim.lee@shiftcover.test' })).toBeVisible();
  await expect(
    activity.getByRole('row').filter({ hasText: 'Teammate invited: kim.lee@shiftcover.test as Timekeeper' }),
  ).toContainText('Dana Whitfield');
});

test("Change role makes Sam a Viewer; the facility's owner cannot be changed or removed", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/team' });
  await rowOf(page, 'Sam Castillo').getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Role').selectOption({ label: 'Viewer' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(rowOf(page, 'Sam Castillo').getByRole('cell').nth(2)).toHaveText('Viewer');

  await rowOf(page, 'Dana Whitfield').getByRole('button', { name: 'Change role' }).click();
  await dialog.getByLabel('Role').selectOption({ label: 'Scheduler' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog.getByText('A facility needs at least one owner')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await rowOf(page, 'Dana Whitfield').getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Dana Whitfield' });
  await expect(remove.getByText('A facility needs at least one owner')).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await remove.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/activity');
  await expect(
    page
      .getByRole('table', { name: 'Activity' })
      .getByRole('row')
      .filter({ hasText: 'Role changed: Sam Castillo: Scheduler → Viewer' }),
  ).toBeVisible();
});

test('Removing Tara ends the portal in her open tab, and she finds no access when she comes back', async ({
  page,
  browser,
}) => {
  const taraContext = await browser.newContext();
  const tara = await taraContext.newPage();
  await signIn(tara, 'timekeeper@shiftcover.test', { at: '/timesheet' });
  await expect(tara.getByRole('button', { name: 'Approve All' })).toBeVisible();

  await signIn(page, 'facility@shiftcover.test', { at: '/team' });
  await rowOf(page, 'Tara Nguyen').getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Tara Nguyen' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Tara Nguyen')).toBeVisible();
  await expect(rowOf(page, 'Tara Nguyen')).toHaveCount(0);

  // her open tab, without a reload
  await expect(tara.getByRole('heading', { name: "We couldn't load your account" })).toBeVisible({ timeout: 15_000 });
  await expect(tara.getByText(/is not an admin or owner of any facilities/)).toBeVisible();
  await expect(tara.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
  await tara.reload();
  await expect(tara.getByRole('heading', { name: "We couldn't load your account" })).toBeVisible({ timeout: 15_000 });
  await taraContext.close();
});

test('a role change reaches the open tab: Sam made a Viewer loses New at once', async ({ page, browser }) => {
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signIn(sam, 'scheduler@shiftcover.test', { at: '/shifts' });
  await expect(sam.getByRole('button', { name: 'New', exact: true })).toBeVisible();

  await signIn(page, 'facility@shiftcover.test', { at: '/team' });
  await rowOf(page, 'Sam Castillo').getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Role').selectOption({ label: 'Viewer' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role changed')).toBeVisible();

  await expect(sam.getByRole('button', { name: 'New', exact: true })).toHaveCount(0, { timeout: 15_000 });
  await samContext.close();
});

for (const email of ['scheduler@shiftcover.test', 'viewer@shiftcover.test']) {
  test(`${email} sees the team, and no control to change it`, async ({ page }) => {
    await signIn(page, email, { at: '/team' });
    await expect(table(page).getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Invite teammate' })).toHaveCount(0);
    await expect(table(page).getByRole('button')).toHaveCount(0);
  });
}

test('a company owner chooses the facility whose team is shown', async ({ page }) => {
  await signIn(page, 'company@shiftcover.test', { at: '/team' });
  await expect(page.getByLabel('Facility Name')).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toContainText('(you)');
  await expect(page.getByRole('button', { name: 'Invite teammate' })).toBeVisible();
});
