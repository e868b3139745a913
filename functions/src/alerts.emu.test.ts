// The Alerts' entries (user/{uid}/alerts) against the Firestore emulator, with the real firebase-admin: a shift's
// change fed to notificationsOfShift's handler keeps one entry per member of the facility, whatever they chose to be
// emailed or texted, once however often the event is delivered; a release next month is kept though not messaged; a
// removed member and another facility's member keep nothing. Project demo-alerts, cleared before each test.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationsOfShift } from './index';
import { CLAIMED_BY_W1, deliverWrite, emulatorProject, seedFacility, shiftAt } from './shiftEvents.test-support';

const PROJECT_ID = 'demo-alerts';
const HOUR = 3_600_000;

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

beforeEach(async () => {
  // emailed nothing, yet their Alerts list every event
  await seedFacility(db, { members: { quiet: { notifications: 'no-notifications' } } });
});

const shift = shiftAt;
const claimed = (start: number) => shift(start, CLAIMED_BY_W1);

const deliver = (id: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
  deliverWrite(project, notificationsOfShift, id, before, after);

const alertsOf = async (uid: string) =>
  Object.fromEntries((await db.collection(`user/${uid}/alerts`).get()).docs.map((d) => [d.id, d.data()]));

describe('notificationsOfShift keeps each member’s Alerts', () => {
  it('a claim: one entry for the owner and for the member who turned every message off; none elsewhere', async () => {
    const start = Date.now() + 30 * 24 * HOUR;
    await deliver('s1', shift(start), claimed(start));
    const owner = await alertsOf('owner');
    expect(Object.keys(owner)).toEqual(['claimed-s1-w1']);
    expect(owner['claimed-s1-w1']).toMatchObject({
      kind: 'claimed',
      noShow: false,
      shiftId: 's1',
      facilityId: 'f1',
      workerId: 'w1',
      workerName: 'Ana Lopez',
      urgent: false,
      start: Timestamp.fromMillis(start),
    });
    expect(Object.keys(await alertsOf('quiet'))).toEqual(['claimed-s1-w1']);
    expect(await alertsOf('removed')).toEqual({});
    expect(await alertsOf('other')).toEqual({});
  });

  it('a duplicate delivery keeps the entry as it was', async () => {
    const start = Date.now() + 24 * HOUR;
    await deliver('s2', shift(start), claimed(start));
    const first = await alertsOf('owner');
    await deliver('s2', shift(start), claimed(start));
    expect(await alertsOf('owner')).toEqual(first);
  });

  it('a release next month: in the Alerts, not emailed; a release in 3 hours: urgent, and emailed', async () => {
    const later = Date.now() + 30 * 24 * HOUR;
    await deliver('s3', claimed(later), shift(later));
    expect((await alertsOf('owner'))['released-s3-w1']).toMatchObject({ kind: 'released', urgent: false });
    expect((await db.collection('mail').get()).docs.map((d) => d.id)).toEqual([]);
    const soon = Date.now() + 3 * HOUR;
    await deliver('s4', claimed(soon), shift(soon));
    expect((await alertsOf('owner'))['released-s4-w1']).toMatchObject({ urgent: true });
    expect((await db.collection('mail').get()).docs.map((d) => d.id)).toEqual(['released-s4-w1~owner']);
  });
});
