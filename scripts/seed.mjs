// Seeds the local Firebase emulators with the ShiftCover demo data (scripts/seed/index.mjs).
//
//   node scripts/seed.mjs            seeds 127.0.0.1:8080 (Firestore) and 127.0.0.1:9099 (Auth),
//                                    or FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST
//                                    ('host:port') when set; SEED_NOW (ISO date or epoch ms)
//                                    seeds as if it were that moment.
//
// It empties both emulators first, creates the accounts with their fixed uids through the Auth
// emulator's admin REST API, and writes every document in one commit through the Firestore
// emulator's REST API with 'Authorization: Bearer owner', which bypasses the security rules.
// No Firebase SDK is loaded.

import { pathToFileURL } from 'node:url';
import { setFunctionTriggers } from './functions-host.mjs';
import { buildDemoData, DEMO_PASSWORD } from './seed/index.mjs';

const OWNER = { Authorization: 'Bearer owner' };

/** JS value -> Firestore REST Value */
export function toValue(v) {
  if (v === null) return { nullValue: null };
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw new Error('toValue: invalid Date');
    return { timestampValue: v.toISOString() };
  }
  switch (typeof v) {
    case 'boolean':
      return { booleanValue: v };
    case 'number':
      if (!Number.isFinite(v)) throw new Error(`toValue: non-finite number ${v}`);
      return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
    case 'string':
      return { stringValue: v };
    case 'object':
      if (Array.isArray(v)) return { arrayValue: v.length ? { values: v.map(toValue) } : {} };
      return { mapValue: { fields: toFields(v) } };
    default:
      throw new Error(`toValue: unsupported ${typeof v}`);
  }
}

/** plain object -> Firestore REST fields; undefined values are an error (they hide mistakes) */
export function toFields(obj) {
  const fields = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) throw new Error(`toFields: field ${k} is undefined`);
    fields[k] = toValue(v);
  }
  return fields;
}

async function call(method, url, { body, headers = {} } = {}, attempt = 1) {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // The Firestore emulator now and then answers a reset (DELETE of every document) with a bare 500 while
  // listeners of the previous test are still being torn down, or (when it is slowed down, as it was under libfaketime)
  // with a 499 'call already cancelled'; the same request a moment later succeeds.
  if ((res.status >= 500 || res.status === 499) && method === 'DELETE' && attempt < 4) {
    await new Promise((r) => setTimeout(r, 250 * attempt));
    return call(method, url, { body, headers }, attempt + 1);
  }
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}

export async function seed({
  projectId = 'demo-shiftcover',
  firestoreHost = '127.0.0.1',
  firestorePort = 8080,
  authHost = '127.0.0.1',
  authPort = 9099,
  now,
} = {}) {
  const { accounts, docs, special } = buildDemoData(now ?? Date.now());
  const fsBase = `http://${firestoreHost}:${firestorePort}`;
  const authBase = `http://${authHost}:${authPort}`;
  const dbPath = `projects/${projectId}/databases/(default)/documents`;

  // the demo holds its coverage weeks: the function triggers are off while the seed empties the database and writes,
  // which would have cost the emulator a call for every shift deleted and written (and the functions a write of each)
  const triggersWere = await setFunctionTriggers(firestorePort, false);
  try {
    await writeDemo();
  } finally {
    if (triggersWere) await setFunctionTriggers(firestorePort, true);
  }

  const counts = {};
  for (const d of docs) {
    const parts = d.path.split('/');
    const collection = parts.length > 2 ? `${parts[0]}/*/${parts[2]}` : parts[0];
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  counts.accounts = accounts.length;
  return { accounts, counts, special };

  async function writeDemo() {
    // 1. empty both emulators
    await Promise.all([
      call('DELETE', `${fsBase}/emulator/v1/${dbPath}`),
      call('DELETE', `${authBase}/emulator/v1/projects/${projectId}/accounts`),
    ]);

    // 2. accounts with fixed uids
    await Promise.all(
      accounts.map((a) =>
        call('POST', `${authBase}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
          headers: OWNER,
          body: {
            localId: a.uid,
            email: a.email,
            password: a.password,
            displayName: a.displayName,
            emailVerified: true,
          },
        }),
      ),
    );

    // 3. documents, in commits of at most 500 writes
    for (let i = 0; i < docs.length; i += 500) {
      const writes = docs.slice(i, i + 500).map((d) => ({
        update: { name: `${dbPath}/${d.path}`, fields: toFields(d.data) },
      }));
      await call('POST', `${fsBase}/v1/${dbPath}:commit`, { headers: OWNER, body: { writes } });
    }
  }
}

function hostPort(envValue, fallbackHost, fallbackPort) {
  if (!envValue) return [fallbackHost, fallbackPort];
  const i = envValue.lastIndexOf(':');
  return [envValue.slice(0, i).replace(/^\[|\]$/g, '') || fallbackHost, Number(envValue.slice(i + 1)) || fallbackPort];
}

function parseNow(v) {
  if (!v) return undefined;
  const t = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(t)) throw new Error(`SEED_NOW: cannot read ${v}`);
  return t;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [firestoreHost, firestorePort] = hostPort(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1', 8080);
  const [authHost, authPort] = hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1', 9099);
  const t0 = Date.now();
  seed({ firestoreHost, firestorePort, authHost, authPort, now: parseNow(process.env.SEED_NOW) })
    .then(({ accounts, counts, special }) => {
      const ms = Date.now() - t0;
      console.log(
        `Seeded demo-shiftcover (Firestore ${firestoreHost}:${firestorePort}, ` +
          `Auth ${authHost}:${authPort}) in ${ms} ms`,
      );
      console.log(
        '  documents: ' +
          Object.entries(counts)
            .filter(([k]) => k !== 'accounts')
            .map(([k, n]) => `${k} ${n}`)
            .join(', '),
      );
      console.log(
        `  awaiting review: ${special.awaitingReview.join(', ')}; ` +
          `timesheet this week: ${special.timesheet.join(', ') || 'none yet'}`,
      );
      console.log(`  demo accounts (password ${DEMO_PASSWORD}):`);
      for (const a of accounts) console.log(`    ${a.email.padEnd(26)} ${a.displayName}`);
    })
    .catch((err) => {
      console.error(`Seeding failed: ${err.message}`);
      process.exitCode = 1;
    });
}
