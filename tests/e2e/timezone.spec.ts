// The facility's time zone on the Account page: a choice among its state's zones, which follows the state, and a
// warning for a facility with shifts that their times stay as posted.
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});
test.afterAll(async () => {
  await reseed();
});

const optionsOf = (page: import('@playwright/test').Page) =>
  page.getByLabel('Time zone').locator('option').allTextContents();

test("an owner in El Paso chooses Mountain time, warned that the facility's shifts keep their times", async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.goto('/pages/settings');
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('America/Chicago');
  expect(await optionsOf(page)).toEqual(['Central Time']);

  await page.getByLabel('State').selectOption('TX');
  // Texas's default
  await expect(zone).toHaveValue('America/Chicago');
  expect(await optionsOf(page)).toEqual(['Central Time (most of Texas)', 'Mountain Time (El Paso area)']);
  await expect(page.getByText('Shifts already posted keep their times as posted')).toHaveCount(0);

  await zone.selectOption({ label: 'Mountain Time (El Paso area)' });
  await expect(page.getByText(/^Shifts already posted keep their times as posted/)).toBeVisible();

  // Florida has no Mountain time: its default instead
  await page.getByLabel('State').selectOption('FL');
  await expect(zone).toHaveValue('America/New_York');
  await page.getByLabel('State').selectOption('TX');
  await expect(zone).toHaveValue('America/Chicago');
  await zone.selectOption({ label: 'Mountain Time (El Paso area)' });
  // a zone chosen is kept by a state that has it too (Kansas's western counties), until saved
  await page.getByLabel('State').selectOption('KS');
  await expect(zone).toHaveValue('America/Denver');
  await page.getByLabel('State').selectOption('TX');
  await expect(zone).toHaveValue('America/Denver');

  await page.getByLabel('City').fill('El Paso');
  await page.getByLabel('Postal Code').fill('79901');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your account was saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('State')).toHaveValue('TX');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Denver');
});

test('a facility without shifts changes its zone without a warning', async ({ page }) => {
  await signIn(page, 'empty@shiftcover.test');
  await page.goto('/pages/settings');
  // Indianapolis, most of Indiana's, rather than the Central time Wisconsin had (also one of Indiana's)
  await page.getByLabel('State').selectOption('IN');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Indiana/Indianapolis');
  await page
    .getByLabel('Time zone')
    .selectOption({ label: 'Eastern Time (Daviess, Dubois, Knox and Martin counties)' });
  await expect(page.getByText('No shifts are posted at this facility yet')).toBeVisible();
  await expect(page.getByText(/^Shifts already posted keep their times as posted/)).toHaveCount(0);
  await page.getByLabel('Postal Code').fill('46402');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your account was saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Indiana/Vincennes');
});
