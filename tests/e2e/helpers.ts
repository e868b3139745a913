import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo';

/** Signs in through the login screen, the way a person does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, userType: 'facility' | 'company' = 'facility') {
  await page.goto(`/authentication/basic/login?userType=${userType}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/authentication\//);
}
