// npm run test:clocks: the unit tests, the emulator-backed rules and data tests and the browser tests, run with
// "now" moved to the moments where dates go wrong (a week turning over in Chicago, both daylight-saving changes,
// New Year's Eve, a leap day) and with TZ set to a zone far from the demo's America/Chicago. It takes long (each
// moment runs every file); CI does not run it. `npm test` stays on the machine's own clock.
//
//   npm run test:clocks                              every moment, every part
//   npm run test:clocks -- --moments=0,3 --only=emulator,browser tests/e2e/timesheet calendarApi
//     --moments  indexes (or parts of the names) of MOMENTS below
//     --at=<instant> [--tz=<zone>]  one moment of your own instead (TZ Asia/Kolkata unless given), e.g.
//                `--at=2026-11-29T10:00:00-06:00 --only=browser tests/e2e/calendar` (tomorrow is a month's last day)
//     --only     unit, emulator, browser
//     other arguments keep the test files whose path contains one of them
//     --no-build skips the build of the browser tests (the one in dist-emulators/ is used)
//     --per-moment starts the emulators once per part and moment rather than once per file (see below)
//   A run beside another stack (npm start, say) takes ports and a build of its own; not a second clock run on
//   2 cores, though: one browser run already keeps both busy
//     SHIFTCOVER_FIRESTORE_PORT=8280 SHIFTCOVER_AUTH_PORT=9299 E2E_PORT=4175 E2E_DIST=/tmp/dist-b \
//       npm run test:clocks -- --moments=1 --per-moment
//
// How the clock is moved: scripts/clock-shift.c, compiled here with the machine's C compiler (cc, gcc: Debian's
// build-essential) and preloaded into every process (the Java Firestore emulator, the Auth emulator, the seed,
// vitest, Playwright and its preview server) with one offset, so all of them agree on the moved now, the
// emulators' request.time included. It moves the wall clock only; timers and timeouts keep real durations.
// (libfaketime did this before and made the JVM about nine times slower: a moment took 35-45 minutes and tests
// had to be given several times their time limits. See the comment in clock-shift.c.)
// Chromium is started through a wrapper without the preload, and tests/e2e/clock.ts moves each browser
// context's Date by the same offset (that is what a test can read back: SHIFTCOVER_CLOCK_OFFSET_MS).
// The emulators start again for each test file with the offset computed then, so every file starts at the
// moment itself (a file takes a minute or two; the clock flows naturally while it runs).
// --per-moment starts them once per part instead: faster, but later files run minutes past the moment.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_DIST } from './build-env.mjs';
import { chromePath } from './chrome.mjs';
import { AUTH_PORT, FIRESTORE_PORT, ROOT } from './emulators.mjs';

/** Each moment is an instant (its Chicago wall time in the name) and the TZ every process runs in. */
export const MOMENTS = [
  {
    name: 'Saturday 23:52 in Chicago, just before the week turns',
    at: '2026-11-21T23:52:00-06:00',
    tz: 'Asia/Kolkata',
  },
  {
    name: 'Sunday 00:08 in Chicago, just after the week turned (no timesheet entry can exist yet)',
    at: '2026-11-22T00:08:00-06:00',
    tz: 'Pacific/Auckland',
  },
  { name: 'Sunday 23:52 in Chicago, just before Monday', at: '2026-11-22T23:52:00-06:00', tz: 'Asia/Kolkata' },
  { name: 'spring forward, Sunday 2026-03-08 03:30 CDT', at: '2026-03-08T03:30:00-05:00', tz: 'Pacific/Auckland' },
  {
    name: 'fall back, Sunday 2026-11-01 01:30 CST (the second 01:30)',
    at: '2026-11-01T01:30:00-06:00',
    tz: 'Asia/Kolkata',
  },
  { name: "New Year's Eve 2026, 23:50 in Chicago", at: '2026-12-31T23:50:00-06:00', tz: 'Pacific/Auckland' },
  { name: 'leap day, Tuesday 2028-02-29 10:00 in Chicago', at: '2028-02-29T10:00:00-06:00', tz: 'Asia/Kolkata' },
  {
    name: "Friday 23:20 in Chicago, the day's shifts seeded hours ahead start tomorrow",
    at: '2026-11-27T23:20:00-06:00',
    tz: 'Asia/Kolkata',
  },
];

const bin = (name) => join(ROOT, 'node_modules/.bin', name);

function run(cmd, args, env, { quiet = false } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit', env });
    child.on('exit', (code) => done(code ?? 1));
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      done(127);
    });
  });
}

function listFiles(dir, test) {
  const out = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, test));
    else if (test(entry.name)) out.push(path);
  }
  return out.sort();
}

function parseArgs(argv) {
  const opts = { moments: null, only: ['unit', 'emulator', 'browser'], filters: [], build: true, inner: false };
  for (const a of argv) {
    if (a.startsWith('--moments=')) opts.moments = a.slice(10).split(',');
    else if (a.startsWith('--only=')) opts.only = a.slice(7).split(',');
    else if (a.startsWith('--at=')) opts.at = a.slice(5);
    else if (a.startsWith('--tz=')) opts.tz = a.slice(5);
    else if (a === '--no-build') opts.build = false;
    else if (a === '--inner') opts.inner = true;
    else if (a === '--per-moment') opts.perMoment = true;
    else opts.filters.push(a);
  }
  return opts;
}

function chosenMoments({ moments: keys, at, tz = 'Asia/Kolkata' }) {
  if (at) {
    if (Number.isNaN(Date.parse(at))) throw new Error(`--at=${at} is not an instant (2026-11-29T10:00:00-06:00)`);
    return [{ name: `--at=${at}`, at, tz }];
  }
  if (!keys) return MOMENTS;
  return keys.map((k) => {
    const m = /^\d+$/.test(k) ? MOMENTS[Number(k)] : MOMENTS.find((x) => x.name.includes(k));
    if (!m) throw new Error(`no moment ${k}`);
    return m;
  });
}

const keep = (filters) => (file) => !filters.length || filters.some((f) => file.includes(f));

// ---------------------------------------------------------------------------------------------
// inner: runs with the clock moved; starts the emulators and runs the given files of one part

async function inner(opts) {
  const { withEmulators } = await import('./emulators.mjs');
  const [part, ...files] = opts.filters;
  const env = { ...process.env };
  console.log(`\n--- ${part}: ${files.join(' ')} at ${new Date().toISOString()} (TZ ${process.env.TZ})`);
  if (part === 'unit')
    process.exit(
      await run(
        bin('vitest'),
        ['run', '--project', 'unit', '--project', 'unit-dom', '--project', 'unit-dom-mocks', ...files],
        env,
      ),
    );
  const code = await withEmulators((emuEnv) =>
    part === 'emulator'
      ? run(bin('vitest'), ['run', '--project', 'emulator', ...files], { ...env, ...emuEnv })
      : run(bin('playwright'), ['test', ...files], { ...env, ...emuEnv }),
  );
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------
// outer: on the real clock; one inner run per file (per part with --per-moment), then the summary

function testFiles(opts) {
  const groups = [];
  const only = (part) => opts.only.includes(part);
  if (only('unit')) {
    const files = listFiles('src', (n) => /\.test\.tsx?$/.test(n) && !/\.emu\.test\./.test(n))
      .concat(listFiles('tests', (n) => n.endsWith('.test.ts')).filter((f) => !/^tests\/(rules|e2e)\//.test(f)))
      .filter(keep(opts.filters));
    // unit tests start no emulator and pin their own clocks where they need one: one run for all
    if (files.length) groups.push({ part: 'unit', files });
  }
  const perPart = (part, files) => {
    if (!files.length) return;
    if (opts.perMoment) groups.push({ part, files });
    else for (const f of files) groups.push({ part, files: [f] });
  };
  if (only('emulator'))
    perPart(
      'emulator',
      listFiles('tests/rules', (n) => n.endsWith('.test.ts'))
        .concat(listFiles('src', (n) => /\.emu\.test\.tsx?$/.test(n)))
        .filter(keep(opts.filters)),
    );
  if (only('browser'))
    perPart('browser', listFiles('tests/e2e', (n) => n.endsWith('.spec.ts')).filter(keep(opts.filters)));
  return groups;
}

async function outer(opts) {
  const moments = chosenMoments(opts);
  const groups = testFiles(opts);
  const dir = mkdtempSync(join(tmpdir(), 'shiftcover-clocks-'));
  const shim = join(dir, 'clock-shift.so');
  const cc = process.env.CC ?? 'cc';
  if (
    (await run(
      cc,
      ['-O2', '-shared', '-fPIC', '-o', shim, join(ROOT, 'scripts/clock-shift.c'), '-ldl'],
      process.env,
    )) !== 0
  ) {
    console.error(`test:clocks compiles scripts/clock-shift.c with ${cc}: apt-get install -y gcc, or set CC`);
    process.exit(2);
  }
  // Chromium without the preload (see above); CHROME_PATH is what playwright.config.ts launches
  const chromium = join(dir, 'chromium');
  writeFileSync(chromium, '#!/bin/sh\nunset LD_PRELOAD SHIFTCOVER_CLOCK_SHIFT_S\n' + `exec ${chromePath()} "$@"\n`);
  chmodSync(chromium, 0o755);

  if (opts.build && groups.some((g) => g.part === 'browser')) {
    console.log('=== production build for the browser tests');
    // E2E_DIST (read by playwright.config.ts too) lets two runs on other ports keep builds of their own
    const dist = process.env.E2E_DIST ?? EMULATOR_DIST;
    const code = await run(
      bin('vite'),
      ['build', '--mode', 'emulators', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
      {
        ...process.env,
        VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT),
        VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT),
      },
    );
    if (code !== 0) process.exit(code);
  }

  const summary = [];
  for (const m of moments) {
    console.log(`\n=== ${m.name}: ${m.at}, TZ=${m.tz}`);
    const results = [];
    for (const g of groups) {
      // computed at each start, so every run begins at the moment itself
      const offsetS = Math.round((Date.parse(m.at) - Date.now()) / 1000);
      const code = await run(process.execPath, [join(ROOT, 'scripts/test-clocks.mjs'), '--inner', g.part, ...g.files], {
        ...process.env,
        TZ: m.tz,
        LD_PRELOAD: shim,
        SHIFTCOVER_CLOCK_SHIFT_S: String(offsetS),
        // what tests/e2e/clock.ts moves the browser's Date by
        SHIFTCOVER_CLOCK_OFFSET_MS: String(offsetS * 1000),
        CHROME_PATH: chromium,
      });
      results.push({ ...g, ok: code === 0 });
    }
    summary.push({ moment: m, results });
  }
  rmSync(dir, { recursive: true, force: true });

  console.log('\n=== test:clocks summary');
  let failed = 0;
  for (const { moment, results } of summary) {
    const bad = results.filter((r) => !r.ok);
    failed += bad.length;
    console.log(
      `${bad.length ? 'FAIL' : 'ok  '} ${moment.name} (TZ=${moment.tz}): ` +
        `${results.length - bad.length}/${results.length} runs passed`,
    );
    for (const r of bad) console.log(`       failed (${r.part}): ${r.files.join(' ')}`);
  }
  process.exit(failed ? 1 : 0);
}

const opts = parseArgs(process.argv.slice(2));
await (opts.inner ? inner(opts) : outer(opts));
