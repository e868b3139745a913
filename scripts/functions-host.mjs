// The Cloud Functions on the emulators: a stand-in for firebase-tools' Functions emulator (which needs Java 21 to run
// beside the Firestore jar), as thin as it can be. It runs the deployed module itself: functions/src bundled as the
// deploy bundles it (scripts/functions-bundle.mjs), loaded in a Node process of its own whose firebase-admin talks to
// the emulators (FIRESTORE_EMULATOR_HOST), as the Functions emulator's runtime does. For every Firestore-triggered
// function that module exports, it registers the function's trigger with the Firestore emulator as firebase-tools
// does (an eventarc trigger over REST; the emulator was started with --functions_emulator pointing here), and hands
// each event the emulator sends (a CloudEvent: its attributes in ce-* headers, its data the DocumentEventData
// protobuf, base64) to the exported function, whose firebase-functions decodes it into the before and after snapshots
// the deployed handler gets. What the stand-in adds is what the platform does around a function: a failed event of a
// function with retries is delivered again (the handler's own age bound, functions/src/options.ts, applies to it), and
// at most MAX_CONCURRENT events run at once (maxInstances bounds them deployed).
//
// Each event costs the emulator a call, so the triggers are on only where something reads what they write:
// `setFunctionTriggers` turns all of them on or off (the rules tests and most data tests run with them off), and the
// seed turns them off while it empties the database and writes the demo with its coverage weeks (scripts/seed.mjs).
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleFunctions, ROOT } from './functions-bundle.mjs';

/** what names the host of the emulator on a Firestore port, in the environment of the processes started after it */
const hostVariable = (firestorePort) => `SHIFTCOVER_FUNCTIONS_HOST_${firestorePort}`;
const CONTROL = '/control';
/** where a trigger that is off points: a collection nobody writes (the emulator has no call to remove a trigger) */
const OFF = 'functionsTriggersOff/{document}';
const MAX_CONCURRENT = 8;
const RETRY_MS = [250, 500, 1000, 2000, 4000, 8000];
const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;
const bundleDir = (firestorePort) => join(ROOT, `node_modules/.cache/shiftcover-functions-host/${firestorePort}`);

/**
 * The Firestore-triggered functions of a loaded module: name, the trigger registration firebase-tools would make
 * (with `document` in place of the function's own when given: the trigger turned off) and whether it is retried.
 */
export function firestoreTriggers(module, document) {
  const found = [];
  for (const [name, fn] of Object.entries(module)) {
    const trigger = fn?.__endpoint?.eventTrigger;
    if (typeof fn !== 'function' || !FIRESTORE_EVENT.test(trigger?.eventType ?? '')) continue;
    const pattern = trigger.eventFilterPathPatterns?.document;
    const exact = trigger.eventFilters?.document;
    found.push({
      name,
      retry: trigger.retry === true,
      registration: {
        eventType: trigger.eventType,
        database: trigger.eventFilters?.database ?? '(default)',
        namespace: trigger.eventFilters?.namespace ?? '(default)',
        document: document
          ? { value: document, matchType: 'PATH_PATTERN' }
          : { value: pattern ?? exact, matchType: pattern ? 'PATH_PATTERN' : 'EXACT' },
      },
    });
  }
  return found;
}

/** The CloudEvent of an emulator's request, as firebase-tools' runtime makes it: ce-* headers, the data decoded. */
export function cloudEventOf(headers, body) {
  const event = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('ce-') && typeof value === 'string') event[name.slice(3)] = value;
  }
  const protobuf = String(headers['content-type'] ?? '').includes('application/protobuf');
  event.data = protobuf ? Buffer.from(body.toString('latin1'), 'base64') : JSON.parse(body.toString('utf8'));
  return event;
}

/**
 * The host's process: listens at once (the emulator is told its port when it starts), and meanwhile bundles and loads
 * the functions; their triggers are registered when asked (`setTriggers`), once the emulator is up.
 */
async function serve({ host, firestorePort, projectId }) {
  const dir = bundleDir(firestorePort);
  const origin = `http://${host}:${firestorePort}`;
  let module = {};
  let triggers = [];
  const loading = bundleFunctions(dir)
    .then(() => import(pathToFileURL(join(dir, 'index.js')).href))
    .then((loaded) => {
      module = loaded;
      triggers = firestoreTriggers(loaded);
    });

  async function register(on) {
    for (const { name, registration } of on ? triggers : firestoreTriggers(module, OFF)) {
      const url = `${origin}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${name}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(registration),
      });
      if (!res.ok) throw new Error(`the Firestore emulator refused the trigger of ${name}: ${res.status}`);
    }
  }

  /** events handed over or waiting for a retry, and what waits for a free run */
  let pending = 0;
  let running = 0;
  const queue = [];
  let lastEventAt = 0;
  const idle = new Set();

  function run(job) {
    if (running >= MAX_CONCURRENT) return void queue.push(job);
    running += 1;
    void job().finally(() => {
      running -= 1;
      const next = queue.shift();
      if (next) run(next);
    });
  }

  function deliver(name, event, attempt = 0) {
    run(async () => {
      try {
        await module[name](event);
        done();
      } catch (err) {
        const again = triggers.find((t) => t.name === name)?.retry && attempt < RETRY_MS.length;
        console.error(`[functions] ${name} failed on ${event.document} (${again ? 'retried' : 'dropped'}): ${err}`);
        if (again) setTimeout(() => deliver(name, event, attempt + 1), RETRY_MS[attempt]);
        else done();
      }
    });
  }

  function done() {
    pending -= 1;
    if (pending > 0) return;
    for (const wake of idle) wake();
    idle.clear();
  }

  /** Resolves once no event is pending and none has come for `quietMs` (the emulator calls a moment after a write). */
  async function settled(quietMs) {
    for (;;) {
      if (pending > 0) await new Promise((wake) => idle.add(wake));
      const quiet = Date.now() - lastEventAt;
      if (pending === 0 && quiet >= quietMs) return;
      await new Promise((r) => setTimeout(r, Math.max(50, quietMs - quiet)));
    }
  }

  // Scheduled functions (onSchedule) run on their own schedule while the triggers are on, as Cloud Scheduler runs them
  // deployed: `every N minutes` is the only form used (functions/src/index.ts).
  void loading.then(() => {
    for (const [name, fn] of Object.entries(module)) {
      const schedule = fn?.__endpoint?.scheduleTrigger?.schedule;
      const minutes = Number(/^every (\d+) minutes?$/.exec(String(schedule ?? ''))?.[1]);
      if (typeof fn?.run !== 'function' || !(minutes > 0)) continue;
      setInterval(() => {
        if (!on) return;
        fn.run({ scheduleTime: new Date().toISOString(), jobName: name }).catch((err) =>
          console.error(`[functions] ${name} failed (the next run tries again): ${err}`),
        );
      }, minutes * 60_000).unref();
    }
  });

  let on = false;
  async function control(path, body) {
    await loading;
    if (path === `${CONTROL}/triggers` && typeof body.on === 'boolean') {
      const was = on;
      await register(body.on);
      on = body.on;
      // off: what was sent before is done before the caller goes on (a seed empties the database)
      if (!on) await settled(200);
      return { was };
    }
    if (path === `${CONTROL}/settled`) {
      await settled(Number(body.quietMs ?? 1000));
      return {};
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const name = /^\/functions\/projects\/[^/]+\/triggers\/([^/?]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'POST' && name && triggers.some((t) => t.name === name)) {
        // acknowledged at once: a write does not wait for its functions, deployed either
        pending += 1;
        lastEventAt = Date.now();
        deliver(name, cloudEventOf(req.headers, body));
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"acknowledged"}');
      }
      let parsed;
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        return void res.writeHead(400).end();
      }
      control(req.url ?? '', parsed).then(
        (answer) =>
          answer
            ? res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
            : res.writeHead(404).end(),
        (err) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(err)),
      );
    });
  });
  // the launcher's end ends the host (the emulator keeps its connections open between calls)
  process.on('disconnect', () => process.exit(0));
  await new Promise((resolve) => server.listen(0, host, resolve));
  process.send?.({ port: server.address().port });
  await loading;
}

/** The variables that point firebase-admin at the emulators, as the Functions emulator sets them for its runtime. */
function emulatorEnv({ host, firestorePort, authPort, projectId }) {
  return {
    FIRESTORE_EMULATOR_HOST: `${host}:${firestorePort}`,
    ...(authPort ? { FIREBASE_AUTH_EMULATOR_HOST: `${host}:${authPort}` } : {}),
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId }),
  };
}

/**
 * Starts the functions host for `projectId` on the emulators at host:firestorePort (and authPort): resolves once its
 * HTTP endpoint listens (pass its port to the Firestore emulator as --functions_emulator; then `setTriggers(true)`).
 */
export async function startFunctionsHost({ host, firestorePort, authPort, projectId }) {
  const env = emulatorEnv({ host, firestorePort, authPort, projectId });
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify({ host, firestorePort, projectId })], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the functions host exited with code ${code} before it listened`)));
  });
  child.removeAllListeners('exit');
  const address = `${host}:${port}`;
  return {
    /** the port the emulator calls (its --functions_emulator is host:port) */
    port,
    /** the variable and value that let setFunctionTriggers find this host from another process */
    variable: [hostVariable(firestorePort), address],
    setTriggers: (on) => ask(address, 'triggers', { on }).then((answer) => answer.was),
    settled: ({ quietMs = 1000 } = {}) => ask(address, 'settled', { quietMs }).then(() => undefined),
    /** Runs the deployed backfill (functions/src/backfill.ts) on the emulators, as an operator runs it. */
    backfill: () =>
      new Promise((resolve, reject) => {
        const run = spawn(process.execPath, [join(bundleDir(firestorePort), 'backfill.js')], {
          cwd: ROOT,
          env: { ...process.env, ...env },
          stdio: 'inherit',
        });
        run.on('error', reject);
        run.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the backfill exited with code ${code}`))));
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function ask(address, what, body) {
  const res = await fetch(`http://${address}${CONTROL}/${what}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`the functions host could not do ${what}: ${await res.text()}`);
  return res.json();
}

/**
 * Turns the function triggers of the emulator on `firestorePort` on or off through its host, when this process was
 * started after it (the launcher names the host in the environment); resolves to whether they were on, or to null
 * when no host is known (an emulator started elsewhere: its triggers, if any, stay as they are).
 */
export async function setFunctionTriggers(firestorePort, on) {
  const address = process.env[hostVariable(firestorePort)];
  if (!address) return null;
  return (await ask(address, 'triggers', { on })).was;
}

/** Resolves once the host of the emulator on `firestorePort` has handled every event so far (see `settled`). */
export async function functionsSettled(firestorePort, { quietMs = 1000 } = {}) {
  const address = process.env[hostVariable(firestorePort)];
  if (!address) throw new Error(`no functions host is known for the emulator on port ${firestorePort}`);
  await ask(address, 'settled', { quietMs });
}

if (process.argv[2] === '--serve') {
  await serve(JSON.parse(process.argv[3] ?? '{}')).catch((err) => {
    console.error(`[functions] the host could not start: ${err.stack ?? err}`);
    process.exit(1);
  });
}
