// The writer of the notifications against the Firestore emulator, with the real firebase-admin: a shift's change fed
// to notificationsOfShift's handler, and the `mail` and `messages` documents read back. Project demo-notify, cleared
// before each test.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIMED_BY_W1, deliverWrite, emulatorProject, seedFacility, shiftAt } from './shiftEvents.test-support';
import { dailySummary, invitationEmail, lateWorkers, notificationsOfShift } from './index';

const PROJECT_ID = 'demo-notify';
const HOUR = 3_600_000;

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

beforeEach(async () => {
  await seedFacility(db, {
    members: {
      texter: { notifications: 'claimed,released', contactOptions: 'sms-option', mobilePhone: '+16085550147' },
    },
    companyOwner: { notifications: 'released' },
  });
});

const start = Date.now() + 24 * HOUR;
const shift = (extra: Record<string, unknown> = {}) => shiftAt(start, extra);
const claimed = (extra: Record<string, unknown> = {}) => shift({ ...CLAIMED_BY_W1, ...extra });

/** Delivers `before` then `after` to the handler (notificationsOfShift unless told) as the runtime would. */
const deliver = (
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fn: Parameters<typeof deliverWrite>[1] = notificationsOfShift,
  collection = 'shifts',
) => deliverWrite(project, fn, id, before, after, collection);

const docs = async (name: 'mail' | 'messages') =>
  Object.fromEntries((await db.collection(name).get()).docs.map((d) => [d.id, d.data()]));

describe('notificationsOfShift', () => {
  it('a claim: an email to the owner, a text to the admin who chose texts, in the extensions’ shapes', async () => {
    await deliver('s1', shift(), claimed());
    const mail = await docs('mail');
    expect(Object.keys(mail)).toEqual(['claimed-s1-w1~owner']);
    const m = mail['claimed-s1-w1~owner'];
    expect(m).toMatchObject({ to: 'owner@x.test', uid: 'owner', kind: 'claimed' });
    expect(m?.message.subject).toContain('Maple Grove Care Center');
    expect(m?.message.text).toContain('Ana Lopez claimed the CNA shift at Maple Grove Care Center');
    expect(m?.message.text).toMatch(/[AP]M C[SD]T/);
    expect(m?.message.html).toContain('/shift-details/s1');
    const texts = await docs('messages');
    expect(Object.keys(texts)).toEqual(['claimed-s1-w1~texter']);
    expect(texts['claimed-s1-w1~texter']).toMatchObject({ to: '+16085550147' });
    expect(String(texts['claimed-s1-w1~texter']?.body).length).toBeLessThanOrEqual(160);
  });

  it('a duplicate delivery writes nothing new', async () => {
    await deliver('s1', shift(), claimed());
    const first = await docs('mail');
    await deliver('s1', shift(), claimed());
    expect(await docs('mail')).toEqual(first);
    expect(Object.keys(await docs('messages'))).toHaveLength(1);
  });

  it('a release within 72 hours: the three who chose releases; beyond 72 hours: nobody', async () => {
    await deliver('s2', claimed(), shift());
    expect(Object.keys(await docs('mail')).sort()).toEqual(['released-s2-w1~co-owner', 'released-s2-w1~owner']);
    expect(Object.keys(await docs('messages'))).toEqual(['released-s2-w1~texter']);
    const later = { start: Timestamp.fromMillis(Date.now() + 100 * HOUR) };
    await deliver('s3', claimed(later), shift(later));
    expect(Object.keys(await docs('mail')).some((id) => id.includes('s3'))).toBe(false);
  });

  it('a no-show: only the members with Late or no-show on (the texter turned it off)', async () => {
    const noShowAt = Timestamp.fromMillis(start);
    await deliver('s4', claimed(), claimed({ noShowAt }));
    expect(Object.keys(await docs('mail'))).toEqual([`noshow-s4-${start}~owner`]);
    expect(await docs('messages')).toEqual({});
  });

  it('a member turned the kind off, a removed member, another facility’s member: nothing', async () => {
    await db.doc('user/owner').update({ notifications: 'no-notifications' });
    await deliver('s5', shift(), claimed());
    const mail = await docs('mail');
    expect(Object.values(mail).map((m) => m.uid)).toEqual([]);
    expect(Object.keys(await docs('messages'))).toEqual(['claimed-s5-w1~texter']);
  });
});

describe('invitationEmail', () => {
  const invite = { email: 'ivy@x.test', firstName: 'Ivy', facilityId: 'f1', facilityName: 'Old name' };
  const sendInvite = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    deliver('inv1', before, after, invitationEmail, 'invites');

  it('an invite without sentAt (made before resends), delivered twice: one email with the link', async () => {
    await sendInvite(null, invite);
    await sendInvite(null, invite);
    const mail = await docs('mail');
    expect(Object.keys(mail)).toEqual(['invite-inv1-first~inv1']);
    const m = mail['invite-inv1-first~inv1'];
    expect(m?.to).toBe('ivy@x.test');
    expect(m?.message.subject).toContain('Maple Grove Care Center');
    expect(m?.message.text).toContain('/invite/inv1?facilityId=f1');
  });

  it('a resend (a new sentAt) emails again; another change does not; an accepted invite does not', async () => {
    await sendInvite(null, { ...invite, sentAt: 1000 });
    await sendInvite({ ...invite, sentAt: 1000 }, { ...invite, sentAt: 2000 });
    await sendInvite({ ...invite, sentAt: 2000 }, { ...invite, sentAt: 2000, role: 'admin' });
    await sendInvite({ ...invite, sentAt: 2000 }, { ...invite, sentAt: 3000, userId: 'u-ivy' });
    expect(Object.keys(await docs('mail')).sort()).toEqual(['invite-inv1-1000~inv1', 'invite-inv1-2000~inv1']);
  });
});

describe('lateWorkers (the 5-minute schedule)', () => {
  it('tells of a worker 10 minutes late once, however many runs see it; not of one clocked in', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => Timestamp.fromMillis(now - minutesAgo * 60_000);
    await db.doc('shifts/late1').set(claimed({ start: at(12), clockIn: null }));
    await db.doc('shifts/in1').set(claimed({ start: at(12), clockIn: at(11) }));
    await db.doc('shifts/soon1').set(claimed({ start: at(3), clockIn: null }));
    const run = (ms: number) => lateWorkers.run({ scheduleTime: new Date(ms).toISOString(), jobName: 'lateWorkers' });
    await run(now);
    await run(now + 5 * 60_000);
    // the owner has every kind on; the texter chose only claims and releases
    expect(Object.keys(await docs('mail'))).toEqual(['late-late1-w1~owner']);
    expect((await docs('mail'))['late-late1-w1~owner']?.message.text).toContain('Ana Lopez has not clocked in');
    expect(await docs('messages')).toEqual({});
  });
});

describe('dailySummary (hourly; 06:00 in each facility’s zone)', () => {
  it('on the spring DST day: Chicago at 11:00Z (06:00 CDT), Denver an hour later (06:00 MDT), each once', async () => {
    // f1 Chicago (owner has every kind on), f2 Denver (its owner `other` defaults to every kind)
    const ms = (iso: string) => Timestamp.fromMillis(Date.parse(iso));
    await db.doc('shifts/today-open').set(shift({ start: ms('2026-03-08T14:00:00Z') }));
    await db.doc('shifts/tomorrow-open').set(shift({ start: ms('2026-03-09T14:00:00Z') }));
    await db
      .doc('shifts/yesterday-noshow')
      .set(claimed({ start: ms('2026-03-07T14:00:00Z'), noShowAt: ms('2026-03-07T14:40:00Z') }));
    const run = (iso: string) => dailySummary.run({ scheduleTime: iso, jobName: 'dailySummary' });
    await run('2026-03-08T10:00:00Z'); // 05:00 CDT, 04:00 MDT
    expect(await docs('mail')).toEqual({});
    await run('2026-03-08T11:00:00Z');
    await run('2026-03-08T11:20:00Z'); // a second run in the hour
    expect(Object.keys(await docs('mail'))).toEqual(['summary-f1-2026-03-08~owner']);
    const text = String((await docs('mail'))['summary-f1-2026-03-08~owner']?.message.text);
    expect(text).toContain('Unfilled today: 1\n- CNA 3/8/2026 9:00 AM CDT');
    expect(text).toContain('Unfilled tomorrow: 1\n- CNA 3/9/2026 9:00 AM CDT');
    expect(text).toContain('No-shows yesterday: 1\n- CNA 3/7/2026 8:00 AM CST (Ana Lopez)');
    // the texter (claims and releases only) and the company owner (releases only) chose no summary
    expect(await docs('messages')).toEqual({});
    await run('2026-03-08T12:00:00Z'); // 07:00 CDT, 06:00 MDT
    expect(Object.keys(await docs('mail')).sort()).toEqual([
      'summary-f1-2026-03-08~owner',
      'summary-f2-2026-03-08~other',
    ]);
    expect((await docs('mail'))['summary-f2-2026-03-08~other']?.message.text).toContain('Unfilled today: 0');
  });
});
