// The Credential problems notification against the Firestore emulator, with the real firebase-admin: a claim fed to
// credentialProblemsOfShift's handler, the hourly sweep run with a chosen time, and the `mail` and `messages`
// documents read back. Project demo-credential-notices, cleared before each test.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIMED_BY_W1, deliverWrite, emulatorProject, seedFacility, shiftAt } from './shiftEvents.test-support';
import { credentialProblemsOfShift, credentialSweep } from './index';

const PROJECT_ID = 'demo-credential-notices';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

/** w1's documents: a CNA's (the defaults) but the TB test; `extra` adds more. */
const documents = (extra: Record<string, Record<string, unknown>> = {}) => ({
  cna: { type: 'cnaCertificate', number: 'C1', state: 'WI', expiresAt: null },
  bls: { type: 'bls', number: 'B1', state: '', expiresAt: Timestamp.fromMillis(Date.now() + 400 * DAY) },
  background: { type: 'backgroundCheck', number: 'G1', state: '', expiresAt: null },
  ...extra,
});

beforeEach(async () => {
  await Promise.all([
    seedFacility(db, {
      members: {
        texter: { notifications: 'credentials', contactOptions: 'sms-option', mobilePhone: '(608) 555-0147' },
        // turned Credential problems off
        quiet: { notifications: 'claimed,released,late,summary' },
      },
      companyOwner: { notifications: 'credentials' },
    }),
    ...Object.entries(documents()).map(([id, d]) => db.doc(`user/w1/credentials/${id}`).set(d)),
  ]);
});

const shiftIn = (days: number, extra: Record<string, unknown> = {}) => shiftAt(Date.now() + days * DAY, extra);
const claim = CLAIMED_BY_W1;

/** Delivers `before` then `after` to the handler as the runtime would. */
const deliver = (id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  deliverWrite(project, credentialProblemsOfShift, id, before, after);

/** Stores the shift and delivers its claim, as the claim's write does. */
async function claimShift(id: string, days: number) {
  await db.doc(`shifts/${id}`).set(shiftIn(days, claim));
  await deliver(id, shiftIn(days), shiftIn(days, claim));
}

const sweep = (at: number) => credentialSweep.run({ scheduleTime: new Date(at).toISOString(), jobName: 'sweep' });

const docs = async (name: 'mail' | 'messages') =>
  Object.fromEntries((await db.collection(name).get()).docs.map((d) => [d.id, d.data()]));

describe('credentialProblemsOfShift (a claim)', () => {
  it('a shift in 3 days claimed by a worker without a TB test: one message to each member who chose it', async () => {
    await claimShift('s1', 3);
    const mail = await docs('mail');
    // not `quiet` (turned it off), `removed` (no longer a member) nor `other` (another facility's)
    expect(Object.keys(mail).sort()).toEqual([
      'credentials-s1-w1-tbTest-missing~co-owner',
      'credentials-s1-w1-tbTest-missing~owner',
    ]);
    const m = mail['credentials-s1-w1-tbTest-missing~owner'];
    expect(m).toMatchObject({ to: 'owner@x.test', uid: 'owner', kind: 'credentials' });
    expect(m?.message.subject).toContain('Missing TB test');
    expect(m?.message.text).toContain(
      'Missing TB test for Ana Lopez, who claimed the CNA shift at Maple Grove Care Center starting',
    );
    expect(m?.message.text).toMatch(/[AP]M C[SD]T\./);
    expect(m?.message.html).toContain('/shift-details/s1');
    const texts = await docs('messages');
    expect(Object.keys(texts)).toEqual(['credentials-s1-w1-tbTest-missing~texter']);
    const t = texts['credentials-s1-w1-tbTest-missing~texter'];
    expect(t).toMatchObject({ to: '+16085550147', uid: 'texter', kind: 'credentials' });
    expect(String(t?.body)).toMatch(/^ShiftCover: Missing TB test: Ana Lopez, CNA .* Maple Grove Care Center http/);
    expect(String(t?.body).length).toBeLessThanOrEqual(160);
  });

  it("every member's Alerts keep the problem, whatever they chose to be told; a removed member's do not", async () => {
    await claimShift('s1', 3);
    const alerts = async (uid: string) =>
      (await db.collection(`user/${uid}/alerts`).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
    for (const uid of ['owner', 'texter', 'quiet', 'co-owner'])
      expect(await alerts(uid)).toEqual([
        expect.objectContaining({
          id: 'credentials-s1-w1-tbTest-missing',
          kind: 'credentials',
          detail: 'Missing TB test',
          workerName: 'Ana Lopez',
          shiftId: 's1',
          urgent: false,
        }),
      ]);
    expect(await alerts('removed')).toEqual([]);
    expect(await alerts('other')).toEqual([]);
  });

  it('a duplicate delivery, and the sweeps after it, write nothing new', async () => {
    await claimShift('s1', 3);
    const mail = await docs('mail');
    const texts = await docs('messages');
    await deliver('s1', shiftIn(3), shiftIn(3, claim));
    await sweep(Date.now());
    await sweep(Date.now() + HOUR);
    expect(await docs('mail')).toEqual(mail);
    expect(await docs('messages')).toEqual(texts);
  });

  it('a worker whose documents are all good: nothing, on the claim or the sweep', async () => {
    await db.doc('user/w1/credentials/tb').set({ type: 'tbTest', number: 'T1', state: '', expiresAt: null });
    await claimShift('s1', 3);
    await sweep(Date.now());
    expect(await docs('mail')).toEqual({});
    expect(await docs('messages')).toEqual({});
  });

  it('a change of a shift already claimed by the same worker is not a claim', async () => {
    await db.doc('shifts/s1').set(shiftIn(3, claim));
    await deliver('s1', shiftIn(3, claim), shiftIn(3, { ...claim, description: 'Wing B' }));
    expect(await docs('mail')).toEqual({});
  });
});

describe('credentialSweep (hourly)', () => {
  it('a shift 20 days out: nothing on the claim nor a sweep now; told once a sweep sees it in 14 days', async () => {
    await claimShift('s20', 20);
    await sweep(Date.now());
    expect(await docs('mail')).toEqual({});
    await sweep(Date.now() + 7 * DAY);
    await sweep(Date.now() + 7 * DAY + HOUR);
    expect(Object.keys(await docs('mail')).sort()).toEqual([
      'credentials-s20-w1-tbTest-missing~co-owner',
      'credentials-s20-w1-tbTest-missing~owner',
    ]);
    expect(Object.keys(await docs('messages'))).toEqual(['credentials-s20-w1-tbTest-missing~texter']);
  });

  it('a document expiring before the shift, found by the sweep; unclaimed and cancelled shifts left', async () => {
    await db.doc('user/w1/credentials/tb').set({
      type: 'tbTest',
      number: 'T1',
      state: '',
      expiresAt: Timestamp.fromMillis(Date.now() + DAY),
    });
    await db.doc('shifts/s5').set(shiftIn(5, claim));
    await db.doc('shifts/open').set(shiftIn(5));
    await db.doc('shifts/gone').set(shiftIn(5, { ...claim, status: 'cancelled' }));
    await sweep(Date.now());
    const mail = await docs('mail');
    expect(Object.keys(mail).sort()).toEqual([
      'credentials-s5-w1-tbTest-date~co-owner',
      'credentials-s5-w1-tbTest-date~owner',
    ]);
    expect(mail['credentials-s5-w1-tbTest-date~owner']?.message.text).toMatch(
      /^TB test expires before the shift for Ana Lopez/,
    );
  });
});
