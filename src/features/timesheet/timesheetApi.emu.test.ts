// The weekly timesheet against the emulators seeded with the demo data, signed in as the demo accounts
// (so the rules apply): the week's entries, one action, Approve All in one batch, the reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../lib/firebase/firestore';
import { makeStore } from '../../app/store';
import { authChanged, impersonate, loadProfile } from '../../session/sessionSlice';
import { momentWithTimesheet, reseed } from '../../../tests/support/demo';
import { shiftWeek } from '../../domain/timesheetEntries';
import { timesheetSunday } from '../../domain/timesheetWeek';
import { approveAll, fetchTimesheetEntries, setTimesheetAction } from './timesheetApi';
import { actOnEntry, approveAllEntries, loadTimesheet, selectTimesheetEntries } from './timesheetSlice';

const PASSWORD = 'demo-pass-1';
const LAKESIDE = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
let special: Record<string, string[]>;
// the seed's moment: now, or in the first 35 minutes of a week the end of the week before (its entries have ended)
let seededAt: number;
const signInAs = async (email: string) => (await signInWithEmailAndPassword(appAuth(), email, PASSWORD)).user.uid;
const thisWeek = () => timesheetSunday(null, seededAt);

async function storeAs(email: string, secretUserId?: string) {
  const uid = await signInAs(email);
  const store = makeStore();
  store.dispatch(authChanged({ uid, email, displayName: null }));
  if (secretUserId) store.dispatch(impersonate(secretUserId));
  await store.dispatch(loadProfile()).unwrap();
  return { store, uid };
}

async function stored(id: string) {
  const snap = await getDoc(doc(appDb(), 'shifts', id));
  return snap.data() as {
    timesheetAction: string | null;
    timesheetActionMadeBy: string | null;
    timesheetActionMadeAt: Timestamp | null;
    approvedHours?: number | null;
  };
}

beforeEach(async () => {
  seededAt = momentWithTimesheet();
  special = (await reseed(seededAt)).special;
  expect(special.timesheet).toHaveLength(3);
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the week of timesheet entries', () => {
  it("lists the seeded week's claimed, not cancelled shifts that ended 30 minutes ago or more, by start", async () => {
    await signInAs('facility@shiftcover.test');
    const entries = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    expect(entries.map((e) => e.id).sort()).toEqual([...special.timesheet].sort());
    const starts = entries.map((e) => e.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const e of entries) {
      expect(e.workerFullName).toMatch(/^\w+ \w+$/);
      expect(e.clockIn).toEqual(expect.any(Number));
      expect(e.timesheetAction).toBeNull();
    }
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });

  it("lists a company's entries across all its facilities (an 'in' query)", async () => {
    await signInAs('company@shiftcover.test');
    const seen = new Set<string>();
    let sunday = thisWeek();
    for (let week = 0; week < 3; week++, sunday = shiftWeek(sunday, -1)) {
      for (const e of await fetchTimesheetEntries(appDb(), LAKESIDE, sunday, Date.now())) seen.add(e.id);
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
    }
  });

  it("refuses a facility outside the user's scope (permission-denied)", async () => {
    await signInAs('facility@shiftcover.test');
    await expect(fetchTimesheetEntries(appDb(), LAKESIDE, thisWeek(), Date.now())).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('approve and reject', () => {
  it('Approve All approves every entry in one batch, recording the signed-in user and the server time', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const before = Date.now();
    const listed = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    await approveAll(appDb(), listed, uid);
    const entries = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    for (const e of entries) {
      // the hours insights sums: the clock times' span, to two places
      expect((await stored(e.id)).approvedHours).toBe(Math.round((e.clockOut! - e.clockIn!) / 36_000) / 100);
      expect(e).toMatchObject({
        timesheetAction: 'approved',
        timesheetActionMadeBy: 'uid-dana',
        timesheetActionMadeByFullName: 'Dana Whitfield',
      });
      expect(e.timesheetActionMadeAt).toBeGreaterThanOrEqual(before - 60_000);
    }
  });

  it('a batch with a shift of another facility writes nothing', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const listed = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    const other = {
      id: 'ln-shift-01',
      clockIn: null,
      clockOut: null,
      timesheetAction: null,
      timesheetActionMadeBy: null,
      adjustment: null,
    };
    await expect(approveAll(appDb(), [...listed, other], uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    for (const id of special.timesheet) expect((await stored(id)).timesheetAction).toBeNull();
  });

  it('rejects one entry', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const listed = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    const entry = listed.find((e) => e.id === special.timesheet[0])!;
    await setTimesheetAction(appDb(), entry, 'rejected', uid);
    expect(await stored(special.timesheet[0])).toMatchObject({
      timesheetAction: 'rejected',
      timesheetActionMadeBy: 'uid-dana',
      approvedHours: null,
    });
  });
});

describe('lost updates: an action goes through only on rows still as listed', () => {
  it("another scheduler's approval since the list was shown declines a rejection, writing nothing", async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const listed = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    const [first] = listed;
    // the other scheduler (Dana on another computer) approves it first
    await setTimesheetAction(appDb(), first, 'approved', uid);
    await expect(setTimesheetAction(appDb(), first, 'rejected', uid)).rejects.toMatchObject({ kind: 'changed' });
    expect((await stored(first.id)).timesheetAction).toBe('approved');
  });

  it('Approve All with one row changed meanwhile writes none of them', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const listed = await fetchTimesheetEntries(appDb(), ['maple-grove'], thisWeek(), Date.now());
    await setTimesheetAction(appDb(), listed[1], 'rejected', uid);
    await expect(approveAll(appDb(), listed, uid)).rejects.toMatchObject({ kind: 'changed' });
    expect((await stored(listed[0].id)).timesheetAction).toBeNull();
    expect((await stored(listed[1].id)).timesheetAction).toBe('rejected');
    expect((await stored(listed[2].id)).timesheetAction).toBeNull();
  });
});

describe('timesheet slice', () => {
  it('approves one, then all, reloading the list after each action', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTimesheet({ sunday: thisWeek(), facilityIds: ['maple-grove'] })).unwrap();
    const [first] = selectTimesheetEntries(store.getState());
    await store.dispatch(actOnEntry({ id: first.id, action: 'rejected' })).unwrap();
    expect(selectTimesheetEntries(store.getState()).find((e) => e.id === first.id)).toMatchObject({
      timesheetAction: 'rejected',
      timesheetActionMadeByFullName: 'Dana Whitfield',
    });
    expect(await store.dispatch(approveAllEntries()).unwrap()).toBe(special.timesheet.length);
    expect(selectTimesheetEntries(store.getState()).every((e) => e.timesheetAction === 'approved')).toBe(true);
    // nothing left to approve
    expect(await store.dispatch(approveAllEntries()).unwrap()).toBe(0);
  });

  it('an impersonating admin acts as themselves, never as the impersonated user', async () => {
    const { store, uid } = await storeAs('admin@shiftcover.test', 'uid-dana');
    await store.dispatch(loadTimesheet({ sunday: thisWeek(), facilityIds: ['maple-grove'] })).unwrap();
    await store.dispatch(approveAllEntries()).unwrap();
    expect(uid).toBe('uid-admin');
    for (const id of special.timesheet) expect((await stored(id)).timesheetActionMadeBy).toBe('uid-admin');
    expect(selectTimesheetEntries(store.getState())[0].timesheetActionMadeByFullName).toBe('Jordan Lee');
  });
});
