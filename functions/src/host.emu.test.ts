// The Cloud Functions as the local stack runs them (scripts/functions-host.mjs: the Firestore emulator calls the host,
// which hands each event to the function exported by the bundle of this folder) against the deployed handler given
// the snapshots Firestore would send (coverageOfShift.run, as index.emu.test.ts delivers them): one sequence of shift
// writes fed to both paths ends in the same coverage weeks, and in the weeks src/domain's rule makes of the shifts as
// they end. The local path writes to the demo's project (its host serves that project), on facilities of its own that
// it removes afterwards; the deployed path to demo-host-compare, cleared first.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageWeeksOf } from '../../src/domain/coverageWeeks';
import { functionsDone, functionTriggers } from '../../tests/support/demo';
import { storedShiftFields } from './coverage';
import { deliverShiftChange } from './shiftEvents.test-support';

const LOCAL_PROJECT = 'demo-shiftcover';
const DEPLOYED_PROJECT = 'demo-host-compare';
const HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const FACILITIES = ['host-compare-a', 'host-compare-b'];
const HOUR = 3_600_000;

let local: App;
let deployed: App;
let triggersWere = false;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = HOST;
  // the default app is the deployed handler's (index.ts takes it as the runtime's)
  deployed = initializeApp({ projectId: DEPLOYED_PROJECT });
  local = initializeApp({ projectId: LOCAL_PROJECT }, 'local-stack');
  const res = await fetch(`http://${HOST}/emulator/v1/projects/${DEPLOYED_PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(res.ok).toBe(true);
  triggersWere = await functionTriggers(true);
});

afterAll(async () => {
  const db = getFirestore(local);
  await functionTriggers(false);
  for (const id of new Set(SEQUENCE.map(([shiftId]) => shiftId))) await db.collection('shifts').doc(id).delete();
  for (const id of FACILITIES) await db.recursiveDelete(db.collection('facilities').doc(id));
  await functionTriggers(triggersWere);
  await Promise.all([deleteApp(local), deleteApp(deployed)]);
});

interface Shift {
  facility: string | null;
  start: string;
  hours: number;
  nurseType: string;
  status: string;
  isFree: boolean;
}

const base: Shift = {
  facility: 'host-compare-a',
  start: '2026-11-25T14:00:00Z',
  hours: 8,
  nurseType: 'RN',
  status: 'active',
  isFree: true,
};

/** A stored shift as the portal writes it: instants as Timestamps, beside fields the coverage ignores. */
function stored({ facility, start, hours, ...rest }: Shift) {
  const from = Date.parse(start);
  return {
    ...(facility === null ? {} : { facilityIdentifier: facility }),
    start: Timestamp.fromMillis(from),
    end: Timestamp.fromMillis(from + hours * HOUR),
    ...rest,
    description: 'ignored by the coverage',
  };
}

/** The writes, in order: [shift id, the shift after it or null (deleted)]. */
const SEQUENCE: [string, Shift | null][] = [
  ['hc-1', base],
  ['hc-2', { ...base, start: '2026-11-28T23:30:00Z', nurseType: 'CNA' }],
  ['hc-3', { ...base, facility: 'host-compare-b', start: '2026-11-29T00:30:00Z' }],
  // a week turned over: Saturday night to Sunday (UTC)
  ['hc-2', { ...base, start: '2026-11-29T01:00:00Z', nurseType: 'CNA' }],
  // claimed, then moved to the other facility
  ['hc-1', { ...base, isFree: false }],
  ['hc-1', { ...base, facility: 'host-compare-b', isFree: false }],
  ['hc-4', { ...base, start: '2026-12-02T06:00:00Z', nurseType: 'LPN', hours: 12 }],
  ['hc-5', { ...base, start: '2026-12-03T06:00:00Z' }],
  ['hc-3', null],
  ['hc-4', { ...base, start: '2026-12-02T06:00:00Z', nurseType: 'LPN', hours: 12, status: 'cancelled' }],
  // loses its facility: no place in the weeks
  ['hc-5', { ...base, facility: null, start: '2026-12-03T06:00:00Z' }],
  ['hc-6', { ...base, start: '2026-12-10T14:00:00Z' }],
  ['hc-6', null],
  ['hc-3', { ...base, facility: 'host-compare-b', start: '2026-12-09T14:00:00Z' }],
];

/**
 * Every coverage week of the test's facilities in `db`, by path, as the portal reads it: a week that only heard of a
 * removal holds no `shifts` map (which of those a week hears first depends on when each event runs), read as none.
 */
async function weeksOf(db: Firestore): Promise<Record<string, { facilityId: string; week: string; shifts: object }>> {
  const found: Record<string, { facilityId: string; week: string; shifts: object }> = {};
  for (const facility of FACILITIES) {
    for (const doc of (await db.collection(`facilities/${facility}/coverageWeeks`).get()).docs) {
      const { facilityId, week, shifts } = doc.data() as { facilityId: string; week: string; shifts?: object };
      found[`${facility}/${doc.id}`] = { facilityId, week, shifts: shifts ?? {} };
    }
  }
  return found;
}

describe('the local stack runs the deployed coverageOfShift', () => {
  it('one sequence of shift writes ends in the same weeks on both paths, as the rule makes them', async () => {
    const localDb = getFirestore(local);
    const deployedDb = getFirestore(deployed);
    const last = new Map<string, Shift | null>();
    for (const [id, shift] of SEQUENCE) {
      last.set(id, shift);
      const data = shift && stored(shift);
      // the local stack: the emulator calls the host, which runs the function
      if (data) await localDb.collection('shifts').doc(id).set(data);
      else await localDb.collection('shifts').doc(id).delete();
      // deployed: the handler given the change as the runtime gives it
      const ref = deployedDb.collection('shifts').doc(id);
      const before = await ref.get();
      if (data) await ref.set(data);
      else await ref.delete();
      await deliverShiftChange(DEPLOYED_PROJECT, { id, before, after: await ref.get() });
    }
    await functionsDone();

    const byLocal = await weeksOf(localDb);
    const byDeployed = await weeksOf(deployedDb);
    expect(byLocal).toEqual(byDeployed);

    const expected = coverageWeeksOf(
      [...last].map(([id, shift]) => ({ id, fields: storedShiftFields(shift ? stored(shift) : undefined) })),
    );
    const nonEmpty = Object.fromEntries(
      Object.entries(byLocal).filter(([, week]) => Object.keys(week.shifts).length > 0),
    );
    expect(nonEmpty).toEqual(Object.fromEntries(expected.map((week) => [`${week.facilityId}/${week.week}`, week])));
    // the sequence reaches four weeks of the two facilities, and empties some
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(byLocal).length).toBeGreaterThan(expected.length);
  });
});
