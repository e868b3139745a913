// Starts the local Firebase stack ShiftCover runs on: the Cloud Firestore emulator (a jar, run on the
// machine's Java) and the Auth emulator (firebase-tools). firebase-tools cannot start Firestore on
// machines without Java 21 and internet access, so the jar is found and started here directly.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const PROJECT_ID = 'demo-shiftcover';
export const HOST = '127.0.0.1';
export const FIRESTORE_PORT = Number(process.env.SHIFTCOVER_FIRESTORE_PORT ?? 8080);
export const AUTH_PORT = Number(process.env.SHIFTCOVER_AUTH_PORT ?? 9099);
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the Firestore emulator jar may be, in order of preference. */
export function firestoreJarCandidates() {
  const list = [];
  if (process.env.FIRESTORE_EMULATOR_JAR) list.push(process.env.FIRESTORE_EMULATOR_JAR);
  for (const sdk of [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ]) {
    if (sdk) list.push(join(sdk, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'));
  }
  const cache = join(homedir(), '.cache/firebase/emulators');
  if (existsSync(cache)) {
    for (const f of readdirSync(cache).sort().reverse()) {
      if (/^cloud-firestore-emulator.*\.jar$/.test(f)) list.push(join(cache, f));
    }
  }
  return list;
}

export function findFirestoreJar() {
  const jar = firestoreJarCandidates().find((p) => existsSync(p));
  if (!jar) {
    throw new Error(
      [
        'The Cloud Firestore emulator was not found.',
        'Install it with one of:',
        '  apt-get install google-cloud-cli-firestore-emulator   (Debian/Ubuntu with the Google Cloud apt repository)',
        '  gcloud components install cloud-firestore-emulator',
        '  npx firebase setup:emulators:firestore                (needs Java 21 and internet)',
        'or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator jar. It needs Java 17 or later.',
      ].join('\n'),
    );
  }
  return jar;
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url, name, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early with code ${child.exitCode}`);
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000}s`);
}

function spawnLogged(cmd, args, name, { quiet, env } = {}) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const tail = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    tail.push(text);
    if (tail.length > 50) tail.shift();
    if (!quiet) process.stdout.write(text.replace(/^/gm, `[${name}] `));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.logTail = () => tail.join('');
  return child;
}

function kill(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      done();
    }, 5000).unref();
  });
}

/**
 * Starts both emulators with firestore.rules loaded. Resolves once both answer.
 * Returns { env, stop } where env holds the variables SDKs use to find the emulators.
 */
export async function startEmulators({ quiet = true } = {}) {
  const firestoreUrl = `http://${HOST}:${FIRESTORE_PORT}/`;
  const authUrl = `http://${HOST}:${AUTH_PORT}/`;
  if ((await isUp(firestoreUrl)) || (await isUp(authUrl))) {
    throw new Error(
      `Port ${FIRESTORE_PORT} or ${AUTH_PORT} is already in use (is \`npm start\` running?). Stop it first, ` +
        'or set SHIFTCOVER_FIRESTORE_PORT / SHIFTCOVER_AUTH_PORT.',
    );
  }
  const jar = findFirestoreJar();
  const firestore = spawnLogged(
    process.env.JAVA ?? 'java',
    [
      '-Duser.language=en',
      // the bench's seed (20,000 + 5,000 shifts and more) and its post of 500 need more than the tests' 1 GiB
      `-Xmx${process.env.SHIFTCOVER_FIRESTORE_HEAP ?? '1g'}`,
      '-cp',
      jar,
      FIRESTORE_MAIN,
      'start',
      '--host',
      HOST,
      '--port',
      String(FIRESTORE_PORT),
      '--rules',
      join(ROOT, 'firestore.rules'),
    ],
    'firestore',
    { quiet },
  );
  // firebase-tools takes the Auth port from a config file only, so it gets one of its own per run.
  const authDir = mkdtempSync(join(tmpdir(), 'shiftcover-auth-'));
  writeFileSync(
    join(authDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: AUTH_PORT },
        // the hub and logging ports move with the Auth port so that two stacks can run side by side; two apart
        // per step, so that one stack's logging port is never another's hub (9199's hub was 9099's logging port)
        hub: { host: HOST, port: 4400 + 2 * (AUTH_PORT - 9099) },
        logging: { host: HOST, port: 4401 + 2 * (AUTH_PORT - 9099) },
        ui: { enabled: false },
      },
    }),
  );
  const auth = spawnLogged(
    join(ROOT, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(authDir, 'firebase.json')],
    'auth',
    { quiet, env: { NO_UPDATE_NOTIFIER: '1' } },
  );
  const stop = async () => {
    await Promise.all([kill(firestore), kill(auth)]);
  };
  try {
    await Promise.all([
      waitFor(firestoreUrl, 'Firestore emulator', firestore),
      waitFor(authUrl, 'Auth emulator', auth),
    ]);
  } catch (err) {
    console.error(firestore.logTail());
    console.error(auth.logTail());
    await stop();
    throw err;
  }
  const env = {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${FIRESTORE_PORT}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${AUTH_PORT}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  return { env, stop };
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
    return await fn(emu.env);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await emu.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const emu = await startEmulators({ quiet: false });
  console.log(`Emulators up: Firestore ${HOST}:${FIRESTORE_PORT}, Auth ${HOST}:${AUTH_PORT}. Ctrl-C stops them.`);
  const stop = async () => {
    await emu.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
