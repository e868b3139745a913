// Rules for the notifications: the extensions' queues (mail, messages), which only the Cloud Functions write, each
// user's Alerts (user/{uid}/alerts), which only they read, and the settings a user keeps in their own record
// (notifications, contactOptions, mobilePhone).
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { assertDenied, baseDocs, dbAs, makeRulesEnv, seedDocs, UIDS, type Persona } from '../support/rules';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await makeRulesEnv('notifications');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    [`mail/claimed-s1-w~${UIDS.memberA}`]: {
      to: 'memberA@rules.test',
      message: { subject: 's', text: 't', html: 'h' },
      uid: UIDS.memberA,
    },
    [`messages/claimed-s1-w~${UIDS.memberA}`]: { to: '+16085550147', body: 'b', uid: UIDS.memberA },
    [`user/${UIDS.memberA}/alerts/claimed-s1-w`]: {
      kind: 'claimed',
      shiftId: 's1',
      facilityId: 'fac-a',
      at: new Date(),
    },
  });
});

const PERSONAS: Persona[] = ['signedOut', 'worker', 'memberA', 'memberB', 'companyX', 'internalAdmin'];

for (const collectionName of ['mail', 'messages'] as const) {
  describe(`${collectionName}: no client reads or writes it`, () => {
    const id = `claimed-s1-w~${UIDS.memberA}`;
    for (const persona of PERSONAS) {
      it(`${persona} cannot get, list, create, update or delete`, async () => {
        const db = dbAs(env, persona);
        await assertDenied(getDoc(doc(db, collectionName, id)));
        await assertDenied(getDocs(query(collection(db, collectionName), where('uid', '==', UIDS.memberA), limit(10))));
        await assertDenied(setDoc(doc(db, collectionName, 'forged'), { to: 'x@y.test', body: 'forged' }));
        await assertDenied(updateDoc(doc(db, collectionName, id), { to: 'attacker@rules.test' }));
        await assertDenied(deleteDoc(doc(db, collectionName, id)));
      });
    }
  });
}

describe('user/{uid}/alerts: a user reads their own Alerts, nobody writes them', () => {
  const alertsOf = (persona: Persona, uid: string, max = 5) =>
    getDocs(query(collection(dbAs(env, persona), 'user', uid, 'alerts'), orderBy('at', 'desc'), limit(max)));
  const entry = (persona: Persona) => doc(dbAs(env, persona), 'user', UIDS.memberA, 'alerts', 'claimed-s1-w');
  it('memberA lists and gets their own', async () => {
    await assertSucceeds(alertsOf('memberA', UIDS.memberA));
    await assertSucceeds(getDoc(entry('memberA')));
  });
  it('an internal admin acting for memberA lists theirs', () =>
    assertSucceeds(alertsOf('internalAdmin', UIDS.memberA)));
  it('memberA cannot list more than 50 at once', () => assertDenied(alertsOf('memberA', UIDS.memberA, 51)));
  for (const persona of ['signedOut', 'worker', 'memberB', 'adminOfA', 'companyX'] as const) {
    it(`${persona} cannot list or get memberA's`, async () => {
      await assertDenied(alertsOf(persona, UIDS.memberA));
      await assertDenied(getDoc(entry(persona)));
    });
  }
  for (const persona of ['memberA', 'internalAdmin'] as const) {
    it(`${persona} cannot create, change or delete an entry`, async () => {
      const db = dbAs(env, persona);
      await assertDenied(
        setDoc(doc(db, 'user', UIDS.memberA, 'alerts', 'forged'), { kind: 'claimed', at: new Date() }),
      );
      await assertDenied(updateDoc(entry(persona), { urgent: true }));
      await assertDenied(deleteDoc(entry(persona)));
    });
  }
});

describe('user: a member saves their notification settings', () => {
  const me = () => doc(dbAs(env, 'memberA'), 'user', UIDS.memberA);

  it('saves kinds, text messages and a US mobile number in E.164', async () => {
    await assertSucceeds(
      updateDoc(me(), { notifications: 'claimed,released', contactOptions: 'sms-option', mobilePhone: '+16085550147' }),
    );
  });

  it('saves email with no number', async () => {
    await assertSucceeds(
      updateDoc(me(), { notifications: 'all-notifications', contactOptions: 'email-option', mobilePhone: '' }),
    );
  });

  it('refuses a number that is not a US one in E.164', async () => {
    await assertDenied(updateDoc(me(), { mobilePhone: '608-555-0147' }));
    await assertDenied(updateDoc(me(), { mobilePhone: '+441234567890' }));
    await assertDenied(updateDoc(me(), { mobilePhone: 6085550147 }));
  });

  it('refuses settings that are not text', async () => {
    await assertDenied(updateDoc(me(), { notifications: ['claimed'] }));
    await assertDenied(updateDoc(me(), { contactOptions: true }));
  });

  it("refuses another member's settings", async () => {
    await assertDenied(
      updateDoc(doc(dbAs(env, 'adminOfA'), 'user', UIDS.memberA), { notifications: 'no-notifications' }),
    );
  });
});
