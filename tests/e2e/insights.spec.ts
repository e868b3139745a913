// Insights as Dana and Morgan see them: the figures of the last 4 and 12 weeks (derived here from the seeded
// documents), the charts with their tables, a phone-sized screen, and the dashboard's card of unfilled shifts in
// the next 48 hours, which a worker's claim empties without a reload.
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { reseedDemo, writeAsBackend, type DemoData } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';

const HOUR = 3_600_000;
let demo: DemoData;
let seededAt: number;
test.beforeEach(async () => {
  seededAt = Date.now();
  demo = await reseedDemo(seededAt);
});

type Doc = Record<string, unknown> & { id: string };
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Number(v));
const shiftsOf = (facilities: string[]): Doc[] =>
  demo.docs
    .filter((d) => d.path.startsWith('shifts/') && facilities.includes(d.data.facilityIdentifier as string))
    .map((d) => ({ ...d.data, id: d.path.slice('shifts/'.length) }));

/** Midnight starting the Sunday `weeksBack` weeks before this week's, in Chicago (the spec's rule, spelled out). */
function sundayStart(weeksBack: number, at = seededAt): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(at);
  const sunday = new Date(Date.parse(`${today}T12:00:00Z`));
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay() - 7 * weeksBack);
  const ymd = sunday.toISOString().slice(0, 10);
  // Chicago is 5 or 6 hours behind UTC: the one that reads 00:00 there
  const chicagoHour = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  return [5, 6].map((h) => Date.parse(`${ymd}T0${h}:00:00Z`)).find((t) => Number(chicagoHour.format(t)) === 0)!;
}

function expectedFigures(facilities: string[], weeks: number) {
  const from = sundayStart(weeks - 1);
  const inPeriod = shiftsOf(facilities).filter((s) => ms(s.start) >= from && ms(s.start) < seededAt);
  const active = inPeriod.filter((s) => s.status === 'active');
  const filled = active.filter((s) => s.isFree === false).length;
  return {
    posted: active.length,
    filled,
    fillRate: active.length ? `${Math.round((filled / active.length) * 100)}%` : 'No shifts',
    cancelled: inPeriod.filter((s) => s.status === 'cancelled').length,
  };
}

const figure = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectFigures(page: Page, facilities: string[], weeks: number) {
  const e = expectedFigures(facilities, weeks);
  const exactly = (label: string, value: string) =>
    expect(figure(page, label)).toHaveText(new RegExp(`^\\s*${label}\\s*${value.replace('%', '\\%')}\\s*$`));
  await exactly('Shifts posted', String(e.posted));
  await exactly('Filled', String(e.filled));
  await exactly('Fill rate', e.fillRate);
  await exactly('Cancelled', String(e.cancelled));
  await exactly('Hours approved', '\\d+\\.\\d{2}');
  await expect(figure(page, 'Spend')).toContainText(/\$\d[\d,]*\.\d{2}.*Open \$[\d,]+\.\d{2} · Paid \$[\d,]+\.\d{2}/);
}

test('Dana reads the last 4 and 12 weeks, each chart with a table of its numbers', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Insights' }).first().click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('4');
  await expect(page.getByText(/Weeks run Sunday to Saturday in America\/Chicago/)).toBeVisible();
  await expectFigures(page, ['maple-grove'], 4);

  for (const name of [
    'Shifts posted and filled per week',
    'Fill rate per week',
    'Hours approved per week',
    'Spend per week',
    'Cancellations by reason',
    'Fill rate by position',
  ]) {
    await expect(page.getByRole('img', { name: new RegExp(`^${name}\\.`) })).toBeVisible();
  }
  const chart = page.getByRole('figure').filter({ hasText: 'Shifts posted and filled per week' });
  await chart.getByRole('button', { name: 'Show table' }).click();
  const table = page.getByRole('table', { name: 'Shifts posted and filled per week' });
  await expect(table.getByRole('row')).toHaveCount(1 + 4);
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Shifts posted', 'Filled']);
  // the table's columns add up to the figures
  const sums = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.reduce<[number, number]>(
      (t, r) => {
        const cells = [...r.querySelectorAll('td')].map((c) => Number(c.textContent!.replace(/,/g, '')));
        // a row without its two cells makes the sums NaN, and the test fails
        return [t[0] + (cells[0] ?? NaN), t[1] + (cells[1] ?? NaN)];
      },
      [0, 0],
    ),
  );
  const e4 = expectedFigures(['maple-grove'], 4);
  expect(sums).toEqual([e4.posted, e4.filled]);
  await expectNoSeriousAxeViolations(page, '/insights');

  await page.getByLabel('Period').selectOption({ label: 'Last 12 weeks' });
  await expectFigures(page, ['maple-grove'], 12);
  await expect(table.getByRole('row')).toHaveCount(1 + 12);
});

test('a company reads all its facilities or one, and a phone shows the charts without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'company@shiftcover.test', { at: '/insights' });
  const lakeside = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
  await expect(page.getByLabel('Facility')).toHaveValue('');
  await expectFigures(page, lakeside, 4);
  await page.getByLabel('Facility').selectOption({ label: 'Lakeside North' });
  await expectFigures(page, ['lakeside-north'], 4);

  const chart = page.getByRole('img', { name: /^Fill rate per week\./ });
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // every week's label that is drawn is at least 12 px text
  const fontSizes = await chart
    .locator('text')
    .evaluateAll((texts) => texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize)));
  expect(fontSizes.length).toBeGreaterThan(0);
  expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(12);
});

test('the dashboard lists the soonest unfilled shifts of the next 48 hours, all on Show all, live', async ({
  page,
}) => {
  const t = Date.now();
  const base = shiftsOf(['maple-grove']).find((s) => s.id === 'mg-shift-01')!;
  const { id: _id, ...fields } = base;
  const soon = { ...fields, description: 'E2E urgent shift', isFree: true, status: 'active', nurseId: null };
  const at = (start: number) => ({
    start: new Date(start),
    end: new Date(start + 8 * HOUR),
    clockIn: null,
    clockOut: null,
  });
  await writeAsBackend([{ path: 'shifts/e2e-urgent', data: { ...soon, ...at(t + 2 * HOUR) } }]);
  const expected = shiftsOf(['maple-grove'])
    .filter((s) => s.status === 'active' && s.isFree === true && ms(s.start) >= t && ms(s.start) < t + 48 * HOUR)
    .map((s) => s.description as string);

  await signIn(page, 'facility@shiftcover.test');
  const card = page.getByRole('table', { name: 'Unfilled in the next 48 hours' });
  const showAll = page.getByRole('button', { name: 'Show all unfilled shifts' });
  // the soonest five at first (the dashboard reads as many however busy the facility is), every one on Show all
  await expect(card.getByRole('row')).toHaveCount(1 + Math.min(5, 1 + expected.length));
  await expect(showAll).toHaveCount(1 + expected.length > 5 ? 1 : 0);
  await expect(card.getByRole('row').nth(1)).toContainText('E2E urgent shift');
  const later = [3, 4, 5, 6, 7].map((n) => ({
    path: `shifts/e2e-urgent-later-${n}`,
    data: { ...soon, description: `E2E later shift ${n}`, ...at(t + n * HOUR) },
  }));
  await writeAsBackend(later);
  await expect(card.getByRole('row')).toHaveCount(1 + 5);
  await showAll.click();
  await expect(card.getByRole('row')).toHaveCount(1 + 1 + later.length + expected.length);
  await expect(card.getByRole('link', { name: 'E2E later shift 7' })).toBeVisible();
  await expect(showAll).toHaveCount(0);
  await expect(card.getByRole('columnheader')).toHaveText(['Start', 'Position', 'Shift']);
  await expect(card.getByRole('link', { name: 'E2E urgent shift' })).toHaveAttribute(
    'href',
    '/shift-details/e2e-urgent',
  );

  // a worker claims it (the worker app's write): it leaves the card, no reload
  await writeAsBackend([
    {
      path: 'shifts/e2e-urgent',
      data: { ...soon, ...at(t + 2 * HOUR), isFree: false, nurseId: base.nurseId ?? 'worker-3' },
    },
  ]);
  await expect(card.getByRole('link', { name: 'E2E urgent shift' })).toHaveCount(0);

  // every one claimed: the card is not shown at all
  const others = shiftsOf(['maple-grove']).filter((s) => expected.includes(s.description as string));
  await writeAsBackend([
    ...others.map(({ id, ...rest }) => ({
      path: `shifts/${id}`,
      data: { ...rest, isFree: false, nurseId: 'worker-3' },
    })),
    ...later.map(({ path, data }) => ({ path, data: { ...data, isFree: false, nurseId: 'worker-3' } })),
  ]);
  await expect(page.getByRole('heading', { name: 'Unfilled in the next 48 hours' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
});
