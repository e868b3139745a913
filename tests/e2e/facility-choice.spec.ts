// A company user's one facility choice: chosen on /shifts, every screen shows it, through the sidebar, a reload and a
// copied link opened in another page.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { signIn } from './helpers';

/** The screens that show a company user's facility choice, by their sidebar entry and heading. */
const SCREENS = [
  { link: 'Today', heading: 'Today' },
  { link: 'Calendar', heading: 'Calendar' },
  { link: 'Insights', heading: 'Insights' },
  { link: 'Compliance', heading: 'Compliance' },
  { link: 'Reports', heading: 'Reports' },
  { link: 'Staffing', heading: 'Staffing plan' },
];

async function expectChosen(page: Page, facilityName: string) {
  await expect(page.getByLabel('Facility Name').locator('option:checked')).toHaveText(facilityName);
}

test('Lakeside South chosen on /shifts is chosen on every screen, after a reload and in a copied link', async ({
  page,
}) => {
  await signIn(page, 'company@shiftcover.test', { at: '/shifts' });
  await expect(page.getByRole('heading', { name: 'Shifts' })).toBeVisible();
  const facility = page.getByLabel('Facility Name');
  await expect(facility.locator('option').first()).toHaveText('All facilities');
  await expectChosen(page, 'All facilities');
  await facility.selectOption({ label: 'Lakeside South' });
  await expect(page).toHaveURL(/\/shifts\?facility=lakeside-south$/);
  // the list shows Lakeside South's shifts only
  const table = page.getByRole('table');
  await expect(table.getByText('Lakeside South', { exact: true }).first()).toBeVisible();
  await expect(table.getByText(/^Lakeside (North|East)$/)).toHaveCount(0);

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const { link, heading } of SCREENS) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?facility=lakeside-south$`));
    await expectChosen(page, 'Lakeside South');
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staffing plan', level: 1 })).toBeVisible();
  await expectChosen(page, 'Lakeside South');

  const copied = page.url();
  const other = await page.context().newPage();
  await other.goto(copied);
  await expect(other.getByRole('heading', { name: 'Staffing plan', level: 1 })).toBeVisible();
  await expectChosen(other, 'Lakeside South');
  await other.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Today', exact: true }).click();
  await expectChosen(other, 'Lakeside South');
});

test('a facility not theirs is ignored; a screen of one shows the first while All facilities stays chosen', async ({
  page,
}) => {
  await signIn(page, 'company@shiftcover.test', { at: '/compliance?facility=maple-grove' });
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/compliance$/);
  const first = await page.getByLabel('Facility Name').locator('option').first().textContent();
  await expectChosen(page, first!);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expectChosen(page, 'All facilities');
});
