// Interaction to Next Paint of the interactions that matter most (a list's Load More, a dialog's open, a view
// switch), with web-vitals' own build in the page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE, median, settle, signIn } from './common.mjs';

// the folder of web-vitals' builds (its package exports only the module builds; the page takes the IIFE one)
const WEB_VITALS_DIST = dirname(fileURLToPath(import.meta.resolve('web-vitals')));
// web-vitals' own build, put into every page before the app's scripts: onINP with every change reported
const WEB_VITALS = readFileSync(join(WEB_VITALS_DIST, 'web-vitals.iife.js'), 'utf8');
export const INP_RUNS = 5;
export const WEB_VITALS_VERSION = JSON.parse(readFileSync(join(WEB_VITALS_DIST, '../package.json'), 'utf8')).version;

/**
 * One interaction of a fresh, signed-in page at 4x CPU throttling: its INP as web-vitals reports it (null when no
 * interaction reached web-vitals' 16 ms floor), and the ms from the click to what it shows.
 */
async function inpOnce(browser, email, { route, ready, act, shown }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await settle(page);
  await context.addInitScript(
    `${WEB_VITALS};globalThis.__benchInp=[];` +
      'webVitals.onINP((m)=>globalThis.__benchInp.push(m.value),{reportAllChanges:true,durationThreshold:16});',
  );
  await page.goto(`${BASE}${route}`);
  await ready(page);
  await settle(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await act(page);
  await shown(page);
  const ms = Date.now() - t0;
  // the next paint and the observer's report come after what the page shows
  await page.waitForTimeout(1500);
  const values = await page.evaluate(() => globalThis.__benchInp);
  await context.close();
  return { inp: values.length ? Math.max(...values) : null, ms };
}

async function inpOf(browser, email, interaction) {
  const runs = [];
  for (let r = 0; r < INP_RUNS; r++) runs.push(await inpOnce(browser, email, interaction));
  const inps = runs.map((x) => x.inp ?? 0);
  return {
    signedInAs: email,
    runs: runs.map((x) => x.inp),
    medianInp: median(inps),
    worstInp: Math.max(...inps),
    medianShownMs: median(runs.map((x) => x.ms)),
  };
}

export async function interactions(browser) {
  const out = {};
  // the shift list's Load More: the demo facility's list (69 shifts), ten more rows
  out.loadMore = await inpOf(browser, 'facility@shiftcover.test', {
    route: '/shifts',
    ready: (page) => page.getByRole('button', { name: 'Load More' }).first().waitFor({ timeout: 30_000 }),
    act: (page) => page.getByRole('button', { name: 'Load More' }).first().click(),
    shown: (page) =>
      page.waitForFunction(
        () => document.querySelectorAll('main table')[0]?.querySelectorAll('tbody tr').length > 10,
        null,
        {
          timeout: 30_000,
          polling: 16,
        },
      ),
  });
  // the add-shift dialog's open, from the Shifts card's New
  out.addShiftOpen = await inpOf(browser, 'facility@shiftcover.test', {
    route: '/shifts',
    ready: (page) => page.getByRole('button', { name: 'New', exact: true }).waitFor({ timeout: 30_000 }),
    act: (page) => page.getByRole('button', { name: 'New', exact: true }).click(),
    shown: (page) => page.getByLabel('Description').first().waitFor({ timeout: 30_000 }),
  });
  // the calendar's switch from the month to the week view, of the demo facility and of the busy one
  for (const [key, email] of [
    ['viewSwitch', 'facility@shiftcover.test'],
    ['viewSwitchBusy', 'bench-large@shiftcover.test'],
  ]) {
    out[key] = await inpOf(browser, email, {
      route: '/calendar',
      ready: (page) => page.waitForSelector('.fc-daygrid-day', { timeout: 30_000 }),
      act: (page) => page.getByRole('button', { name: 'Week View' }).click(),
      shown: (page) => page.waitForSelector('.fc-timegrid-body', { timeout: 30_000 }),
    });
  }
  return out;
}
