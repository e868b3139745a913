// CPU profiles at 4x throttling, self time per script and per function (with BENCH_NO_MINIFY=1 the functions keep
// their names): where the busy month's navigation and the dashboard's first load spend the main thread.
import { BASE, launchChromium, selfTimes, settle, signIn } from './common.mjs';

async function profiled(page, context) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile;
}

/** BENCH_ONLY=profile: the month navigation of BENCH_PROFILE_EMAIL's calendar (the 5,000-shift facility's). */
export async function calendarProfile() {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, process.env.BENCH_PROFILE_EMAIL ?? 'bench-large@shiftcover.test');
    await page.goto(`${BASE}/calendar`);
    await page.waitForSelector('.fc-daygrid-day', { timeout: 30_000 });
    await settle(page);
    const stop = await profiled(page, context);
    const title = await page.locator('.fc-toolbar-title').innerText();
    const t0 = Date.now();
    await page.locator('.fc-next-button').click();
    await page.waitForFunction(
      (before) =>
        document.querySelector('.fc-toolbar-title')?.textContent !== before &&
        document.querySelectorAll('.fc-daygrid-event, .fc-daygrid-more-link').length > 0,
      title,
      { timeout: 60_000, polling: 16 },
    );
    const ms = Date.now() - t0;
    const profile = await stop();
    // the REST reads of the navigation: time to first byte and to the end, and size
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /:run(Aggregation)?Query/.test(e.name))
        .slice(-2)
        .map(
          (e) =>
            `${e.name.split(':').pop()} ttfb ${Math.round(e.responseStart - e.requestStart)} ms, ` +
            `total ${Math.round(e.responseEnd - e.startTime)} ms, ${Math.round(e.encodedBodySize / 1024)} KiB`,
        ),
    );
    return { ms, requests, ...selfTimes(profile, 40, 15) };
  } finally {
    await browser.close();
  }
}

/** BENCH_ONLY=dashboard-profile: the demo facility's dashboard, first load. */
export async function dashboardProfile() {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'facility@shiftcover.test');
    await settle(page);
    const stop = await profiled(page, context);
    await page.goto(`${BASE}/`);
    await settle(page);
    return selfTimes(await stop(), 50, 15);
  } finally {
    await browser.close();
  }
}
