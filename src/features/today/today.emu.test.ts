// /today's reads and writes against the emulators seeded with the demo data, through the store as the screen uses it:
// the live window (a worker app's clock-in arrives through the listener), Mark no-show with its History entry, and
// Repost (a new unclaimed shift equal to the no-show, the two linked, each with its entry).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseedDemo, writeAsBackend, type DemoData } from '../../../tests/support/demo';
import { storeAs, until } from '../../../tests/support/session';
import { todayState } from '../../domain/today';
import { markNoShow, repostShift, selectToday, watchToday } from './todaySlice';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';

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
