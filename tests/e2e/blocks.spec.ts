// Blocking and unblocking in Chromium on the demo data: block from shift details (the reason dialog's
// rules, the toast, the freed shift), then unblock from the dashboard's Blocked Employees table.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { expectNoSeriousAxeViolations, scrollToCard, signIn } from './helpers';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const blockedTable = (page: Page) => page.getByRole('table', { name: 'Blocked Employees' });

test.beforeEach(async () => {
  await reseed();
});

test('block a worker from shift details, then unblock them from the dashboard', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Blocked Employees');
  // the two seeded blocked workers
  await expect(blockedTable(page).locator('tbody tr')).toHaveCount(2);
  const seeded = blockedTable(page).locator('tbody tr', { hasText: 'Devon Harris' });
  await expect(seeded).toContainText('CNA');
  await expect(seeded).toContainText('No-call no-show on two scheduled shifts');
  await expect(seeded.locator('td').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);

  // mg-shift-25: a future shift claimed by Logan Bennett
  await page.goto('/shift-details/mg-shift-25');
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Block Logan Bennett' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Logan Bennett' });
  await expect(dialog).toContainText('removed from all future shifts');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // the empty reason, once left, says it is required; spaces are still empty
  await dialog.getByLabel('Reason').focus();
  await dialog.getByLabel('Reason').blur();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'reason dialog with its required message');
  await dialog.getByLabel('Reason').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Slept during the night shift');
  await expect(dialog.getByText('Reason is required')).toHaveCount(0);
  await save.click();
  await expect(toast(page, 'Logan Bennett has been blocked and removed from all future shifts.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the worker was removed from this future shift
  await expect(page.getByText('Unclaimed', { exact: true })).toBeVisible();
  await expect(page.getByText('Not claimed yet')).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).first().click();
  await scrollToCard(page, 'Blocked Employees');
  const row = blockedTable(page).locator('tbody tr', { hasText: 'Logan Bennett' });
  await expect(row).toContainText('RN');
  await expect(row).toContainText('Slept during the night shift');
  await expect(row.locator('td').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
  await expect(blockedTable(page).locator('tbody tr').first()).toContainText('Logan Bennett');

  // Cancel changes nothing
  await row.getByRole('button', { name: 'Unblock Logan Bennett' }).click();
  let unblock = page.getByRole('dialog', { name: 'Unblock Logan Bennett' });
  await unblock.getByLabel('Reason').fill('Changed my mind');
  await unblock.getByRole('button', { name: 'Cancel' }).click();
  await expect(unblock).toBeHidden();
  await expect(row).toBeVisible();

  // the text starts empty again; Save unblocks
  await row.getByRole('button', { name: 'Unblock Logan Bennett' }).click();
  unblock = page.getByRole('dialog', { name: 'Unblock Logan Bennett' });
  await expect(unblock.getByLabel('Reason')).toHaveValue('');
  await expect(unblock.getByRole('button', { name: 'Save' })).toBeDisabled();
  await unblock.getByLabel('Reason').fill('Spoke with the agency; cleared to return');
  await unblock.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Logan Bennett has been unblocked and is eligible to pick future shifts')).toBeVisible();
  await expect(blockedTable(page).locator('tbody tr', { hasText: 'Logan Bennett' })).toHaveCount(0);
  await expect(blockedTable(page).locator('tbody tr')).toHaveCount(2);
});

test('the table is shown only for facilities with blocked workers', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Blocked Employees');
  for (const name of ['Jesse Turner', 'Devon Harris']) {
    await blockedTable(page)
      .getByRole('button', { name: `Unblock ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Unblock ${name}` });
    await dialog.getByLabel('Reason').fill('Reinstated');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${name} has been unblocked and is eligible to pick future shifts`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Blocked Employees' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
});
