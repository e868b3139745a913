// Lighthouse's performance score (mobile simulated) in fresh Chromes.
import { chromium } from '@playwright/test';
import { BASE, CHROME, CHROME_ARGS, median, settle, signIn } from './common.mjs';

/**
 * Lighthouse's performance score of `path` (mobile simulated), median of `runs` fresh Chromes. `signedInAs`: the page
 * signs in first in that Chrome, and Lighthouse keeps its storage (it would clear it otherwise).
 */
export async function lighthouseOf(path, { runs = Number(process.env.BENCH_LH_RUNS ?? 3), signedInAs = null } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = [];
  const metrics = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_ARGS });
    try {
      if (signedInAs) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0].newPage();
        await signIn(page, signedInAs);
        await settle(page);
        await page.close();
        await browser.close();
      }
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        disableStorageReset: !!signedInAs,
      });
      const landed = new URL(result.lhr.finalDisplayedUrl ?? `${BASE}${path}`).pathname;
      if (landed !== path) throw new Error(`Lighthouse measured ${landed}, not ${path}`);
      scores.push(Math.round(result.lhr.categories.performance.score * 100));
      const a = result.lhr.audits;
      metrics.push(
        Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, a[id]?.displayValue ?? '']),
        ),
      );
      // BENCH_LH_DEBUG=1: what the audits found (what blocks, what shifts, which scripts run longest)
      if (process.env.BENCH_ONLY === 'lighthouse' || process.env.BENCH_LH_DEBUG) {
        for (const id of [
          'layout-shifts',
          'cls-culprits-insight',
          'long-tasks',
          'render-blocking-resources',
          'render-blocking-insight',
          'unused-css-rules',
          'unused-javascript',
          'largest-contentful-paint-element',
          'lcp-breakdown-insight',
          'network-dependency-tree-insight',
          'bootup-time',
          'mainthread-work-breakdown',
        ]) {
          if (a[id])
            console.error(
              id,
              a[id].score,
              a[id].displayValue ?? '',
              JSON.stringify(a[id].details?.items ?? a[id].details ?? '').slice(0, 1500),
            );
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  return { runs: scores, median: median(scores), metrics };
}
