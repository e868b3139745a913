// /today as Dana and Morgan see it: the Today window's rows and counts (derived here from the seeded documents with the
// domain's rules at the moment of the check), a worker app's clock-in turning Late into On shift without a reload, a
// Coming row turning Late as time passes, Mark no-show and Repost, and the flag of a worker whose documents do not
// cover the shift (the seed's compliance cases).
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseedDemo, writeAsBackend, type DemoData } from '../support/demo';
import { scrollToCard, signIn } from './helpers';
import { inTodayWindow, todayCounts, todayState, TODAY_STATES, type TodayFacts } from '../../src/domain/today';
// @ts-expect-error plain ES module without types
import { COMPLIANCE_CASES } from '../../scripts/seed/credentials.mjs';

let demo: DemoData;
test.beforeEach(async () => {
  demo = await reseedDemo(Date.now());
});

const MIN = 60_000;
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : v == null ? null : Number(v));
type Seeded = { id: string; path: string; data: Record<string, unknown> };
const shiftsOf = (facilities: string[]): Seeded[] =>
  demo.docs
    .filter((d) => /^shifts\/[^/]+$/.test(d.path) && facilities.includes(d.data.facilityIdentifier as string))
    .map((d) => ({ ...d, id: d.path.slice('shifts/'.length) }));
const facts = (d: Record<string, unknown>): TodayFacts => ({
  status: d.status as TodayFacts['status'],
  start: ms(d.start)!,
  nurseId: (d.nurseId as string | null) ?? null,
  clockIn: ms(d.clockIn),
  clockOut: ms(d.clockOut),
  noShowAt: ms(d.noShowAt),
});
const seeded = (id: string) => {
  const doc = demo.docs.find((d) => d.path === `shifts/${id}`);
  if (!doc) throw new Error(`no seeded shift ${id}`);
  return doc;
};

const table = (page: Page) => page.getByRole('table', { name: "Today's shifts" });
const rowOf = (page: Page, id: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.locator(`td:first-child a[href="/shift-details/${id}"]`) });
const stateOf = (page: Page, id: string) => rowOf(page, id).getByRole('cell').nth(3);
const figure = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });

/**
 * The counts the screen (or the part `within`, the dashboard card) must show for the facilities' seeded shifts, judged
 * now (they move with the clock).
 */
async function expectCounts(page: Page, facilities: string[], within: Page | Locator = page) {
  await expect
    .poll(async () => {
      const shown = await Promise.all(TODAY_STATES.map((s) => figure(within, s).innerText()));
      const now = Date.now();
      const listed = shiftsOf(facilities)
        .map((x) => facts(x.data))
        .filter((f) => inTodayWindow(f, now));
      const expected = todayCounts(listed.map((f) => todayState(f, now)));
      // the figures that differ from the seeded data's (none once the screen has them)
      return TODAY_STATES.filter((s, i) => shown[i]?.replace(s, '').trim() !== String(expected[s]));
    })
    .toEqual([]);
}

test('a facility sees its day; a worker app clock-in turns Late into On shift without a reload', async ({ page }) => {
  const { late, onShift, coming, unfilled } = demo.special.today;
  // the page's clock, to be moved on below rather than waited for
  await page.clock.install();
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Today', exact: true }).first().click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Start', 'Worker', 'Position', 'State']);
  await expectCounts(page, ['maple-grove']);

  // the seeded day: one of each state; the late worker is on top, with the mark (40 minutes after the start)
  await expect(stateOf(page, late)).toContainText(/^Late/);
  await expect(table(page).getByRole('row').nth(1)).toContainText('Casey Nguyen');
  await expect(rowOf(page, late).getByRole('link', { name: 'Casey Nguyen' })).toHaveAttribute(
    'href',
    '/workers/worker-3',
  );
  await expect(stateOf(page, onShift)).toHaveText('On shift');
  await expect(stateOf(page, coming)).toHaveText('Coming');
  await expect(stateOf(page, unfilled)).toHaveText('Unfilled');
  await expect(stateOf(page, 'mg-shift-01')).toHaveText('Done');

  // the worker app clocks in (written to the emulator as the backend does): the row follows, no reload
  const lateDoc = seeded(late);
  await writeAsBackend([{ path: lateDoc.path, data: { ...lateDoc.data, clockIn: new Date() } }]);
  await expect(stateOf(page, late)).toHaveText('On shift');
  await expect(rowOf(page, late).getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);

  // a claimed shift that started 9 minutes 50 seconds ago is Coming, and turns Late with nobody touching anything
  const start = Date.now() - 10 * MIN + 10_000;
  await writeAsBackend([
    {
      path: 'shifts/e2e-turning-late',
      data: { ...seeded(coming).data, start: new Date(start), end: new Date(start + 8 * 60 * MIN) },
    },
  ]);
  await expect(stateOf(page, 'e2e-turning-late')).toHaveText('Coming');
  // the 10 s until it is late pass on the page's clock at once: the screen's own timer, due then, fires
  await page.clock.fastForward(10_000);
  await expect(stateOf(page, 'e2e-turning-late')).toContainText(/^Late/);
});

test('Mark no-show records the mark, and Repost posts an unclaimed shift equal to it', async ({ page }) => {
  const { late } = demo.special.today;
  await signIn(page, 'facility@shiftcover.test', { at: '/today' });
  await rowOf(page, late).getByRole('button', { name: 'Mark no-show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark no-show' });
  await dialog.getByLabel('Note').fill('No call');
  await dialog.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(dialog).toBeHidden();
  await expect(stateOf(page, late)).toContainText(/^No-show/);

  const before = await table(page).getByRole('row').count();
  await rowOf(page, late).getByRole('button', { name: 'Repost' }).click();
  await expect(page.locator('.Toastify').getByText('Reposted')).toBeVisible();
  // the repost: a new row with the same start and position and no worker, linked from the original
  await expect(table(page).getByRole('row')).toHaveCount(before + 1);
  const link = rowOf(page, late).getByRole('link', { name: 'The repost' });
  const href = await link.getAttribute('href');
  const repostId = href!.replace('/shift-details/', '');
  await expect(stateOf(page, repostId)).toHaveText('Unfilled');
  await expect(rowOf(page, repostId).getByRole('cell').nth(0)).toHaveText(
    (await rowOf(page, late).getByRole('cell').nth(0).textContent()) ?? '',
  );
  await expect(rowOf(page, late).getByRole('button', { name: 'Repost' })).toHaveCount(0);

  // the History of the original says who marked it and that it was reposted
  await page.goto(`/shift-details/${late}`);
  await expect(page.getByText(/Marked no-show.*: No call/)).toBeVisible();

  // the worker page's reliability: the seeded no-show of worker-2 among their started shifts of the last 90 days
  const now = Date.now();
  const started = shiftsOf(['maple-grove']).filter(
    (s) =>
      s.data.nurseId === 'worker-2' &&
      s.data.status === 'active' &&
      ms(s.data.start)! >= now - 90 * 24 * 60 * MIN &&
      ms(s.data.start)! <= now,
  ).length;
  await page.goto('/workers/worker-2');
  await expect(figure(page, 'No-shows')).toContainText(/No-shows\s*1/);
  await expect(figure(page, 'Reliability')).toContainText(`${Math.round(((started - 1) / started) * 100)}%`);
});

test('a worker whose documents do not cover the shift is flagged in the Worker cell, live as the rows change', async ({
  page,
}) => {
  const { flagged, coming, late, onShift } = demo.special.today;
  await signIn(page, 'facility@shiftcover.test', { at: '/today' });
  const workerCell = (id: string) => rowOf(page, id).getByRole('cell').nth(1);

  // the seed's flagged shift: worker-10 (COMPLIANCE_CASES.expired) holds an expired BLS, which an RN needs
  expect(seeded(flagged).data).toMatchObject({ nurseId: COMPLIANCE_CASES.expired.workerId, nurseType: 'RN' });
  await expect(workerCell(flagged)).toHaveText(/Credential problem BLS expired$/);
  // the State cell keeps its one word
  await expect(stateOf(page, flagged)).toHaveText('Coming');
  // workers whose documents cover their shift of the day (worker-3's TB test lapses only days later)
  for (const id of [coming, late, onShift]) await expect(workerCell(id)).not.toContainText('Credential problem');

  // the Coming shift goes to worker-6 (COMPLIANCE_CASES.missing: no Background check, which a Caregiver needs):
  // flagged without a reload
  const shift = seeded(coming);
  expect(shift.data.nurseType).toBe('Caregiver');
  await writeAsBackend([
    { path: shift.path, data: { ...shift.data, nurseId: COMPLIANCE_CASES.missing.workerId, isFree: false } },
  ]);
  await expect(workerCell(coming)).toHaveText(/Credential problem Missing Background check$/);
  await expect(stateOf(page, coming)).toHaveText('Coming');
});

test('a company chooses All facilities or one', async ({ page }) => {
  const lakeside = ['lakeside-north', 'lakeside-south', 'lakeside-east'];
  await signIn(page, 'company@shiftcover.test', { at: '/today' });
  const facility = page.getByLabel('Facility');
  await expect(facility).toHaveValue('');
  await expect(facility.locator('option').first()).toHaveText('All facilities');
  await expectCounts(page, lakeside);
  await facility.selectOption({ label: 'Lakeside North' });
  await expectCounts(page, ['lakeside-north']);
});

test("the dashboard's card Today shows /today's six counts, and Open Today opens /today", async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  // the card loads when scrolled near (the dashboard's first load stays within its budgets)
  await scrollToCard(page, 'Today');
  const card = page.getByRole('region', { name: 'Today', exact: true });
  await expectCounts(page, ['maple-grove'], card);
  await card.getByRole('link', { name: 'Open Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expectCounts(page, ['maple-grove']);
});

test("a company's dashboard card counts all its facilities", async ({ page }) => {
  await signIn(page, 'company@shiftcover.test');
  await scrollToCard(page, 'Today');
  await expectCounts(
    page,
    ['lakeside-north', 'lakeside-south', 'lakeside-east'],
    page.getByRole('region', { name: 'Today', exact: true }),
  );
});
