// Company users: the dashboard Facilities table, the first-run card, and the Create facility form with
// every validation message of the spec.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { scrollToCard, signIn } from './helpers';

test.beforeEach(async () => {
  await reseed();
});

const facilitiesTable = (page: Page) => page.getByRole('table', { name: 'Facilities' });

async function fill(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: 'Create facility' });
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Facility State') await dialog.getByLabel(label).selectOption(value);
    else await dialog.getByLabel(label).fill(value);
  }
}

test("a company's dashboard lists its facilities by name with city, state and status", async ({ page }) => {
  await signIn(page, 'company@shiftcover.test');
  const table = facilitiesTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'City', 'State', 'Status']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Lakeside East',
    'Minneapolis',
    'MN',
    'active',
  ]);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    'Lakeside North',
    'Milwaukee',
    'WI',
    'active',
  ]);
  await expect(table.getByRole('row').nth(3).getByRole('cell')).toHaveText([
    'Lakeside South',
    'Chicago',
    'IL',
    'active',
  ]);
  await expect(page.getByText('Click here to add your first facility!')).toHaveCount(0);
  // in the spec's order: welcome, Facilities, then the shifts; the cards below Reviews to complete show once it has its
  // answer (ShownOnceSettled), so the order is read once the last card's heading is there
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  const headings = await page.getByRole('heading').allInnerTexts();
  expect(headings.indexOf('Facilities')).toBeGreaterThan(headings.indexOf('Welcome, Morgan!'));
  expect(headings.indexOf('Facilities')).toBeLessThan(headings.indexOf('Invoices'));
});

test('a facility user sees no Facilities table', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await scrollToCard(page, 'Invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(facilitiesTable(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create facility' })).toHaveCount(0);
});

test('a new company adds its first facility, with every validation message on the way', async ({ page }) => {
  await signIn(page, 'startup@shiftcover.test');
  await page.getByRole('button', { name: 'Click here to add your first facility!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create facility' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Facility Name is required',
    'Facility Address is required',
    'Facility City is required',
    'Facility State is required',
    'Facility Postal Code is required',
    'Facility Phone Number is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  // all fields are trimmed: spaces alone are still missing
  await fill(page, { 'Facility Name': '   ', 'Facility Postal Code': '1234', 'Facility Phone Number': '555-01' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Facility Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Must be a valid postal code', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Must be a valid phone number', { exact: true })).toBeVisible();
  await fill(page, { 'Facility Postal Code': '55802-12' });
  await dialog.getByLabel('Facility City').focus();
  await expect(dialog.getByText('Must be a valid postal code', { exact: true })).toBeVisible();

  // states, territories and DC
  const states = await dialog.getByLabel('Facility State').locator('option').allInnerTexts();
  for (const name of ['Wisconsin', 'District of Columbia', 'Puerto Rico', 'Guam']) expect(states).toContain(name);

  await fill(page, {
    'Facility Name': '  Harbor View Care  ',
    'Facility Address': '12 Canal Park Dr',
    'Facility City': 'Duluth',
    'Facility State': 'MN',
    'Facility Postal Code': '55802-1234',
    'Facility Phone Number': '(218) 555-0142',
  });
  await expect(dialog.getByText(/is required|Must be a valid/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Harbor View Care was created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Click here to add your first facility!')).toHaveCount(0);
  await expect(facilitiesTable(page).getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Harbor View Care',
    'Duluth',
    'MN',
    'active',
  ]);

  // it is stored: a fresh load shows it too
  await page.reload();
  await expect(facilitiesTable(page).getByRole('row')).toHaveCount(2);
});

test('a company adds another facility from the table header', async ({ page }) => {
  await signIn(page, 'company@shiftcover.test');
  await page.getByRole('button', { name: 'Create facility' }).click();
  await fill(page, {
    'Facility Name': 'Lakeside Central',
    'Facility Address': '1 Lake Shore Dr',
    'Facility City': 'Madison',
    'Facility State': 'WI',
    'Facility Postal Code': '53703',
    'Facility Phone Number': '608-555-0110',
  });
  await page.getByRole('dialog', { name: 'Create facility' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lakeside Central was created')).toBeVisible();
  const names = facilitiesTable(page).getByRole('row').locator('td:first-child');
  await expect(names).toHaveText(['Lakeside Central', 'Lakeside East', 'Lakeside North', 'Lakeside South']);
});
