// What a scheduler repeats at the start of a shift works from the keyboard alone: the primary action is a
// few Tabs away (past the skip link), a dialog opens with the cursor in its first field, Enter saves, Escape closes,
// and the focus goes back to what opened the dialog.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';

test.beforeAll(async () => {
  await reseed();
});

/** Presses Tab until `target` has the focus, at most `max` times; returns how many it took. */
async function tabTo(page: Page, target: Locator, max: number): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return n;
  }
  throw new Error(`not reached in ${max} Tabs`);
}

/**
 * Enter on `opener` shows `opened` with the focus on `focused` (a dialog's first field, or the menu's toggle); Escape
 * hides it and gives the focus back to `opener`.
 */
async function enterThenEscape(page: Page, opener: Locator, opened: Locator, focused: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opened).toBeVisible();
  await expect(focused).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(opener).toBeFocused();
}

test('add a shift by keyboard: skip to the content, New, type, Enter saves; Escape closes, New has the focus', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/shifts' });
  const newButton = page.getByRole('button', { name: 'New', exact: true });
  await expect(newButton).toBeEnabled();
  // the first Tab reaches the skip link, whose Enter puts the focus on the page; New is then a Tab or two away
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await tabTo(page, newButton, 3)).toBeLessThanOrEqual(3);

  const dialog = page.getByRole('dialog', { name: 'Add a shift to the schedule' });
  await enterThenEscape(page, newButton, dialog, dialog.getByLabel('Description'));

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Typed at the keyboard');
  await dialog.getByLabel('Position').selectOption('CNA');
  await dialog.getByLabel('Description').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Successfully created shift!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(newButton).toBeFocused();
  await expect(page.getByRole('table', { name: 'Shifts' })).toContainText('Typed at the keyboard');
});

test("a row's dialogs and menus: Enter opens with the cursor in the first field, Escape gives the focus back", async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/timesheet' });
  const rejectDialog = page.getByRole('dialog', { name: "Reject Casey Nguyen's hours" });
  await enterThenEscape(
    page,
    page.getByRole('button', { name: 'Reject Casey Nguyen' }),
    rejectDialog,
    rejectDialog.getByLabel('Reason'),
  );
  const adjustDialog = page.getByRole('dialog', { name: 'Adjust hours' });
  await enterThenEscape(
    page,
    page.getByRole('button', { name: 'Adjust Casey Nguyen' }),
    adjustDialog,
    adjustDialog.getByRole('textbox').first(),
  );

  await page.goto('/shifts');
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await enterThenEscape(page, menu, page.getByRole('link', { name: 'Edit' }), menu);

  await page.goto('/reviews');
  const blockDialog = page.getByRole('dialog', { name: 'Block Casey Nguyen' });
  await enterThenEscape(
    page,
    page.getByRole('button', { name: 'Block Casey Nguyen' }),
    blockDialog,
    blockDialog.getByLabel('Reason'),
  );
});
