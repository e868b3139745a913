// The top bar's Alerts against the emulators (rules on), as Dana: her entries (user/uid-dana/alerts, written here as
// the Cloud Functions write them) are listed newest first; what the listener's first answer holds is not unread, each
// entry written after it is; another user's entries are refused.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { watchAlertFeed } from '../../data/alertFeed';
import { reseed, writeAsBackend } from '../../../tests/support/demo';
import { storeAs, until } from '../../../tests/support/session';
import { selectAlerts, selectAlertsListening, selectUnreadAlerts, watchAlerts } from './alertsSlice';

const HOUR = 3_600_000;

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

const entry = (uid: string, id: string, at: number, extra: Record<string, unknown> = {}) => ({
  path: `user/${uid}/alerts/${id}`,
  data: {
    kind: 'claimed',
    noShow: false,
    shiftId: 'mg-shift-20',
    facilityId: 'maple-grove',
    workerId: 'worker-2',
    workerName: 'Ana Lopez',
    start: new Date(at + 24 * HOUR),
    urgent: false,
    at: new Date(at),
    ...extra,
  },
});

describe("Dana's Alerts", () => {
  it('lists what was there, newest first and read; an entry written later is unread', async () => {
    const now = Date.now();
    await writeAsBackend([
      entry('uid-dana', 'claimed-a', now - 2 * HOUR),
      entry('uid-dana', 'released-b', now - HOUR, { kind: 'released', urgent: true, workerName: 'Bo Chen' }),
    ]);
    const { store } = await storeAs('facility@shiftcover.test');
    const stop = store.dispatch(watchAlerts('uid-dana'));
    try {
      await until(() => selectAlertsListening(store.getState()));
      expect(selectAlerts(store.getState()).map((a) => [a.id, a.text, a.urgent])).toEqual([
        ['released-b', 'Bo Chen released', true],
        ['claimed-a', 'Ana Lopez claimed', false],
      ]);
      expect(selectUnreadAlerts(store.getState())).toBe(0);

      await writeAsBackend([entry('uid-dana', 'noshow-c', Date.now(), { kind: 'late', noShow: true })]);
      await until(() => selectUnreadAlerts(store.getState()) === 1);
      expect(selectAlerts(store.getState())[0]).toMatchObject({
        id: 'noshow-c',
        text: 'Ana Lopez was marked a no-show',
        at: expect.any(Number),
        start: expect.any(Number),
      });
    } finally {
      stop();
    }
  });

  it("cannot read Sam's", async () => {
    await storeAs('facility@shiftcover.test');
    await writeAsBackend([entry('uid-sam', 'claimed-s', Date.now())]);
    const error = await new Promise<Error>((resolve) => {
      const stop = watchAlertFeed(
        appDb(),
        'uid-sam',
        () => {},
        (err) => {
          stop();
          resolve(err);
        },
      );
    });
    expect(error).toMatchObject({ code: 'permission-denied' });
  });
});
