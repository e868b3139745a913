// The writer of the worker links against the Firestore emulator, with the real firebase-admin: the trigger's handler
// (workerLinksOfShift.run, given the snapshots Firestore would send) for a claim at a facility of its own and at a
// company's, claims heard twice, late or after the release, a facility that is gone; and the backfill, which writes
// only what lengthens a link. Project demo-functions-links, cleared before each test: no other test's data.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';
import { linkUntil } from '../../src/domain/workerLinks';
import { workerLinksOfShift } from './index';
import { applyClaim, backfillWorkerLinks, workerLinkDoc } from './workerLinks';

const PROJECT_ID = 'demo-functions-links';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

beforeEach(async () => {
  await db.doc('facilities/maple-grove').set({ facilityName: 'Maple Grove', companyId: null, status: 'active' });
  await db.doc('facilities/lakeside-north').set({ facilityName: 'North', companyId: 'lakeside', status: 'active' });
});

interface ShiftInput {
  facility?: string;
  worker?: string | null;
  end?: string;
  status?: string;
}

/** A stored shift as the worker app leaves it: claimed (isFree false, nurseId) unless `worker` is null. */
function shiftData({
  facility = 'maple-grove',
  worker = 'worker-1',
  end = '2026-11-25T22:00:00Z',
  status = 'active',
}: ShiftInput) {
  return {
    facilityIdentifier: facility,
    start: Timestamp.fromMillis(at(end) - 8 * HOUR),
    end: Timestamp.fromMillis(at(end)),
    nurseType: 'RN',
    status,
    isFree: worker === null,
    ...(worker === null ? {} : { nurseId: worker }),
  };
}

const shiftDoc = (id: string) => db.collection('shifts').doc(id);

/** Writes a shift; resolves to the change Firestore would report: [before, after]. */
async function change(id: string, data: ReturnType<typeof shiftData>) {
  const before = await shiftDoc(id).get();
  await shiftDoc(id).set(data);
  return { id, before, after: await shiftDoc(id).get() };
}
type Change = Awaited<ReturnType<typeof change>>;

/** Delivers a change to the deployed handler, as the runtime does (retry or not, in whatever order). */
const deliver = (c: Change) => deliverShiftChange(PROJECT_ID, c, 0, workerLinksOfShift);

/** Every link document stored: its path and until (ISO), by path. */
async function links(): Promise<Record<string, string>> {
  const stored = await db.collectionGroup('workerLinks').get();
  return Object.fromEntries(
    stored.docs.map((d) => {
      expect(d.get('workerId')).toBe(d.id);
      return [d.ref.path, (d.get('until') as Timestamp).toDate().toISOString()];
    }),
  );
}
const untilOf = (end: string) => new Date(linkUntil(at(end))).toISOString();

describe('workerLinksOfShift: a claim links the worker to the facility and its company', () => {
  it('a claim at a facility of its own links it until 90 days after the shift ends', async () => {
    await deliver(await change('s1', shiftData({ worker: null })));
    expect(await links()).toEqual({});
    await deliver(await change('s1', shiftData({})));
    expect(await links()).toEqual({ 'facilities/maple-grove/workerLinks/worker-1': untilOf('2026-11-25T22:00:00Z') });
  });

  it("a claim at a company's facility links the company too", async () => {
    await deliver(await change('s1', shiftData({ facility: 'lakeside-north', worker: 'worker-2' })));
    expect(await links()).toEqual({
      'facilities/lakeside-north/workerLinks/worker-2': untilOf('2026-11-25T22:00:00Z'),
      'companies/lakeside/workerLinks/worker-2': untilOf('2026-11-25T22:00:00Z'),
    });
  });

  it('claims heard twice, out of order or after the release keep the latest end', async () => {
    const early = await change('early', shiftData({ end: '2026-11-20T22:00:00Z' }));
    const late = await change('late', shiftData({ end: '2026-12-20T22:00:00Z' }));
    const released = await change('late', shiftData({ end: '2026-12-20T22:00:00Z', worker: null }));
    await deliver(late);
    await deliver(early);
    await deliver(released);
    await deliver(late);
    expect(await links()).toEqual({ 'facilities/maple-grove/workerLinks/worker-1': untilOf('2026-12-20T22:00:00Z') });
  });

  it('a cancelled shift, or one of a facility that is gone, links nobody', async () => {
    await deliver(await change('c', shiftData({ status: 'cancelled' })));
    await deliver(await change('g', shiftData({ facility: 'gone' })));
    expect(await links()).toEqual({});
  });

  it('applyClaim reports the links it lengthened, and none the second time', async () => {
    const claim = { facilityId: 'lakeside-north', workerId: 'worker-3', end: at('2026-11-25T22:00:00Z') };
    const first = await applyClaim(db, claim);
    expect(first.map((l) => l.scope)).toEqual(['facilities', 'companies']);
    expect(await applyClaim(db, claim)).toEqual([]);
  });
});

describe('backfillWorkerLinks: the links of the claims stored before the trigger', () => {
  it('writes each link with the latest end of its claims, keeps a longer one, and writes nothing again', async () => {
    const shifts: [string, ReturnType<typeof shiftData>][] = [
      ['a', shiftData({ end: '2026-11-20T22:00:00Z' })],
      ['b', shiftData({ end: '2026-11-24T22:00:00Z' })],
      ['c', shiftData({ facility: 'lakeside-north', worker: 'worker-2' })],
      ['open', shiftData({ worker: null })],
      ['cancelled', shiftData({ worker: 'worker-9', status: 'cancelled' })],
      ['gone', shiftData({ facility: 'gone', worker: 'worker-9' })],
    ];
    for (const [id, data] of shifts) await shiftDoc(id).set(data);
    // the trigger already wrote a longer link for worker-2 at the company
    const longer = untilOf('2027-01-10T22:00:00Z');
    await workerLinkDoc(db, { scope: 'companies', scopeId: 'lakeside', workerId: 'worker-2' }).set({
      workerId: 'worker-2',
      until: Timestamp.fromDate(new Date(longer)),
    });

    expect(await backfillWorkerLinks(db)).toEqual({ shiftsRead: 6, links: 3, written: 2 });
    expect(await links()).toEqual({
      'facilities/maple-grove/workerLinks/worker-1': untilOf('2026-11-24T22:00:00Z'),
      'facilities/lakeside-north/workerLinks/worker-2': untilOf('2026-11-25T22:00:00Z'),
      'companies/lakeside/workerLinks/worker-2': longer,
    });
    expect(await backfillWorkerLinks(db)).toEqual({ shiftsRead: 6, links: 3, written: 0 });
  });
});
