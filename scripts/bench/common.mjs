// What every part of the bench shares: the server it measures, the Chromium it drives, signing in and waiting for a
// screen to settle.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromePath } from '../chrome.mjs';
import { FIRESTORE_PORT, HOST, PROJECT_ID, ROOT } from '../emulators.mjs';
import { DEMO_PASSWORD } from '../seed/index.mjs';
import { SHIFT_DEFAULTS } from '../seed/domain.mjs';

export const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4273);
export const BASE = `http://${HOST}:${PREVIEW_PORT}`;
export const CHROME = chromePath();
export const CHROME_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const KIB = 1024;

/** A shift of the bench's facilities (Chicago): src/domain's SHIFT_DEFAULTS (every field of a shift), then `fields`. */
export const benchShift = (fields) => ({ ...SHIFT_DEFAULTS, isTest: true, tz: 'America/Chicago', ...fields });

/** A Chromium for Playwright, as every measure launches it. */
export const launchChromium = () => chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });

/** A failed measure as the report shows it: the first line of its error. */
export const failed = (error) => ({ error: String(error.message).split('\n')[0] });

export function sh(cmd, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function signIn(page, email) {
  await page.goto(`${BASE}/authentication/basic/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/authentication'));
}

/** Documents the page has read so far (the portal counts them in emulator builds). */
export const docsReadOf = (page) => page.evaluate(() => globalThis.__shiftcoverDocsRead ?? 0);

/** Signed in as `email`, the first screen settled: a new page, and the documents read so far. */
export async function signedInPage(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await settle(page);
  return { context, page };
}

/** A screen reached inside the app (as the sidebar does), so that its reads are its own, not the first load's. */
export const goInApp = (page, path) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** How many shifts match `filters` (REST field filters, ANDed), counted by the emulator as its owner. */
export async function countShifts(filters) {
  const res = await fetch(
    `http://${HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runAggregationQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: {
            from: [{ collectionId: 'shifts' }],
            where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
          },
          aggregations: [{ alias: 'n', count: {} }],
        },
      }),
    },
  );
  const [{ result }] = await res.json();
  return Number(result.aggregateFields.n.integerValue);
}

/** A REST field filter for countShifts. */
export const fieldFilter = (field, op, value) => ({ fieldFilter: { field: { fieldPath: field }, op, value } });

// Not 'networkidle': live Firestore listeners keep the network busy on most screens.
export async function settle(page) {
  await page.waitForLoadState('load');
  const noSpinner = () =>
    page.waitForFunction(() => !document.querySelector('[role="status"] .spinner-border'), null, { timeout: 30_000 });
  await noSpinner();
  await page.waitForTimeout(1000);
  await noSpinner();
}

/** A CPU profile's self time per script and per function, the largest first. */
export function selfTimes(profile, n = 30, urls = n) {
  const self = new Map();
  const byUrl = new Map();
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const node of profile.nodes) {
    const t = (dt.get(node.id) ?? 0) / 1000;
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + t);
    const u = f.url.split('/').pop() || f.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + t);
  }
  const top = (m, count) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  return { byUrl: top(byUrl, urls), functions: top(self, n) };
}
