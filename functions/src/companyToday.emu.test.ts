// The writer of the companies' Today windows against the Firestore emulator, with the real firebase-admin: the
// trigger's handler (todayOfShift.run, given the snapshots Firestore would send) for a shift claimed, clocked in to,
// cancelled, moved out of the window and into it, moved to another company, for changes heard twice or out of order,
// and for a post far ahead (nothing read); the hourly rebuild (rebuildCompanyToday, rebuildCompanyTodays) with a small
// bound for overflow; and the seed's windows, the same as the rebuild's. Project demo-functions-today, cleared before
// each test; and the same function as the local stack runs it (scripts/functions-host.mjs), in the demo's project.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsDone, functionTriggers } from '../../tests/support/demo';
import {
  companyTodayBytes,
  companyTodayPath,
  companyTodayRange,
  type CompanyTodayData,
} from '../../src/domain/companyToday';
import { applyShiftToday, rebuildCompanyToday, rebuildCompanyTodays } from './companyToday';
import { todayOfShift } from './index';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';
// @ts-expect-error plain ES module without types
import { buildDemoData } from '../../scripts/seed/index.mjs';

const PROJECT_ID = 'demo-functions-today';
const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A stored shift as the portal posts it, starting `startIn` from now (the window is relative to the event's time). */
const shiftData = (companyId: string | null, startIn: number, extra: Record<string, unknown> = {}) => {
  const start = Date.now() + startIn;
  return {
    facilityIdentifier: `${companyId ?? 'own'}-1`,
    companyId,
    description: 'Day shift',
    status: 'active',
    start: Timestamp.fromMillis(start),
    end: Timestamp.fromMillis(start + 8 * HOUR),
    nurseType: 'CNA',
    nurseId: null,
    clockIn: null,
    clockOut: null,
    ...extra,
  };
};

/** A worker's BLS card as the worker app stores it. */
const BLS = {
  type: 'bls',
  number: 'BLS-1',
  state: 'IL',
  expiresAt: Timestamp.fromMillis(Date.now() + 400 * DAY),
  verifiedAt: null,
};

/** Writes (or, with null, deletes) a shift; resolves to the change Firestore would report. */
async function change(id: string, data: DocumentData | null) {
  const ref = db.collection('shifts').doc(id);
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  return { id, before, after: await ref.get() };
}
type Change = Awaited<ReturnType<typeof change>>;
const deliver = (c: Change) => deliverShiftChange(PROJECT_ID, c, 0, todayOfShift);
const shift = async (id: string, data: DocumentData | null) => {
  const c = await change(id, data);
  await deliver(c);
  return c;
};

/** A company's window as stored, or undefined when there is none. */
const window = async (companyId: string) => (await db.doc(companyTodayPath(companyId)).get()).data();
const updateTime = async (companyId: string) =>
  (await db.doc(companyTodayPath(companyId)).get()).updateTime?.toMillis();
/** The window's shifts: each id's stored fields. */
const held = async (companyId: string) => (await window(companyId))?.shifts as Record<string, DocumentData> | undefined;
const stored = async (id: string) => (await db.doc(`shifts/${id}`).get()).data();

describe("todayOfShift: each shift of the window in its company's, as stored", () => {
  it('sets the entry as a shift is claimed (its worker named) and clocked in; removes it once cancelled', async () => {
    await rebuildCompanyToday(db, 'co-x', Date.now());
    await shift('s1', shiftData('co-x', 2 * HOUR));
    expect(await held('co-x')).toEqual({ s1: await stored('s1') });
    expect((await window('co-x'))?.workerNames).toEqual({});
    await db.doc('user/w1').set({ firstName: 'Ana', lastName: 'Lopez', userType: 'worker' });
    await db.doc('user/w1/credentials/bls').set(BLS);
    await shift('s1', { ...(await stored('s1')), nurseId: 'w1', isFree: false });
    expect((await window('co-x'))?.workerNames).toEqual({ w1: 'Ana Lopez' });
    expect((await window('co-x'))?.workerCredentials).toEqual({
      w1: { bls: (await db.doc('user/w1/credentials/bls').get()).data() },
    });
    await shift('s1', { ...(await stored('s1')), clockIn: Timestamp.now() });
    const entry = (await held('co-x'))?.s1;
    expect(entry).toEqual(await stored('s1'));
    expect(entry?.nurseId).toBe('w1');
    expect(entry?.start).toBeInstanceOf(Timestamp);
    await shift('s1', { ...(await stored('s1')), clockIn: null, status: 'cancelled' });
    expect(await held('co-x')).toEqual({});
  });

  it('removes a shift moved out of the window, adds one moved into it, and a deleted one goes', async () => {
    await db.doc('shifts/s2').set(shiftData('co-x', 3 * HOUR));
    await rebuildCompanyToday(db, 'co-x', Date.now());
    expect(Object.keys((await held('co-x')) ?? {})).toEqual(['s2']);
    await shift('s2', shiftData('co-x', 20 * DAY));
    expect(await held('co-x')).toEqual({});
    await shift('s2', shiftData('co-x', 5 * HOUR));
    expect(await held('co-x')).toEqual({ s2: await stored('s2') });
    await shift('s2', null);
    expect(await held('co-x')).toEqual({});
  });

  it('reads and writes nothing for a shift posted far ahead, nor for a facility of no company', async () => {
    await rebuildCompanyToday(db, 'co-x', Date.now());
    const was = await updateTime('co-x');
    await shift('far', shiftData('co-x', 30 * DAY));
    await shift('own', shiftData(null, HOUR));
    expect(await updateTime('co-x')).toBe(was);
    expect(await held('co-x')).toEqual({});
  });

  it('leaves a company without a window to the hourly rebuild (the portal reads the shifts meanwhile)', async () => {
    await shift('s3', shiftData('co-y', HOUR));
    expect(await window('co-y')).toBeUndefined();
  });

  it('moves the entry of a shift whose facility moved to another company', async () => {
    const at = Date.now();
    await rebuildCompanyToday(db, 'co-x', at);
    await rebuildCompanyToday(db, 'co-y', at);
    await shift('s4', shiftData('co-x', HOUR));
    await shift('s4', { ...(await stored('s4')), companyId: 'co-y' });
    expect(await held('co-x')).toEqual({});
    expect(await held('co-y')).toEqual({ s4: await stored('s4') });
  });

  it('writes the shift as it is now, for a change heard twice or after a later one', async () => {
    await rebuildCompanyToday(db, 'co-x', Date.now());
    const first = await change('s5', shiftData('co-x', HOUR));
    const second = await change('s5', { ...(await stored('s5')), nurseId: 'w2' });
    await deliver(second);
    await deliver(first);
    await deliver(second);
    expect(await held('co-x')).toEqual({ s5: await stored('s5') });
    expect((await held('co-x'))?.s5?.nurseId).toBe('w2');
  });

  it('stores the window as overflow when an entry would take it past its bound', async () => {
    await rebuildCompanyToday(db, 'co-x', Date.now());
    const bound = companyTodayBytes('co-x', (await window('co-x')) as CompanyTodayData) + 50;
    await db.doc('shifts/big').set(shiftData('co-x', HOUR, { description: 'x'.repeat(200) }));
    expect(await applyShiftToday(db, 'big', {}, bound)).toEqual([{ companyId: 'co-x', kind: 'overflow' }]);
    expect(await window('co-x')).toMatchObject({ overflow: true });
    expect(await window('co-x')).not.toHaveProperty('shifts');
    // and the trigger leaves an overflowing window to the rebuild
    expect(await applyShiftToday(db, 'big', {}, bound)).toEqual([]);
  });
});

describe("rebuildCompanyToday: a company's window written whole for the hours ahead", () => {
  it('holds the shifts starting in range and those still clocked in to, with their workers’ names', async () => {
    const at = Date.now();
    await db.doc('user/w1').set({ firstName: 'Ana', lastName: 'Lopez', userType: 'worker' });
    await db.doc('user/w1/credentials/bls').set(BLS);
    await db.doc('shifts/soon').set(shiftData('co-x', HOUR, { nurseId: 'w1' }));
    await db
      .doc('shifts/on')
      .set(shiftData('co-x', -20 * HOUR, { nurseId: 'w-gone', clockIn: Timestamp.fromMillis(at - 20 * HOUR) }));
    await db.doc('shifts/done').set(
      shiftData('co-x', -20 * HOUR, {
        clockIn: Timestamp.fromMillis(at - 20 * HOUR),
        clockOut: Timestamp.fromMillis(at - 12 * HOUR),
      }),
    );
    await db.doc('shifts/cancelled').set(shiftData('co-x', HOUR, { status: 'cancelled' }));
    await db.doc('shifts/later').set(shiftData('co-x', 3 * DAY));
    await db.doc('shifts/other').set(shiftData('co-y', HOUR));
    expect(await rebuildCompanyToday(db, 'co-x', at)).toEqual({ companyId: 'co-x', kind: 'rebuilt' });
    expect(await window('co-x')).toEqual({
      ...companyTodayRange(at),
      shifts: { soon: await stored('soon'), on: await stored('on') },
      workerNames: { w1: 'Ana Lopez', 'w-gone': '' },
      workerCredentials: { w1: { bls: (await db.doc('user/w1/credentials/bls').get()).data() }, 'w-gone': {} },
    });
    // unchanged: nothing written
    expect(await rebuildCompanyToday(db, 'co-x', at)).toBeNull();
    expect(await rebuildCompanyToday(db, 'co-x', at, 100)).toEqual({ companyId: 'co-x', kind: 'overflow' });
    expect(await window('co-x')).toEqual({ ...companyTodayRange(at), overflow: true });
  });

  it("writes every company's window, an empty one for a company with no shift in range", async () => {
    const at = Date.now();
    await db.doc('companies/co-x').set({ companyName: 'X' });
    await db.doc('companies/co-empty').set({ companyName: 'Empty' });
    await db.doc('shifts/x').set(shiftData('co-x', HOUR));
    expect(await rebuildCompanyTodays(db, at)).toEqual([
      { companyId: 'co-empty', kind: 'rebuilt' },
      { companyId: 'co-x', kind: 'rebuilt' },
    ]);
    expect(await window('co-empty')).toEqual({
      ...companyTodayRange(at),
      shifts: {},
      workerNames: {},
      workerCredentials: {},
    });
    expect(await held('co-x')).toEqual({ x: await stored('x') });
  });
});

describe("the demo seed's Today windows", () => {
  it("are what the rebuild writes of the seed's shifts at the seed's moment", async () => {
    const now = Date.now();
    const { docs } = buildDemoData(now) as { docs: { path: string; data: Record<string, unknown> }[] };
    const written = docs.filter(({ path }) => /^(companies|shifts)\/[^/]+$|\/today\//.test(path));
    for (let i = 0; i < written.length; i += 400) {
      const batch = db.batch();
      for (const { path, data } of written.slice(i, i + 400)) batch.set(db.doc(path), data);
      await batch.commit();
    }
    const seeded = written.filter(({ path }) => path.includes('/today/')).map(({ path }) => path);
    expect(seeded).toEqual([companyTodayPath('lakeside-health'), companyTodayPath('harbor-care')]);
    const read = () => Promise.all(seeded.map(async (path) => (await db.doc(path).get()).data()));
    const before = await read();
    expect(Object.keys(before[0]?.shifts ?? {}).length).toBeGreaterThan(0);
    expect(await rebuildCompanyTodays(db, now)).toEqual([]);
    expect(await read()).toEqual(before);
  });
});

describe('todayOfShift on the local stack (scripts/functions-host.mjs)', () => {
  it("keeps a company's window as a shift is written and deleted", async () => {
    // the demo's project, which the host serves, on a company of its own that it removes afterwards
    const app = initializeApp({ projectId: 'demo-shiftcover' }, 'local-stack-today');
    const local = getFirestore(app);
    const path = companyTodayPath('today-host-co');
    const was = await functionTriggers(true);
    try {
      await local.doc(path).set({ ...companyTodayRange(Date.now()), shifts: {} });
      await local.doc('shifts/today-host-1').set(shiftData('today-host-co', HOUR));
      const entry = (await local.doc('shifts/today-host-1').get()).data();
      const shifts = async () => (await local.doc(path).get()).data()?.shifts;
      // the emulator calls the host a moment after the write
      await expect.poll(shifts, { timeout: 15_000 }).toEqual({ 'today-host-1': entry });
      await local.doc('shifts/today-host-1').delete();
      await expect.poll(shifts, { timeout: 15_000 }).toEqual({});
      await functionsDone();
    } finally {
      await functionTriggers(false);
      await local.doc('shifts/today-host-1').delete();
      await local.doc(path).delete();
      await functionTriggers(was);
      await deleteApp(app);
    }
  });
});
