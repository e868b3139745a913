// /today's reads and writes against the emulators seeded with the demo data, through the store as the screen uses it:
// the live window (a worker app's clock-in arrives through the listener), a company's All facilities from its Today
// window (the same shifts as its shift queries give, one document read, live through the server's trigger, and the
// shifts read instead while the window does not serve), Mark no-show with its History entry, and Repost (a new
// unclaimed shift equal to the no-show, the two linked, each with its entry).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import {
  functionsDone,
  functionTriggers,
  reseedDemo,
  writeAsBackend,
  type DemoData,
} from '../../../tests/support/demo';
import { storeAs, until } from '../../../tests/support/session';
import { todayState } from '../../domain/today';
import { workerName } from '../../domain/history';
import { readCredentials } from '../../data/credentials';
import { markNoShow, repostShift, selectToday, watchToday } from './todaySlice';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';
import { selectScope } from '../../session/scope';
import { companyTodayPath, companyTodayRange } from '../../domain/companyToday';
import type { Shift } from '../../domain/types';

let demo: DemoData;

beforeAll(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the Today window, live', () => {
  it("shows the seeded day, and a worker app's clock-in arrives through the listener", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const { late } = demo.special.today;
    const stop = store.dispatch(watchToday(scopeOfFacilities(['maple-grove']), Date.now()));
    try {
      await until(() => selectToday(store.getState()).status === 'succeeded');
      const shift = selectToday(store.getState()).shifts.find((s) => s.id === late);
      expect(shift && todayState(shift, Date.now())).toBe('Late');
      const seeded = demo.docs.find((d) => d.path === `shifts/${late}`);
      await writeAsBackend([{ path: `shifts/${late}`, data: { ...seeded!.data, clockIn: new Date() } }]);
      await until(() => selectToday(store.getState()).shifts.some((x) => x.id === late && x.clockIn !== null));
      const after = selectToday(store.getState()).shifts.find((s) => s.id === late);
      expect(after && todayState(after, Date.now())).toBe('On shift');
    } finally {
      stop();
    }
  });
});

/**
 * The company's window as of `at` in a store of its own (a store that showed another keeps those rows until the new
 * answer): its shifts by id once the listener has answered, the documents it read, its store and the listener's stop.
 * `shiftsOnly`: its scope without the company, which reads the shifts by facility.
 */
async function companyWindow(at: number, shiftsOnly = false) {
  const { store } = await storeAs('company@shiftcover.test');
  const scope = selectScope(store.getState());
  const g = globalThis as { __shiftcoverDocsRead?: number };
  const before = g.__shiftcoverDocsRead ?? 0;
  const stop = store.dispatch(watchToday(shiftsOnly ? { ...scope, companyId: null } : scope, at));
  await until(() => selectToday(store.getState()).status === 'succeeded');
  const read = (g.__shiftcoverDocsRead ?? 0) - before;
  const byId = (shifts: readonly Shift[]) => [...shifts].sort((a, b) => (a.id < b.id ? -1 : 1));
  return { scope, shifts: byId(selectToday(store.getState()).shifts), read, store, stop };
}
/** What the screen shows of them: never a cancelled shift (the window leaves them out; the shift queries do not). */
const shown = (shifts: readonly Shift[]) => shifts.filter((s) => s.status !== 'cancelled');

/**
 * Lakeside's shifts of this moment, whatever the hour: one claimed starting in an hour, one clocked in to two hours
 * ago, one open in five hours, one cancelled, one 26 hours ahead (in the window's slack, not on /today), each
 * a seeded Lakeside shift moved. Written with the server's triggers on, as the worker app and the portal write, so the
 * company's Today window follows; resolves once the server is done.
 */
async function lakesideNow(demo: DemoData, at: number) {
  const template = demo.docs.find((d) => /^shifts\/ln-[^/]+$/.test(d.path))!.data;
  const HOUR = 3_600_000;
  const moved = (id: string, facility: string, startIn: number, extra: Record<string, unknown> = {}) => ({
    path: `shifts/today-co-${id}`,
    data: {
      ...template,
      id: `today-co-${id}`,
      facilityIdentifier: facility,
      start: new Date(at + startIn),
      end: new Date(at + startIn + 8 * HOUR),
      historyId: null,
      nurseId: null,
      isFree: true,
      clockIn: null,
      clockOut: null,
      noShowAt: null,
      timesheetAction: null,
      status: 'active',
      ...extra,
    },
  });
  const claimed = { nurseId: 'worker-1', isFree: false };
  const was = await functionTriggers(true);
  try {
    await writeAsBackend([
      moved('coming', 'lakeside-north', HOUR, claimed),
      moved('on', 'lakeside-south', -2 * HOUR, { ...claimed, clockIn: new Date(at - 2 * HOUR) }),
      moved('open', 'lakeside-east', 5 * HOUR),
      moved('cancelled', 'lakeside-north', 3 * HOUR, { status: 'cancelled' }),
      moved('ahead', 'lakeside-south', 26 * HOUR),
    ]);
    // the emulator calls the server's trigger a moment after the write
    await expect
      .poll(windowIds, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['coming', 'on', 'open', 'ahead'].map((id) => `today-co-${id}`)));
    await functionsDone();
  } finally {
    await functionTriggers(was);
  }
}

/** The ids of the shifts Lakeside Health's Today window holds, read as the server. */
async function windowIds(): Promise<string[]> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/demo-shiftcover/databases/(default)/documents/`;
  const res = await fetch(url + companyTodayPath('lakeside-health'), { headers: { Authorization: 'Bearer owner' } });
  const body = (await res.json()) as { fields?: { shifts?: { mapValue?: { fields?: Record<string, unknown> } } } };
  return Object.keys(body.fields?.shifts?.mapValue?.fields ?? {});
}

describe("a company's All facilities, from its Today window", () => {
  it('shows the shifts its shift queries give, reading one document', async () => {
    const demo = await reseedDemo();
    const at = Date.now();
    await lakesideNow(demo, at);
    const fromWindow = await companyWindow(at);
    fromWindow.stop();

    expect(fromWindow.scope.companyId).toBe('lakeside-health');
    const fromShifts = await companyWindow(at, true);
    fromShifts.stop();
    expect(fromWindow.shifts.map((s) => s.id)).toEqual(
      expect.arrayContaining(['today-co-coming', 'today-co-on', 'today-co-open']),
    );
    expect(fromWindow.shifts.map((s) => s.id)).not.toContain('today-co-ahead');
    expect(fromWindow.shifts).toEqual(shown(fromShifts.shifts));
    expect(fromShifts.shifts.map((s) => s.id)).toContain('today-co-cancelled');
    expect(fromWindow.read).toBe(1);
    expect(fromShifts.read).toBeGreaterThan(1);
    // and it names the workers, so their records are not read for it
    const worker1 = demo.docs.find((d) => d.path === 'user/worker-1')!.data;
    expect(selectToday(fromWindow.store.getState()).workerNames).toMatchObject({ 'worker-1': workerName(worker1) });
    // and holds their documents as the company reads them itself
    const byId = (list: unknown) => [...(list as { id: string }[])].sort((a, b) => (a.id < b.id ? -1 : 1));
    const read = await readCredentials(appDb(), ['worker-1']);
    expect(read['worker-1']?.length).toBeGreaterThan(0);
    expect(byId(selectToday(fromWindow.store.getState()).credentials['worker-1'])).toEqual(byId(read['worker-1']));
  });

  it("a worker's claim and clock-in arrive through the window, which the server's trigger keeps", async () => {
    const demo = await reseedDemo();
    await lakesideNow(demo, Date.now());
    const was = await functionTriggers(true);
    const { shifts, store, stop } = await companyWindow(Date.now());
    try {
      const open = shifts.find((s) => s.id === 'today-co-open')!;
      expect(todayState(open, Date.now())).toBe('Unfilled');
      const stored = (await getDoc(doc(appDb(), 'shifts', open.id))).data()!;
      await writeAsBackend([
        {
          path: `shifts/${open.id}`,
          data: {
            ...stored,
            start: stored.start.toDate(),
            end: stored.end.toDate(),
            nurseId: 'worker-1',
            isFree: false,
            clockIn: new Date(),
          },
        },
      ]);
      await until(
        () => selectToday(store.getState()).shifts.some((s) => s.id === open.id && s.clockIn !== null),
        15_000,
      );
      const after = selectToday(store.getState()).shifts.find((s) => s.id === open.id);
      expect(after && todayState(after, Date.now())).toBe('On shift');
      await functionsDone();
    } finally {
      stop();
      await functionTriggers(was);
    }
  });

  it('reads the shifts instead while the window does not serve the moment (out of date, or overflow)', async () => {
    const demo = await reseedDemo();
    const at = Date.now();
    await lakesideNow(demo, at);
    const fromShifts = await companyWindow(at, true);
    fromShifts.stop();
    expect(shown(fromShifts.shifts).length).toBeGreaterThan(0);
    // written four hours ago and empty: past its slack, so not used
    const path = companyTodayPath('lakeside-health');
    await writeAsBackend([{ path, data: { ...companyTodayRange(at - 4 * 3_600_000), shifts: {} } }]);
    const stale = await companyWindow(at);
    stale.stop();
    expect(shown(stale.shifts)).toEqual(shown(fromShifts.shifts));
    expect(stale.read).toBeGreaterThan(1);
    await writeAsBackend([{ path, data: { ...companyTodayRange(at), overflow: true } }]);
    const overflow = await companyWindow(at);
    overflow.stop();
    expect(shown(overflow.shifts)).toEqual(shown(fromShifts.shifts));
  });
});

describe('markNoShow and repostShift', () => {
  it('marks a late worker with who, when and the note, and its History entry; then reposts it', async () => {
    await reseedDemo();
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const { late } = demo.special.today;
    const before = Date.now();
    await store.dispatch(markNoShow({ id: late, note: ' No call ' })).unwrap();
    const db = appDb();
    const marked = (await getDoc(doc(db, 'shifts', late))).data()!;
    expect(marked.noShowBy).toBe(uid);
    expect(marked.noShowNote).toBe('No call');
    expect(marked.noShowAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    const entry = (await getDoc(doc(db, 'shifts', late, 'history', marked.historyId as string))).data()!;
    expect(entry).toMatchObject({ kind: 'noShow', by: uid, detail: 'No call', workerId: 'worker-3' });

    // a second mark is declined before anything is written
    await expect(store.dispatch(markNoShow({ id: late, note: '' })).unwrap()).rejects.toMatchObject({
      kind: 'changed',
    });

    const repostId = await store.dispatch(repostShift({ id: late })).unwrap();
    const repost = (await getDoc(doc(db, 'shifts', repostId))).data()!;
    const original = (await getDoc(doc(db, 'shifts', late))).data()!;
    expect(original.repostedAs).toBe(repostId);
    expect(repost).toMatchObject({
      repostOf: late,
      isFree: true,
      nurseId: null,
      status: 'active',
      facilityIdentifier: original.facilityIdentifier,
      description: original.description,
      nurseType: original.nurseType,
      additionalRequirements: original.additionalRequirements,
      additionalnotes: original.additionalnotes,
      createdBy: uid,
    });
    expect(repost.start.toMillis()).toBe(original.start.toMillis());
    expect(repost.end.toMillis()).toBe(original.end.toMillis());
    const created = (await getDoc(doc(db, 'shifts', repostId, 'history', repost.historyId as string))).data()!;
    expect(created).toMatchObject({ kind: 'created', by: uid, facilityId: original.facilityIdentifier });
    const reposted = (await getDoc(doc(db, 'shifts', late, 'history', original.historyId as string))).data()!;
    expect(reposted.kind).toBe('reposted');

    // reposted once only
    await expect(store.dispatch(repostShift({ id: late })).unwrap()).rejects.toMatchObject({ kind: 'changed' });
  });

  it('declines a mark before the 30 minutes', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // the coming shift starts in about 3 hours
    await expect(
      store.dispatch(markNoShow({ id: demo.special.today.coming, note: '' })).unwrap(),
    ).rejects.toMatchObject({ kind: 'locked' });
  });
});
