// A scheduler keeps the portal open all shift: 200 navigations between every screen in one tab, then a sign-out,
// then an admin switching whom they act for. The open Firestore listeners (counted by the app where it opens them,
// data/convert.ts) and the JS heap (after a forced GC) must come back to their starting level, within 10%,
// and no screen may get slower over the run. The figures are printed for the note.
import { type CDPSession, type Page } from '@playwright/test';
import { expect, test } from '../e2e/clock';
import { reseed } from '../support/demo';
import { signIn } from '../e2e/helpers';
import { defined } from '../support/defined';

const NAVIGATIONS = Number(process.env.LONG_SESSION_NAVIGATIONS ?? 200);

interface Screen {
  link: string;
  url: RegExp;
  ready: (page: Page) => Promise<void>;
}
const rowsOf = async (page: Page, table: string) =>
  expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
const noLoader = (page: Page) => expect(page.getByText('Loading...')).toHaveCount(0);

const SCREENS: [Screen, ...Screen[]] = [
  {
    link: 'Home',
    url: /\/$/,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
      // the last card reads its invoices when it is about to be seen
      await page.getByRole('heading', { name: 'Invoices', exact: true }).scrollIntoViewIfNeeded();
      await rowsOf(page, 'Invoices');
    },
  },
  {
    link: 'Calendar',
    url: /\/calendar/,
    ready: async (page) => {
      await expect(page.locator('.fc-view')).toBeVisible();
      await noLoader(page);
    },
  },
  { link: 'Invoices', url: /\/invoices/, ready: (page) => rowsOf(page, 'Invoices') },
  { link: 'Shifts', url: /\/shifts/, ready: (page) => rowsOf(page, 'Shifts') },
  { link: 'Reviews', url: /\/reviews/, ready: (page) => rowsOf(page, 'Reviews to complete') },
  {
    link: 'Timesheet',
    url: /\/timesheet/,
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Timesheet' })).toBeVisible();
      await noLoader(page);
    },
  },
];

const openListeners = (page: Page) =>
  page.evaluate(() => (globalThis as { __shiftcoverListeners?: number }).__shiftcoverListeners ?? 0);

/**
 * The bytes held by the page's JavaScript objects (objects, arrays, closures, strings), from a heap snapshot taken
 * after a forced GC. V8's own used size would also count compiled code, which grows for a while as hot functions
 * get optimised, and the inspector's network buffers: neither is memory the portal holds on to.
 */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const counted = new Set(['object', 'array', 'closure', 'string', 'concatenated string', 'sliced string', 'regexp']);
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = snapshot.nodes[i + typeAt];
    const size = snapshot.nodes[i + sizeAt];
    if (type !== undefined && size !== undefined && counted.has(nodeTypes[0][type] ?? '')) bytes += size;
  }
  return bytes;
}

/** Listener counts settle a moment after a screen is shown (effects subscribe after paint). */
async function settledListeners(page: Page): Promise<number> {
  let last = -1;
  let same = 0;
  for (let i = 0; i < 40 && same < 3; i++) {
    const now = await openListeners(page);
    same = now === last ? same + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
  return last;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** Goes to `screen` by its sidebar link and returns how long it took to be ready (ms). */
async function visit(page: Page, screen: Screen): Promise<number> {
  const started = Date.now();
  await page.getByRole('link', { name: screen.link, exact: true }).first().click();
  await expect(page).toHaveURL(screen.url);
  await screen.ready(page);
  return Date.now() - started;
}

/**
 * Visits every screen in turn `count` times in all (each round ends on the dashboard); returns each screen's timings
 * in order, and calls `afterRound` on the dashboard after each full round.
 */
async function tour(page: Page, count: number, afterRound?: () => Promise<void>): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>(SCREENS.map((s) => [s.link, []]));
  for (let i = 0; i < count; i++) {
    const screen = defined(SCREENS[(i + 1) % SCREENS.length], 'a screen');
    times.get(screen.link)!.push(await visit(page, screen));
    if (screen === SCREENS[0]) await afterRound?.();
  }
  return times;
}

function expectWithin10Percent(label: string, end: number, start: number) {
  console.log(`${label}: start ${start}, end ${end}`);
  expect(end, label).toBeLessThanOrEqual(Math.ceil(start * 1.1));
}

test.beforeAll(async () => {
  await reseed();
});

test(`${NAVIGATIONS} navigations in one tab leave listeners, heap and speed where they started`, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await signIn(page, 'facility@shiftcover.test');
  await SCREENS[0].ready(page);

  // two warm-up rounds load every route's code and fill the caches a long session keeps anyway
  await tour(page, 2 * SCREENS.length);
  const startListeners = await settledListeners(page);
  const startHeap = await heapAfterGc(cdp);
  expect(startListeners, 'the dashboard listens to its shifts').toBeGreaterThan(0);

  const heaps: number[] = [];
  const times = await tour(page, NAVIGATIONS, async () => {
    heaps.push(await heapAfterGc(cdp));
  });
  await visit(page, SCREENS[0]);
  const endListeners = await settledListeners(page);
  const endHeap = await heapAfterGc(cdp);
  console.log(`JS objects after GC, each round: ${heaps.map(kib).join(', ')}`);

  expectWithin10Percent('open listeners on the dashboard', endListeners, startListeners);
  console.log(`JS objects after GC: start ${kib(startHeap)}, end ${kib(endHeap)}`);
  expect(endHeap, 'heap within 10% of the start').toBeLessThanOrEqual(startHeap * 1.1);

  // no screen slower: the median of its last five visits within 1.5x of its first five (and 300 ms of slack for
  // a busy 2-core machine), so a leak that makes a screen grow with each visit shows
  for (const [screen, ms] of times) {
    const first = median(ms.slice(0, 5));
    const last = median(ms.slice(-5));
    console.log(`${screen}: first visits ${first} ms, last visits ${last} ms (${ms.length} visits)`);
    expect(last, `${screen} got slower`).toBeLessThanOrEqual(first * 1.5 + 300);
  }

  // signed out, nothing listens
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('See you again! You are now successfully signed out.')).toBeVisible();
  expect(await settledListeners(page), 'listeners open after sign-out').toBe(0);
});

test('an admin switching whom they act for keeps one set of listeners', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await signIn(page, 'admin@shiftcover.test');
  const act = async (kind: 'Facility' | 'Company', entity: string) => {
    await expect(page).toHaveURL(/\/otherLoginForm$/);
    await page.getByRole('radio', { name: kind }).check();
    const select = page.getByLabel(kind === 'Facility' ? 'Choose a facility' : 'Choose a company');
    await expect(select).toBeEnabled();
    await select.selectOption({ label: entity });
    await expect(page.getByLabel('Choose a user')).toBeEnabled();
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  const switchUser = async () => {
    await page.getByRole('status').filter({ hasText: 'Viewing as' }).getByRole('link', { name: 'Switch user' }).click();
  };

  const counts: { listeners: number; heap: number }[] = [];
  for (let round = 0; round < 10; round++) {
    await act('Facility', 'Maple Grove Care Center');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
    for (const screen of SCREENS.slice(1)) await visit(page, screen);
    await visit(page, SCREENS[0]);
    counts.push({ listeners: await settledListeners(page), heap: await heapAfterGc(cdp) });
    await switchUser();
    await act('Company', 'Lakeside Health Group');
    await expect(page.getByRole('heading', { name: 'Welcome, Morgan!' })).toBeVisible();
    await switchUser();
  }
  const first = defined(counts[1], 'the second round'); // the first round loads every route's code
  const last = defined(counts.at(-1), 'the last round');
  expectWithin10Percent("open listeners on Dana's dashboard after 10 switches", last.listeners, first.listeners);
  console.log(`JS objects after GC across switches: ${counts.map((c) => kib(c.heap)).join(', ')}`);
  expect(last.heap, 'heap within 10% across switches').toBeLessThanOrEqual(first.heap * 1.1);
  // while choosing, the admin acts for nobody: nothing of the last user is listened to
  expect(await settledListeners(page), 'listeners open on the picker').toBe(0);
});
