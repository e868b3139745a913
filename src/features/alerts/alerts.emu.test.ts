// The Alerts' reads against the emulators seeded with the demo data (issue 35): the Alerts' own listener holds a
// facility's next claimed shifts, soonest first, ALERTS_LIMIT of them; a shift that leaves it (a worker app's release)
// is read again by the shift feed, which reports it as it is now, so that the release can raise its alert.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { subscribeShiftFeed, type ShiftFeedReport } from '../../data/shiftFeed';
import { ALERTS_LIMIT, watchAlertShifts } from '../../data/shiftAlerts';
import { alertsWindowFrom } from '../../domain/alerts';
import { reseedDemo, writeAsBackend, type DemoData } from '../../../tests/support/demo';
import { signInAs, until } from '../../../tests/support/session';

let demo: DemoData;
beforeAll(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe("the Alerts' listener and the shift feed", () => {
  it("holds the facility's next claimed shifts, and reports a released one, read again, as free", async () => {
    await signInAs('facility@shiftcover.test');
    const from = alertsWindowFrom(Date.now());
    // what the seed holds: the facility's active, claimed shifts from `from`, soonest first
    const expected = demo.docs
      .filter((d) => /^shifts\/[^/]+$/.test(d.path))
      .map((d) => ({ id: d.path.slice('shifts/'.length), data: d.data, start: (d.data.start as Date).getTime() }))
      .filter(
        ({ data, start }) =>
          data.facilityIdentifier === 'maple-grove' &&
          data.status === 'active' &&
          data.isFree === false &&
          start >= from,
      )
      .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))
      .slice(0, ALERTS_LIMIT);
    expect(expected.length).toBeGreaterThan(0);
    const reports: ShiftFeedReport[] = [];
    const unsubscribe = subscribeShiftFeed((r) => reports.push(r));
    let answered = false;
    const stop = watchAlertShifts(
      appDb(),
      ['maple-grove'],
      from,
      () => {
        answered = true;
      },
      (error) => {
        throw error;
      },
    );
    try {
      await until(() => answered);
      const held = reports.findLast((r) => r.held)?.held ?? [];
      expect(held.map((s) => s.id)).toEqual(expected.map((s) => s.id));
      expect(held.every((s) => !s.isFree && s.nurseId)).toBe(true);

      // the worker app releases the soonest: it leaves the listener, and the feed reports it as it is now
      const released = expected[0]!;
      const seeded = demo.docs.find((d) => d.path === `shifts/${released.id}`)!;
      await writeAsBackend([{ path: seeded.path, data: { ...seeded.data, nurseId: null, isFree: true } }]);
      await until(() => reports.some((r) => r.left.some((s) => s.id === released.id)));
      const left = reports.flatMap((r) => r.left).find((s) => s.id === released.id);
      expect(left).toMatchObject({ isFree: true, nurseId: null });
      expect(reports.findLast((r) => r.held)?.held?.some((s) => s.id === released.id)).toBe(false);
    } finally {
      stop();
      unsubscribe();
    }
  });
});
