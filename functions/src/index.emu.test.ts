// The production writer of the coverage weeks against the Firestore emulator, with the real firebase-admin: the
// trigger's handler (coverageOfShift.run, given the snapshots Firestore would send) for a shift created, moved to
// another week or facility, deleted, for changes heard twice or out of order, and a retried event past its age; and the
// backfill over more than a page of shifts and a batch of weeks. Project demo-functions, cleared before each test: no
// other test's data. How the local stack runs the same function: host.emu.test.ts.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverageEntryOf, coverageWeekOf, encodeEntry } from '../../src/domain/coverageWeeks';
import { applyShiftChange, coverageWeekDoc, storedShiftFields } from './coverage';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';
import { backfillCoverageWeeks } from './backfill';
import { MAX_EVENT_AGE_MS } from './options';

const PROJECT_ID = 'demo-functions';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

interface ShiftInput {
  facility?: string | null;
  start?: string;
  hours?: number;
  nurseType?: string;
  status?: string;
  isFree?: boolean;
}

/** A stored shift as the portal writes it: instants as Timestamps, beside fields the coverage ignores. */
function shiftData({ facility = 'maple-grove', start = '2026-11-25T14:00:00Z', hours = 8, ...rest }: ShiftInput) {
  const from = at(start);
  return {
    ...(facility === null ? {} : { facilityIdentifier: facility }),
    start: Timestamp.fromMillis(from),
    end: Timestamp.fromMillis(from + hours * HOUR),
    nurseType: rest.nurseType ?? 'RN',
    status: rest.status ?? 'active',
    isFree: rest.isFree ?? true,
    description: 'ignored by the coverage',
    numberOfNurse: 1,
    clockIn: null,
  };
}

const shiftDoc = (id: string) => db.collection('shifts').doc(id);

/** Writes (or, with null, deletes) a shift; resolves to the change Firestore would report: [before, after]. */
async function change(id: string, data: ReturnType<typeof shiftData> | null) {
  const before = await shiftDoc(id).get();
  if (data) await shiftDoc(id).set(data);
  else await shiftDoc(id).delete();
  return { id, before, after: await shiftDoc(id).get() };
}
type Change = Awaited<ReturnType<typeof change>>;

/** Delivers a change to the handler as the runtime does (retry or not, in whatever order), sent `ageMs` ago. */
const deliver = (c: Change, ageMs = 0) => deliverShiftChange(PROJECT_ID, c, ageMs);

/**
 * The shifts of a coverage week document, or undefined when there is none. A week that only ever heard of a shift's
 * removal (a change heard late) holds its facilityId and week and no `shifts` (Firestore makes no map for a deleted
 * key): none, as the portal reads it (shiftsStartingBetween).
 */
async function weekShifts(facilityId: string, week: string) {
  const snap = await coverageWeekDoc(db, { facilityId, week }).get();
  if (!snap.exists) return undefined;
  expect(snap.get('facilityId')).toBe(facilityId);
  expect(snap.get('week')).toBe(week);
  return (snap.get('shifts') as Record<string, string> | undefined) ?? {};
}

const entryOf = (data: ReturnType<typeof shiftData>) => {
  const entry = coverageEntryOf(storedShiftFields(data));
  if (!entry) throw new Error('not a shift of the coverage');
  return encodeEntry(entry);
};

describe('coverageOfShift: the weeks follow each shift', () => {
  it('a created shift appears in the UTC week it starts in, as its one string', async () => {
    const data = shiftData({ start: '2026-11-25T14:00:00Z', nurseType: 'LPN', isFree: false, status: 'completed' });
    await deliver(await change('s1', data));
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({
      s1: JSON.stringify([at('2026-11-25T14:00:00Z'), at('2026-11-25T22:00:00Z'), 'LPN', 'completed', false]),
    });
  });

  it('an edited start moves it to its new week, and out of the old one, where the other shifts stay', async () => {
    const other = shiftData({ start: '2026-11-23T07:00:00Z' });
    await deliver(await change('other', other));
    await deliver(await change('s1', shiftData({ start: '2026-11-28T23:00:00Z' })));
    const moved = shiftData({ start: '2026-11-29T01:00:00Z' });
    await deliver(await change('s1', moved));
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({ other: entryOf(other) });
    expect(await weekShifts('maple-grove', '2026-11-29')).toEqual({ s1: entryOf(moved) });
  });

  it('a shift moved to another facility leaves the first facility’s week', async () => {
    await deliver(await change('s1', shiftData({ facility: 'maple-grove' })));
    const moved = shiftData({ facility: 'oak-ridge' });
    await deliver(await change('s1', moved));
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({});
    expect(await weekShifts('oak-ridge', '2026-11-22')).toEqual({ s1: entryOf(moved) });
  });

  it('a deleted shift is removed, and so is one that loses its place (no facility)', async () => {
    const kept = shiftData({ start: '2026-11-26T14:00:00Z' });
    await deliver(await change('kept', kept));
    await deliver(await change('s1', shiftData({})));
    await deliver(await change('s2', shiftData({})));
    await deliver(await change('s1', null));
    await deliver(await change('s2', shiftData({ facility: null })));
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({ kept: entryOf(kept) });
  });

  it('changes heard twice and out of order end in the weeks of the shift as it is now', async () => {
    const created = await change('s1', shiftData({ start: '2026-11-25T14:00:00Z' }));
    const nextWeek = await change('s1', shiftData({ start: '2026-12-02T14:00:00Z' }));
    const final = shiftData({ start: '2026-12-09T14:00:00Z', isFree: false });
    const later = await change('s1', final);
    // the last change first, then the others backwards, each twice
    for (const c of [later, nextWeek, nextWeek, created, later, created]) await deliver(c);
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({});
    expect(await weekShifts('maple-grove', '2026-11-29')).toEqual({});
    expect(await weekShifts('maple-grove', '2026-12-06')).toEqual({ s1: entryOf(final) });
  });

  it('a creation heard after the deletion leaves no trace of the shift', async () => {
    const created = await change('s1', shiftData({}));
    const deleted = await change('s1', null);
    await deliver(deleted);
    await deliver(created);
    await deliver(deleted);
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({});
  });

  it('a retried event older than the bound (an hour) is dropped; one younger is handled', async () => {
    const kept = shiftData({ start: '2026-11-25T14:00:00Z' });
    await deliver(await change('young', kept), MAX_EVENT_AGE_MS - 60_000);
    await deliver(await change('old', shiftData({ start: '2026-11-26T14:00:00Z' })), MAX_EVENT_AGE_MS + 60_000);
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({ young: entryOf(kept) });
  });

  it('applyShiftChange reads the shift as it is now, whatever the event saw, and reports its writes', async () => {
    const now = shiftData({ start: '2026-12-02T14:00:00Z' });
    await shiftDoc('s1').set(now);
    // an event of an older change: it saw the shift in the week of 2026-11-22 only
    const writes = await applyShiftChange(db, 's1', [{ facilityId: 'maple-grove', week: '2026-11-22' }]);
    expect(writes).toEqual([
      { facilityId: 'maple-grove', week: '2026-11-22', shiftId: 's1', entry: null },
      { facilityId: 'maple-grove', week: '2026-11-29', shiftId: 's1', entry: entryOf(now) },
    ]);
    expect(await weekShifts('maple-grove', '2026-11-22')).toEqual({});
    expect(await weekShifts('maple-grove', '2026-11-29')).toEqual({ s1: entryOf(now) });
  });
});

describe('backfillCoverageWeeks: every week written whole from the shifts', () => {
  it('writes each week of each facility over two pages of shifts and two batches of weeks', async () => {
    const FACILITIES = ['maple-grove', 'oak-ridge', 'birch-hill'];
    const SHIFTS = 1_203;
    const first = at('2020-01-05T10:00:00Z');
    const expected = new Map<string, Record<string, string>>();
    const shifts: [string, ReturnType<typeof shiftData>][] = [];
    for (let i = 0; i < SHIFTS; i += 1) {
      // 401 shifts a facility, two a week: 201 weeks each, 603 in all
      const facility = FACILITIES[i % 3] ?? 'maple-grove';
      const start = new Date(first + Math.floor(i / 6) * 7 * 24 * HOUR + (i % 2) * 30 * HOUR).toISOString();
      const data = shiftData({ facility, start, nurseType: i % 5 === 0 ? 'CNA' : 'RN', isFree: i % 4 !== 0 });
      const id = `shift-${String(i).padStart(5, '0')}`;
      shifts.push([id, data]);
      const key = `${facility}/${coverageWeekOf(at(start))}`;
      expected.set(key, { ...expected.get(key), [id]: entryOf(data) });
    }
    // shifts with no place in the weeks are read and left out
    shifts.push(['no-facility', shiftData({ facility: null })]);
    shifts.push(['no-position', shiftData({ nurseType: 'Surgeon' })]);
    for (let i = 0; i < shifts.length; i += 400) {
      const batch = db.batch();
      for (const [id, data] of shifts.slice(i, i + 400)) batch.set(shiftDoc(id), data);
      await batch.commit();
    }
    // a week the trigger already wrote: a shift it holds is kept, a shift no longer there goes
    const week0 = coverageWeekOf(first);
    await coverageWeekDoc(db, { facilityId: 'maple-grove', week: week0 }).set({
      facilityId: 'maple-grove',
      week: week0,
      shifts: { 'shift-00000': 'stale string of a kept shift', 'deleted-shift': entryOf(shiftData({})) },
    });

    const summary = await backfillCoverageWeeks(db);

    expect(expected.size).toBe(603);
    expect(summary).toEqual({ shiftsRead: SHIFTS + 2, shiftsWritten: SHIFTS, weeks: 603, batches: 2 });
    const stored = await db.collectionGroup('coverageWeeks').get();
    expect(stored.size).toBe(603);
    const found = new Map<string, unknown>();
    for (const doc of stored.docs) {
      const facilityId = doc.ref.parent.parent?.id ?? '';
      expect(doc.data()).toEqual({ facilityId, week: doc.id, shifts: expect.any(Object) as unknown });
      found.set(`${facilityId}/${doc.id}`, doc.get('shifts'));
    }
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(expected));
    expect(await weekShifts('maple-grove', week0)).toEqual({
      'shift-00000': entryOf(shifts[0]![1]),
      'shift-00003': entryOf(shifts[3]![1]),
    });
  });

  it('writes the weeks the trigger keeps: a backfill after the trigger changes nothing', async () => {
    const changes = [
      await change('a', shiftData({ start: '2026-11-25T14:00:00Z' })),
      await change('b', shiftData({ start: '2026-11-26T14:00:00Z', facility: 'oak-ridge' })),
      await change('c', shiftData({ start: '2026-12-01T14:00:00Z' })),
      await change('a', shiftData({ start: '2026-12-03T14:00:00Z' })),
      await change('c', null),
    ];
    for (const c of changes) await deliver(c);
    const byTrigger = (await db.collectionGroup('coverageWeeks').get()).docs.map((d) => [d.ref.path, d.data()]);
    const summary = await backfillCoverageWeeks(db);
    expect(summary).toEqual({ shiftsRead: 2, shiftsWritten: 2, weeks: 2, batches: 1 });
    const byBackfill = (await db.collectionGroup('coverageWeeks').get()).docs.map((d) => [d.ref.path, d.data()]);
    // every shift where the trigger put it; the week the trigger left empty (a moved) is not the backfill's to touch
    expect(byTrigger).toHaveLength(3);
    expect(byBackfill).toEqual(byTrigger);
  });
});
