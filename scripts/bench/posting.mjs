// Post several: 500 shifts into next month of the quiet facility.
import { countShifts, fieldFilter, goInApp, selfTimes, settle, signIn } from './common.mjs';

/** MM-DD-YYYY of the date `days` after the first day of next month, in Chicago (the bench facilities' zone). */
function nextMonthInput(days) {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now()).split('-');
  const d = new Date(Date.UTC(Number(y), Number(m), 1 + days));
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
}

/**
 * Post several, 500 shifts into next month of the quiet facility (25 days, 20 workers a day): ms from the click on
 * Post to the toast and to the list showing them, documents written, and the longest task while posting.
 */
export async function postFiveHundred(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await settle(page);
  // from the dashboard as its sidebar link goes: a page load here would leave the dashboard's listeners open on the
  // emulator (it never drops a WebChannel stream whose page has gone), each one's query run again at every commit
  await goInApp(page, '/shifts');
  await settle(page);
  await page.getByRole('button', { name: 'Post several' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post several shifts' });
  await dialog.getByLabel('Description').fill('Bench post of 500');
  await dialog.getByLabel('From', { exact: true }).fill(nextMonthInput(0));
  await dialog.getByLabel('To', { exact: true }).fill(nextMonthInput(24));
  await dialog.getByLabel('To', { exact: true }).press('Tab');
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await dialog.getByLabel(day, { exact: true }).check();
  }
  await dialog.getByLabel('Start time').fill('07:00');
  await dialog.getByLabel('End time').fill('15:00');
  await dialog.getByLabel('Position').selectOption('CNA');
  await dialog.getByLabel('Number of workers').fill('20');
  const post = dialog.getByRole('button', { name: 'Post 500 shifts' });
  await post.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Post 500 shifts');
    return b && !b.disabled;
  });
  await page.evaluate(() => {
    globalThis.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__benchLongTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  // BENCH_POST_PROFILE=1: where the client spends the post (CPU profile, self time per chunk and function), printed
  const cdp = process.env.BENCH_POST_PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const t0 = Date.now();
  await post.click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Posted 500 shifts' })
    .waitFor({ timeout: 120_000 })
    .catch(async (error) => {
      const shown = await dialog.innerText().catch(() => '(no dialog)');
      throw new Error(`the post of 500 did not finish: ${shown.slice(-400)}`, { cause: error });
    });
  const doneMs = Date.now() - t0;
  if (cdp) console.error(selfTimes((await cdp.send('Profiler.stop')).profile));
  await page
    .getByRole('table', { name: 'Shifts' })
    .locator('tbody tr')
    .filter({ hasText: 'Bench post of 500' })
    .first()
    .waitFor({ timeout: 60_000 });
  const listMs = Date.now() - t0;
  const longTasks = await page.evaluate(() => globalThis.__benchLongTasks);
  await context.close();
  const written = await countShifts([fieldFilter('description', 'EQUAL', { stringValue: 'Bench post of 500' })]);
  return {
    signedInAs: email,
    doneMs,
    listMs,
    documentsWritten: written,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    longTasksOver200: longTasks.filter((d) => d > 200).length,
  };
}
