// The Payroll-Based Journal on /reports in Chromium on the demo data: the file downloaded is the page's table (every
// day and position's workers and hours, from the XML), named by the PBJ facility ID and quarter; without an ID the
// button is disabled and the page says where to set it; the profile's PBJ facility ID refuses a bad one keeping what
// was typed, and a company owner sets and downloads each facility's. Expectations come from the page and the seeded
// data, so they hold at any moment (in a quarter's first days the seeded entries are in the quarter before).
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { expectNoSeriousViolationsInEitherTheme, signIn } from './helpers';

test.beforeEach(async () => {
  await reseed();
});
test.afterAll(async () => {
  await reseed();
});

const POSITION_OF_CODE: Record<string, string> = { '7': 'RN', '9': 'LPN', '10': 'CNA' };
const hoursTable = (page: Page) => page.getByRole('table', { name: 'Hours by day', exact: true });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/** The table's rows as [date, position, workers, hours], and its totals per position. */
async function tableRows(page: Page) {
  const body = await hoursTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent?.trim() ?? '')));
  const totals = await hoursTable(page)
    .locator('tfoot tr')
    .evaluateAll((rows) =>
      rows.map((r) => [r.querySelector('th')?.textContent ?? '', r.querySelector('td')?.textContent ?? '']),
    );
  return { body, totals };
}

/** The file's hours as the table shows them: per date and position, the distinct employees and the summed hours. */
function fileRows(xml: string): string[][] {
  const rows = new Map<string, { workers: Set<string>; centi: number }>();
  for (const [, staff = ''] of xml.matchAll(/<staffHours>([\s\S]*?)<\/staffHours>/g)) {
    const employee = /<employeeId>(.*?)<\/employeeId>/.exec(staff)?.[1] ?? '';
    for (const [, day = ''] of staff.matchAll(/<workDay>([\s\S]*?)<\/workDay>/g)) {
      const date = /<date>(.*?)<\/date>/.exec(day)?.[1] ?? '';
      for (const [, entry = ''] of day.matchAll(/<hourEntry>([\s\S]*?)<\/hourEntry>/g)) {
        const hours = /<hours>(.*?)<\/hours>/.exec(entry)?.[1] ?? '';
        const code = /<jobTitleCode>(.*?)<\/jobTitleCode>/.exec(entry)?.[1] ?? '';
        expect(/<payTypeCode>(.*?)<\/payTypeCode>/.exec(entry)?.[1]).toBe('3');
        const key = `${date}|${POSITION_OF_CODE[code] ?? code}`;
        const row = rows.get(key) ?? { workers: new Set<string>(), centi: 0 };
        row.workers.add(employee);
        row.centi += Math.round(Number(hours) * 100);
        rows.set(key, row);
      }
    }
  }
  const order = ['RN', 'LPN', 'CNA'];
  return [...rows]
    .map(([key, r]) => {
      const [date = '', position = ''] = key.split('|');
      return [date, position, String(r.workers.size), (r.centi / 100).toFixed(2)];
    })
    .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : order.indexOf(a[1]!) - order.indexOf(b[1]!)));
}

/** Chooses the first quarter of the field whose table has rows (the current one, else the one before). */
async function chooseQuarterWithHours(page: Page) {
  const quarter = page.getByLabel('Quarter', { exact: true });
  const values = await quarter.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const value of values.slice(0, 2)) {
    await quarter.selectOption(value);
    await expect(page.getByText(/^Not approved yet: \d+/)).toBeVisible();
    if ((await hoursTable(page).count()) > 0) return value;
  }
  throw new Error('no quarter with hours among the first two');
}

async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PBJ file' }).click(),
  ]);
  return { name: file.suggestedFilename(), xml: await readFile((await file.path())!, 'utf8') };
}

test("the file downloaded holds the page's hours by day, named by the PBJ facility ID and quarter", async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payroll-Based Journal' })).toBeVisible();
  await expect(page.getByTestId('pbj-facility-id')).toHaveText('WI5678');
  const option = page.getByLabel('Quarter', { exact: true }).locator('option').first();
  await expect(option).toHaveText(/^(Oct 1 – Dec 31|Jan 1 – Mar 31|Apr 1 – Jun 30|Jul 1 – Sep 30), \d{4}$/);

  const value = await chooseQuarterWithHours(page);
  const [, fy, q] = /^FY(\d{4})Q(\d)$/.exec(value) ?? [];
  const { body, totals } = await tableRows(page);
  const { name, xml } = await download(page);
  expect(name).toBe(`pbj-WI5678-${fy}Q${q}.xml`);
  expect(xml).toContain('<facilityId>WI5678</facilityId>');
  expect(xml).toContain('<stateCode>WI</stateCode>');
  expect(xml).toContain(`<reportQuarter>${q}</reportQuarter>`);
  expect(xml).toContain(`<federalFiscalYear>${fy}</federalFiscalYear>`);
  expect(fileRows(xml)).toEqual(body);
  // each position's total is its rows' sum
  for (const [label, total] of totals) {
    const position = (label ?? '').replace('Total ', '');
    const sum = body.filter((r) => r[1] === position).reduce((t, r) => t + Math.round(Number(r[3]) * 100), 0);
    expect(total).toBe((sum / 100).toFixed(2));
  }
  // every worker with hours is an employee with a hire date no later than their first day
  const employees = [...xml.matchAll(/<employee>([\s\S]*?)<\/employee>/g)].map(([, e = '']) => e);
  expect(employees.length).toBeGreaterThan(0);
  for (const e of employees) expect(e).toMatch(/<hireDate>\d{4}-\d{2}-\d{2}<\/hireDate>/);
  await expectNoSeriousViolationsInEitherTheme(page, '/reports');
});

test('without a PBJ facility ID the button is disabled; the profile refuses a bad one and saves a good one', async ({
  page,
}) => {
  await signIn(page, 'empty@shiftcover.test', { at: '/reports' });
  await expect(page.getByText('Set the PBJ facility ID in the facility profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PBJ file' })).toBeDisabled();

  await page.goto('/pages/settings');
  const field = page.getByLabel('PBJ facility ID', { exact: true });
  await field.fill('MN 42!');
  await page.getByRole('button', { name: 'Update PBJ facility ID' }).click();
  await expect(page.getByText('PBJ facility ID: up to 16 letters, digits or hyphens')).toBeVisible();
  await expect(field).toHaveValue('MN 42!');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolationsInEitherTheme(page, '/pages/settings with the PBJ facility ID refused');
  await field.fill('WI0042');
  await page.getByRole('button', { name: 'Update PBJ facility ID' }).click();
  await expect(toast(page, 'PBJ facility ID updated')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByTestId('pbj-facility-id')).toHaveText('WI0042');
  await expect(page.getByText('No approved hours of RNs, LPNs or CNAs in this quarter.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PBJ file' })).toBeEnabled();
  const { name, xml } = await download(page);
  expect(name).toMatch(/^pbj-WI0042-\d{4}Q[1-4]\.xml$/);
  expect(xml).toContain('<stateCode>WI</stateCode>');
});

test("a company owner sets each facility's PBJ facility ID and downloads its file", async ({ page }) => {
  await signIn(page, 'company@shiftcover.test', { at: '/pages/settings' });
  await page.getByLabel('Facility Name').selectOption({ label: 'Lakeside North' });
  await page.getByLabel('PBJ facility ID', { exact: true }).fill('WI0001');
  await page.getByRole('button', { name: 'Update PBJ facility ID' }).click();
  await expect(toast(page, 'PBJ facility ID updated')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByLabel('Facility Name')).toHaveValue('lakeside-north');
  await expect(page.getByTestId('pbj-facility-id')).toHaveText('WI0001');
  await chooseQuarterWithHours(page);
  const { body } = await tableRows(page);
  const { name, xml } = await download(page);
  expect(name).toMatch(/^pbj-WI0001-\d{4}Q[1-4]\.xml$/);
  expect(fileRows(xml)).toEqual(body);

  await page.getByLabel('Facility Name').selectOption({ label: 'Lakeside South' });
  await expect(page.getByText('Set the PBJ facility ID in the facility profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PBJ file' })).toBeDisabled();
});
