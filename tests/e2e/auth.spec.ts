import { expect, test } from './clock';
import { oobCodes, reseed } from '../support/demo';
import { logInThroughForm, signUpWithTakenEmail } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

test.describe('sign in', () => {
  test('choose leads to the company login, and Log in waits for both fields', async ({ page }) => {
    await page.goto('/authentication/basic/choose');
    await expect(page.getByText('Cover your shifts at your healthcare facility!')).toBeVisible();
    await expect(page.getByLabel('Owner or scheduler of a facility')).toBeChecked();
    await page.getByLabel('Owner or scheduler of a company with multiple facilities').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/authentication\/basic\/login\?userType=company/);
    await expect(page.getByRole('heading', { name: 'Company Login' })).toBeVisible();
    await expect(page.getByLabel('Remember me')).toBeChecked();
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeDisabled();
    await page.getByLabel('Email').fill('company@shiftcover.test');
    await expect(logIn).toBeDisabled();
    await page.getByLabel('Password').fill('x');
    await expect(logIn).toBeEnabled();
  });

  test('an unknown userType is treated as facility', async ({ page }) => {
    await page.goto('/authentication/basic/login?userType=robot');
    await expect(page.getByRole('heading', { name: 'Facility Login' })).toBeVisible();
  });

  test('wrong password and unknown email show the spec messages', async ({ page }) => {
    await page.goto('/authentication/basic/login');
    await page.getByLabel('Email').fill('facility@shiftcover.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Password is incorrect. Try again or reset password.')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@shiftcover.test');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
  });

  test('the facility owner lands on the dashboard, and logs out', async ({ page }) => {
    await logInThroughForm(page, 'facility@shiftcover.test');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
    await expect(page.getByText('Maple Grove Care Center').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calendar' }).first()).toBeVisible();
    // signed-in users are sent away from the basic auth pages
    await page.goto('/authentication/basic/login');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText('See you again! You are now successfully signed out.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/authentication\/basic\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/authentication\/basic\/choose/);
  });

  test('a pending account sees the thank-you card and only Home', async ({ page }) => {
    await logInThroughForm(page, 'pending@shiftcover.test');
    await expect(page.getByText(/a ShiftCover representative will reach out to you/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calendar' })).toHaveCount(0);
  });

  test('the company owner sees the company name', async ({ page }) => {
    await logInThroughForm(page, 'company@shiftcover.test', undefined, 'company');
    await expect(page.getByRole('heading', { name: 'Welcome, Morgan!' })).toBeVisible();
    await expect(page.getByText('Lakeside Health Group').first()).toBeVisible();
  });

  test('the internal admin is sent to the impersonation form', async ({ page }) => {
    await logInThroughForm(page, 'admin@shiftcover.test');
    await expect(page).toHaveURL(/\/otherLoginForm$/);
  });
});

test.describe('routes', () => {
  test('unknown paths show the 404 page, and /errors/500 the error page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText("The page you're looking for is not found.")).toBeVisible();
    await page.goto('/authentication/basic/nothing-here');
    await expect(page).toHaveURL(/\/errors\/404$/);
    await page.goto('/errors/oops');
    await expect(page).toHaveURL(/\/errors\/404$/);
    await page.goto('/errors/500');
    await expect(page.getByText('Whoops, something went wrong!')).toBeVisible();
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/authentication\/basic\/choose$/);
  });

  test('the card and split layouts show the same login', async ({ page }) => {
    for (const layout of ['card', 'split']) {
      await page.goto(`/authentication/${layout}/login`);
      await expect(page.getByRole('heading', { name: 'Facility Login' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    }
  });
});

test.describe('password reset', () => {
  test('forgot password sends the link, and the emulated link sets a new password', async ({ page }) => {
    await page.goto('/authentication/basic/forget-password');
    await page.getByLabel('Email').fill('empty@shiftcover.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('An email has been sent to empty@shiftcover.test with password reset link'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/authentication\/basic\/confirm-mail$/);
    expect(await page.evaluate(() => localStorage.getItem('passwordResetEmail'))).toBe('empty@shiftcover.test');

    const code = (await oobCodes())
      .filter((c) => c.email === 'empty@shiftcover.test' && c.requestType === 'PASSWORD_RESET')
      .pop();
    expect(code).toMatchObject({
      email: 'empty@shiftcover.test',
      requestType: 'PASSWORD_RESET',
      oobCode: expect.stringMatching(/\S/),
    });
    await page.goto(`/authentication/basic/password-reset?mode=resetPassword&oobCode=${code!.oobCode}`);
    const set = page.getByRole('button', { name: 'Set password' });
    await page.getByLabel('New Password').fill('new-pass-1');
    await page.getByLabel('Confirm Password').fill('new-pass-2');
    await expect(set).toBeDisabled();
    await page.getByLabel('Confirm Password').fill('new-pass-1');
    await set.click();
    await expect(page.getByText('Login with your new password')).toBeVisible();
    await expect(page).toHaveURL(/\/authentication\/basic\/login/);
    await logInThroughForm(page, 'empty@shiftcover.test', 'new-pass-1');
    await expect(page.getByText('Birch Point Rehab').first()).toBeVisible();
  });
});

test.describe('registration', () => {
  test('the simple form registers a pending facility', async ({ page }) => {
    await page.goto('/authentication/basic/register');
    const register = page.getByRole('button', { name: 'Register' });
    await page.getByLabel('Facility name').fill('Oak Meadow Home');
    await page.getByLabel('Address').fill('12 Oak St');
    await page.getByLabel('City').fill('Madison');
    await page.getByLabel('State').selectOption('WI');
    await page.getByLabel('Phone').fill('608-555-0101');
    await page.getByLabel('Email').fill('oak@shiftcover.test');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-2');
    await page.getByLabel('Confirm Password').blur();
    await expect(page.getByText('The passwords must match, please keep typing until they are the same')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('secret-1');
    await expect(register).toBeDisabled();
    await page.getByLabel('I accept the terms and privacy policy').check();
    await expect(register).toBeEnabled();
    await register.click();
    await expect(page.getByText('Successfully registered as Oak Meadow Home')).toBeVisible();
    await expect(page.getByText(/a ShiftCover representative will reach out to you/)).toBeVisible();
  });

  test('the wizard shows every step-1 message, the contract, and creates a company', async ({ page }) => {
    await page.goto('/authentication/wizard?userType=company');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Company Name is required',
      'Company Address is required',
      'Company State is required',
      'Company Phone is required',
      'Company Email is required',
      'You must specify a password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Company Name').fill('Riverside Care Group');
    await page.getByLabel('Company Address').fill('5 River Rd');
    await page.getByLabel('Company City').fill('M');
    await page.getByLabel('Company State').selectOption('WI');
    await page.getByLabel('Company Postal Code').fill('5370');
    await page.getByLabel('Company Phone').fill('12345');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      'Min length 2 for Company City',
      'Must be a valid postal code',
      'Must be a valid phone number',
      'Must be a valid email address',
      'Password must have at least 6 characters',
      'Password does not match',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Company City').fill('Madison');
    await page.getByLabel('Company Postal Code').fill('53703-1234');
    await page.getByLabel('Company Phone').fill('(608) 555-0199');
    await page.getByLabel('Email').fill('riley@shiftcover.test');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-1');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('region', { name: 'Terms of use' })).toContainText('at least 17 years old');
    await page.getByRole('button', { name: '3. Done' }).click();
    await expect(page.getByText("You don't have access to the link. Please try again.")).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the terms and conditions').uncheck();
    await expect(page.getByText('Please agree to the terms and conditions in order to continue')).toBeVisible();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Your account is all set! Now you have access to your Dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Riley!' })).toBeVisible();
    await expect(page.getByText('Riverside Care Group').first()).toBeVisible();
  });

  test('the wizard returns to step 1 with the spec toast when the email is taken', async ({ page }) => {
    await signUpWithTakenEmail(page);
    await expect(
      page.getByText('Failed to create account. Email address is already in use by another account.'),
    ).toBeVisible();
    await expect(page.getByLabel('Facility Name')).toHaveValue('Duplicate Home');
  });
});

test.describe('invite signup', () => {
  test('missing or unknown invites show the internal error', async ({ page }) => {
    await page.goto('/invite/demo-invite');
    await expect(page.getByText('Internal Error occurred. Please contact support or try again later')).toBeVisible();
    await page.goto('/invite/no-such-invite?facilityId=maple-grove');
    await expect(page.getByText('Internal Error occurred. Please contact support or try again later')).toBeVisible();
  });

  test('the invitee becomes an admin of Maple Grove, and the used invite goes to login', async ({ page }) => {
    await page.goto('/invite/demo-invite?facilityId=maple-grove');
    await expect(
      page.getByText('Complete the form below to become an admin for Maple Grove Care Center'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('invitee@shiftcover.test');
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    const create = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(create).toBeDisabled();
    await page.getByLabel('Confirm Password').fill('abd');
    await create.click();
    await expect(
      page.getByText('Password must be at least 6 characters. Password confirmation does not match password'),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-1');
    await create.click();
    await expect(page.getByRole('heading', { name: 'Welcome, Avery!' })).toBeVisible();
    await expect(page.getByText('Maple Grove Care Center').first()).toBeVisible();

    await page.goto('/authentication/basic/logout');
    await expect(page.getByText('See you again! You are now successfully signed out.')).toBeVisible();
    await page.goto('/invite/demo-invite?facilityId=maple-grove');
    await expect(page).toHaveURL(/\/authentication\/basic\/login\?userType=facility/);
  });
});
