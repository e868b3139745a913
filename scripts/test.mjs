// npm test: every check of the project, in order of cost: types, lint, formatting, unused code, unit tests,
// then (with the emulators up) the rules and data tests, the production build and the browser tests.
// It ends with one line counting the tests that passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_PORT, FIRESTORE_PORT, HOST, ROOT, withEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';

const out = mkdtempSync(join(tmpdir(), 'shiftcover-test-'));
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      console.log(
        `--- ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
      );
      if (code !== 0) failures.push(label);
      done(code === 0);
    });
  });
}

/** Like run, but the output is held and printed whole when the step ends: steps run side by side stay legible. */
function runBuffered(label, cmd, args, env = {}) {
  const t0 = Date.now();
  return new Promise((done) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('exit', (code) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(
        `--- ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
      );
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

// The slow parts run side by side, each on an emulator stack of its own (ports of their own), each in a child
// process of this script (the ports are read when scripts/emulators.mjs loads): the rules and data tests, and the
// browser suite in two shards, each shard with its own production build and preview server. One browser run
// leaves about a core idle on this 2-core machine, and CI must stay under 30 minutes (issue 19).
//   node scripts/test.mjs --part emulator REPORT.json
//   node scripts/test.mjs --part browser REPORT.json SHARD DIST_DIR      (SHARD as playwright's --shard: 1/2)
const partArg = process.argv.indexOf('--part');
if (partArg > 0) {
  const [kind, report, shard, dist] = process.argv.slice(partArg + 1);
  try {
    await withEmulators(async (env) => {
      if (kind === 'emulator') {
        const ok = await run(
          'rules and data tests (emulators)',
          bin('vitest'),
          ['run', '--project', 'emulator', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
          env,
        );
        if (ok)
          await run(
            'rules coverage (every expression evaluated)',
            process.execPath,
            [join(ROOT, 'scripts/rules-coverage.mjs')],
            env,
          );
        return;
      }
      await seed({ firestoreHost: HOST, firestorePort: FIRESTORE_PORT, authHost: HOST, authPort: AUTH_PORT });
      await run(`browser tests (Chromium), shard ${shard}`, bin('playwright'), ['test', `--shard=${shard}`], {
        ...env,
        E2E_DIST: dist,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
    });
  } catch (err) {
    console.error(`Emulators: ${err.message}`);
    failures.push('emulators');
  }
  process.exit(failures.length ? 1 : 0);
}

/** Ports of the n-th stack: the machine's (8080, 9099, 4173 unless set) moved by 100 per stack. */
function stackPorts(n) {
  return {
    SHIFTCOVER_FIRESTORE_PORT: String(FIRESTORE_PORT + 100 * n),
    SHIFTCOVER_AUTH_PORT: String(AUTH_PORT + 100 * n),
    E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + n),
  };
}

// The static checks are single-threaded: two at a time keep both cores busy (CI must stay under 30 minutes).
await inParallel([
  () => runBuffered('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
  () => runBuffered('lint (layers, cycles, 120 columns)', bin('eslint'), ['.', '--max-warnings=0']),
  () => runBuffered('formatting (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  () => runBuffered('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']),
]);
await run('unit tests', bin('vitest'), ['run', '--project', 'unit', ...vitestJson('unit')]);
countVitest(join(out, 'unit.json'));

if (!onlyFast) {
  const emulatorJson = join(out, 'emulator.json');
  const partArgs = (...args) => [join(ROOT, 'scripts/test.mjs'), '--part', ...args];
  const SHARDS = 2;
  const shards = Array.from({ length: SHARDS }, (_, i) => {
    const ports = stackPorts(i === 0 ? 0 : i + 1); // stack 1 is the rules and data tests'
    return {
      shard: `${i + 1}/${SHARDS}`,
      ports,
      dist: join(out, `dist-${i + 1}`),
      json: join(out, `pw-${i + 1}.json`),
    };
  });
  const parts = [
    runBuffered(
      'rules and data tests, rules coverage (emulators of their own)',
      process.execPath,
      partArgs('emulator', emulatorJson),
      stackPorts(1),
    ),
  ];
  for (const { shard, ports, dist, json } of shards) {
    // the app finds its emulators by the ports built into it
    const appEnv = {
      VITE_AUTH_EMULATOR_PORT: ports.SHIFTCOVER_AUTH_PORT,
      VITE_FIRESTORE_EMULATOR_PORT: ports.SHIFTCOVER_FIRESTORE_PORT,
    };
    const built = await run(
      `production build for shard ${shard}`,
      bin('vite'),
      ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
      appEnv,
    );
    if (!built) continue;
    // the first shard prints as it goes; the others when they end
    const go = shard.startsWith('1/') ? run : runBuffered;
    parts.push(
      go(
        `browser tests, shard ${shard} (emulators of their own)`,
        process.execPath,
        partArgs('browser', json, shard, dist),
        ports,
      ),
    );
  }
  await Promise.all(parts);
  countVitest(emulatorJson);
  for (const { json } of shards) countPlaywright(json);
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
if (tally.skipped) console.log(`${tally.skipped} tests skipped`);
console.log(`Tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(failures.length || tally.failed ? 1 : 0);
