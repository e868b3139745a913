// The writer of the companies' directories against the Firestore emulator, with the real firebase-admin: the trigger's
// handler (directoryOfFacility.run, given the snapshots Firestore would send) for a facility written, moved to another
// company, deleted, changed in what the directory leaves out, for changes heard twice or out of order; the transaction
// itself (applyFacilityDirectory) with a small bound, for a directory that overflows and fits again; and the backfill,
// which writes the same directories as the trigger and the seed. Project demo-functions-directory, cleared before each
// test; and the same function as the local stack runs it (scripts/functions-host.mjs), in the demo's project.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsDone, functionTriggers } from '../../tests/support/demo';
import { directoryBytes, directoryEntryOf, directoryPath } from '../../src/domain/companyDirectory';
import { applyFacilityDirectory, backfillCompanyDirectories } from './companyDirectory';
import { directoryOfFacility } from './index';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';
// @ts-expect-error plain ES module without types
import { buildDemoData } from '../../scripts/seed/index.mjs';

const PROJECT_ID = 'demo-functions-directory';
const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

/** A stored facility as the portal writes it: a Timestamp, lists, and the favorites' events the directory drops. */
const facilityData = (name: string, companyId: string | null, extra: Record<string, unknown> = {}) => ({
  facilityName: name,
  companyId,
  status: 'active',
  tz: 'America/Chicago',
  adminIds: [],
  shiftTemplates: [{ name: 'Day', startTime: '07:00', endTime: '15:00' }],
  blocklistEvents: [{ timestamp: Timestamp.fromMillis(Date.UTC(2026, 10, 1)), nurseId: 'w1', action: 'blocked' }],
  premierlistEvents: [{ timestamp: Timestamp.fromMillis(Date.UTC(2026, 10, 2)), nurseId: 'w2', action: 'added' }],
  ...extra,
});

/** Writes (or, with null, deletes) a facility; resolves to the change Firestore would report. */
async function change(id: string, data: DocumentData | null) {
  const ref = db.collection('facilities').doc(id);
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  return { id, before, after: await ref.get() };
}
type Change = Awaited<ReturnType<typeof change>>;
const deliver = (c: Change) => deliverShiftChange(PROJECT_ID, c, 0, directoryOfFacility, 'facilities');
const facility = async (id: string, data: DocumentData | null) => {
  const c = await change(id, data);
  await deliver(c);
  return c;
};

/** A company's directory as stored, or undefined when there is none. */
const directory = async (companyId: string) => (await db.doc(directoryPath(companyId)).get()).data();
const updateTime = async (companyId: string) => (await db.doc(directoryPath(companyId)).get()).updateTime?.toMillis();
/** The facilities' entries as the directory keeps them. */
const entries = async (...ids: string[]) => {
  const facilities: Record<string, DocumentData> = {};
  for (const id of ids) facilities[id] = directoryEntryOf((await db.collection('facilities').doc(id).get()).data()!);
  return { facilities };
};

describe("directoryOfFacility: each facility in its company's directory, as stored", () => {
  it('a first write builds the directory from every facility of the company; the next sets its entry', async () => {
    await db.doc('facilities/x1').set(facilityData('X One', 'co-x'));
    await db.doc('facilities/own').set(facilityData('Own', null));
    await facility('x2', facilityData('X Two', 'co-x'));
    expect(await directory('co-x')).toEqual(await entries('x1', 'x2'));
    await facility('x2', facilityData('X Two renamed', 'co-x', { facilityIntro: 'About' }));
    const stored = await directory('co-x');
    expect(stored).toEqual(await entries('x1', 'x2'));
    expect(stored?.facilities.x2.facilityName).toBe('X Two renamed');
    // kept as stored: Timestamps, without the favorites' events
    expect(stored?.facilities.x2.blocklistEvents[0].timestamp).toBeInstanceOf(Timestamp);
    expect(stored?.facilities.x2).not.toHaveProperty('premierlistEvents');
  });

  it('a field the facility no longer has leaves its entry too', async () => {
    await facility('x1', facilityData('X One', 'co-x', { facilityIntro: 'About' }));
    await facility('x1', facilityData('X One', 'co-x'));
    expect((await directory('co-x'))?.facilities.x1).not.toHaveProperty('facilityIntro');
    expect(await directory('co-x')).toEqual(await entries('x1'));
  });

  it('a facility moving company leaves one directory and joins the other', async () => {
    await facility('y1', facilityData('Y One', 'co-y'));
    await facility('x1', facilityData('X One', 'co-x'));
    await facility('x1', facilityData('X One', 'co-y'));
    expect(await directory('co-x')).toEqual({ facilities: {} });
    expect(await directory('co-y')).toEqual(await entries('x1', 'y1'));
    // and to a facility of its own: in no directory
    await facility('x1', facilityData('X One', null));
    expect(await directory('co-y')).toEqual(await entries('y1'));
  });

  it('a facility moving company gives its shifts the company it joined, whatever order events come in', async () => {
    const created = await facility('x1', facilityData('X One', 'co-x'));
    await db.doc('facilities/x2').set(facilityData('X Two', 'co-x'));
    const shift = (facilityIdentifier: string) => ({ facilityIdentifier, companyId: 'co-x', status: 'active' });
    await db.doc('shifts/s1').set(shift('x1'));
    await db.doc('shifts/s2').set(shift('x1'));
    await db.doc('shifts/s3').set(shift('x2'));
    const companies = async () => {
      const ids = ['s1', 's2', 's3'];
      const docs = await Promise.all(ids.map((id) => db.doc(`shifts/${id}`).get()));
      return Object.fromEntries(docs.map((d) => [d.id, d.get('companyId')]));
    };
    const moved = await facility('x1', facilityData('X One', 'co-y'));
    expect(await companies()).toEqual({ s1: 'co-y', s2: 'co-y', s3: 'co-x' });
    // the events heard again, the first last: the facility as it is now decides
    await deliver(moved);
    await deliver(created);
    expect(await companies()).toEqual({ s1: 'co-y', s2: 'co-y', s3: 'co-x' });
    // to a facility of its own: no company
    await facility('x1', facilityData('X One', null));
    expect(await companies()).toEqual({ s1: null, s2: null, s3: 'co-x' });
  });

  it('a deleted facility leaves its directory; the others stay', async () => {
    await facility('x1', facilityData('X One', 'co-x'));
    await facility('x2', facilityData('X Two', 'co-x'));
    await facility('x1', null);
    expect(await directory('co-x')).toEqual(await entries('x2'));
  });

  it('a change heard twice or out of order ends as the facility is now', async () => {
    await facility('y1', facilityData('Y One', 'co-y'));
    const first = await change('x1', facilityData('X One', 'co-x'));
    const second = await change('x1', facilityData('X One moved', 'co-y'));
    await deliver(second);
    await deliver(first);
    await deliver(second);
    await deliver(first);
    expect(await directory('co-x')).toEqual({ facilities: {} });
    expect(await directory('co-y')).toEqual(await entries('x1', 'y1'));
    expect((await directory('co-y'))?.facilities.x1.facilityName).toBe('X One moved');
  });

  it('a change the directory leaves out (a favorite) writes nothing; nor does an event heard again', async () => {
    const first = await facility('x1', facilityData('X One', 'co-x'));
    const written = await updateTime('co-x');
    await facility('x1', facilityData('X One', 'co-x', { premierlistEvents: [] }));
    await deliver(first);
    expect(await updateTime('co-x')).toBe(written);
    expect(await applyFacilityDirectory(db, 'x1', { before: first.before.data(), after: first.after.data() })).toEqual(
      [],
    );
    expect(await updateTime('co-x')).toBe(written);
  });
});

describe('applyFacilityDirectory: a directory past its bound is overflow until it fits again', () => {
  const heard = (c: Change) => ({ before: c.before.data(), after: c.after.data() });
  it('stores overflow when an entry grows past the bound, and the facilities again once they fit', async () => {
    const a = await change('a', facilityData('A', 'co'));
    await change('b', facilityData('B', 'co'));
    expect(await applyFacilityDirectory(db, 'a', heard(a))).toEqual([{ companyId: 'co', kind: 'rebuilt' }]);
    const fits = await entries('a', 'b');
    const max = directoryBytes('co', fits) + 100;

    const grown = await change('b', facilityData('B', 'co', { facilityIntro: 'x'.repeat(200) }));
    expect(await applyFacilityDirectory(db, 'b', heard(grown), max)).toEqual([{ companyId: 'co', kind: 'overflow' }]);
    expect(await directory('co')).toEqual({ overflow: true });

    // a facility joining cannot make it fit: nothing read nor written
    const joined = await change('c', facilityData('C', 'co'));
    expect(await applyFacilityDirectory(db, 'c', heard(joined), max)).toEqual([]);
    // nor one that grows
    const more = await change('b', facilityData('B', 'co', { facilityIntro: 'x'.repeat(300) }));
    expect(await applyFacilityDirectory(db, 'b', heard(more), max)).toEqual([]);
    expect(await directory('co')).toEqual({ overflow: true });

    // c leaves: still too big (b's intro)
    const left = await change('c', null);
    expect(await applyFacilityDirectory(db, 'c', heard(left), max)).toEqual([]);
    // b shrinks: the directory is written whole from every facility of the company
    const shrunk = await change('b', facilityData('B', 'co'));
    expect(await applyFacilityDirectory(db, 'b', heard(shrunk), max)).toEqual([{ companyId: 'co', kind: 'rebuilt' }]);
    expect(await directory('co')).toEqual(fits);
  });

  it('overflows when a facility joins a full directory', async () => {
    const a = await change('a', facilityData('A', 'co'));
    await applyFacilityDirectory(db, 'a', heard(a));
    const max = directoryBytes('co', await entries('a')) + 50;
    const b = await change('b', facilityData('B', 'co'));
    expect(await applyFacilityDirectory(db, 'b', heard(b), max)).toEqual([{ companyId: 'co', kind: 'overflow' }]);
    // b moves elsewhere: a fits again
    const moved = await change('b', facilityData('B', 'other'));
    expect(await applyFacilityDirectory(db, 'b', heard(moved), max)).toEqual([
      { companyId: 'other', kind: 'rebuilt' },
      { companyId: 'co', kind: 'rebuilt' },
    ]);
    expect(await directory('co')).toEqual(await entries('a'));
  });
});

describe('backfillCompanyDirectories: every directory written whole, as the trigger writes them', () => {
  it("writes every company's directory from its facilities, and drops entries no facility left", async () => {
    await db.doc('companies/co-x').set({ companyName: 'X', ownerId: 'u-x' });
    await db.doc('companies/co-empty').set({ companyName: 'Empty', ownerId: 'u-e' });
    await db.doc('facilities/x1').set(facilityData('X One', 'co-x'));
    await db.doc('facilities/x2').set(facilityData('X Two', 'co-x'));
    await db.doc('facilities/y1').set(facilityData('Y One', 'co-y'));
    await db.doc('facilities/own').set(facilityData('Own', null));
    await db.doc(directoryPath('co-x')).set({ facilities: { gone: { facilityName: 'a stale entry' } } });

    expect(await backfillCompanyDirectories(db)).toEqual({ facilitiesRead: 4, directories: 3, overflow: 0 });
    expect(await directory('co-x')).toEqual(await entries('x1', 'x2'));
    expect(await directory('co-y')).toEqual(await entries('y1'));
    expect(await directory('co-empty')).toEqual({ facilities: {} });
    expect(await backfillCompanyDirectories(db, 100)).toEqual({ facilitiesRead: 4, directories: 3, overflow: 2 });
    expect(await directory('co-x')).toEqual({ overflow: true });

    // the trigger writes the same
    await db.recursiveDelete(db.collection('companies'));
    for (const id of ['x1', 'x2', 'y1']) {
      const after = await db.doc(`facilities/${id}`).get();
      await deliver({ id, before: await db.doc('facilities/none').get(), after });
    }
    expect(await directory('co-x')).toEqual(await entries('x1', 'x2'));
    expect(await directory('co-y')).toEqual(await entries('y1'));
  });
});

describe("the demo seed's directories", () => {
  it('are what the backfill writes of its companies and facilities', async () => {
    const { docs } = buildDemoData(Date.parse('2026-11-26T08:43:00Z')) as {
      docs: { path: string; data: Record<string, unknown> }[];
    };
    const written = docs.filter(({ path }) => /^(companies|facilities)\/[^/]+$|\/directory\//.test(path));
    const batch = db.batch();
    for (const { path, data } of written) batch.set(db.doc(path), data);
    await batch.commit();
    const seeded = written.filter(({ path }) => path.includes('/directory/')).map(({ path }) => path);
    expect(seeded).toEqual([directoryPath('lakeside-health'), directoryPath('harbor-care')]);
    const read = () => Promise.all(seeded.map(async (path) => (await db.doc(path).get()).data()));
    const before = await read();
    expect(Object.keys(before[0]?.facilities ?? {}).sort()).toEqual([
      'lakeside-east',
      'lakeside-north',
      'lakeside-south',
    ]);
    await backfillCompanyDirectories(db);
    expect(await read()).toEqual(before);
  });
});

describe('directoryOfFacility on the local stack (scripts/functions-host.mjs)', () => {
  it("keeps a company's directory as the facility is written and deleted", async () => {
    // the demo's project, which the host serves, on a company of its own that it removes afterwards
    const app = initializeApp({ projectId: 'demo-shiftcover' }, 'local-stack');
    const local = getFirestore(app);
    const path = directoryPath('directory-host-co');
    const was = await functionTriggers(true);
    try {
      await local.doc('facilities/directory-host-1').set(facilityData('Host One', 'directory-host-co'));
      const entry = directoryEntryOf((await local.doc('facilities/directory-host-1').get()).data()!);
      const directory = async () => (await local.doc(path).get()).data();
      // the emulator calls the host a moment after the write
      await expect.poll(directory, { timeout: 15_000 }).toEqual({ facilities: { 'directory-host-1': entry } });
      await local.doc('facilities/directory-host-1').delete();
      await expect.poll(directory, { timeout: 15_000 }).toEqual({ facilities: {} });
      await functionsDone();
    } finally {
      await functionTriggers(false);
      await local.doc('facilities/directory-host-1').delete();
      await local.doc(path).delete();
      await functionTriggers(was);
      await deleteApp(app);
    }
  });
});
