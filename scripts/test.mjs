// npm test: every check of the project, in order of cost: types, lint, formatting, unused code, unit tests,
// then (with the emulators up) the rules and data tests, the build for the emulators, the browser tests and the CSP
// test (that build served with firebase.json's headers).
// It ends with one line counting the tests that passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_PORT, FIRESTORE_PORT, HOST, ROOT, withEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';

const out = mkdtempSync(join(tmpdir(), 'shiftcover-test-'));
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, ...]. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) used so far by this run: this process, every live descendant (the emulators, a browser)
 * and all they reaped. A reaped process counts once, in its parent's cutime; a live one is in no one's yet. On Linux
 * only (null elsewhere), as is the machine's busy time of /proc/stat, which shows what other work took.
 */
function cpuNow() {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = procStat(name);
    if (f) parents.set(Number(name), f);
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, f] of parents) {
      if (!mine.has(pid) && mine.has(Number(f[1]))) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  // utime, stime, cutime, cstime are fields 14-17 of stat, 11-14 after the name
  for (const pid of mine) ticks += (parents.get(pid) ?? []).slice(11, 15).reduce((a, b) => a + Number(b), 0);
  const all = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // busy: all but idle and iowait
  const busy = all.reduce((a, b) => a + b, 0) - all[3] - all[4];
  return { ours: ticks / 100, machine: busy / 100 };
}

/** Starts a clock for a step; its result says the wall time and, on Linux, the CPU this run and the machine used. */
function stopwatch() {
  const t0 = Date.now();
  const cpu0 = cpuNow();
  return () => {
    const wall = `${((Date.now() - t0) / 1000).toFixed(1)}s`;
    const cpu = cpuNow();
    if (!cpu0 || !cpu) return wall;
    const ours = cpu.ours - cpu0.ours;
    const others = Math.max(0, cpu.machine - cpu0.machine - ours);
    return `${wall} (CPU: ours ${ours.toFixed(0)}s, the machine's other work ${others.toFixed(0)}s)`;
  };
}

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const took = stopwatch();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      console.log(`--- ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${took()}`);
      if (code !== 0) failures.push(label);
      done(code === 0);
    });
  });
}

/** Like run, but the output is held and printed whole when the step ends: steps run side by side stay legible. */
function runBuffered(label, cmd, args, env = {}) {
  const took = stopwatch();
  return new Promise((done) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('exit', (code) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`--- ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${took()}`);
      if (code !== 0) failures.push(label);
      done(code === 0);
    });
  });
}

/** Runs the steps two at a time, in order. */
async function inParallel(steps, width = 2) {
  const queue = [...steps];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length) await queue.shift()();
    }),
  );
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += r.numPassedTests ?? 0;
  tally.failed += r.numFailedTests ?? 0;
  tally.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  tally.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  tally.failed += s.unexpected ?? 0;
  tally.skipped += s.skipped ?? 0;
}

const onlyFast = process.argv.includes('--fast');
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${join(out, `${name}.json`)}`];

const total = stopwatch();
// The static checks are single-threaded: two at a time keep both cores busy (CI must stay under 30 minutes).
const staticChecks = stopwatch();
await inParallel([
  () => runBuffered('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
  () => runBuffered('lint (layers, cycles, 120 columns)', bin('eslint'), ['.', '--max-warnings=0']),
  () => runBuffered('formatting (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  () => runBuffered('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']),
]);
console.log(`--- static checks together: ${staticChecks()}`);
await run('unit tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-dom', ...vitestJson('unit')]);
countVitest(join(out, 'unit.json'));

if (!onlyFast) {
  const appEnv = { VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT), VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT) };
  const buildArgs = ['build', '--mode', 'emulators', '--logLevel', 'warn'];
  const built = await run('build for the emulators (--mode emulators)', bin('vite'), buildArgs, appEnv);
  try {
    const emulatorStart = stopwatch();
    await withEmulators(async (env) => {
      console.log(`\n--- emulators up in ${emulatorStart()}`);
      await run(
        'rules and data tests (emulators)',
        bin('vitest'),
        ['run', '--project', 'emulator', ...vitestJson('emulator')],
        env,
      );
      countVitest(join(out, 'emulator.json'));
      await run(
        'rules coverage (every expression evaluated)',
        process.execPath,
        [join(ROOT, 'scripts/rules-coverage.mjs')],
        env,
      );
      if (!built) return;
      await seed({ firestoreHost: HOST, firestorePort: FIRESTORE_PORT, authHost: HOST, authPort: AUTH_PORT });
      const pwJson = join(out, 'playwright.json');
      await run('browser tests (Chromium)', bin('playwright'), ['test'], {
        ...env,
        ...appEnv,
        PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      });
      countPlaywright(pwJson);
      // the same build served with firebase.json's headers by the Hosting emulator (SHIFTCOVER_HOSTING_PORT, 5000)
      const cspJson = join(out, 'csp.json');
      await run(
        'security headers and CSP (Hosting emulator)',
        bin('playwright'),
        ['test', '-c', 'tests/csp/playwright.config.ts'],
        { ...env, ...appEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: cspJson },
      );
      countPlaywright(cspJson);
      // the smoke part again on the dev server of `npm start`, its dependency cache empty as on a first start
      const devJson = join(out, 'playwright-dev.json');
      const devConfig = 'tests/dev-server/playwright.config.ts';
      await run('browser smoke tests on the dev server (npm start)', bin('playwright'), ['test', '-c', devConfig], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: devJson,
        SHIFTCOVER_VITE_CACHE_DIR: join(out, 'vite-cache'),
      });
      countPlaywright(devJson);
    });
  } catch (err) {
    console.error(`Emulators: ${err.message}`);
    failures.push('emulators');
  }
}

console.log(`\nnpm test took ${total()}`);
console.log(`${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
if (tally.skipped) console.log(`${tally.skipped} tests skipped`);
console.log(`Tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failures.length || tally.failed ? 1 : 0);
