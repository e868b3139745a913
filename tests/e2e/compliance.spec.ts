// Compliance in Chromium on the demo data: /compliance's Credential problems (the seed's three cases at
// Maple Grove) changing with the saved requirements and with a release, and checked a page at a time, the
// company user's choice of facility (COVID vaccination locked where the facility requires it), the worker page's
// Credentials (and what it says of a worker no longer linked to the facility), shift details' line and the compliance
// report. Expectations come from the seeded documents, so they hold at any moment.
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './clock';
import { chicagoInput, chicagoShiftTime } from '../support/chicago';
import { pageAnswer } from '../support/claimedPage';
import { type DemoData, demoDoc, reseed, reseedDemo, writeAsBackend, writeAsExisting } from '../support/demo';
import { pageCheck } from '../../src/domain/complianceCheck';
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
  await signIn(page, 'facility@shiftcover.test', { at: '/compliance' });
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
  await signIn(page, 'company@shiftcover.test', { at: '/compliance' });
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

test('the worker page of a worker whose link to the facility ran out says their documents are not shared', async ({
  page,
}) => {
  const c = CASES.expired;
  // the link the server keeps (src/domain/workerLinks.ts) as it is once the worker's last shift here ended 90 days ago
  const path = `facilities/maple-grove/workerLinks/${c.workerId}`;
  expect(demoDoc(demo, path).workerId).toBe(c.workerId);
  await writeAsBackend([{ path, data: { workerId: c.workerId, until: new Date(Date.now() - 60_000) } }]);
  await signIn(page, 'facility@shiftcover.test', { at: `/workers/${c.workerId}` });
  await expect(page.getByRole('heading', { name: nameOf(c.workerId), level: 1 })).toBeVisible();
  const notShared =
    'This worker has not claimed or worked a shift here in the last 90 days, so their documents are not shared ' +
    'with you.';
  await expect(page.getByText(notShared)).toBeVisible();
  await expect(table(page, 'Credentials')).toHaveCount(0);
  await expect(page.getByText('The documents could not be read.')).toHaveCount(0);
  // shift details of the worker's shift say the same on the Credentials line
  await page.goto(`/shift-details/${c.shiftId}`);
  await expect(page.getByText(`Credentials: ${notShared}`)).toBeVisible();
});

test('the compliance report holds every document of the workers, with its status', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/compliance' });
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

test('Check later shifts checks the claimed shifts past the first page, and finds a problem there', async ({
  page,
}) => {
  const now = Date.now();
  const HOUR = 3_600_000;
  // 16 claimed shifts after the demo's last one at Maple Grove: 15 of worker-2 (every document good), the last of
  // worker-6 (no background check), so the first page (the demo's, and some of these) cannot hold them all
  const claimedHere = demo.docs.filter(
    (d) => d.path.startsWith('shifts/') && d.data.facilityIdentifier === 'maple-grove' && d.data.isFree === false,
  );
  const last = Math.max(...claimedHere.map((d) => (d.data.start as Date).getTime()));
  const later = Array.from({ length: 16 }, (_, i) => {
    const start = last + (i + 1) * HOUR;
    const model = demoDoc(demo, `shifts/${i === 15 ? CASES.missing.shiftId : 'mg-shift-24'}`);
    return {
      path: `shifts/mg-later-${String(i).padStart(2, '0')}`,
      data: { ...model, description: `Later shift ${i}`, start: new Date(start), end: new Date(start + 8 * HOUR) },
    };
  });
  expect(last + 16 * HOUR).toBeLessThan(now + 14 * 24 * HOUR);
  // claimed before the page opens, as data that was there: the check reads the shifts, not what the functions make
  await writeAsExisting(later);
  // where each page stops, by the app's rule on the server's answer (the pages' sizes live in the domain)
  const docs = [...demo.docs, ...later];
  const first = pageCheck(pageAnswer(docs, 'maple-grove', now), now).next;
  expect(first).not.toBeNull();
  const second = pageCheck(pageAnswer(docs, 'maple-grove', now, first), now).next;

  await signIn(page, 'facility@shiftcover.test', { at: '/compliance' });
  const problems = table(page, 'Credential problems');
  const lastRow = problems.getByRole('row').filter({ has: page.getByRole('link', { name: 'Later shift 15' }) });
  // the first view: the demo's three problems, and how far it checked
  for (const c of Object.values(CASES)) await expect(problemRow(page, c)).toContainText(c.problem);
  const checkedBefore = (at: number) =>
    page.getByText(`Checked the claimed shifts starting before ${chicagoShiftTime(at)}.`);
  await expect(checkedBefore(first!.start)).toBeVisible();
  await expect(lastRow).toHaveCount(0);

  const checkLater = page.getByRole('button', { name: 'Check later shifts' });
  const everything = page.getByText('Checked every claimed shift of the next 14 days.');
  await checkLater.click();
  if (second) {
    await expect(checkedBefore(second.start)).toBeVisible();
    await expect(lastRow).toHaveCount(0);
    await checkLater.click();
  }
  await expect(everything).toBeVisible();
  await expect(checkLater).toHaveCount(0);
  await expect(lastRow).toContainText('Missing Background check');
  await expect(problems).toHaveAttribute('aria-busy', 'false');
});
