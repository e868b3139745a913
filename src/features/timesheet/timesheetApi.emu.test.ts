// The weekly timesheet against the emulators seeded with the demo data, signed in as the demo accounts
// (so the rules apply): the week's entries, one action, Approve All in transactions of 8, the reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { demoActor, type DemoSpecial, momentWithTimesheet, reseed, writeAsBackend } from '../../../tests/support/demo';
import { defined } from '../../../tests/support/defined';
import { scopeOfFacilities, type FacilityScope } from '../../lib/firebase/facilityChunks';
import { shiftWeek } from '../../domain/timesheetEntries';
import { timesheetSunday, weekRange } from '../../domain/timesheetWeek';
import { countsOf, TIMESHEET_PAGE_SIZE } from '../../domain/timesheetPaging';
import { entryHours } from '../../domain/timesheetHours';
import {
  adjustHours,
  approveAll,
  fetchTimesheetEntries,
  fetchTimesheetPage,
  fetchWeekCounts,
  setTimesheetAction,
} from './timesheetApi';
import {
  actOnEntry,
  adjustEntry,
  approveAllEntries,
  loadMoreEntries,
  loadTimesheet,
  selectTimesheetCounts,
  selectTimesheetEntries,
  selectTimesheetHasMore,
} from './timesheetSlice';
import { signInAs, storeAs } from '../../../tests/support/session';

const LAKESIDE_IDS = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
/** Lakeside's facilities by facility (an 'in' query), and as the company (one query on companyId) */
const LAKESIDE = scopeOfFacilities(LAKESIDE_IDS);
const LAKESIDE_COMPANY: FacilityScope = { facilityIds: LAKESIDE_IDS, companyId: 'lakeside-health' };
const MAPLE = scopeOfFacilities(['maple-grove']);
let special: DemoSpecial;
// the seed's moment: now, or in the first 35 minutes of a week the end of the week before (its entries have ended)
let seededAt: number;
const thisWeek = () => timesheetSunday(null, seededAt);

async function stored(id: string) {
  const snap = await getDoc(doc(appDb(), 'shifts', id));
  return snap.data() as {
    timesheetAction: string | null;
    timesheetActionMadeBy: string | null;
    timesheetActionMadeAt: Timestamp | null;
    approvedHours?: number | null;
    clockIn: Timestamp | null;
    clockOut: Timestamp | null;
    timesheetRejectReason?: { type: string; details?: string } | null;
    timesheetAdjustment?: { clockIn: Timestamp; clockOut: Timestamp; note: string; by: string; at: Timestamp } | null;
  };
}
const NO_SHOW = { type: 'noShow' as const };
const HOUR = 3_600_000;

beforeEach(async () => {
  seededAt = momentWithTimesheet();
  special = (await reseed(seededAt)).special;
  expect(special.timesheet).toHaveLength(3);
  expect(special.timesheet).toEqual(expect.arrayContaining([...special.adjusted, ...special.rejected]));
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the week of timesheet entries', () => {
  it("lists the seeded week's claimed, not cancelled shifts that ended 30 minutes ago or more, by start", async () => {
    await signInAs('facility@shiftcover.test');
    const entries = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    expect(entries.map((e) => e.id).sort()).toEqual([...special.timesheet].sort());
    const starts = entries.map((e) => e.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const e of entries) {
      expect(e.workerFullName).toMatch(/^\w+ \w+$/);
      expect(e.clockIn).toEqual(expect.any(Number));
      // the seed's week: one rejected with a reason, one adjusted, the others without action
      const rejected = special.rejected.includes(e.id);
      expect(e.timesheetAction).toBe(rejected ? 'rejected' : null);
      expect(e.rejectReason).toEqual(rejected ? { type: 'leftEarly' } : null);
      expect(e.adjustment === null).toBe(!special.adjusted.includes(e.id));
    }
    const adjusted = entries.find((e) => special.adjusted.includes(e.id))!;
    // 15 minutes before the start, beside the clock times (which stay as clocked)
    expect(adjusted.adjustment).toMatchObject({ clockIn: adjusted.start - 15 * 60_000, clockOut: adjusted.clockOut });
    expect(adjusted.clockIn).toBeGreaterThanOrEqual(adjusted.start);
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });

  it.each([
    ["an 'in' query", LAKESIDE],
    ['one query on companyId', LAKESIDE_COMPANY],
  ])("lists a company's entries across all its facilities (%s)", async (_, scope) => {
    await signInAs('company@shiftcover.test');
    const seen = new Set<string>();
    let sunday = thisWeek();
    for (let week = 0; week < 3; week++, sunday = shiftWeek(sunday, -1)) {
      for (const e of await fetchTimesheetEntries(appDb(), scope, sunday, Date.now())) seen.add(e.id);
    }
    // the two past claimed shifts of each Lakeside facility
    expect([...seen].sort()).toEqual([
      'le-shift-01',
      'le-shift-02',
      'ln-shift-01',
      'ln-shift-02',
      'ls-shift-01',
      'ls-shift-02',
    ]);
  });

  it('reads the week a page at a time (the rules bound a page) and gets the same entries', async () => {
    await signInAs('company@shiftcover.test');
    for (let week = 0, sunday = thisWeek(); week < 3; week++, sunday = shiftWeek(sunday, -1)) {
      const whole = await fetchTimesheetEntries(appDb(), LAKESIDE, sunday, Date.now());
      expect(await fetchTimesheetEntries(appDb(), LAKESIDE, sunday, Date.now(), {}, 1)).toEqual(whole);
      expect(await fetchTimesheetEntries(appDb(), LAKESIDE_COMPANY, sunday, Date.now(), {}, 1)).toEqual(whole);
    }
  });

  it.each([
    ['by facility', LAKESIDE],
    ['by companyId', LAKESIDE_COMPANY],
  ])("refuses a facility outside the user's scope (permission-denied), %s", async (_, scope) => {
    await signInAs('facility@shiftcover.test');
    await expect(fetchTimesheetEntries(appDb(), scope, thisWeek(), Date.now())).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('approve and reject', () => {
  it('Approve All approves every entry (transactions of 8), recording the signed-in user and server time', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const before = Date.now();
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    await approveAll(appDb(), listed, actor);
    const entries = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    for (const e of entries) {
      // the hours insights sums: the adjusted span where there is an adjustment, else the clock times', to two places
      const from = e.adjustment?.clockIn ?? e.clockIn!;
      const to = e.adjustment?.clockOut ?? e.clockOut!;
      expect((await stored(e.id)).approvedHours).toBe(Math.round((to - from) / 36_000) / 100);
      expect((await stored(e.id)).timesheetRejectReason).toBeNull();
      expect(e).toMatchObject({
        timesheetAction: 'approved',
        timesheetActionMadeBy: 'uid-dana',
        timesheetActionMadeByFullName: 'Dana Whitfield',
      });
      expect(e.timesheetActionMadeAt).toBeGreaterThanOrEqual(before - 60_000);
    }
  });

  it('a batch with a shift of another facility writes nothing', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const other = {
      id: 'ln-shift-01',
      clockIn: null,
      clockOut: null,
      timesheetAction: null,
      timesheetActionMadeBy: null,
      adjustment: null,
    };
    await expect(approveAll(appDb(), [...listed, other], actor)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    for (const e of listed) expect((await stored(e.id)).timesheetAction).toBe(e.timesheetAction);
  });

  it('rejects one entry with its reason', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const entry = listed.find((e) => e.id === special.timesheet[0])!;
    await setTimesheetAction(appDb(), entry, 'rejected', actor, { type: 'other', details: 'Badge not scanned' });
    const after = await stored(entry.id);
    expect(after).toMatchObject({
      timesheetAction: 'rejected',
      timesheetActionMadeBy: 'uid-dana',
      timesheetRejectReason: { type: 'other', details: 'Badge not scanned' },
    });
    expect(after).not.toHaveProperty('approvedHours');
  });

  it('a rejection without a reason is refused by the rules, writing nothing', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const entry = listed.find((e) => e.id === special.timesheet[0])!;
    await expect(setTimesheetAction(appDb(), entry, 'rejected', actor)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await stored(entry.id)).timesheetAction).toBeNull();
  });

  it('adjusts the hours beside the clock times, then approves with the adjusted span', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const entry = listed.find((e) => e.id === special.timesheet[0])!;
    const times = { clockIn: entry.start - 30 * 60_000, clockOut: entry.end + HOUR, note: ' Stayed for handover ' };
    await adjustHours(appDb(), entry, times, actor);
    const after = await stored(entry.id);
    expect(after.clockIn?.toMillis()).toBe(entry.clockIn);
    expect(after.clockOut?.toMillis()).toBe(entry.clockOut);
    expect(after.timesheetAdjustment).toMatchObject({ note: 'Stayed for handover', by: 'uid-dana' });
    expect(after.timesheetAdjustment?.clockIn.toMillis()).toBe(times.clockIn);
    expect(after.timesheetAdjustment?.at).toBeInstanceOf(Timestamp);

    const relisted = defined(
      (await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now())).find((e) => e.id === entry.id),
      'the adjusted entry',
    );
    await setTimesheetAction(appDb(), relisted, 'approved', actor);
    const hours = entryHours(relisted)!;
    expect(hours).toBe(Math.round((times.clockOut - times.clockIn) / 36_000) / 100);
    expect((await stored(entry.id)).approvedHours).toBe(hours);
  });

  it('approved, rejected, adjusted, approved again: it records the hours counted now, none from before', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const relist = async (id: string) =>
      (await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now())).find((e) => e.id === id)!;
    const entry = await relist(defined(special.timesheet[0], 'an entry'));
    await setTimesheetAction(appDb(), entry, 'approved', actor);
    expect((await stored(entry.id)).approvedHours).toBe(entryHours(entry));
    await setTimesheetAction(appDb(), await relist(entry.id), 'rejected', actor, { type: 'wrongTimes' });
    expect(await stored(entry.id)).not.toHaveProperty('approvedHours');
    const times = { clockIn: entry.start, clockOut: entry.end + 2 * HOUR, note: 'Stayed for a double' };
    await adjustHours(appDb(), await relist(entry.id), times, actor);
    const adjusted = await relist(entry.id);
    await approveAll(appDb(), [adjusted], actor);
    expect((await stored(entry.id)).approvedHours).toBe(Math.round((times.clockOut - times.clockIn) / 36_000) / 100);
  });

  it('an approved entry is not adjusted', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const approved = { ...defined(listed[0], 'an entry'), timesheetAction: 'approved' as const };
    await expect(
      adjustHours(appDb(), approved, { clockIn: approved.start, clockOut: approved.end, note: 'x' }, actor),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('lost updates: an action goes through only on rows still as listed', () => {
  it("another scheduler's approval since the list was shown declines a rejection, writing nothing", async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const first = defined(listed[0], 'an entry');
    // the other scheduler (Dana on another computer) approves it first
    await setTimesheetAction(appDb(), first, 'approved', actor);
    await expect(setTimesheetAction(appDb(), first, 'rejected', actor, NO_SHOW)).rejects.toMatchObject({
      kind: 'changed',
    });
    expect((await stored(first.id)).timesheetAction).toBe('approved');
  });

  it('Approve All with one row changed meanwhile writes none of them', async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const fresh = listed.find((e) => e.timesheetAction === null && !e.adjustment)!;
    await setTimesheetAction(appDb(), fresh, 'rejected', actor, NO_SHOW);
    await expect(approveAll(appDb(), listed, actor)).rejects.toMatchObject({ kind: 'changed' });
    for (const e of listed) {
      expect((await stored(e.id)).timesheetAction).toBe(e.id === fresh.id ? 'rejected' : e.timesheetAction);
    }
  });

  it("another scheduler's adjustment since the list was shown declines an approval", async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const entry = listed.find((e) => e.timesheetAction === null)!;
    await adjustHours(appDb(), entry, { clockIn: entry.start, clockOut: entry.end + HOUR, note: 'Late out' }, actor);
    await expect(setTimesheetAction(appDb(), entry, 'approved', actor)).rejects.toMatchObject({ kind: 'changed' });
    await expect(approveAll(appDb(), [entry], actor)).rejects.toMatchObject({ kind: 'changed' });
    expect((await stored(entry.id)).timesheetAction).toBeNull();
  });

  it("another scheduler's adjustment or rejection since the list was shown declines an adjustment", async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const adjusted = listed.find((e) => special.adjusted.includes(e.id))!;
    const mine = { clockIn: adjusted.start, clockOut: adjusted.end + HOUR, note: 'Mine' };
    await adjustHours(appDb(), adjusted, { ...mine, note: 'Theirs' }, actor);
    await expect(adjustHours(appDb(), adjusted, mine, actor)).rejects.toMatchObject({ kind: 'changed' });
    expect((await stored(adjusted.id)).timesheetAdjustment?.note).toBe('Theirs');

    const fresh = listed.find((e) => e.timesheetAction === null && !e.adjustment)!;
    await setTimesheetAction(appDb(), fresh, 'rejected', actor, NO_SHOW);
    await expect(adjustHours(appDb(), fresh, mine, actor)).rejects.toMatchObject({ kind: 'changed' });
    expect((await stored(fresh.id)).timesheetAdjustment ?? null).toBeNull();
  });

  it("another scheduler's rejection since the list was shown declines a rejection with another reason", async () => {
    const actor = demoActor(await signInAs('facility@shiftcover.test'));
    const listed = await fetchTimesheetEntries(appDb(), MAPLE, thisWeek(), Date.now());
    const fresh = listed.find((e) => e.timesheetAction === null)!;
    await setTimesheetAction(appDb(), fresh, 'rejected', actor, { type: 'wrongTimes' });
    await expect(setTimesheetAction(appDb(), fresh, 'rejected', actor, NO_SHOW)).rejects.toMatchObject({
      kind: 'changed',
    });
    expect((await stored(fresh.id)).timesheetRejectReason).toEqual({ type: 'wrongTimes' });
  });
});

describe('timesheet slice', () => {
  it('approves one, then all, reloading the list after each action', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTimesheet({ sunday: thisWeek(), scope: MAPLE })).unwrap();
    const first = defined(selectTimesheetEntries(store.getState())[0], 'an entry');
    await store.dispatch(actOnEntry({ id: first.id, action: 'rejected', reason: NO_SHOW })).unwrap();
    expect(selectTimesheetEntries(store.getState()).find((e) => e.id === first.id)).toMatchObject({
      timesheetAction: 'rejected',
      timesheetActionMadeByFullName: 'Dana Whitfield',
      rejectReason: NO_SHOW,
    });
    // a rejection without a reason is not sent
    await expect(store.dispatch(actOnEntry({ id: first.id, action: 'rejected' })).unwrap()).rejects.toMatchObject({
      kind: 'invalid',
    });
    const adjusting = selectTimesheetEntries(store.getState()).find((e) => e.timesheetAction === null)!;
    const times = { clockIn: adjusting.start, clockOut: adjusting.end + HOUR, note: 'Late out' };
    await store.dispatch(adjustEntry({ id: adjusting.id, ...times })).unwrap();
    expect(selectTimesheetEntries(store.getState()).find((e) => e.id === adjusting.id)?.adjustment).toMatchObject(
      times,
    );
    expect(await store.dispatch(approveAllEntries()).unwrap()).toBe(special.timesheet.length);
    expect(selectTimesheetEntries(store.getState()).every((e) => e.timesheetAction === 'approved')).toBe(true);
    // nothing left to approve
    expect(await store.dispatch(approveAllEntries()).unwrap()).toBe(0);
  });

  it('an impersonating admin acts as themselves, never as the impersonated user', async () => {
    const { store, uid } = await storeAs('admin@shiftcover.test', 'uid-dana');
    await store.dispatch(loadTimesheet({ sunday: thisWeek(), scope: MAPLE })).unwrap();
    await store.dispatch(approveAllEntries()).unwrap();
    expect(uid).toBe('uid-admin');
    for (const id of special.timesheet) expect((await stored(id)).timesheetActionMadeBy).toBe('uid-admin');
    expect(selectTimesheetEntries(store.getState())[0]?.timesheetActionMadeByFullName).toBe('Jordan Lee');
    // the History shows the admin's own name (the rules take it from their user record), not Dana's
    const shift = await getDoc(doc(appDb(), 'shifts', defined(special.timesheet[0], 'an entry')));
    const entry = await getDoc(doc(appDb(), 'shifts', shift.id, 'history', String(shift.get('historyId'))));
    expect(entry.data()).toMatchObject({ kind: 'approved', by: 'uid-admin', byName: 'Jordan Lee' });
  });
});

// A busy week is listed a page at a time, its counts by aggregation, the whole week read when asked for.
describe('a busy week, a page at a time', () => {
  const BUSY = 40;
  // last week (every shift of it has ended, whatever the hour): BUSY entries of ten workers, every third approved,
  // beside shifts that are no entries (unclaimed, cancelled) and must not take room in a page
  async function busyWeek() {
    const sunday = shiftWeek(thisWeek(), -1);
    const { from } = weekRange(sunday);
    const shift = (id: string, i: number, fields: Record<string, unknown>) => ({
      path: `shifts/${id}`,
      data: {
        facilityIdentifier: 'maple-grove',
        description: id,
        status: 'active',
        isFree: false,
        nurseId: `worker-${(i % 10) + 1}`,
        nurseType: 'CNA',
        start: new Date(from + i * HOUR),
        end: new Date(from + i * HOUR + 2 * HOUR),
        clockIn: new Date(from + i * HOUR),
        clockOut: new Date(from + i * HOUR + 2 * HOUR),
        tz: 'America/Chicago',
        createdAt: from - 7 * 24 * HOUR,
        createdBy: 'uid-facility',
        timesheetAction: null,
        timesheetActionMadeBy: null,
        ...fields,
      },
    });
    await writeAsBackend([
      ...Array.from({ length: BUSY }, (_, i) =>
        shift(`busy-entry-${i}`, i, i % 3 === 0 ? { timesheetAction: 'approved', approvedHours: 2 } : {}),
      ),
      ...Array.from({ length: 10 }, (_, i) => shift(`busy-unclaimed-${i}`, i, { isFree: true, nurseId: null })),
      ...Array.from({ length: 10 }, (_, i) => shift(`busy-cancelled-${i}`, i, { status: 'cancelled' })),
    ]);
    return sunday;
  }

  it('reads a page of entries only, the next after it, and counts the week without reading it', async () => {
    await signInAs('facility@shiftcover.test');
    const sunday = await busyWeek();
    const now = Date.now();
    const whole = await fetchTimesheetEntries(appDb(), MAPLE, sunday, now);
    expect(whole.filter((e) => e.id.startsWith('busy-entry-'))).toHaveLength(BUSY);
    expect(whole.some((e) => /busy-(unclaimed|cancelled)/.test(e.id))).toBe(false);

    const g = globalThis as { __shiftcoverDocsRead?: number };
    const before = g.__shiftcoverDocsRead ?? 0;
    const first = await fetchTimesheetPage(appDb(), MAPLE, sunday, now, { want: TIMESHEET_PAGE_SIZE });
    // the page's entries and the names of their ten workers (and of whoever approved), nothing else
    expect((g.__shiftcoverDocsRead ?? 0) - before).toBeLessThanOrEqual(TIMESHEET_PAGE_SIZE + 10 + 1);
    expect(first.entries).toEqual(whole.slice(0, TIMESHEET_PAGE_SIZE));
    expect(first).toMatchObject({ lastAsked: TIMESHEET_PAGE_SIZE, lastGot: TIMESHEET_PAGE_SIZE });

    const rest = await fetchTimesheetPage(appDb(), MAPLE, sunday, now, {
      after: first.cursor,
      want: Number.POSITIVE_INFINITY,
    });
    expect([...first.entries, ...rest.entries]).toEqual(whole);
    expect(rest.lastGot).toBeLessThan(rest.lastAsked);

    const counted = g.__shiftcoverDocsRead ?? 0;
    expect(await fetchWeekCounts(appDb(), MAPLE, sunday, now)).toEqual(countsOf(whole));
    // one read per 1,000 entries matched, for each of the two counts
    expect((g.__shiftcoverDocsRead ?? 0) - counted).toBeLessThanOrEqual(2);
  });

  it('lists a page, Load More, the whole week; Approve All only once the whole week is listed', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const sunday = await busyWeek();
    const q = { sunday, scope: MAPLE };
    await store.dispatch(loadTimesheet(q)).unwrap();
    const whole = await fetchTimesheetEntries(appDb(), MAPLE, sunday, Date.now());
    expect(selectTimesheetEntries(store.getState())).toHaveLength(TIMESHEET_PAGE_SIZE);
    expect(selectTimesheetHasMore(store.getState())).toBe(true);
    expect(selectTimesheetCounts(store.getState())).toEqual(countsOf(whole));
    // 'every listed entry for the displayed week': not while a part of it is listed
    await expect(store.dispatch(approveAllEntries()).unwrap()).rejects.toMatchObject({ kind: 'invalid' });

    await store.dispatch(loadMoreEntries({ whole: false })).unwrap();
    expect(selectTimesheetEntries(store.getState())).toEqual(whole.slice(0, 2 * TIMESHEET_PAGE_SIZE));
    const listed = await store.dispatch(loadMoreEntries({ whole: true })).unwrap();
    expect(listed.entries).toEqual(whole);
    expect(selectTimesheetEntries(store.getState())).toEqual(whole);
    expect(selectTimesheetHasMore(store.getState())).toBe(false);

    // approves every listed entry, then reloads as many as were listed: the whole week, approved
    expect(await store.dispatch(approveAllEntries()).unwrap()).toBe(
      whole.filter((e) => e.timesheetAction !== 'approved').length,
    );
    const after = selectTimesheetEntries(store.getState());
    expect(after.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    expect(after.every((e) => e.timesheetAction === 'approved')).toBe(true);
    expect(selectTimesheetCounts(store.getState())).toEqual({ entries: whole.length, approved: whole.length });
  });
});
