// Starts the local Firebase stack ShiftCover runs on: the Cloud Firestore emulator (a jar, run on the
// machine's Java) and the Auth emulator (firebase-tools). firebase-tools cannot start Firestore on
// machines without Java 21, so the jar is found and started here directly; with Java 21 and no jar, firebase-tools
// downloads its own first (scripts/launcher-plan.mjs decides which). Nothing starts before Java and a jar are known,
// and a failure to start stops whatever did start.
import { spawn as nodeSpawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreCommand, javaCandidates, onPath, planFirestore } from './launcher-plan.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const PROJECT_ID = 'demo-shiftcover';
export const HOST = '127.0.0.1';
export const FIRESTORE_PORT = Number(process.env.SHIFTCOVER_FIRESTORE_PORT ?? 8080);
export const AUTH_PORT = Number(process.env.SHIFTCOVER_AUTH_PORT ?? 9099);

/** How long an emulator may take to answer: 60 s; the Auth emulator took 80 on 2 cores at a load of 15. */
const START_TIMEOUT_MS = Number(process.env.SHIFTCOVER_EMULATOR_TIMEOUT_MS ?? 60_000);

/** A failure the user can act on: its message says what to do; the scripts print it without a stack. */
export class LauncherError extends Error {}

/** The facts of this machine that launcher-plan.mjs decides from; runs `java -version` of each Java there is. */
export function probeSystem(env = process.env, platform = process.platform) {
  const facts = {
    platform,
    env,
    home: homedir(),
    path: (env.PATH ?? '').split(delimiter).filter(Boolean),
    exists: existsSync,
    listDir: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    realpath: (file) => {
      try {
        return realpathSync(file);
      } catch {
        return file;
      }
    },
    brewPrefix: null,
    javaVersions: {},
  };
  const brew = platform === 'darwin' && !env.HOMEBREW_PREFIX ? onPath('brew', facts) : null;
  if (brew) facts.brewPrefix = output(brew, ['--prefix'])?.trim() || null;
  for (const java of javaCandidates(facts)) {
    if (existsSync(java)) facts.javaVersions[java] = output(java, ['-Duser.language=en', '-version']);
  }
  return facts;
}

/** stdout and stderr of a short command (java -version writes to stderr), null when it fails. */
function output(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0 ? `${r.stdout}${r.stderr}` : null;
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Resolves once url answers; rejects when the child exits or could not start; gives up quietly once `over()`. */
async function waitFor(url, name, child, { up, over, timeoutMs = START_TIMEOUT_MS }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !over()) {
    if (child.spawnError) throw new LauncherError(`${name} could not start: ${child.spawnError.message}`);
    if (child.exitCode !== null || child.signalCode) {
      throw new Error(`${name} exited early with ${child.signalCode ?? `code ${child.exitCode}`}`);
    }
    if (await up(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!over()) {
    throw new Error(
      `${name} did not answer at ${url} within ${timeoutMs / 1000}s (on a loaded machine, raise ` +
        'SHIFTCOVER_EMULATOR_TIMEOUT_MS)',
    );
  }
}

function spawnLogged(spawn, cmd, args, name, { quiet, env } = {}) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  // a binary that cannot be run (ENOENT, EACCES) is reported by waitFor, not thrown from an 'error' event
  child.on('error', (err) => {
    child.spawnError = err;
  });
  const tail = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    tail.push(text);
    if (tail.length > 50) tail.shift();
    if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.logTail = () => tail.join('');
  return child;
}

function signal(child, sig) {
  try {
    // the emulators are started detached, in a group of their own: firebase-tools and Java leave children behind
    if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    /* already gone */
  }
}

function kill(child) {
  if (!child || child.exitCode !== null || child.signalCode || child.spawnError) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    signal(child, 'SIGTERM');
    setTimeout(() => {
      signal(child, 'SIGKILL');
      done();
    }, 5000).unref();
  });
}

/** Has firebase-tools download its own Firestore emulator into its cache (a plan of kind 'download'). */
async function download(plan, spawn, started) {
  console.log('Downloading the Cloud Firestore emulator with firebase-tools (once, about 130 MB)...');
  const child = spawnLogged(spawn, join(ROOT, 'node_modules/.bin/firebase'), ['setup:emulators:firestore'], 'setup', {
    quiet: false,
    // firebase-tools runs the `java` on PATH
    env: { NO_UPDATE_NOTIFIER: '1', PATH: [dirname(plan.java), process.env.PATH].join(delimiter) },
  });
  started.push(child);
  const code = await new Promise((done) => {
    child.on('error', (err) => done(err.message));
    child.on('exit', (c) => done(c === 0 ? 0 : `exit code ${c}`));
  });
  if (code !== 0) {
    throw new LauncherError(
      `firebase-tools could not download the Cloud Firestore emulator (${code}; it needs internet).\n${plan.ifFails}`,
    );
  }
}

/** Prints a launcher failure (its message alone: it says what to do) and exits non-zero. */
export function exitWith(err) {
  console.error(err instanceof LauncherError ? err.message : err);
  process.exit(1);
}

/**
 * Starts both emulators with firestore.rules loaded (on FIRESTORE_PORT and AUTH_PORT unless told other ports: npm
 * test runs a second pair for its second browser worker). Resolves once both answer.
 * Returns { env, stop, functionsSettled, setFunctionTriggers, backfill }: env holds the variables SDKs use to find the
 * emulators. The Cloud Functions of functions/ run beside them (scripts/functions-host.mjs): with `functionTriggers`
 * (the default) the Firestore emulator calls them on every write to a document they trigger on; without it, not until
 * setFunctionTriggers(true) (npm test keeps them off for the rules and data tests, which do not read what they write).
 * The host is named in this process's environment, so that the seed and the tests started after it can turn the
 * triggers off and on.
 * Throws a LauncherError saying what to install when Java or the Firestore emulator is lacking (before starting
 * anything), and stops what it started when either emulator fails to start.
 * `deps` lets tests fake the machine (probe), the processes (spawn), the ports (up) and the functions (startHost).
 */
export async function startEmulators({
  quiet = true,
  deps = {},
  firestorePort = FIRESTORE_PORT,
  authPort = AUTH_PORT,
  timeoutMs = START_TIMEOUT_MS,
  functionTriggers = true,
} = {}) {
  const {
    spawn = nodeSpawn,
    up = isUp,
    probe = () => probeSystem(),
    startHost = (opts) => import('./functions-host.mjs').then((m) => m.startFunctionsHost(opts)),
  } = deps;
  const firestoreUrl = `http://${HOST}:${firestorePort}/`;
  const authUrl = `http://${HOST}:${authPort}/`;
  if ((await up(firestoreUrl)) || (await up(authUrl))) {
    throw new LauncherError(
      `Port ${firestorePort} or ${authPort} is already in use (is \`npm start\` running?). Stop it first, ` +
        'or set SHIFTCOVER_FIRESTORE_PORT / SHIFTCOVER_AUTH_PORT.',
    );
  }
  const started = [];
  let failed = false;
  let functions = null;
  const stop = async () => {
    await functions?.stop();
    await Promise.all(started.map(kill));
  };
  // the emulators run in process groups of their own, which Ctrl-C at the terminal does not reach
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let plan = planFirestore(probe());
    if (plan.kind === 'download') {
      await download(plan, spawn, started);
      plan = planFirestore(probe());
      if (plan.kind === 'download') throw new LauncherError(`firebase-tools downloaded no jar.\n${plan.ifFails}`);
    }
    if (plan.kind === 'missing') throw new LauncherError(plan.message);
    // the functions host listens first: the emulator is told where to call it when it starts
    functions = await startHost({ host: HOST, firestorePort, authPort, projectId: PROJECT_ID });
    const { cmd, args } = firestoreCommand(plan, {
      host: HOST,
      port: firestorePort,
      rules: join(ROOT, 'firestore.rules'),
      // the bench's seed (20,000 + 5,000 shifts and more) and its post of 500 need more than the tests' 1 GiB
      heap: process.env.SHIFTCOVER_FIRESTORE_HEAP ?? '1g',
      functionsEmulator: `${HOST}:${functions.port}`,
    });
    const firestore = spawnLogged(spawn, cmd, args, 'firestore', { quiet });
    started.push(firestore);
    // firebase-tools takes the Auth port from a config file only, so it gets one of its own per run.
    const authDir = mkdtempSync(join(tmpdir(), 'shiftcover-auth-'));
    writeFileSync(
      join(authDir, 'firebase.json'),
      JSON.stringify({
        emulators: {
          auth: { host: HOST, port: authPort },
          // the hub and logging ports move with the Auth port so that two stacks can run side by side; two apart
          // per step, so that one stack's logging port is never another's hub (9199's hub was 9099's logging port)
          hub: { host: HOST, port: 4400 + 2 * (authPort - 9099) },
          logging: { host: HOST, port: 4401 + 2 * (authPort - 9099) },
          ui: { enabled: false },
        },
      }),
    );
    const auth = spawnLogged(
      spawn,
      join(ROOT, 'node_modules/.bin/firebase'),
      ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(authDir, 'firebase.json')],
      'auth',
      { quiet, env: { NO_UPDATE_NOTIFIER: '1' } },
    );
    started.push(auth);
    const wait = { up, over: () => failed, timeoutMs };
    await Promise.all([
      waitFor(firestoreUrl, 'Firestore emulator', firestore, wait),
      waitFor(authUrl, 'Auth emulator', auth, wait),
    ]);
    if (functionTriggers) await functions.setTriggers(true);
  } catch (err) {
    failed = true;
    if (!(err instanceof LauncherError)) for (const child of started) console.error(child.logTail());
    await stop();
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const [variable, address] = functions.variable;
  process.env[variable] = address;
  const env = {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${authPort}`,
    GCLOUD_PROJECT: PROJECT_ID,
    [variable]: address,
  };
  const host = functions;
  /** Resolves once the functions have handled every write so far (after the bench's seed, say). */
  const functionsSettled = (opts) => host.settled(opts);
  /** Turns the function triggers on or off; resolves to whether they were on. */
  const setFunctionTriggers = (on) => host.setTriggers(on);
  /** Runs the deployed backfill (coverage weeks, worker links, insights weeks) on these emulators. */
  const backfill = () => host.backfill();
  return { env, stop, functionsSettled, setFunctionTriggers, backfill };
}

/** Runs fn with the emulators up, stopping them on exit, Ctrl-C or failure. */
export async function withEmulators(fn, opts) {
  const emu = await startEmulators(opts);
  const onSignal = async () => {
    await emu.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(emu.env, emu);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await emu.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const emu = await startEmulators({ quiet: false }).catch(exitWith);
  console.log(`Emulators up: Firestore ${HOST}:${FIRESTORE_PORT}, Auth ${HOST}:${AUTH_PORT}. Ctrl-C stops them.`);
  const stop = async () => {
    await emu.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
