// Know your workers in Chromium on the demo data: /workers (Favorites, Recent workers, the company's facility
// filter), a worker's page (figures derived here from the seeded documents, Shifts with {name}, not found), the
// Favorite toggle on the worker page, shift details, timesheet rows and review rows, and the blocked/favorite
// exclusion (blocking a favorite removes them; a blocked worker cannot be made one).
import { type Page } from '@playwright/test';
import { expect, test } from './clock';
import { type DemoData, momentWithTimesheet, reseedDemo } from '../support/demo';
import { expectNoSeriousAxeViolations, signIn } from './helpers';
import { defined } from '../support/defined';

const DAY = 86_400_000;
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const figure = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const favorite = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('button', { name: 'Favorite' });

let demo: DemoData;
let seededAt = 0;
test.beforeEach(async () => {
  // the seed's moment: now, or early in a week the end of the week before, so the timesheet has its entries
  seededAt = momentWithTimesheet();
  demo = await reseedDemo(seededAt);
});

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : (v as number | null));
interface Seeded {
  id: string;
  facilityIdentifier: string;
  nurseId: string | null;
  isFree: boolean;
  status: string;
  start: number;
  end: number;
  clockIn: number | null;
  approvedHours?: number;
}
const shifts = (): Seeded[] =>
  demo.docs
    .filter((d) => d.path.startsWith('shifts/'))
    .map((d) => ({
      ...(d.data as unknown as Seeded),
      id: d.path.slice(7),
      start: ms(d.data.start)!,
      end: ms(d.data.end)!,
      clockIn: ms(d.data.clockIn),
    }));
const nameOf = (id: string) => {
  const w = demo.docs.find((d) => d.path === `user/${id}`)!.data;
  return `${w.firstName as string} ${w.lastName as string}`;
};
/** Everyone who worked a shift of the facilities in the last 90 days, latest end first. */
function recentNames(facilityIds: string[]): string[] {
  const now = Date.now();
  const worked = shifts()
    .filter((s) => facilityIds.includes(s.facilityIdentifier) && !s.isFree && s.status === 'active')
    .filter((s) => s.end >= now - 90 * DAY && s.end <= now)
    .sort((a, b) => b.end - a.end || (a.id < b.id ? 1 : -1));
  return [...new Set(worked.map((s) => s.nurseId!))].map(nameOf);
}

test('Dana sees her favorites and recent workers, and opens a worker page with its figures', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  await page.getByRole('link', { name: 'Workers' }).first().click();
  await expect(page).toHaveURL(/\/workers$/);
  await expect(page.getByRole('heading', { name: 'Workers', exact: true })).toBeVisible();

  // the two seeded favorites
  const favorites = table(page, 'Favorites');
  await expect(favorites.locator('tbody tr')).toHaveCount(2);
  await expect(favorites).toContainText('Harper Wilson');
  await expect(favorites).toContainText('Emerson Clark');

  const recent = table(page, 'Recent workers');
  const want = recentNames(['maple-grove']).slice(0, 10);
  await expect(recent.locator('tbody tr')).toHaveCount(want.length);
  for (const [i, name] of want.entries()) await expect(recent.locator('tbody tr').nth(i)).toContainText(name);
  // a facility user sees no facility column
  await expect(recent.getByRole('columnheader', { name: 'Facility' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'workers');

  await favorites.getByRole('link', { name: 'Harper Wilson' }).click();
  await expect(page).toHaveURL(/\/workers\/worker-7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harper Wilson' })).toBeVisible();
  await expect(page.getByText('RN', { exact: true })).toBeVisible();

  const now = Date.now();
  const worked = shifts()
    .filter((s) => s.facilityIdentifier === 'maple-grove' && s.nurseId === 'worker-7' && s.status === 'active')
    .filter((s) => s.clockIn !== null && s.clockIn <= now);
  const onTime = worked.filter((s) => s.clockIn! <= s.start + 5 * 60_000).length;
  const hours = Math.round(worked.reduce((t, s) => t + (s.approvedHours ?? 0), 0) * 100) / 100;
  await expect(figure(page, 'Shifts worked')).toHaveText(new RegExp(`^\\s*Shifts worked\\s*${worked.length}\\s*$`));
  await expect(figure(page, 'Hours worked')).toContainText(String(hours));
  await expect(figure(page, 'Average rating')).toContainText('no reviews yet');
  await expect(figure(page, 'On time')).toContainText(`${Math.round((100 * onTime) / worked.length)}%`);

  // 'Shifts with Harper Wilson': every Maple Grove shift with the worker, latest first, each linking to its details
  const withWorker = shifts()
    .filter((s) => s.facilityIdentifier === 'maple-grove' && s.nurseId === 'worker-7')
    .sort((a, b) => b.start - a.start);
  const rows = table(page, 'Shifts with Harper Wilson').locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(10, withWorker.length));
  await expect(page.getByRole('heading', { name: 'Block history' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'worker page');
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/shift-details/${defined(withWorker[0], 'a shift with the worker').id}$`));
});

test('a worker never worked with here is not found, whatever the id', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  // worker-4 has worked only at Lakeside
  for (const id of ['worker-4', 'nobody-at-all']) {
    await page.goto(`/workers/${id}`);
    await expect(page.getByRole('heading', { name: 'Worker not found' })).toBeVisible();
  }
});

test('the Favorite toggle on the worker page', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/workers/worker-7' });
  const toggle = favorite(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toast(page, 'Harper Wilson is no longer a favorite')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousAxeViolations(page, 'worker page, not a favorite');
  await toggle.click();
  await expect(toast(page, 'Harper Wilson is now a favorite')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('blocking a favorite removes them from favorites, and a blocked worker cannot be made one', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/workers/worker-7' });
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true');
  // block: the favorite is taken off the favorites, and the history names the reason and who acted
  await page.getByRole('button', { name: 'Block Harper Wilson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Harper Wilson' });
  await dialog.getByLabel('Reason').fill('Left the floor unattended');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Harper Wilson has been blocked and removed from all future shifts.')).toBeVisible();
  await expect(page.getByText('Blocked at Maple Grove Care Center')).toBeVisible();
  const history = table(page, 'Block history');
  await expect(history.locator('tbody tr').first()).toContainText('Left the floor unattended');
  await expect(history.locator('tbody tr').first()).toContainText('Dana Whitfield');
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false');

  // a blocked worker cannot be made a favorite
  await favorite(page).click();
  await expect(
    toast(page, 'Harper Wilson is blocked here, so they cannot be a favorite. Unblock them first.'),
  ).toBeVisible();
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Workers' }).first().click();
  const favorites = table(page, 'Favorites');
  await expect(favorites.locator('tbody tr')).toHaveCount(1);
  await expect(favorites).not.toContainText('Harper Wilson');
});

test('the Favorite toggle on shift details of a shift with a worker', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  // mg-shift-25: a future shift claimed by Logan Bennett, no favorite
  await page.goto('/shift-details/mg-shift-25');
  const toggle = favorite(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toast(page, 'Logan Bennett is now a favorite')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // an unclaimed shift has no worker, so no toggle
  const free = shifts().find((s) => s.facilityIdentifier === 'maple-grove' && s.isFree && s.status === 'active')!;
  await page.goto(`/shift-details/${free.id}`);
  await expect(page.getByText('Not claimed yet')).toBeVisible();
  await expect(favorite(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Workers' }).first().click();
  await expect(table(page, 'Favorites')).toContainText('Logan Bennett');
});

test('the Favorite toggle on timesheet rows and review rows', async ({ page }) => {
  await signIn(page, 'facility@shiftcover.test');
  const sunday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(demo.special.weekStart);
  // the seeded week's entries (mg-shift-01..03: Casey Nguyen, Emerson Clark, Harper Wilson)
  expect(demo.special.timesheet).toHaveLength(3);
  await page.goto(`/timesheet?date=${sunday}`);
  const timesheetRow = table(page, 'Timesheet').getByRole('row').filter({ hasText: 'Emerson Clark' });
  // Emerson Clark is a seeded favorite
  await expect(favorite(timesheetRow)).toHaveAttribute('aria-pressed', 'true');
  await favorite(timesheetRow).click();
  await expect(toast(page, 'Emerson Clark is no longer a favorite')).toBeVisible();
  await expect(favorite(timesheetRow)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Reviews' }).first().click();
  const reviewRow = table(page, 'Reviews to complete').getByRole('row').filter({ hasText: 'Casey Nguyen' });
  await expect(favorite(reviewRow)).toHaveAttribute('aria-pressed', 'false');
  await favorite(reviewRow).click();
  await expect(toast(page, 'Casey Nguyen is now a favorite')).toBeVisible();
  await expect(favorite(reviewRow)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Workers' }).first().click();
  const favorites = table(page, 'Favorites');
  await expect(favorites).toContainText('Casey Nguyen');
  await expect(favorites).not.toContainText('Emerson Clark');
});

test('Morgan sees where each recent worker worked and filters by facility', async ({ page }) => {
  await signIn(page, 'company@shiftcover.test');
  await page.getByRole('link', { name: 'Workers' }).first().click();
  const lakeside = ['lakeside-north', 'lakeside-south', 'lakeside-east'];
  const recent = table(page, 'Recent workers');
  const all = recentNames(lakeside).slice(0, 10);
  await expect(recent.locator('tbody tr')).toHaveCount(all.length);
  await expect(recent.getByRole('columnheader', { name: 'Facility' })).toBeVisible();
  await expect(recent.locator('tbody tr').first()).toContainText(defined(all[0], 'a recent worker'));
  await expect(recent.locator('tbody tr').first()).toContainText(/Lakeside (North|South|East)/);

  await page.getByLabel('Facility').selectOption({ label: 'Lakeside South' });
  const south = recentNames(['lakeside-south']);
  await expect(recent.locator('tbody tr')).toHaveCount(south.length);
  for (const row of await recent.locator('tbody tr').all()) await expect(row).toContainText('Lakeside South');
  await expect(recent.locator('tbody tr').first()).toContainText(
    defined(south[0], 'a recent worker of Lakeside South'),
  );
});

test('sorted by Reliability, the seeded no-show worker comes first (least reliable) or last (most)', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/workers' });
  const rows = table(page, 'Recent workers').locator('tbody tr');
  const all = recentNames(['maple-grove']);
  // the seed's no-show (scripts/seed/today.mjs): worker-2, 20 days ago, among their started shifts of 90 days
  const noShow = nameOf('worker-2');
  expect(all).toContain(noShow);
  const now = Date.now();
  const started = shifts().filter(
    (s) =>
      s.facilityIdentifier === 'maple-grove' &&
      s.nurseId === 'worker-2' &&
      s.status === 'active' &&
      s.start >= now - 90 * DAY &&
      s.start <= now,
  ).length;
  const percent = `${Math.round(((started - 1) / started) * 100)}%`;
  await expect(rows.first()).toContainText(defined(all[0], 'a recent worker'));

  await page.getByLabel('Sort by').selectOption({ label: 'Reliability, least reliable first' });
  // the no-show worker on top, then the first page's others, latest worked first, each at 100%
  const others = all.slice(0, 10).filter((n) => n !== noShow);
  await expect(rows.first()).toContainText(noShow);
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText(percent);
  await expect(rows).toHaveCount(others.length + 1);
  for (const [i, name] of others.entries()) {
    await expect(rows.nth(i + 1)).toContainText(name);
    await expect(
      rows
        .nth(i + 1)
        .getByRole('cell')
        .nth(3),
    ).toHaveText('100%');
  }

  await page.getByLabel('Sort by').selectOption({ label: 'Reliability, most reliable first' });
  // the demo's recent workers fit one page: every page is read, so the no-show worker comes after everyone at 100%
  expect(all.length).toBeLessThanOrEqual(10);
  // (Favorites, above, has its own button)
  await expect(page.getByRole('button', { name: 'No more items' }).last()).toBeVisible();
  await expect(rows).toHaveCount(all.length);
  await expect(rows.last()).toContainText(noShow);
  await expect(rows.first()).toContainText(defined(all.filter((n) => n !== noShow)[0], 'a reliable worker'));
});
