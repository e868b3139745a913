// Rules of compliance: a worker's credentials (user/{workerId}/credentials/{id}) are read by the members of
// an active facility and the owner of a company linked to the worker by the server (a shift of theirs the worker
// claimed, ended less than 90 days ago), by internal admins and by the worker, and written only by the worker
// themselves (the marketplace's staff write with the Admin SDK), and nobody writes a link; a facility's
// documentRequirements are saved by its members and internal admins, known positions and document types only; and a
// member takes a worker off a claimed shift that has not started with a reason (the 'released' History entry's
// detail), as blocking does.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  DAY,
  dbAs,
  HOUR,
  makeRulesEnv,
  MINUTE,
  type Persona,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  withHistory,
} from '../support/rules';
import { defined } from '../support/defined';

let env: RulesTestEnvironment;
const W = UIDS.worker;
const W2 = 'u-worker-2';
const NOW = Date.now();

const credential = (extra: Record<string, unknown> = {}) => ({
  type: 'bls',
  number: 'BLS-1',
  state: 'WI',
  expiresAt: ts(NOW + 300 * DAY),
  verifiedAt: null,
  ...extra,
});
/** A link document as the server writes it (src/domain/workerLinks.ts). */
const link = (workerId: string, until: number) => ({ workerId, until: ts(until) });
const PENDING = 'u-pending';
/** The owner of facility P, which is pending. */
const pendingOwner = () =>
  env.authenticatedContext(PENDING, { email: 'pending@rules.test' }).firestore() as unknown as Firestore;
const REQUIREMENTS = { Caregiver: ['tbTest'], CNA: ['cnaCertificate', 'bls'], LPN: [], RN: ['nursingLicence'] };

beforeAll(async () => {
  env = await makeRulesEnv('compliance');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    [`user/${W2}`]: { firstName: 'Second', lastName: 'Worker', userType: 'worker', nurseType: 'RN' },
    [`user/${W}/credentials/c1`]: credential({ verifiedAt: ts(NOW - DAY) }),
    [`user/${W2}/credentials/c2`]: credential({ type: 'nursingLicence', number: 'RN-2' }),
    // a portal user's record has no credentials to read, even were some written there (and linked)
    [`user/${UIDS.memberB}/credentials/c3`]: credential(),
    // the worker links the server keeps: W claimed shifts of facility A and of company Y's facility Y1, and of B
    // more than 90 days ago; company X's link holds no time; the pending facility P's link runs
    [`facilities/fac-a/workerLinks/${W}`]: link(W, NOW + 30 * DAY),
    [`facilities/fac-a/workerLinks/${UIDS.memberB}`]: link(UIDS.memberB, NOW + 30 * DAY),
    [`facilities/fac-y1/workerLinks/${W}`]: link(W, NOW + 30 * DAY),
    [`companies/co-y/workerLinks/${W}`]: link(W, NOW + 30 * DAY),
    [`companies/co-y/workerLinks/${UIDS.memberB}`]: link(UIDS.memberB, NOW + 30 * DAY),
    [`facilities/fac-b/workerLinks/${W}`]: link(W, NOW - MINUTE),
    [`companies/co-x/workerLinks/${W}`]: { workerId: W, until: NOW + 30 * DAY },
    [`facilities/fac-x1/workerLinks/${W2}`]: link(W2, NOW + 30 * DAY),
    'facilities/fac-p': {
      ...defined(baseDocs()['facilities/fac-b'], 'facility B'),
      id: 'fac-p',
      ownerId: PENDING,
      status: 'pending',
    },
    [`user/${PENDING}`]: {
      ...defined(baseDocs()[`user/${UIDS.memberB}`], "B's owner"),
      email: 'pending@rules.test',
      facilityOwnerOf: 'fac-p',
    },
    [`facilities/fac-p/workerLinks/${W}`]: link(W, NOW + 30 * DAY),
    'shifts/claimed-a': storedShift(NOW, 'fac-a', { isFree: false, nurseId: W }),
    'shifts/started-a': storedShift(NOW, 'fac-a', {
      isFree: false,
      nurseId: W,
      start: ts(NOW - HOUR),
      end: ts(NOW + 7 * HOUR),
    }),
  });
});

const credentials = (db: Firestore, workerId: string, n = 50) =>
  getDocs(query(collection(db, 'user', workerId, 'credentials'), limit(n)));
const one = (db: Firestore, workerId: string, id: string) => doc(db, 'user', workerId, 'credentials', id);

describe('credentials (user/{workerId}/credentials)', () => {
  describe.each<[string, Persona]>([
    ['the owner of a linked facility', 'memberA'],
    ['an admin of a linked facility', 'adminOfA'],
    ["an admin of a linked company's facility", 'memberY1'],
    ['the owner of a linked company', 'companyY'],
    ['an internal admin', 'internalAdmin'],
  ])('%s', (_, persona) => {
    it("lists a worker's credentials, 50 at a time", async () => {
      await assertSucceeds(credentials(dbAs(env, persona), W));
    });
    it("gets one of a worker's credentials", async () => {
      await assertSucceeds(getDoc(one(dbAs(env, persona), W, 'c1')));
    });
    it('cannot list more than 50 at a time', async () => {
      await assertDenied(credentials(dbAs(env, persona), W, 51));
    });
    it("cannot read a portal user's credentials, even one linked", async () => {
      await assertDenied(credentials(dbAs(env, persona), UIDS.memberB));
    });
    it('cannot create one for a worker', async () => {
      await assertDenied(setDoc(one(dbAs(env, persona), W, 'new'), credential()));
    });
    it('cannot change one', async () => {
      await assertDenied(updateDoc(one(dbAs(env, persona), W, 'c1'), { expiresAt: ts(NOW + 900 * DAY) }));
    });
    it('cannot delete one', async () => {
      await assertDenied(deleteDoc(one(dbAs(env, persona), W, 'c1')));
    });
  });

  describe.each<[string, Persona]>([
    ['the owner of a linked facility', 'memberA'],
    ['an admin of a linked facility', 'adminOfA'],
    ["an admin of a linked company's facility", 'memberY1'],
    ['the owner of a linked company', 'companyY'],
  ])('%s, of a worker not linked to them', (_, persona) => {
    it('cannot read their credentials', async () => {
      await assertDenied(credentials(dbAs(env, persona), W2));
      await assertDenied(getDoc(one(dbAs(env, persona), W2, 'c2')));
    });
  });

  describe('an internal admin, of any worker', () => {
    it('reads the credentials of a worker linked to nobody', async () => {
      await assertSucceeds(credentials(dbAs(env, 'internalAdmin'), W2));
    });
  });

  describe('the owner of a pending facility', () => {
    it('reads no credentials, even of a worker linked to the facility', async () => {
      await assertDenied(credentials(pendingOwner(), W));
      await assertDenied(getDoc(one(pendingOwner(), W, 'c1')));
      await assertDenied(credentials(pendingOwner(), W2));
    });
  });

  describe('the owner of another facility (its link has run out)', () => {
    it('cannot read the credentials of a worker whose last shift there ended over 90 days ago', async () => {
      await assertDenied(credentials(dbAs(env, 'memberB'), W));
      await assertDenied(getDoc(one(dbAs(env, 'memberB'), W, 'c1')));
    });
    it('reads them while the link runs', async () => {
      await seedDocs(env, { [`facilities/fac-b/workerLinks/${W}`]: link(W, NOW + DAY) });
      await assertSucceeds(credentials(dbAs(env, 'memberB'), W));
    });
  });

  describe('the owner of another company (a link that holds no time)', () => {
    it('cannot read the credentials', async () => {
      await assertDenied(credentials(dbAs(env, 'companyX'), W));
    });
    it("cannot read them through one of its facilities' link alone (the company's own is read)", async () => {
      await assertDenied(credentials(dbAs(env, 'companyX'), W2));
    });
  });

  describe('worker links (facilities/{id}/workerLinks, companies/{id}/workerLinks): the server writes them', () => {
    const forged = (db: Firestore, path: string) => setDoc(doc(db, path), link(W2, NOW + 900 * DAY));
    it.each<[string, Persona, string]>([
      ['the owner links their facility', 'memberA', `facilities/fac-a/workerLinks/${W2}`],
      ['an admin links their facility', 'adminOfA', `facilities/fac-a/workerLinks/${W2}`],
      ['a company owner links their company', 'companyY', `companies/co-y/workerLinks/${W2}`],
      ['a company owner links one of their facilities', 'companyY', `facilities/fac-y1/workerLinks/${W2}`],
      ['an internal admin links a facility', 'internalAdmin', `facilities/fac-a/workerLinks/${W2}`],
      ['a worker links themselves to a facility', 'worker', `facilities/fac-b/workerLinks/${W}`],
      ['a signed-out visitor', 'signedOut', `facilities/fac-a/workerLinks/${W2}`],
    ])('%s: refused', async (_, persona, path) => {
      await assertDenied(forged(dbAs(env, persona), path));
    });
    it('nobody lengthens a link that runs out, or deletes one', async () => {
      await assertDenied(
        updateDoc(doc(dbAs(env, 'memberB'), `facilities/fac-b/workerLinks/${W}`), { until: ts(NOW + 900 * DAY) }),
      );
      await assertDenied(deleteDoc(doc(dbAs(env, 'memberA'), `facilities/fac-a/workerLinks/${W}`)));
    });
    it('nobody reads one through the portal', async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'memberA'), `facilities/fac-a/workerLinks/${W}`)));
      await assertDenied(getDoc(doc(dbAs(env, 'companyY'), `companies/co-y/workerLinks/${W}`)));
    });
    it('after a refused forged link the worker stays closed', async () => {
      await assertDenied(forged(dbAs(env, 'memberA'), `facilities/fac-a/workerLinks/${W2}`));
      await assertDenied(credentials(dbAs(env, 'memberA'), W2));
    });
  });

  describe('the worker', () => {
    it('reads their own', async () => {
      await assertSucceeds(credentials(dbAs(env, 'worker'), W));
      await assertSucceeds(getDoc(one(dbAs(env, 'worker'), W, 'c1')));
    });
    it("cannot read another worker's", async () => {
      await assertDenied(credentials(dbAs(env, 'worker'), W2));
      await assertDenied(getDoc(one(dbAs(env, 'worker'), W2, 'c2')));
    });
    it('adds one of their own, unverified', async () => {
      await assertSucceeds(setDoc(one(dbAs(env, 'worker'), W, 'new'), credential({ type: 'tbTest', expiresAt: null })));
    });
    it('changes one of their own, which leaves it unverified', async () => {
      await assertSucceeds(
        updateDoc(one(dbAs(env, 'worker'), W, 'c1'), { expiresAt: ts(NOW + 600 * DAY), verifiedAt: null }),
      );
    });
    it('deletes one of their own', async () => {
      await assertSucceeds(deleteDoc(one(dbAs(env, 'worker'), W, 'c1')));
    });
    it('cannot verify their own', async () => {
      await assertDenied(setDoc(one(dbAs(env, 'worker'), W, 'new'), credential({ verifiedAt: ts(NOW) })));
    });
    it('cannot keep the verification while changing one', async () => {
      await assertDenied(updateDoc(one(dbAs(env, 'worker'), W, 'c1'), { number: 'BLS-9' }));
    });
    it('cannot write a document type the portal does not know', async () => {
      await assertDenied(setDoc(one(dbAs(env, 'worker'), W, 'new'), credential({ type: 'drivingLicence' })));
    });
    it('cannot store anything else (an image, a background-check report)', async () => {
      await assertDenied(setDoc(one(dbAs(env, 'worker'), W, 'new'), credential({ image: 'data:image/png;base64,AA' })));
    });
    it('cannot write an expiry that is not a time', async () => {
      await assertDenied(setDoc(one(dbAs(env, 'worker'), W, 'new'), credential({ expiresAt: '2027-01-01' })));
    });
    it("cannot write another worker's", async () => {
      await assertDenied(setDoc(one(dbAs(env, 'worker'), W2, 'new'), credential()));
      await assertDenied(deleteDoc(one(dbAs(env, 'worker'), W2, 'c2')));
    });
  });

  describe('signed out', () => {
    it('reads nothing', async () => {
      await assertDenied(credentials(dbAs(env, 'signedOut'), W));
      await assertDenied(getDoc(one(dbAs(env, 'signedOut'), W, 'c1')));
    });
    it('writes nothing', async () => {
      await assertDenied(setDoc(one(dbAs(env, 'signedOut'), W, 'new'), credential()));
    });
  });
});

describe("a facility's documentRequirements", () => {
  const save = (persona: Persona, facilityId: string, value: unknown) =>
    updateDoc(doc(dbAs(env, persona), 'facilities', facilityId), { documentRequirements: value });

  it.each<[string, Persona, string]>([
    ['its owner', 'memberA', 'fac-a'],
    ['its invited admin', 'adminOfA', 'fac-a'],
    ["its company's owner", 'companyX', 'fac-x1'],
    ['an internal admin', 'internalAdmin', 'fac-b'],
  ])('%s saves them', async (_, persona, facilityId) => {
    await assertSucceeds(save(persona, facilityId, REQUIREMENTS));
  });

  it.each<[string, Persona, string]>([
    ["another facility's owner", 'memberB', 'fac-a'],
    ["another company's owner", 'companyY', 'fac-a'],
    ['a worker', 'worker', 'fac-a'],
    ['someone signed out', 'signedOut', 'fac-a'],
  ])('%s cannot save them', async (_, persona, facilityId) => {
    await assertDenied(save(persona, facilityId, REQUIREMENTS));
  });

  it.each([
    ['an unknown position', { ...REQUIREMENTS, Doctor: ['bls'] }],
    ['an unknown document type', { ...REQUIREMENTS, CNA: ['bls', 'drivingLicence'] }],
    ['a position left out', { Caregiver: [], CNA: [], LPN: [] }],
    ['a position that is not a list', { ...REQUIREMENTS, RN: 'nursingLicence' }],
    ['not a map', ['bls']],
  ])('refuses %s', async (_, value) => {
    await assertDenied(save('memberA', 'fac-a', value));
  });

  it('refuses another field changed in the same write', async () => {
    await assertDenied(
      updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), {
        documentRequirements: REQUIREMENTS,
        requiresCovidVaccination: true,
      }),
    );
  });
});

describe('releasing a worker from a claimed shift (Credential problems)', () => {
  const release = (persona: Persona, shiftId: string, detail: string | null, facilityId = 'fac-a') =>
    withHistory(
      dbAs(env, persona),
      shiftId,
      { isFree: true, nurseId: null },
      { kind: 'released', facilityId, extra: { detail, workerId: W } },
    );

  it('a member takes the worker off a shift that has not started, with a reason', async () => {
    await assertSucceeds(release('memberA', 'claimed-a', 'BLS expired'));
  });
  it('an internal admin does so for the facility', async () => {
    await assertSucceeds(release('internalAdmin', 'claimed-a', 'BLS expired'));
  });
  it('refuses it without a reason', async () => {
    await assertDenied(release('memberA', 'claimed-a', null));
    await assertDenied(release('memberA', 'claimed-a', ''));
  });
  it('refuses it once the shift has started', async () => {
    await assertDenied(release('memberA', 'started-a', 'BLS expired'));
  });
  it('refuses an entry that names another worker', async () => {
    await assertDenied(
      withHistory(
        dbAs(env, 'memberA'),
        'claimed-a',
        { isFree: true, nurseId: null },
        { kind: 'released', facilityId: 'fac-a', extra: { detail: 'BLS expired', workerId: W2 } },
      ),
    );
  });
  it("refuses another facility's member", async () => {
    await assertDenied(release('memberB', 'claimed-a', 'BLS expired'));
  });
});
