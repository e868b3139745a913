// The writer of the calendar weeks against the Firestore emulator, with the real firebase-admin: the trigger's handler
// (calendarOfShift.run, given the snapshots Firestore would send) for a shift posted, claimed (its worker's name read
// with it), moved to another week and to another facility, cancelled and deleted; changes heard twice or out of order;
// a change the calendar does not draw; and the backfill, which writes the same weeks as the trigger. Project
// demo-functions-calendar, cleared before each test.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarEntriesBetween, decodeCalendarEntries, decodeCalendarEntry } from '../../src/domain/calendarWeeks';
import { CLAIMED_BY_W1, deliverShiftChange, emulatorProject, shiftAt } from './shiftEvents.test-support';
import { backfillCalendarWeeks } from './calendarWeeks';
import { calendarOfShift } from './index';

const PROJECT_ID = 'demo-functions-calendar';
const DAY = 86_400_000;
// a Wednesday: its UTC week is the one of Sunday 2026-11-22
const WED = Date.parse('2026-11-25T14:00:00Z');

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});
beforeEach(async () => {
  await db.doc('user/w1').set({ userType: 'worker', firstName: 'Ana', lastName: 'Lopez' });
});

/** Writes (or, with null, deletes) shift `id`; resolves to the change Firestore would report. */
async function change(id: string, data: Record<string, unknown> | null) {
  const ref = db.doc(`shifts/${id}`);
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  return { id, before, after: await ref.get() };
}
const deliver = (c: Awaited<ReturnType<typeof change>>) => deliverShiftChange(PROJECT_ID, c, 0, calendarOfShift);
const shift = async (id: string, data: Record<string, unknown> | null) => {
  const c = await change(id, data);
  await deliver(c);
  return c;
};

/** A calendar week as stored, or undefined when there is none. */
async function week(facilityId: string, sunday: string) {
  const snap = await db.doc(`facilities/${facilityId}/calendarWeeks/${sunday}`).get();
  return snap.exists
    ? (snap.data() as { shifts: Record<string, string>; workers?: Record<string, string> })
    : undefined;
}
const shiftsOf = async (facilityId: string, sunday: string) =>
  Object.entries((await week(facilityId, sunday))?.shifts ?? {}).map(([id, text]) => decodeCalendarEntry(id, text));

describe('calendarOfShift: each shift in its facility week, as the calendar draws it', () => {
  it('a posted shift: its calendar fields in the week it starts in', async () => {
    await shift('s1', shiftAt(WED, { description: 'Day - CNA', favoritesFirstUntil: Timestamp.fromMillis(WED - DAY) }));
    expect(await shiftsOf('f1', '2026-11-22')).toEqual([
      expect.objectContaining({
        id: 's1',
        description: 'Day - CNA',
        status: 'active',
        nurseId: null,
        start: WED,
        end: WED + 8 * 3_600_000,
        favoritesFirstUntil: WED - DAY,
      }),
    ]);
    expect((await week('f1', '2026-11-22'))?.workers).toBeUndefined();
  });

  it("a claim: the worker's id in the entry and their name beside it", async () => {
    await shift('s1', shiftAt(WED));
    await shift('s1', shiftAt(WED, CLAIMED_BY_W1));
    const stored = await week('f1', '2026-11-22');
    expect(stored?.workers).toEqual({ w1: 'Ana Lopez' });
    const [shown] = decodeCalendarEntries(calendarEntriesBetween([stored!], 0, Infinity).entries);
    expect(shown).toMatchObject({ id: 's1', nurseId: 'w1' });
  });

  it('a move to the next week: there, and out of the week before; to another facility: out of this one', async () => {
    await shift('s1', shiftAt(WED));
    await shift('s1', shiftAt(WED + 7 * DAY));
    expect(await shiftsOf('f1', '2026-11-22')).toEqual([]);
    expect((await shiftsOf('f1', '2026-11-29')).map((s) => s?.start)).toEqual([WED + 7 * DAY]);
    await shift('s1', shiftAt(WED + 7 * DAY, { facilityIdentifier: 'f2' }));
    expect(await shiftsOf('f1', '2026-11-29')).toEqual([]);
    expect((await shiftsOf('f2', '2026-11-29')).map((s) => s?.id)).toEqual(['s1']);
  });

  it('a cancellation shows as cancelled; a deletion takes the shift out', async () => {
    await shift('s1', shiftAt(WED));
    await shift('s1', shiftAt(WED, { status: 'cancelled' }));
    expect((await shiftsOf('f1', '2026-11-22'))[0]?.status).toBe('cancelled');
    await shift('s1', null);
    expect(await shiftsOf('f1', '2026-11-22')).toEqual([]);
  });

  it('a change heard twice, or after a later one, writes what the shift is now', async () => {
    const posted = await change('s1', shiftAt(WED));
    const moved = await change('s1', shiftAt(WED + 7 * DAY));
    // the later change first, then the earlier one, then the later again
    await deliver(moved);
    await deliver(posted);
    await deliver(moved);
    expect(await shiftsOf('f1', '2026-11-22')).toEqual([]);
    expect((await shiftsOf('f1', '2026-11-29')).map((s) => s?.start)).toEqual([WED + 7 * DAY]);
  });

  it('a change the calendar does not draw (a clock-in) writes nothing', async () => {
    await shift('s1', shiftAt(WED, CLAIMED_BY_W1));
    // the stored week changed behind the writer's back: a write by the trigger would put it right
    await db.doc('facilities/f1/calendarWeeks/2026-11-22').set({ marker: true });
    await shift('s1', shiftAt(WED, { ...CLAIMED_BY_W1, clockIn: Timestamp.fromMillis(WED) }));
    expect(await week('f1', '2026-11-22')).toEqual({ marker: true });
  });
});

describe('backfillCalendarWeeks: every week written whole from the shifts', () => {
  it('writes the weeks the trigger writes, with the names, and drops what no shift holds', async () => {
    await shift('s1', shiftAt(WED, CLAIMED_BY_W1));
    await shift('s2', shiftAt(WED + 7 * DAY, { description: 'Next week' }));
    const byTrigger = [await week('f1', '2026-11-22'), await week('f1', '2026-11-29')];
    // a stale entry of a shift that is gone
    await db.doc('facilities/f1/calendarWeeks/2026-11-22').set({ shifts: { gone: 'x' } }, { merge: true });
    const summary = await backfillCalendarWeeks(db);
    expect(summary).toEqual({ shiftsRead: 2, workersRead: 1, weeks: 2, batches: 1 });
    expect([await week('f1', '2026-11-22'), await week('f1', '2026-11-29')]).toEqual(
      byTrigger.map((w) => ({ ...w, workers: w?.workers ?? {} })),
    );
    // running it again writes the same
    await backfillCalendarWeeks(db);
    expect((await week('f1', '2026-11-22'))?.shifts).toEqual(byTrigger[0]?.shifts);
  });
});
