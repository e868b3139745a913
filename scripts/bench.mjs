// npm run bench: builds the portal, serves the build on the emulators with the demo data plus a large-data seed, and
// writes bench/report.md and bench/report.json. Each measure is a module of scripts/bench/:
//   routes.mjs      gzip JS per route (first load) against the budgets, documents read per screen
//   lighthouse.mjs  Lighthouse performance of the login page and the dashboard (mobile simulated, median of 3)
//   calendar.mjs    the month navigation with 5,000 shifts in the month versus 50, the week view busy versus quiet
//   inp.mjs         Interaction to Next Paint; insights.mjs /insights over 12 weeks and a busy worker's page
//   posting.mjs     Post several (500 shifts); profile.mjs CPU profiles (BENCH_ONLY=profile, =dashboard-profile)
//   staffing.mjs    /staffing at the huge facility: a busy week's coverage, the post of an empty week's gaps
//   compliance.mjs  /compliance at the huge facility (both on emulators of their own, after the full run)
//   company.mjs     a company of 60 facilities: every screen with All facilities and with one (its own emulators)
//   scale-seed.mjs, huge-facility.mjs  the bench's data beside the demo; report.mjs the report
// BENCH_PORT (default 4273) serves the build; the emulators take SHIFTCOVER_FIRESTORE_PORT / SHIFTCOVER_AUTH_PORT.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_DIST } from './build-env.mjs';
import { AUTH_PORT, FIRESTORE_PORT, HOST, ROOT, withEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';
import { calendarNavigation, calendarNavigationOnce, weekView } from './bench/calendar.mjs';
import { COMPANY_EMAIL, COMPANY_ROUTES, companyScreens, seedCompany } from './bench/company.mjs';
import { compliancePage } from './bench/compliance.mjs';
import { BASE, failed, launchChromium, median, PREVIEW_PORT, sh } from './bench/common.mjs';
import { BUSY_WORKER } from './bench/huge-facility.mjs';
import { interactions } from './bench/inp.mjs';
import { insightsTwelveWeeks, workerPage } from './bench/insights.mjs';
import { lighthouseOf } from './bench/lighthouse.mjs';
import { postFiveHundred } from './bench/posting.mjs';
import { calendarProfile, dashboardProfile } from './bench/profile.mjs';
import { recordDashboardLighthouse, writeReport } from './bench/report.mjs';
import { BUNDLE_STATS, FACILITY, HUGE, measureRoutes, treemapOf } from './bench/routes.mjs';
import { seedScale } from './bench/scale-seed.mjs';
import { staffingOfHugeFacility } from './bench/staffing.mjs';

const SMALL = 'bench-small@shiftcover.test';
const LOGIN = '/authentication/basic/login';

/** `measure(browser)` in a Chromium of its own. */
async function inChromium(measure) {
  const browser = await launchChromium();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}

const appEnv = { VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT), VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT) };
// BENCH_RENDER=<report.json of a run>: no measuring, report.md written again from that run, beside the figures of
// bench/report.json (to set the previous figures to those of another run, e.g. the last one that landed)
const rendered = process.env.BENCH_RENDER ? JSON.parse(readFileSync(process.env.BENCH_RENDER, 'utf8')) : null;
if (!rendered) {
  await sh(
    join(ROOT, 'node_modules/.bin/vite'),
    [
      'build',
      '--mode',
      'emulators',
      '--logLevel',
      'warn',
      ...(process.env.BENCH_NO_MINIFY ? ['--minify', 'false'] : []),
    ],
    { ...appEnv, BUNDLE_STATS },
  );
}

// the full run's emulator holds about 30,000 shifts before the post of 500, which timed out on the tests' 1 GiB heap
process.env.SHIFTCOVER_FIRESTORE_HEAP ??= '4g';

/**
 * `run(seeded, emu)` on freshly started emulators holding the demo and the bench's seed (`seedBench`: the large-data
 * seed unless told another; `seeded`, what it returns), the build served by preview.
 */
async function onSeededEmulators(run, seedBench = seedScale) {
  return withEmulators(async (_env, emu) => {
    await seed({ firestoreHost: HOST, firestorePort: FIRESTORE_PORT, authHost: HOST, authPort: AUTH_PORT });
    // the bench's shifts are seeded as data that was there before the function: with the triggers off, and then their
    // coverage weeks written by the deployed backfill, as an operator does (docs/deploy.md), so /staffing is measured
    // on weeks that hold them all
    await emu.setFunctionTriggers(false);
    const scaleDocs = await seedBench();
    const copying = Date.now();
    await emu.backfill();
    console.log(`coverage weeks backfilled ${((Date.now() - copying) / 1000).toFixed(1)} s after the seed`);
    await emu.setFunctionTriggers(true);
    const preview = spawn(
      join(ROOT, 'node_modules/.bin/vite'),
      ['preview', '--host', HOST, '--port', String(PREVIEW_PORT), '--strictPort', '--outDir', EMULATOR_DIST],
      { cwd: ROOT, stdio: 'ignore', detached: true },
    );
    try {
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(BASE)).ok) break;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      return await run(scaleDocs, emu);
    } finally {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        preview.kill();
      }
    }
  });
}

/** Next month of the quiet facility, `runs` times (after Post several put 500 shifts into it). */
async function monthWithThem(browser, runs, onFailure) {
  const month = [];
  for (let r = 0; r < runs; r++) month.push(await calendarNavigationOnce(browser, SMALL).catch(onFailure));
  const measured = month.filter((ms) => ms != null);
  return { runs: month, medianMs: measured.length ? median(measured) : null };
}

/**
 * Post several: 500 shifts into next month of the quiet facility, then that month again with them. On emulators of
 * its own: after the full run's quarter of an hour of reads (the huge facility's screens among them), the emulator
 * took over 120 s for the post, in a fresh browser too (this stop), and 11.9 s when started anew with the same seed.
 */
async function postingOnFreshEmulators() {
  return onSeededEmulators(() =>
    inChromium(async (browser) => {
      const posting = await postFiveHundred(browser, SMALL).catch(failed);
      posting.monthWithThem = await monthWithThem(browser, 3, () => null);
      return posting;
    }),
  );
}

/**
 * /staffing (whose post writes a week's gaps) and then /compliance at the huge facility, on emulators of their own. The
 * emulator keeps the listeners of every page the run closed (nothing tells it their streams ended) and runs each again
 * on every write to their collection: 100 writes to the shifts took 80 ms on fresh emulators and 31 s after four
 * closed pages of the huge facility, so after the full run's hundred pages the post of 273 gaps did not end in 180 s
 * and /compliance, reading behind the functions' writes that followed it, not in 60 s.
 */
function staffingAndCompliance(browser, emu) {
  return (async () => {
    const staffing = await staffingOfHugeFacility(browser, HUGE).catch(failed);
    // the coverage weeks of the posted gaps are written by the functions: /compliance reads after them
    await emu.functionsSettled();
    const compliance = await compliancePage(browser, HUGE).catch((error) => ({ signedInAs: HUGE, ...failed(error) }));
    return { staffing, compliance };
  })();
}

/** BENCH_ONLY=<part>: that part alone, printed, no report written (for quick checks); but =posting, see below. */
const ONLY = {
  lighthouse: () => lighthouseOf(LOGIN),
  'lighthouse-dashboard': () => lighthouseOf('/', { signedInAs: FACILITY }),
  profile: calendarProfile,
  'dashboard-profile': dashboardProfile,
  insights: () =>
    inChromium(async (browser) => ({
      routes: await measureRoutes(browser, (route, email) =>
        route === '/insights' ? email !== null : route === '/' && email === HUGE,
      ),
      twelveWeeks: [await insightsTwelveWeeks(browser, FACILITY), await insightsTwelveWeeks(browser, HUGE)],
    })),
  // BENCH_ROUTES=/,/shifts: those routes alone; each file's gzip size printed
  routes: () =>
    inChromium(async (browser) => {
      const only = process.env.BENCH_ROUTES?.split(',');
      const out = await measureRoutes(browser, (route) => !only || only.includes(route));
      for (const r of out) {
        console.log(
          `${r.route} ${r.signedInAs}  ${(r.jsGzip / 1024).toFixed(1)} KiB  ${r.files} files  ${r.docsRead} read`,
        );
        for (const [f, n] of [...r.sizes].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / 1024).toFixed(1)}  ${f}`);
      }
      return out.map(({ route, signedInAs, jsGzip, files, docsRead }) => ({
        route,
        signedInAs,
        kib: +(jsGzip / 1024).toFixed(1),
        files,
        docsRead,
      }));
    }),
  posting: () =>
    inChromium(async (browser) => ({
      posting: await postFiveHundred(browser, SMALL),
      monthWithThem: await monthWithThem(browser, 3, (error) => Promise.reject(error)),
    })),
  compliance: () =>
    inChromium(async (browser) => ({
      routes: await measureRoutes(browser, (route, email) => route === '/compliance' && email !== null),
      compliance: await compliancePage(browser, HUGE),
    })),
  workers: () =>
    inChromium(async (browser) => ({
      routes: await measureRoutes(browser, (route, email) => route === '/workers' && email === FACILITY),
      workerPage: await workerPage(browser, HUGE, BUSY_WORKER),
    })),
  // the timings in one seed (week view, INP, the dashboard's Lighthouse, month switch)
  interaction: () =>
    inChromium(async (browser) => {
      const week = await weekView(browser).catch(failed);
      console.log(JSON.stringify({ week }));
      const inp = await interactions(browser).catch(failed);
      console.log(JSON.stringify({ inp }));
      const lighthouseDashboard = await lighthouseOf('/', { signedInAs: FACILITY }).catch(failed);
      console.log(JSON.stringify({ lighthouseDashboard }));
      const calendar = await calendarNavigation(browser).catch(failed);
      return { week, inp, lighthouseDashboard, calendar };
    }),
  staffing: () => inChromium((browser) => staffingOfHugeFacility(browser, HUGE)),
  'staffing-compliance': (emu) => inChromium((browser) => staffingAndCompliance(browser, emu)),
  // on emulators holding the demo and the company (not the large-data seed); BENCH_ROUTES=/,/shifts for some screens
  company: () =>
    inChromium((browser) => companyScreens(browser, process.env.BENCH_ROUTES?.split(',') ?? COMPANY_ROUTES)),
  // /insights' 12 weeks of the company's 60 facilities (All facilities), on the company's emulators
  'company-insights': () => inChromium((browser) => insightsTwelveWeeks(browser, COMPANY_EMAIL)),
  inp: () => inChromium(interactions),
  week: () => inChromium(weekView),
  calendar: () => inChromium(calendarNavigation),
};

/** Every measure, for the report. */
async function fullRun(scaleDocs) {
  // The timings first, while the machine has done nothing else: measured last, after every screen of the huge
  // facility, the dashboard's Lighthouse scored 71 (TBT 1.6 s); alone, on that code, 99, 100 and 99
  // (TBT 80-100 ms). On 2 cores the emulator's JVM, working through what came before, takes time from Chrome
  const lighthouse = await lighthouseOf(LOGIN);
  const lighthouseDashboard = await lighthouseOf('/', { signedInAs: FACILITY }).catch(failed);
  const { week, inp, calendar } = await inChromium(async (browser) => ({
    week: await weekView(browser).catch(failed),
    inp: await interactions(browser).catch(failed),
    calendar: await calendarNavigation(browser),
  }));
  return inChromium(async (browser) => {
    const routes = await measureRoutes(browser);
    await treemapOf(routes);
    // a failed measure is reported as such, and the bench goes on to the others
    const insights = [];
    for (const email of [FACILITY, HUGE]) {
      insights.push(
        await insightsTwelveWeeks(browser, email).catch((error) => ({ signedInAs: email, ...failed(error) })),
      );
    }
    const worker = await workerPage(browser, HUGE, BUSY_WORKER);
    return {
      date: new Date().toISOString(),
      scaleDocs,
      routes,
      insights,
      worker,
      calendar,
      lighthouse,
      week,
      inp,
      lighthouseDashboard,
    };
  });
}

const only = process.env.BENCH_ONLY;
if (only && !ONLY[only]) throw new Error(`BENCH_ONLY=${only}: not one of ${Object.keys(ONLY).join(', ')}`);
// the parts measured on data of their own: the company's screens
const OWN_SEED = { company: seedCompany, 'company-insights': seedCompany };
const report =
  rendered ??
  (await onSeededEmulators(
    (scaleDocs, emu) => (only ? ONLY[only](emu).then((o) => ({ only: o })) : fullRun(scaleDocs)),
    OWN_SEED[only] ?? seedScale,
  ));

if (report.only) {
  console.log(JSON.stringify(report.only, null, 2));
  // BENCH_RECORD=1 with BENCH_ONLY=lighthouse-dashboard: that figure replaces the report's, beside the one it replaces;
  // the rest of the report stays as the last full run left it (the dashboard's section says when it was measured)
  if (only === 'lighthouse-dashboard' && process.env.BENCH_RECORD)
    recordDashboardLighthouse({ ...report.only, date: new Date().toISOString() });
  // BENCH_ONLY_OUT=<file>: the part's figures kept too (to merge into a run's report.json and render it again)
  if (process.env.BENCH_ONLY_OUT) writeFileSync(process.env.BENCH_ONLY_OUT, JSON.stringify(report.only, null, 2));
  // the post alone goes into the report in place of the last one, beside it; the other figures stay as they were
  if (only === 'posting') {
    const last = JSON.parse(readFileSync(join(ROOT, 'bench/report.json'), 'utf8'));
    const { posting, monthWithThem } = report.only;
    writeReport(
      { ...last, posting: { ...posting, monthWithThem, date: new Date().toISOString() } },
      { onlyPosting: true },
    );
  }
  process.exit(0);
}
// after the month switch above, which reads the quiet facility's next month with its 50
if (!rendered) {
  report.posting = await postingOnFreshEmulators();
  Object.assign(report, await onSeededEmulators((_docs, emu) => inChromium((b) => staffingAndCompliance(b, emu))));
  await onSeededEmulators(
    () =>
      inChromium(async (browser) => {
        report.company = await companyScreens(browser);
        report.insights.push(
          await insightsTwelveWeeks(browser, COMPANY_EMAIL).catch((error) => ({
            signedInAs: COMPANY_EMAIL,
            ...failed(error),
          })),
        );
      }),
    seedCompany,
  );
}
writeReport(report);
