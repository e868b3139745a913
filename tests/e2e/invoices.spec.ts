// Invoices as Dana sees them: the dashboard table with View All, /invoices with Load More, the row menu
// (View Invoice; Pay Now only when open, opening the hosted page in a new tab), the detail, billing.
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './clock';
import { demoDoc, reseedDemo, type DemoData } from '../support/demo';
import { scrollToCard, signIn } from './helpers';

const HOSTED = 'https://invoice.stripe.test/i/';

// Which shift an invoice bills depends on the day the seed runs (the 12 oldest claimed shifts, oldest first),
// so what a test expects of an invoice is read from the seeded documents.
let demo: DemoData;
test.beforeAll(async () => {
  demo = await reseedDemo();
});

interface SeededInvoice {
  shift: { nurseType: string };
  nurse: { firstName: string; lastName: string };
}
const seededInvoice = (id: string) => demoDoc(demo, `customers/uid-dana/invoices/${id}`) as unknown as SeededInvoice;

// The provider's hosted page is answered locally: the test needs the new tab, not the internet.
async function fakeHostedPages(context: BrowserContext) {
  await context.route(`${HOSTED}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Hosted invoice</title><h1>Pay your invoice</h1>' }),
  );
}

const invoiceTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const rowOf = (page: Page, number: string) => invoiceTable(page).getByRole('row').filter({ hasText: number });
const money = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

test('the dashboard shows the first 10 invoices, newest first, with View All', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Invoices');
  const table = invoiceTable(page);
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10
  await expect(table.getByRole('columnheader')).toHaveText([
    'Invoice No',
    'Shift',
    'Invoice Date',
    'Due Date',
    'Status',
    'Amount',
    'Actions',
  ]);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(0)).toHaveText('SC-MG-1012');
  await expect(first.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(first.getByRole('cell').nth(5)).toHaveText(money);
  // paid is green with a check; open is grey; anything else a warning badge
  await expect(rowOf(page, 'SC-MG-1012').locator('.badge')).toHaveText('Open');
  await expect(rowOf(page, 'SC-MG-1012').locator('.badge')).toHaveClass(/bg-secondary/);
  await expect(rowOf(page, 'SC-MG-1008').locator('.badge')).toHaveText('Paid');
  await expect(rowOf(page, 'SC-MG-1008').locator('.badge')).toHaveClass(/bg-success/);
  await expect(rowOf(page, 'SC-MG-1008').locator('.badge svg')).toHaveCount(1);
  await expect(rowOf(page, 'SC-MG-1006').locator('.badge')).toHaveText('Void');
  await expect(rowOf(page, 'SC-MG-1006').locator('.badge')).toHaveClass(/bg-warning/);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await page
    .locator('.card')
    .filter({ has: invoiceTable(page) })
    .getByRole('button', { name: 'View All' })
    .click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  await expect(invoiceTable(page).getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(invoiceTable(page).getByRole('row')).toHaveCount(13);
  await expect(rowOf(page, 'SC-MG-1001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No more items' })).toBeDisabled();
});

test('Pay Now is offered only for open invoices and opens the hosted page in a new tab', async ({ page, context }) => {
  await fakeHostedPages(context);
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Invoices');
  await page.getByRole('button', { name: 'Actions for invoice SC-MG-1008' }).click();
  await expect(page.getByRole('link', { name: 'View Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'View Invoice' })).toBeHidden();

  await page.getByRole('button', { name: 'Actions for invoice SC-MG-1012' }).click();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay Now' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${HOSTED}in_demo_12`);
  await expect(tab.getByRole('heading', { name: 'Pay your invoice' })).toBeVisible();
  // the portal stays where it was, and the provider's page cannot reach back into it
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});

test('the invoice detail shows the shift, the worker, the lines and Pay Now, or a disabled Paid', async ({
  page,
  context,
}) => {
  await fakeHostedPages(context);
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Invoices');
  await page.getByRole('button', { name: 'Actions for invoice SC-MG-1012' }).click();
  await page.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/in_demo_12$/);
  await expect(page.getByRole('heading', { name: 'Invoice SC-MG-1012' })).toBeVisible();
  for (const label of [
    'Description',
    'Position',
    'Number of nurse',
    'Start',
    'End',
    'Clock In',
    'Clock Out',
    'Worker',
    'Due Date',
    'Amount Due',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  const { shift, nurse } = seededInvoice('in_demo_12');
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${shift.nurseType}$`) })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: new RegExp(`^${nurse.firstName} ${nurse.lastName}$`) }),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines of invoice SC-MG-1012' });
  await expect(lines.getByRole('columnheader')).toHaveText(['Description', 'Quantity', 'Amount']);
  const line = lines.getByRole('row').nth(1);
  await expect(line.getByRole('cell').nth(0)).toContainText(`${shift.nurseType} shift`);
  await expect(line.getByRole('cell').nth(1)).toHaveText('1');
  await expect(line.getByRole('cell').nth(2)).toHaveText(money);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay Now' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${HOSTED}in_demo_12`);
  await tab.close();

  await page.goto('/invoice/in_demo_08');
  await expect(page.getByRole('heading', { name: 'Invoice SC-MG-1008' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  await page.goto('/invoice/in_nowhere');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
});

test('billing sums up what is open and paid, with Pay Now for each open invoice', async ({ page, context }) => {
  await fakeHostedPages(context);
  await signIn(page, 'facility@shiftcover.test');
  await scrollToCard(page, 'Invoices');
  const openAmounts = [];
  for (const n of ['SC-MG-1012', 'SC-MG-1011', 'SC-MG-1010', 'SC-MG-1009']) {
    openAmounts.push(
      Math.round(Number((await rowOf(page, n).getByRole('cell').nth(5).innerText()).replace(/[$,]/g, '')) * 100),
    );
  }
  const openTotal = openAmounts.reduce((a, b) => a + b, 0) / 100;
  const expected = `$${openTotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/pages\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('open-total')).toHaveText(expected);
  await expect(page.getByText('4 open invoices')).toBeVisible();
  await expect(page.getByText('7 paid invoices')).toBeVisible();
  await expect(page.getByTestId('paid-total')).toHaveText(money);
  const payButtons = page.getByRole('button', { name: /^Pay Now/ });
  await expect(payButtons).toHaveCount(4);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay Now: invoice SC-MG-1010' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${HOSTED}in_demo_10`);
});
