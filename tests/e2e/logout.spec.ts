// Logout on a shared computer: the portal says "signed out" only once nobody is, whoever was signed in and whomever
// an admin was acting for; the next person who opens the portal finds the choose page, and another tab of the same
// browser follows within seconds. Each signs in through the login form (Remember me), as the person would.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { actAs, logInThroughForm } from './helpers';

test.beforeAll(async () => {
  // another file changes a demo password (auth.spec): every persona signs in with the demo's
  await reseed();
});

const SIGNED_OUT = 'See you again! You are now successfully signed out.';

test('opening the portal right after Logout lands on the choose page', async ({ page }) => {
  await logInThroughForm(page, 'facility@shiftcover.test');
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
  await logInThroughForm(page, 'facility@shiftcover.test');
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
  await logInThroughForm(page, 'facility@shiftcover.test');
  await page.goto('/authentication/basic/logout');
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/authentication\/basic\/choose/);
});

/** What this browser still keeps of a session: a Firebase Auth user (any persistence) and an admin's impersonation. */
function keptSession(page: Page) {
  return page.evaluate(async () => {
    const isUser = (key: string | null) => key?.startsWith('firebase:authUser:') === true;
    const webStorage = [localStorage, sessionStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => s.key(i)),
    );
    const databases = await indexedDB.databases();
    let indexedDb: string[] = [];
    if (databases.some((d) => d.name === 'firebaseLocalStorageDb')) {
      indexedDb = await new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve([]);
          const keys = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      });
    }
    return {
      authUser: [...webStorage, ...indexedDb].some(isUser),
      secretUserId: localStorage.getItem('secretUserId'),
    };
  });
}

/** Logout from the account menu; at the moment the page says so, nothing of the session is left in this browser. */
async function logOutFromTheMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();
  expect(await keptSession(page)).toEqual({ authUser: false, secretUserId: null });
  await page.goto('/');
  await expect(page).toHaveURL(/\/authentication\/basic\/choose/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  await expect(page.getByText('Viewing as')).toHaveCount(0);
}

const PERSONAS = [
  ['the owner of an active facility', 'facility@shiftcover.test', 'facility', 'Welcome, Dana!'],
  ['the owner of a pending facility', 'pending@shiftcover.test', 'facility', null],
  ['the owner of a facility with no shifts', 'empty@shiftcover.test', 'facility', null],
  ['a company owner', 'company@shiftcover.test', 'company', 'Welcome, Morgan!'],
  ['the owner of a company with no facilities', 'startup@shiftcover.test', 'company', null],
] as const;

for (const [who, email, userType, heading] of PERSONAS) {
  test(`Logout ends the session of ${who}`, async ({ page }) => {
    await logInThroughForm(page, email, undefined, userType);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await logOutFromTheMenu(page);
  });
}

const ACTING = [
  ['a facility', 'Facility', 'Maple Grove Care Center', /^Dana /, 'Dana Whitfield (Maple Grove Care Center)'],
  ['a company', 'Company', 'Lakeside Health Group', null, 'Morgan Reyes (Lakeside Health Group)'],
] as const;

for (const [what, kind, entity, user, banner] of ACTING) {
  test(`Logout of an admin viewing as ${what} ends the impersonation too`, async ({ page }) => {
    await logInThroughForm(page, 'admin@shiftcover.test');
    await actAs(page, kind, entity, user);
    await expect(page.getByRole('status').filter({ hasText: 'Viewing as' })).toContainText(`Viewing as ${banner}`);
    await logOutFromTheMenu(page);
    // the next admin to sign in here starts at the picker, acting for nobody
    await logInThroughForm(page, 'admin@shiftcover.test');
    await expect(page).toHaveURL(/\/otherLoginForm$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/otherLoginForm$/);
    await expect(page.getByText('Viewing as')).toHaveCount(0);
  });
}
