// Logout on a shared computer: the portal says "signed out" only once nobody is, the next person who opens
// the portal finds the choose page, and another tab of the same browser follows within seconds.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SIGNED_OUT = 'See you again! You are now successfully signed out.';

test('opening the portal right after Logout lands on the choose page', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();
  // no wait in between: the message was shown only after the sign-out had happened
  await page.goto('/');
  await expect(page).toHaveURL(/\/authentication\/basic\/choose/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toHaveCount(0);
});

test('a second tab of the same browser follows the Logout within seconds', async ({ page, context }) => {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/shifts');
  await expect(other.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();

  await expect(other).toHaveURL(/\/authentication\/basic\/choose/, { timeout: 5_000 });
  await expect(other.getByRole('heading', { name: 'Welcome, Dana!' })).toHaveCount(0);
});

test('the logout page opened by its address signs out before it says so', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.goto('/authentication/basic/logout');
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/authentication\/basic\/choose/);
});
