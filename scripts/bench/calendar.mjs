// The calendar's month navigation (5,000 shifts in the month against 50) and its week view (a busy week against a
// quiet one), at 4x CPU throttling.
import { BASE, median, settle, signIn } from './common.mjs';

export const CALENDAR_RUNS = 7;

/**
 * A fresh session's calendar at 4x CPU throttling: ms from `click` until `drawn(title)` holds in the page (title: the
 * toolbar's before the click), and with `thenFree`, until a task queued then has run (the drawing work is done).
 * No fixed waits: they would flatten the ratios.
 */
async function calendarClickOnce(browser, email, { click, drawn, thenFree = false }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`${BASE}/calendar`);
  await page.waitForSelector('.fc-daygrid-day', { timeout: 30_000 });
  await settle(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const title = await page.locator('.fc-toolbar-title').innerText();
  const t0 = Date.now();
  await click(page);
  await page.waitForFunction(drawn, title, { timeout: 60_000, polling: 16 });
  if (thenFree) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

/** One month navigation: from the click on next to the next month shown with its events and nothing loading. */
export const calendarNavigationOnce = (browser, email) =>
  calendarClickOnce(browser, email, {
    click: (page) => page.locator('.fc-next-button').click(),
    drawn: (before) =>
      document.querySelector('.fc-toolbar-title')?.textContent !== before &&
      document.querySelectorAll('.fc-daygrid-event, .fc-daygrid-more-link').length > 0 &&
      !document.querySelector('[role="status"] .spinner-border'),
  });

/**
 * The quiet and the busy facility's navigations, taken in turns (quiet, busy, quiet, ...) so that whatever
 * drifts during the runs (the emulator's JIT warming up, the machine's other work) weighs on both alike.
 */
export async function calendarNavigation(browser) {
  const small = { email: 'bench-small@shiftcover.test', runs: [] };
  const large = { email: 'bench-large@shiftcover.test', runs: [] };
  for (let r = 0; r < CALENDAR_RUNS; r++) {
    for (const side of [small, large]) side.runs.push(await calendarNavigationOnce(browser, side.email));
  }
  for (const side of [small, large]) side.medianMs = median(side.runs);
  return { small, large, ratio: large.medianMs / small.medianMs };
}

// ---- the week view of a busy week (400 shifts) against a quiet one (within 1.5x) ----
export const WEEK_RUNS = 7;

/** From the click on Week View to this week drawn with its events, nothing loading and the main thread free. */
const weekViewOnce = (browser, email) =>
  calendarClickOnce(browser, email, {
    click: (page) => page.getByRole('button', { name: 'Week View' }).click(),
    drawn: () =>
      !!document.querySelector('.fc-timegrid-body') &&
      document.querySelectorAll('.fc-timegrid-event, .fc-timegrid-more-link').length > 0 &&
      !document.querySelector('[role="status"] .spinner-border'),
    thenFree: true,
  });

export async function weekView(browser) {
  const quiet = { email: 'bench-weekquiet@shiftcover.test', runs: [] };
  const busy = { email: 'bench-week@shiftcover.test', runs: [] };
  for (let r = 0; r < WEEK_RUNS; r++) {
    for (const side of [quiet, busy]) side.runs.push(await weekViewOnce(browser, side.email));
  }
  const q = median(quiet.runs);
  const b = median(busy.runs);
  return { quiet: { ...quiet, medianMs: q }, busy: { ...busy, medianMs: b }, ratio: b / q };
}
