// The coverage weeks' writer on the emulators: what functions/src/index.ts does deployed, for `npm start`, `npm test`,
// the bench and the clock runs. The Firestore emulator calls it on every write to a shift, as it would call the
// Functions emulator (its --functions_emulator flag and a trigger registered over REST): no listen stream to keep
// open, which the emulator garbles under load. Each change marks the shift with the weeks it touched and keeps the
// latest state heard of it (by the time of its write: events may come late or out of order); a flush writes the
// marked shifts' weeks from those states (src/domain/coverageWeeks.ts decides what), without reading anything back,
// which halved the writer's requests to the emulator that the tests share. Writes go through the emulator's REST API
// as its owner (rules do not apply).
//
// The trigger costs the emulator a request for every write to a shift, so it is on only where something reads the
// weeks: `setCoverageTrigger` turns it on or off through the writer (the rules tests and most data tests run with it
// off), and the seed turns it off while it empties the database and writes the demo with its weeks (scripts/seed.mjs).
import http from 'node:http';
const TRIGGER = 'coverageOfShift';
/** what names the writer of the emulator on a Firestore port, in the environment of the processes started after it */
const writerVariable = (firestorePort) => `SHIFTCOVER_COVERAGE_WRITER_${firestorePort}`;
const CONTROL = '/coverage/trigger';
/** shifts written per flush: a request stays well under the emulator's message limits */
const FLUSH_SHIFTS = 1000;
/** week documents per commit */
const COMMIT_WRITES = 200;
const RETRY_MS = [250, 500, 1000, 2000, 4000];

/** A field of a REST document as a plain value: instants in ms; what the rule does not read is left out. */
function plain(value) {
  if (!value) return undefined;
  if ('timestampValue' in value) return Date.parse(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  return undefined;
}
const fieldsOf = (doc) =>
  doc?.fields ? Object.fromEntries(Object.entries(doc.fields).map(([k, v]) => [k, plain(v)])) : null;

/** A field path segment as Firestore wants it: plain when it is an identifier, else in backquotes. */
const segment = (key) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(key) ? key : `\`${key.replace(/[`\\]/g, '\\$&')}\``);

/**
 * Starts the writer for `projectId` on the emulator at host:firestorePort: its HTTP endpoint listens at once (pass
 * its port to the emulator as --functions_emulator), `setTrigger(true)` asks the emulator, once up, to call it.
 */
export async function startCoverageWriter({ host, firestorePort, projectId, trace = process.env.CW_TRACE === '1' }) {
  // the rule bundled from src/domain as the seed has it (Node cannot import .ts)
  const rule = await import('./seed/domain.mjs');
  const origin = `http://${host}:${firestorePort}`;
  const database = `projects/${projectId}/databases/(default)`;
  const documents = `${origin}/v1/${database}/documents`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

  /** shift id → the week documents (`facilityId/week`) its changes touched, until a flush brings them up to date */
  const marked = new Map();
  /** shift id → the latest state heard of it: the time of that write (sortable) and its fields (null: deleted) */
  const latest = new Map();
  let flushing = null;
  let lastEventAt = 0;
  let failures = 0;
  const idleWaiters = new Set();

  async function post(url, body) {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 300)}`);
    return res.json();
  }

  async function flushSome() {
    const ids = [...marked.keys()].slice(0, FLUSH_SHIFTS);
    const taken = new Map(ids.map((id) => [id, marked.get(id)]));
    for (const id of ids) marked.delete(id);
    try {
      // facilityId/week → { facilityId, week, shifts: { id: string | null } }
      const weeks = new Map();
      for (const [id, seen] of taken) {
        const entry = rule.coverageEntryOf(latest.get(id)?.fields ?? null);
        for (const w of rule.coverageWrites(id, entry, [...seen.values()])) {
          const key = `${w.facilityId}/${w.week}`;
          if (!weeks.has(key)) weeks.set(key, { facilityId: w.facilityId, week: w.week, shifts: {} });
          weeks.get(key).shifts[w.shiftId] = w.entry;
        }
      }
      const writes = [...weeks.values()].map(({ facilityId, week, shifts }) => {
        const set = Object.entries(shifts).filter(([, entry]) => entry !== null);
        return {
          update: {
            name: `${database}/documents/facilities/${facilityId}/coverageWeeks/${week}`,
            fields: {
              facilityId: { stringValue: facilityId },
              week: { stringValue: week },
              shifts: { mapValue: { fields: Object.fromEntries(set.map(([id, e]) => [id, { stringValue: e }])) } },
            },
          },
          // the shifts named and absent from the fields are removed
          updateMask: {
            fieldPaths: ['facilityId', 'week', ...Object.keys(shifts).map((id) => `shifts.${segment(id)}`)],
          },
        };
      });
      for (let i = 0; i < writes.length; i += COMMIT_WRITES) {
        await post(`${documents}:commit`, { writes: writes.slice(i, i + COMMIT_WRITES) });
      }
      failures = 0;
      if (trace) console.log(`[coverage-writer] ${ids.length} shifts, ${writes.length} weeks`);
    } catch (err) {
      // put back what this flush took (merged with what came meanwhile) and try again after a pause
      for (const [id, seen] of taken) {
        const now = marked.get(id);
        if (now) for (const [k, v] of seen) now.set(k, v);
        else marked.set(id, seen);
      }
      failures += 1;
      if (trace || failures > 2) console.error(`[coverage-writer] flush failed (${failures}): ${err.message}`);
      await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]));
      if (stopped) return;
    }
  }

  let stopped = false;
  function flush() {
    if (flushing || stopped) return;
    flushing = (async () => {
      while (marked.size > 0 && !stopped) await flushSome();
    })().finally(() => {
      flushing = null;
      if (marked.size > 0 && !stopped) flush();
      else for (const done of idleWaiters) done();
    });
  }

  /** An RFC 3339 time in UTC as a string that sorts as the time does (the fraction padded to nanoseconds). */
  const sortable = (time) => {
    const [whole, fraction = ''] = String(time ?? '')
      .replace(/Z$/, '')
      .split('.');
    return `${whole}.${fraction.padEnd(9, '0')}`;
  };

  function heard(body) {
    const { value, oldValue } = body.data ?? {};
    const name = value?.name ?? oldValue?.name;
    if (typeof name !== 'string') return;
    const id = name.split('/').pop();
    // the state after this write, unless a later write was heard first
    const at = sortable(value?.updateTime ?? body.context?.timestamp);
    if (!(latest.get(id)?.at >= at)) latest.set(id, { at, fields: value ? fieldsOf(value) : null });
    const seen = marked.get(id) ?? new Map();
    const touched = rule.weeksOfChange(rule.coverageEntryOf(fieldsOf(oldValue)), rule.coverageEntryOf(fieldsOf(value)));
    for (const ref of touched) seen.set(`${ref.facilityId}/${ref.week}`, ref);
    marked.set(id, seen);
    lastEventAt = Date.now();
    flush();
  }

  /** Asks the emulator to call the writer on every write to a shift of the project (on), or on none (off). */
  async function registerTrigger(on) {
    const res = await fetch(`${origin}/emulator/v1/projects/${projectId}/triggers/${TRIGGER}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        eventTrigger: {
          eventType: 'providers/cloud.firestore/eventTypes/document.write',
          // off: the emulator has no call to remove a trigger; one on a collection nobody writes matches nothing
          resource: `${database}/documents/${on ? 'shifts' : 'coverageTriggerOff'}/{shiftId}`,
          service: 'firestore.googleapis.com',
        },
      }),
    });
    if (!res.ok) throw new Error(`the Firestore emulator refused the coverage trigger: ${res.status}`);
  }

  let triggerOn = false;
  /**
   * Turns the trigger on or off; resolves to whether it was on. Off waits for the changes already sent to be written,
   * then forgets the shifts heard of: what follows (a seed empties the database) owes nothing to them.
   */
  async function setTrigger(on) {
    const was = triggerOn;
    await registerTrigger(on);
    triggerOn = on;
    if (!on) {
      await settled({ quietMs: 200 });
      latest.clear();
    }
    return was;
  }

  /**
   * Resolves once every change heard is in the weeks and none has come for `quietMs` (the emulator calls a
   * moment after each write): after a seed, the weeks hold every shift.
   */
  async function settled({ quietMs = 1000 } = {}) {
    for (;;) {
      if (flushing || marked.size > 0) {
        let done;
        await new Promise((resolve) => idleWaiters.add((done = resolve)));
        idleWaiters.delete(done);
      }
      const quiet = Date.now() - lastEventAt;
      if (!flushing && marked.size === 0 && quiet >= quietMs) return;
      await new Promise((r) => setTimeout(r, Math.max(50, quietMs - quiet)));
    }
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === CONTROL) {
        // from setCoverageTrigger, in this or another process (the seed of a browser test)
        let on;
        try {
          on = JSON.parse(text).on;
        } catch {
          on = undefined;
        }
        if (typeof on !== 'boolean') return void res.writeHead(400).end();
        setTrigger(on).then(
          (was) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ was })),
          (err) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end(err.message),
        );
        return;
      }
      try {
        if (req.method === 'POST' && req.url?.endsWith(`/triggers/${TRIGGER}`)) heard(JSON.parse(text));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch (err) {
        console.error(`[coverage-writer] an event it could not read: ${err.message}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const port = server.address().port;

  return {
    /** the port the emulator calls (its --functions_emulator is host:port) */
    port,
    /** the variable and value that let setCoverageTrigger find this writer from another process */
    variable: [writerVariable(firestorePort), `${host}:${port}`],
    setTrigger,
    settled,
    async stop() {
      stopped = true;
      const closed = new Promise((done) => server.close(() => done()));
      // the emulator keeps its connection open between calls
      server.closeAllConnections();
      await closed;
      await flushing;
    },
  };
}

/**
 * Turns the coverage trigger of the emulator on `firestorePort` on or off through its writer, when this process was
 * started after it (the launcher names the writer in the environment); resolves to whether it was on, or to null
 * when no writer is known (an emulator started elsewhere: its trigger, if any, stays as it is).
 */
export async function setCoverageTrigger(firestorePort, on) {
  const writer = process.env[writerVariable(firestorePort)];
  if (!writer) return null;
  const res = await fetch(`http://${writer}${CONTROL}`, { method: 'POST', body: JSON.stringify({ on }) });
  if (!res.ok)
    throw new Error(`the coverage writer could not turn its trigger ${on ? 'on' : 'off'}: ${await res.text()}`);
  return (await res.json()).was;
}
