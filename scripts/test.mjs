// npm test: every check of the project, in order of cost: types, lint, formatting, unused code, the Cloud Functions'
// bundle and the builds for the emulators (in dist-emulators, never dist), unit tests, then (with the emulators up) the
// rules and data tests with the CSP test (a build served with the headers a deploy makes for it) and the dev-server
// smoke beside them, then the browser tests.
// It ends with one line counting the tests that passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserStack } from './browser-stacks.mjs';
import { HOST, ROOT, startEmulators } from './emulators.mjs';
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
// The browser suite's workers, each on a stack of its own (scripts/browser-stacks.mjs). One worker used a third of a
// core on average (265 s of CPU, its emulators and preview included, in a 13-minute run): it waits on the page and the
// emulators most of the time. Two by default: three, at a load of 17-20 from other work, had five tests time out.
const workers = onlyFast ? 0 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const stacks = Array.from({ length: workers }, (_, i) => browserStack(i));

/** Starts every stack's emulators at once; resolves to their handles, or to the error after stopping what started. */
async function startStacks() {
  const t = stopwatch();
  const started = await Promise.allSettled(
    stacks.map(({ firestorePort, authPort }) =>
      // beside the static checks: nothing waits for them before those end; Auth took over 60 s there at a load of 20
      startEmulators({
        firestorePort,
        authPort,
        // on for the browser tests only: the rules and data tests do not read what the functions write (the staffing
        // data tests turn them on for themselves), and they cost the emulator a call for every write to a shift
        functionTriggers: false,
        timeoutMs: Math.max(Number(process.env.SHIFTCOVER_EMULATOR_TIMEOUT_MS ?? 0), 600_000),
      }),
    ),
  );
  const failed = started.find((r) => r.status === 'rejected');
  const up = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  if (failed) {
    await Promise.all(up.map((emu) => emu.stop()));
    return { error: failed.reason };
  }
  console.log(`\n--- emulators (${stacks.length} pairs) up in ${t()}`);
  return { emulators: up };
}

// The emulators start while the static checks run, and the builds (one per stack: the ports are built in) join the
// checks' queue: the checks are single-threaded, two at a time keep both cores busy.
const emulatorsStarting = stacks.length ? startStacks() : null;
const buildArgs = ['build', '--mode', 'emulators', '--logLevel', 'warn'];
const appEnv = ({ firestorePort, authPort }) => ({
  VITE_AUTH_EMULATOR_PORT: String(authPort),
  VITE_FIRESTORE_EMULATOR_PORT: String(firestorePort),
});
const builds = [];
const staticChecks = stopwatch();
await inParallel([
  () => runBuffered('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
  () => runBuffered('lint (layers, cycles, 120 columns)', bin('eslint'), ['.', '--max-warnings=0']),
  () => runBuffered('formatting (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  () => runBuffered('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']),
  () =>
    runBuffered('build of the Cloud Functions (functions/lib)', process.execPath, [
      join(ROOT, 'scripts/build-functions.mjs'),
    ]),
  ...stacks.map((stack, i) => async () => {
    const label = `build for the emulators (--mode emulators) of browser worker ${i + 1}`;
    builds[i] = await runBuffered(
      label,
      bin('vite'),
      [...buildArgs, '--outDir', stack.dist, '--emptyOutDir'],
      appEnv(stack),
    );
  }),
]);
console.log(`--- static checks and builds together: ${staticChecks()}`);

/** The unit tests; `beside` another step they print once they end, so that the two outputs do not interleave. */
const unitTests = async (beside = false) => {
  await (beside ? runBuffered : run)('unit tests', bin('vitest'), [
    'run',
    '--project',
    'unit',
    '--project',
    'unit-dom',
    '--project',
    'unit-dom-mocks',
    ...vitestJson('unit'),
  ]);
  countVitest(join(out, 'unit.json'));
};

if (onlyFast) {
  await unitTests();
} else {
  const { emulators, error } = await emulatorsStarting;
  if (error) {
    console.error(`Emulators: ${error.message}`);
    failures.push('emulators');
    await unitTests();
  } else {
    const stopAll = () => Promise.all(emulators.map((emu) => emu.stop()));
    // the emulators run in process groups of their own, which Ctrl-C at the terminal does not reach
    const onSignal = () => void stopAll().then(() => process.exit(130));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      await runOnEmulators(emulators);
    } catch (err) {
      console.error(`Emulators: ${err.message}`);
      failures.push('emulators');
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stopAll();
    }
  }
}

/** Everything after the static checks that needs the emulators; `emulators[i]` is stack i's. */
async function runOnEmulators(emulators) {
  const envs = emulators.map((emu) => emu.env);
  const [first] = envs;
  // The CSP test (the first build of a stack served with a deploy's headers by the Hosting emulator,
  // SHIFTCOVER_HOSTING_PORT, 5000) and the smoke part again on the dev server of `npm start` (its dependency cache
  // empty as on a first start), one after the other on the last stack (they change its demo data), beside the rules
  // and data tests: those left half a core idle for 200 s (292 s of CPU), which these two need about 120 s of. The
  // browser suite reseeds every stack after both.
  const last = stacks.length - 1;
  const lastPorts = {
    ...envs[last],
    SHIFTCOVER_FIRESTORE_PORT: String(stacks[last].firestorePort),
    SHIFTCOVER_AUTH_PORT: String(stacks[last].authPort),
    E2E_WORKERS: '1',
  };
  const cspJson = join(out, 'csp.json');
  const devJson = join(out, 'playwright-dev.json');
  const cspAndDevServer = async () => {
    if (!builds[last]) return;
    await runBuffered(
      'security headers and CSP (Hosting emulator)',
      bin('playwright'),
      ['test', '-c', 'tests/csp/playwright.config.ts'],
      {
        ...lastPorts,
        E2E_DIST: stacks[last].dist,
        PLAYWRIGHT_JSON_OUTPUT_NAME: cspJson,
      },
    );
    await runBuffered(
      'browser smoke tests on the dev server (npm start)',
      bin('playwright'),
      ['test', '-c', 'tests/dev-server/playwright.config.ts'],
      {
        ...lastPorts,
        PLAYWRIGHT_JSON_OUTPUT_NAME: devJson,
        SHIFTCOVER_VITE_CACHE_DIR: join(out, 'vite-cache'),
      },
    );
    countPlaywright(cspJson);
    countPlaywright(devJson);
  };
  // The unit tests follow the CSP and dev-server tests beside the rules and data tests, which use a core and a third
  // (their slowest test takes half a second of its 5; at a load of 17 from other runs two timed out beside the rules
  // tests, before the lint probe warmed up once and the dialog's lazy form was loaded before its test). With one
  // stack only, the rules tests' emulator is the CSP's: the unit tests run first, the CSP after the coverage. The
  // coverage counts what the rules tests evaluated, so it follows them before anything else uses their emulator.
  if (last === 0) await unitTests();
  const beside = last > 0 ? cspAndDevServer().then(() => unitTests(true)) : null;
  // The rules tests (tests/rules) each use a project of their own on the emulator (demo-rules-<file>), so they run two
  // files at a time; the data tests (src/**/*.emu.test) share the demo's project and reseed it, one file at a time,
  // beside them on the same emulator. One after the other they left a core idle once the steps beside had ended.
  // The coverage reads the rules tests' projects only: it follows them at once, beside the data tests' last files.
  const rulesCoverage = () =>
    run(
      'rules coverage (every expression evaluated)',
      process.execPath,
      [join(ROOT, 'scripts/rules-coverage.mjs')],
      first,
    );
  await Promise.all([
    run(
      'rules tests (emulator, two files at a time)',
      bin('vitest'),
      ['run', '--project', 'emulator', 'tests/rules', '--fileParallelism', '--maxWorkers=2', ...vitestJson('rules')],
      first,
    ).then(rulesCoverage),
    runBuffered(
      'data tests (emulator, one file at a time)',
      bin('vitest'),
      ['run', '--project', 'emulator', 'src', 'functions', ...vitestJson('emulator')],
      first,
    ),
  ]);
  countVitest(join(out, 'rules.json'));
  countVitest(join(out, 'emulator.json'));
  await (beside ?? cspAndDevServer());
  if (!builds.every(Boolean)) return;
  // the browser tests read the coverage weeks as a scheduler does, kept up to date by the Cloud Function
  await Promise.all(emulators.map((emu) => emu.setFunctionTriggers(true)));
  await Promise.all(
    stacks.map(({ firestorePort, authPort }) => seed({ firestoreHost: HOST, firestorePort, authHost: HOST, authPort })),
  );
  const pwJson = join(out, 'playwright.json');
  await run(`browser tests (Chromium, ${stacks.length} workers)`, bin('playwright'), ['test'], {
    ...first,
    E2E_WORKERS: String(stacks.length),
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  countPlaywright(pwJson);
}

console.log(`\nnpm test took ${total()}`);
console.log(`${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
if (tally.skipped) console.log(`${tally.skipped} tests skipped`);
console.log(`Tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failures.length || tally.failed ? 1 : 0);
