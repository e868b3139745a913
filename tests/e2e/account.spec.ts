import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

test('both social sign-in buttons are offered on login and register', async ({ page }) => {
  // The popup flow itself needs Google's gapi script from the internet, which this sandbox lacks;
  // the emulator's account chooser therefore cannot be driven here.
  for (const path of ['/authentication/basic/login', '/authentication/basic/register']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
  }
});

test('the account page saves the name and facility profile, and validates', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/pages\/settings$/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await page.getByLabel('Postal Code').fill('5370');
  await page.getByLabel('Postal Code').blur();
  await expect(page.getByText('Must be a valid postal code')).toBeVisible();
  await page.getByLabel('Postal Code').fill('53704');
  await page.getByLabel('First name').fill('Danielle');
  await page.getByLabel('Intro').fill('A caring home on the east side of Madison.');
  await save.click();
  await expect(page.getByText('Your account was saved')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Danielle!' })).toBeVisible();
  await page.goto('/pages/settings');
  await expect(page.getByLabel('Intro')).toHaveValue('A caring home on the east side of Madison.');
});

test('theme settings apply at once and are kept', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page.getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.getByLabel('Fluid layout').check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shiftcover.theme') ?? '{}'));
  expect(stored).toMatchObject({ isDark: true, isFluid: true });
});
