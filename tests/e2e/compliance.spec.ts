// Compliance (issue 36) in Chromium on the demo data: /compliance's Credential problems (the seed's three cases at
// Maple Grove) changing with the saved requirements and with a release, the company user's choice of facility (COVID
// vaccination locked where the facility requires it), the worker page's Credentials, shift details' line and the
// compliance report. Expectations come from the seeded documents, so they hold at any moment.
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './clock';
import { chicagoInput } from '../support/chicago';
import { type DemoData, demoDoc, reseed, reseedDemo } from '../support/demo';
import { signIn } from './helpers';
// @ts-expect-error plain ES module without types
import { COMPLIANCE_CASES } from '../../scripts/seed/credentials.mjs';

let demo: DemoData;
test.beforeEach(async () => {
  demo = await reseedDemo();
});
test.afterAll(async () => {
  await reseed();
});

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const nameOf = (workerId: string) => {
  const w = demoDoc(demo, `user/${workerId}`);
  return `${w.firstName as string} ${w.lastName as string}`;
};
/** The seed's three cases at Maple Grove (scripts/seed/credentials.mjs): shift, worker, and the problem as it reads. */
const CASES = {
  expired: { ...COMPLIANCE_CASES.expired, problem: 'BLS expired' },
  expiresBefore: { ...COMPLIANCE_CASES.expiresBefore, problem: 'TB test expires before the shift' },
  missing: { ...COMPLIANCE_CASES.missing, problem: 'Missing Background check' },
};
type Case = (typeof CASES)[keyof typeof CASES];
const description = (c: Case) => demoDoc(demo, `shifts/${c.shiftId}`).description as string;
/** The problems table's row of a case: its worker on its shift. */
const problemRow = (page: Page, c: Case) =>
  table(page, 'Credential problems')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: nameOf(c.workerId), exact: true }) })
    .filter({ has: page.getByRole('link', { name: description(c), exact: true }) });

test('the demo problems show, and saving requirements changes them (facility user)', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).first().click();
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();

  for (const c of Object.values(CASES)) await expect(problemRow(page, c)).toContainText(c.problem);
  // the defaults: an RN needs BLS
  await expect(page.getByRole('checkbox', { name: 'RN: BLS', exact: true })).toBeChecked();

  await page.getByRole('checkbox', { name: 'RN: BLS', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save requirements' }).click();
  await expect(toast(page, 'Saved document requirements')).toBeVisible();
  await expect(problemRow(page, CASES.expired)).toHaveCount(0);
  await expect(problemRow(page, CASES.missing)).toContainText(CASES.missing.problem);

  // stored on the facility: a new load shows it
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'RN: BLS', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'CNA: TB test', exact: true })).toBeChecked();
  await expect(problemRow(page, CASES.expiresBefore)).toContainText(CASES.expiresBefore.problem);
  await expect(problemRow(page, CASES.expired)).toHaveCount(0);
});

test('Release takes the worker off the shift with a reason, and the row goes', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.goto('/compliance');
  const c = CASES.missing;
  await problemRow(page, c)
    .getByRole('button', { name: `Release ${nameOf(c.workerId)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Release the worker from this shift' });
  await dialog.getByLabel('Reason').fill('No background check on file');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Worker released from the shift')).toBeVisible();
  await expect(problemRow(page, c)).toHaveCount(0);

  await page.goto(`/shift-details/${c.shiftId}`);
  await expect(page.getByText('No background check on file')).toBeVisible();
});

test('a company user chooses the facility; COVID vaccination is locked where the facility requires it', async ({
  page,
}) => {
  await signIn(page, 'company@shiftcover.test', undefined, 'company');
  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  const facility = page.getByLabel('Facility Name');
  await facility.selectOption({ label: 'Lakeside East' });
  for (const position of ['Caregiver', 'CNA', 'LPN', 'RN']) {
    const covid = page.getByRole('checkbox', { name: `${position}: COVID vaccination`, exact: true });
    await expect(covid).toBeChecked();
    await expect(covid).toBeDisabled();
  }
  await facility.selectOption({ label: 'Lakeside North' });
  const covid = page.getByRole('checkbox', { name: 'CNA: COVID vaccination', exact: true });
  await expect(covid).not.toBeChecked();
  await expect(covid).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'CNA: CNA certificate', exact: true })).toBeChecked();
});

test("the worker page's Credentials and shift details' line", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  const c = CASES.expired;
  await page.goto(`/workers/${c.workerId}`);
  const credentials = table(page, 'Credentials');
  await expect(credentials.getByRole('columnheader')).toHaveText(['Document', 'Number', 'Expires', 'Status']);
  await expect(credentials.getByRole('row').filter({ hasText: 'BLS' })).toContainText('Expired');
  await expect(credentials.getByRole('row').filter({ hasText: 'Nursing licence' })).toContainText('Valid');
  await expect(page.getByText(`For Maple Grove Care Center: ${c.problem}.`)).toBeVisible();

  await page.goto(`/shift-details/${CASES.expiresBefore.shiftId}`);
  await expect(page.getByText(`Credentials: ${CASES.expiresBefore.problem}`)).toBeVisible();
  // worker-2's shift of tomorrow: every document good
  await page.goto('/shift-details/mg-shift-24');
  await expect(page.getByText('Credentials: Compliant')).toBeVisible();
});

test('the compliance report holds every document of the workers, with its status', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.goto('/compliance');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download compliance report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`compliance-${chicagoInput(Date.now()).slice(0, 10)}.csv`);
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(meta.fields).toEqual(['Worker', 'Position', 'Document', 'Number', 'Expires', 'Status']);
  const row = (workerId: string, document: string) =>
    data.filter((r) => r.Worker === nameOf(workerId) && r.Document === document);
  expect(row(CASES.expired.workerId, 'BLS')).toEqual([expect.objectContaining({ Position: 'RN', Status: 'Expired' })]);
  expect(row(CASES.expiresBefore.workerId, 'TB test')).toEqual([
    expect.objectContaining({ Position: 'CNA', Status: 'Expires soon' }),
  ]);
  expect(row(CASES.missing.workerId, 'Background check')).toEqual([
    expect.objectContaining({ Number: '', Expires: '', Status: 'Missing' }),
  ]);
  // a worker who only worked here in the last 90 days is in it too, each of their documents valid
  const worked = data.filter((r) => r.Worker === nameOf('worker-9'));
  expect(worked.map((r) => r.Document)).toEqual([
    'CNA certificate',
    'TB test',
    'BLS',
    'Background check',
    'COVID vaccination',
  ]);
  expect(new Set(worked.map((r) => r.Status))).toEqual(new Set(['Valid']));
});
