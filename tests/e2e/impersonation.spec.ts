// The admin picker (/otherLoginForm): an internal admin acts as a facility user and as a company user,
// with a banner saying whom; signing out forgets the choice; nobody else may open the picker.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { actAs, scrollToCard, signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

const secretUserId = (page: Page) => page.evaluate(() => localStorage.getItem('secretUserId'));

test('an admin acts as a facility user, then as a company user, and signing out forgets it', async ({ page }) => {
  await signIn(page, 'admin@shiftcover.test');
  // an admin with no impersonated user is sent from / to the picker
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  await expect(page.getByRole('heading', { name: 'Act as a customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await actAs(page, 'Facility', 'Maple Grove Care Center', /^Dana /);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('status').filter({ hasText: 'Viewing as' });
  await expect(banner).toHaveText(/Viewing as Dana Whitfield \(Maple Grove Care Center\)/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await scrollToCard(page, 'Invoices');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(11);
  expect(await secretUserId(page)).toBe('uid-dana');

  // kept across a reload
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();

  await banner.getByRole('link', { name: 'Switch user' }).click();
  await actAs(page, 'Company', 'Lakeside Health Group', null); // the company's owner is the only user
  await expect(page.getByRole('status').filter({ hasText: 'Viewing as' })).toHaveText(
    /Viewing as Morgan Reyes \(Lakeside Health Group\)/,
  );
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan!' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Facilities' }).getByRole('row')).toHaveCount(4);
  expect(await secretUserId(page)).toBe('uid-morgan');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('See you again! You are now successfully signed out.')).toBeVisible();
  expect(await secretUserId(page)).toBeNull();

  await signIn(page, 'admin@shiftcover.test');
  await expect(page).toHaveURL(/\/otherLoginForm$/);
});

test('Stop viewing returns the admin to the picker', async ({ page }) => {
  await signIn(page, 'admin@shiftcover.test');
  await actAs(page, 'Facility', 'Lakeside North', null);
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan!' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  expect(await secretUserId(page)).toBeNull();
});

test('nobody but an admin opens the picker, and a stored secretUserId does not make anyone else someone else', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/otherLoginForm' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('secretUserId', 'uid-morgan'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await expect(page.getByText('Viewing as')).toHaveCount(0);
});

test('an admin whose chosen user has no portal can go back to the picker', async ({ page }) => {
  await signIn(page, 'admin@shiftcover.test');
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  await page.evaluate(() => localStorage.setItem('secretUserId', 'worker-1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "We couldn't load your account" })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another user' }).click();
  await expect(page).toHaveURL(/\/otherLoginForm$/);
  await expect(page.getByRole('heading', { name: 'Act as a customer' })).toBeVisible();
  expect(await secretUserId(page)).toBeNull();
});
