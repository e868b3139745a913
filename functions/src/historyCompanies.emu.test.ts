// The company of each History entry against the Firestore emulator, with the real firebase-admin: the trigger's handler
// (companyOfTeamHistory.run, given the snapshots Firestore would send) for a team's entry at a company's facility and
// at one of no company, heard twice; a facility's move giving its entries (its shifts' and its team's) the new company
// (applyFacilityCompany); the backfill. Project demo-functions-history, cleared before each test; and the same
// function as the local stack runs it (scripts/functions-host.mjs), in the demo's project.
import { type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsDone, functionTriggers } from '../../tests/support/demo';
import { applyFacilityCompany } from './companyDirectory';
import { backfillHistoryCompanies } from './backfill';
import { companyOfTeamHistory } from './index';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';

const PROJECT_ID = 'demo-functions-history';
const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

/** An entry as the portal writes a team's: without a company. */
const entryData = (facilityId: string, kind = 'invited') => ({ kind, facilityId, by: 'u1', byName: 'Morgan' });

/** Writes a team entry of `facilityId` and delivers its creation to the trigger, as Firestore would. */
async function teamEntry(facilityId: string, id: string, data: DocumentData) {
  const ref = db.doc(`facilities/${facilityId}/history/${id}`);
  const before = await ref.get();
  await ref.set(data);
  const collection = `facilities/${facilityId}/history`;
  await deliverShiftChange(PROJECT_ID, { id, before, after: await ref.get() }, 0, companyOfTeamHistory, collection);
  return ref;
}
const companyOf = async (path: string) => (await db.doc(path).get()).get('companyId') as unknown;

describe("companyOfTeamHistory: each team entry given its facility's company", () => {
  it("gives the entry its facility's companyId, null for a facility of no company", async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-x' });
    await db.doc('facilities/own').set({ facilityName: 'Own', companyId: null });
    const x = await teamEntry('x1', 't1', entryData('x1'));
    const own = await teamEntry('own', 't2', entryData('own'));
    expect(await companyOf(x.path)).toBe('co-x');
    expect(await companyOf(own.path)).toBeNull();
    // the rest of the entry as written
    expect((await x.get()).data()).toEqual({ ...entryData('x1'), companyId: 'co-x' });
  });

  it('writes nothing more for an entry heard again, its own write included', async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-x' });
    const ref = await teamEntry('x1', 't1', entryData('x1'));
    const was = (await ref.get()).updateTime?.toMillis();
    const now = await ref.get();
    const collection = 'facilities/x1/history';
    await deliverShiftChange(PROJECT_ID, { id: 't1', before: now, after: now }, 0, companyOfTeamHistory, collection);
    expect((await ref.get()).updateTime?.toMillis()).toBe(was);
  });
});

describe("a facility's move and the backfill", () => {
  it('a facility moved to another company takes its entries with it, the team’s too', async () => {
    await db.doc('facilities/x1').set({ facilityName: 'X One', companyId: 'co-y' });
    await db.doc('shifts/s1').set({ facilityIdentifier: 'x1', companyId: 'co-x' });
    await db.doc('shifts/s1/history/e1').set({ ...entryData('x1', 'created'), companyId: 'co-x' });
    await db.doc('facilities/x1/history/t1').set({ ...entryData('x1'), companyId: 'co-x' });
    await db.doc('shifts/other/history/e9').set({ ...entryData('y2', 'created'), companyId: 'co-x' });
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
    await db.doc('shifts/s1/history/e1').set(entryData('x1', 'created'));
    await db.doc('shifts/s2/history/e2').set(entryData('own', 'created'));
    await db.doc('facilities/x1/history/t1').set(entryData('x1'));
    await db.doc('shifts/s3/history/e3').set({ ...entryData('x1', 'created'), companyId: 'co-kept' });
    expect(await backfillHistoryCompanies(db)).toEqual({ read: 4, written: 3, batches: 1 });
    expect(await companyOf('shifts/s1/history/e1')).toBe('co-x');
    expect(await companyOf('shifts/s2/history/e2')).toBeNull();
    expect(await companyOf('facilities/x1/history/t1')).toBe('co-x');
    expect(await companyOf('shifts/s3/history/e3')).toBe('co-kept');
    expect(await backfillHistoryCompanies(db)).toEqual({ read: 4, written: 0, batches: 0 });
  });
});

describe('companyOfTeamHistory on the local stack (scripts/functions-host.mjs)', () => {
  it("gives a new team entry its facility's company", async () => {
    // the demo's project, which the host serves, on a facility of its own that it removes afterwards
    const app = initializeApp({ projectId: 'demo-shiftcover' }, 'local-stack-history');
    const local = getFirestore(app);
    const was = await functionTriggers(true);
    try {
      await local.doc('facilities/history-host-f').set({ facilityName: 'Host', companyId: 'history-host-co' });
      await local.doc('facilities/history-host-f/history/t1').set(entryData('history-host-f'));
      const company = async () => (await local.doc('facilities/history-host-f/history/t1').get()).get('companyId');
      // the emulator calls the host a moment after the write
      await expect.poll(company, { timeout: 15_000 }).toBe('history-host-co');
      await functionsDone();
    } finally {
      await functionTriggers(false);
      await local.recursiveDelete(local.doc('facilities/history-host-f'));
      await functionTriggers(was);
      await deleteApp(app);
    }
  });
});
