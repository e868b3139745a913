// The company of each History entry against the Firestore emulator, with the real firebase-admin: the triggers'
// handlers (companyOfShiftHistory.run, companyOfTeamHistory.run, given the snapshots Firestore would send) for an entry
// of a company's shift, of a facility of no company, of a team, and heard twice; a facility's move giving its entries
// the new company (applyFacilityCompany); the backfill. Project demo-functions-history, cleared before each test; and
// the same function as the local stack runs it (scripts/functions-host.mjs), in the demo's project.
import { type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsDone, functionTriggers } from '../../tests/support/demo';
import { applyFacilityCompany } from './companyDirectory';
import { backfillHistoryCompanies } from './backfill';
import { companyOfShiftHistory, companyOfTeamHistory } from './index';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';

const PROJECT_ID = 'demo-functions-history';
const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

/** An entry as the portal writes it: without a company. */
const entryData = (facilityId: string, kind = 'created') => ({ kind, facilityId, by: 'u1', byName: 'Morgan' });

/** Writes an entry under `parent` and delivers its creation to `trigger`, as Firestore would. */
async function entry(
  parent: string,
  id: string,
  data: DocumentData,
  trigger: { run: (event: never) => unknown } = companyOfShiftHistory,
) {
  const ref = db.doc(`${parent}/history/${id}`);
  const before = await ref.get();
  await ref.set(data);
  await deliverShiftChange(PROJECT_ID, { id, before, after: await ref.get() }, 0, trigger, `${parent}/history`);
  return ref;
}
const companyOf = async (path: string) => (await db.doc(path).get()).get('companyId') as unknown;

describe("companyOfShiftHistory and companyOfTeamHistory: each entry given its shift's or facility's company", () => {
  it("gives a shift's entry the shift's companyId, null for a shift of no company", async () => {
    await db.doc('shifts/s1').set({ facilityIdentifier: 'x1', companyId: 'co-x' });
    await db.doc('shifts/s2').set({ facilityIdentifier: 'own', companyId: null });
    const x = await entry('shifts/s1', 'e1', entryData('x1'));
    const own = await entry('shifts/s2', 'e2', entryData('own'));
    expect(await companyOf(x.path)).toBe('co-x');
    expect(await companyOf(own.path)).toBeNull();
    // the rest of the entry as written
    expect((await x.get()).data()).toEqual({ ...entryData('x1'), companyId: 'co-x' });
  });

  it("gives a team's entry its facility's companyId", async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-x' });
    const team = await entry('facilities/x1', 't1', entryData('x1', 'invited'), companyOfTeamHistory);
    expect(await companyOf(team.path)).toBe('co-x');
  });

  it('writes nothing more for an entry heard again, its own write included', async () => {
    await db.doc('shifts/s1').set({ facilityIdentifier: 'x1', companyId: 'co-x' });
    const ref = await entry('shifts/s1', 'e1', entryData('x1'));
    const was = (await ref.get()).updateTime?.toMillis();
    const now = await ref.get();
    await deliverShiftChange(
      PROJECT_ID,
      { id: 'e1', before: now, after: now },
      0,
      companyOfShiftHistory,
      'shifts/s1/history',
    );
    expect((await ref.get()).updateTime?.toMillis()).toBe(was);
  });
});

describe("a facility's move and the backfill", () => {
  it('a facility moved to another company takes its entries with it, the team’s too', async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-y' });
    await db.doc('shifts/s1').set({ facilityIdentifier: 'x1', companyId: 'co-x' });
    await db.doc('shifts/s1/history/e1').set({ ...entryData('x1'), companyId: 'co-x' });
    await db.doc('facilities/x1/history/t1').set({ ...entryData('x1', 'invited'), companyId: 'co-x' });
    await db.doc('shifts/other/history/e9').set({ ...entryData('y2'), companyId: 'co-x' });
    // the shift, its entry and the team's entry
    expect(await applyFacilityCompany(db, 'x1')).toBe(3);
    expect(await companyOf('shifts/s1/history/e1')).toBe('co-y');
    expect(await companyOf('facilities/x1/history/t1')).toBe('co-y');
    expect(await companyOf('shifts/other/history/e9')).toBe('co-x');
    expect(await applyFacilityCompany(db, 'x1')).toBe(0);
  });

  it("gives each entry without a company its facility's, and leaves those that have one", async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-x' });
    await db.doc('facilities/own').set({ facilityName: 'Own', companyId: null });
    await db.doc('shifts/s1/history/e1').set(entryData('x1'));
    await db.doc('shifts/s2/history/e2').set(entryData('own'));
    await db.doc('facilities/x1/history/t1').set(entryData('x1', 'invited'));
    await db.doc('shifts/s3/history/e3').set({ ...entryData('x1'), companyId: 'co-kept' });
    expect(await backfillHistoryCompanies(db)).toEqual({ read: 4, written: 3, batches: 1 });
    expect(await companyOf('shifts/s1/history/e1')).toBe('co-x');
    expect(await companyOf('shifts/s2/history/e2')).toBeNull();
    expect(await companyOf('facilities/x1/history/t1')).toBe('co-x');
    expect(await companyOf('shifts/s3/history/e3')).toBe('co-kept');
    expect(await backfillHistoryCompanies(db)).toEqual({ read: 4, written: 0, batches: 0 });
  });
});

describe('companyOfShiftHistory on the local stack (scripts/functions-host.mjs)', () => {
  it("gives a new entry its shift's company", async () => {
    // the demo's project, which the host serves, on a shift of its own that it removes afterwards
    const app = initializeApp({ projectId: 'demo-shiftcover' }, 'local-stack-history');
    const local = getFirestore(app);
    const was = await functionTriggers(true);
    try {
      await local
        .doc('shifts/history-host-1')
        .set({ facilityIdentifier: 'history-host-f', companyId: 'history-host-co' });
      await local.doc('shifts/history-host-1/history/e1').set(entryData('history-host-f'));
      const company = async () => (await local.doc('shifts/history-host-1/history/e1').get()).get('companyId');
      // the emulator calls the host a moment after the write
      await expect.poll(company, { timeout: 15_000 }).toBe('history-host-co');
      await functionsDone();
    } finally {
      await functionTriggers(false);
      await local.recursiveDelete(local.doc('shifts/history-host-1'));
      await functionTriggers(was);
      await deleteApp(app);
    }
  });
});
