// The Alerts' reads against the emulators seeded with the demo data: the Alerts' own listeners hold a
// facility's next claimed shifts, soonest first, ALERTS_LIMIT of them, and the next unclaimed ones, CLAIMS_LIMIT of
// them; a shift that leaves them (a worker app's release or claim) is read again by the shift feed, which reports it
// as it is now, so that the release or the claim can raise its alert.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { subscribeShiftFeed, type ShiftFeedReport } from '../../data/shiftFeed';
import { ALERTS_LIMIT, CLAIMS_LIMIT, watchAlertShifts } from '../../data/shiftAlerts';
import { alertsWindowFrom } from '../../domain/alerts';
import { reseedDemo, writeAsBackend, type DemoData } from '../../../tests/support/demo';
import { signInAs, until } from '../../../tests/support/session';

let demo: DemoData;
// each test starts from the seed: the first releases a shift the second would otherwise not hold
beforeEach(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

/** The seed's active Maple Grove shifts, claimed or not, starting from `from`, soonest first (the listeners' order). */
const seededNext = (claimed: boolean, from: number) =>
  demo.docs
    .filter((d) => /^shifts\/[^/]+$/.test(d.path))
    .map((d) => ({ id: d.path.slice('shifts/'.length), data: d.data, start: (d.data.start as Date).getTime() }))
    .filter(
      ({ data, start }) =>
        data.facilityIdentifier === 'maple-grove' &&
        data.status === 'active' &&
        data.isFree === !claimed &&
        start >= from,
    )
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));

/** Opens the Alerts' listeners on Maple Grove; resolves once they have all answered. */
async function listen(claimedFrom: number, unclaimedFrom: number) {
  let answered = false;
  const stop = watchAlertShifts(
    appDb(),
    ['maple-grove'],
    claimedFrom,
    unclaimedFrom,
    () => {
      answered = true;
    },
    (error) => {
      throw error;
    },
  );
  await until(() => answered);
  return stop;
}

/** What the listener that held shifts holds now (the other one of the two holds none, its window a year ahead). */
const heldNow = (reports: readonly ShiftFeedReport[]) => {
  const source = reports.find((r) => r.held?.length)?.source;
  return reports.findLast((r) => r.source === source && r.held)?.held ?? [];
};

describe("the Alerts' listeners and the shift feed", () => {
  it("holds the facility's next claimed shifts, and reports a released one, read again, as free", async () => {
    await signInAs('facility@shiftcover.test');
    const from = alertsWindowFrom(Date.now());
    const expected = seededNext(true, from).slice(0, ALERTS_LIMIT);
    expect(expected.length).toBeGreaterThan(0);
    const reports: ShiftFeedReport[] = [];
    const unsubscribe = subscribeShiftFeed((r) => reports.push(r));
    // unclaimed ones from a year ahead: none, so that the feed's reports are the claimed listener's alone
    const stop = await listen(from, Date.now() + 366 * 86_400_000);
    try {
      const held = heldNow(reports);
      expect(held.map((s) => s.id)).toEqual(expected.map((s) => s.id));
      expect(held.every((s) => !s.isFree && s.nurseId)).toBe(true);

      // the worker app releases the soonest: it leaves the listener, and the feed reports it as it is now
      const released = expected[0]!;
      const seeded = demo.docs.find((d) => d.path === `shifts/${released.id}`)!;
      await writeAsBackend([{ path: seeded.path, data: { ...seeded.data, nurseId: null, isFree: true } }]);
      await until(() => reports.some((r) => r.left.some((s) => s.id === released.id)));
      const left = reports.flatMap((r) => r.left).find((s) => s.id === released.id);
      expect(left).toMatchObject({ isFree: true, nurseId: null });
      expect(heldNow(reports).some((s) => s.id === released.id)).toBe(false);
    } finally {
      stop();
      unsubscribe();
    }
  });

  it('holds the next unclaimed shifts, and reports a claimed one, read again, with its worker', async () => {
    await signInAs('facility@shiftcover.test');
    const now = Date.now();
    const expected = seededNext(false, now).slice(0, CLAIMS_LIMIT);
    expect(expected.length).toBe(CLAIMS_LIMIT);
    const reports: ShiftFeedReport[] = [];
    const unsubscribe = subscribeShiftFeed((r) => reports.push(r));
    // claimed ones from a year ahead: none, so that the feed's reports are the unclaimed listener's alone
    const stop = await listen(now + 366 * 86_400_000, now);
    try {
      const held = heldNow(reports);
      expect(held.map((s) => s.id)).toEqual(expected.map((s) => s.id));
      expect(held.every((s) => s.isFree && !s.nurseId)).toBe(true);

      // the worker app claims the soonest: it leaves the listener, the feed reports it as it is now, and the next
      // unclaimed one takes its place
      const claimed = expected[0]!;
      await writeAsBackend([
        { path: `shifts/${claimed.id}`, data: { ...claimed.data, nurseId: 'worker-2', isFree: false } },
      ]);
      await until(() => reports.some((r) => r.left.some((s) => s.id === claimed.id)));
      const left = reports.flatMap((r) => r.left).find((s) => s.id === claimed.id);
      expect(left).toMatchObject({ isFree: false, nurseId: 'worker-2' });
      const next = seededNext(false, now)
        .filter((s) => s.id !== claimed.id)
        .slice(0, CLAIMS_LIMIT);
      await until(() => heldNow(reports).length === next.length);
      expect(heldNow(reports).map((s) => s.id)).toEqual(next.map((s) => s.id));
    } finally {
      stop();
      unsubscribe();
    }
  });
});
