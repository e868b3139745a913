// Rules for user, facilities (profile and registration), companies and invites.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  deleteDoc,
  deleteField,
  where,
  type Firestore,
} from 'firebase/firestore';
import { assertDenied, baseDocs, dbAs, emailOf, makeRulesEnv, seedDocs, UIDS } from '../support/rules';
import { recordTeamHistory } from '../../src/data/history';
import { personName } from '../../src/domain/history';
import { defined } from '../support/defined';
import { newOwnerCompany, newOwnerFacility, newUserDoc, type OwnerSignup } from '../../src/data/signup';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await makeRulesEnv('profiles');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'invites/inv-1': {
      email: 'invitee@rules.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      facilityName: 'Facility fac-a',
      facilityId: 'fac-a',
      userId: null,
      status: 'pending',
    },
  });
});

/** What the sign-up form gives `src/data/signup.ts`, whose records these tests write. */
const SIGNUP: OwnerSignup = {
  firstName: 'New',
  lastName: 'Person',
  email: '', // each record's is its uid's (emailOf)
  name: 'New Facility',
  address: '2 Oak St',
  city: 'Madison',
  state: 'WI',
  postalCode: '53703',
  phone: '608-555-0199',
};

const newUser = (uid: string, extra: Record<string, unknown>) => ({
  ...newUserDoc(emailOf(uid), SIGNUP.firstName, SIGNUP.lastName),
  ...extra,
});

const pendingFacility = (ownerId: string, extra: Record<string, unknown> = {}) => ({
  ...newOwnerFacility(ownerId, SIGNUP),
  ...extra,
});

function registerFacility(db: Firestore, uid: string, facilityId: string, facilityExtra = {}, userExtra = {}) {
  return runTransaction(db, async (tx) => {
    tx.set(doc(db, 'user', uid), newUser(uid, { userType: 'facility', facilityOwnerOf: facilityId, ...userExtra }));
    tx.set(doc(db, 'facilities', facilityId), pendingFacility(uid, facilityExtra));
  });
}

function signedUp(uid: string, email = emailOf(uid)): Firestore {
  return env.authenticatedContext(uid, { email }).firestore() as unknown as Firestore;
}

describe('user', () => {
  describe('signed out', () => {
    it('cannot read a user', () => assertDenied(getDoc(doc(dbAs(env, 'signedOut'), 'user', UIDS.memberA))));
  });

  describe('member of facility A', () => {
    it('reads their own record', () => assertSucceeds(getDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA))));
    it("cannot read another facility user's record", () =>
      assertDenied(getDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberB))));
    it("reads a colleague's record (the admin of A: who approved an entry)", () =>
      assertSucceeds(getDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.adminOfA))));
    it("reads the owner's record as an admin of A", () =>
      assertSucceeds(getDoc(doc(dbAs(env, 'adminOfA'), 'user', UIDS.memberA))));
    it("cannot read a company owner's record", () =>
      assertDenied(getDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.companyX))));
    it('reads a worker record (names on shifts and reviews)', () =>
      assertSucceeds(getDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.worker))));
    it('cannot list users', () => assertDenied(getDocs(collection(dbAs(env, 'memberA'), 'user'))));
    it('changes their own name and contact settings', () =>
      assertSucceeds(
        updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), {
          firstName: 'Dana',
          contactOptions: 'phone-option',
        }),
      ));
    // what the update leaves alone is not validated: a record without contactInfoVisibility (the worker
    // app's, or an older one) still changes its name
    it('changes their name on a record without contactInfoVisibility', async () => {
      const { contactInfoVisibility: _, ...older } = defined(baseDocs()[`user/${UIDS.memberA}`], 'the user record');
      await seedDocs(env, { [`user/${UIDS.memberA}`]: older });
      await assertSucceeds(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), { firstName: 'Dana' }));
    });
    it('changes their last name and hides their contact info', () =>
      assertSucceeds(
        updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), {
          lastName: 'Whitfield',
          contactInfoVisibility: false,
        }),
      ));
    it.each<[string, Record<string, unknown>]>([
      ['a first name that is not a string', { firstName: 42 }],
      ['a last name that is not a string', { lastName: null }],
      ['a contactInfoVisibility that is not a bool', { contactInfoVisibility: 'yes' }],
    ])('cannot save %s', (_, change) =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), change)),
    );
    it('cannot make themselves an admin', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), { isAdmin: true })));
    it('cannot change their own userType', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), { userType: 'admin' })));
    it('cannot point themselves at another facility', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA), { facilityAdminOf: 'fac-b' })));
    it("cannot change another user's record", () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberB), { firstName: 'X' })));
    it('cannot delete their record', () => assertDenied(deleteDoc(doc(dbAs(env, 'memberA'), 'user', UIDS.memberA))));
  });

  describe('new account registering', () => {
    it('creates its user record and a pending facility in one transaction', () =>
      assertSucceeds(registerFacility(signedUp('u-new'), 'u-new', 'fac-new')));
    it('creates a pending facility that has no companyId field at all', () => {
      const db = signedUp('u-new');
      const { companyId: _, ...withoutCompany } = pendingFacility('u-new');
      return assertSucceeds(
        runTransaction(db, async (tx) => {
          tx.set(doc(db, 'user', 'u-new'), newUser('u-new', { userType: 'facility', facilityOwnerOf: 'fac-new' }));
          tx.set(doc(db, 'facilities', 'fac-new'), withoutCompany);
        }),
      );
    });
    it('cannot register the facility under a company', () =>
      assertDenied(registerFacility(signedUp('u-new'), 'u-new', 'fac-new', { companyId: 'co-x' })));
    it('cannot register the facility as active', () =>
      assertDenied(registerFacility(signedUp('u-new'), 'u-new', 'fac-new', { status: 'active' })));
    // a new facility carries only the spec's fields, at the defaults but for what the form gives (as Add Facility's)
    it.each<[string, Record<string, unknown>]>([
      ['a field the spec does not name', { billingOverride: true }],
      ['document requirements of unknown positions and types', { documentRequirements: { Surgeon: ['passport'] } }],
      [
        'document requirements at all (a new facility has the defaults)',
        { documentRequirements: { Caregiver: [], CNA: [], LPN: [], RN: [] } },
      ],
      ['2,000 favorites', { premierlist: Array.from({ length: 2000 }, (_, i) => `w-${i}`) }],
      ['blocked workers', { blocklist: ['u-worker'] }],
      ['block events', { blocklistEvents: [{ nurseId: 'u-worker', action: 'blocked', reason: 'x', timestamp: 1 }] }],
      ['favorite events', { premierlistEvents: [{ nurseId: 'u-worker', action: 'added', by: 'u-new', timestamp: 1 }] }],
      ['a facility block list', { facilityBlockList: ['u-worker'] }],
      ['admins', { adminIds: ['u-other'] }],
      ['shift templates', { shiftTemplates: [{ name: 'Day', startTime: '07:00', endTime: '15:00' }] }],
      ['allowed positions', { allowedPositions: ['RN'] }],
      ['another intro than the default', { facilityIntro: 'Best in town' }],
      ['an avatar', { facilityAvatar: 'https://example.test/a.png' }],
      ['a COVID vaccination requirement', { requiresCovidVaccination: true }],
      ['contact info hidden', { contactInfoVisibility: false }],
      ['other notifications', { notifications: 'no-notifications' }],
      ['other contact options', { contactOptions: 'phone-option' }],
      ["userType 'company'", { userType: 'company' }],
      ['isTest', { isTest: true }],
      ['a createdAt that is not a number', { createdAt: 'yesterday' }],
      ['an address of 201 characters', { facilityAddress: 'a'.repeat(201) }],
      ['a postal code that is not text', { facilityPostalCode: 53703 }],
      ['an empty time zone', { tz: '' }],
      ['a time zone that is not text', { tz: 5 }],
    ])('cannot register a facility with %s', (_, extra) =>
      assertDenied(registerFacility(signedUp('u-new'), 'u-new', 'fac-new', extra)),
    );
    it('registers a facility in another time zone, text of 200 characters, and without the optional fields', () => {
      const db = signedUp('u-new');
      const {
        facilityAvatar: _a,
        shiftTemplates: _t,
        premierlistEvents: _p,
        documentRequirements: _d,
        ...rest
      } = pendingFacility('u-new', { tz: 'America/Denver', facilityAddress: 'a'.repeat(200) });
      return assertSucceeds(
        runTransaction(db, async (tx) => {
          tx.set(doc(db, 'user', 'u-new'), newUser('u-new', { userType: 'facility', facilityOwnerOf: 'fac-new' }));
          tx.set(doc(db, 'facilities', 'fac-new'), rest);
        }),
      );
    });
    it('cannot register as an internal admin', () =>
      assertDenied(registerFacility(signedUp('u-new'), 'u-new', 'fac-new', {}, { isAdmin: true })));
    it.each<[string, Record<string, unknown>]>([
      ["userType 'admin'", { userType: 'admin' }],
      ["userType 'admin' and isAdmin", { userType: 'admin', isAdmin: true }],
      ["userType 'worker'", { userType: 'worker' }],
    ])('cannot register with %s', (_, extra) =>
      assertDenied(registerFacility(signedUp('u-new'), 'u-new', 'fac-new', {}, extra)),
    );
    it('cannot create a user record alone, without the facility', () =>
      assertDenied(
        setDoc(
          doc(signedUp('u-new'), 'user', 'u-new'),
          newUser('u-new', { userType: 'facility', facilityOwnerOf: 'fac-a' }),
        ),
      ));
    it('cannot create a record for someone else', () => {
      const db = signedUp('u-new');
      return assertDenied(
        runTransaction(db, async (tx) => {
          tx.set(doc(db, 'user', 'u-other'), newUser('u-new', { userType: 'facility', facilityOwnerOf: 'fac-new' }));
          tx.set(doc(db, 'facilities', 'fac-new'), pendingFacility('u-new'));
        }),
      );
    });
    it('creates its user record and a pending company', () => {
      const db = signedUp('u-co');
      return assertSucceeds(
        runTransaction(db, async (tx) => {
          tx.set(doc(db, 'user', 'u-co'), newUser('u-co', { userType: 'company', companyOwnerOf: 'co-new' }));
          tx.set(doc(db, 'companies', 'co-new'), newOwnerCompany('u-co', { ...SIGNUP, name: 'New Co' }));
        }),
      );
    });
  });

  describe('internal admin', () => {
    it('reads any user (the impersonation picker)', () =>
      assertSucceeds(getDoc(doc(dbAs(env, 'internalAdmin'), 'user', UIDS.memberB))));
  });
});

describe('facilities', () => {
  describe('signed out', () => {
    it('cannot read a facility', () => assertDenied(getDoc(doc(dbAs(env, 'signedOut'), 'facilities', 'fac-a'))));
  });
  describe('member of facility A', () => {
    it('reads A as its owner', () => assertSucceeds(getDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'))));
    it('reads A as its admin', () => assertSucceeds(getDoc(doc(dbAs(env, 'adminOfA'), 'facilities', 'fac-a'))));
    it('finds A by ownerId', () =>
      assertSucceeds(
        getDocs(query(collection(dbAs(env, 'memberA'), 'facilities'), where('ownerId', '==', UIDS.memberA), limit(1))),
      ));
    it('finds A by adminIds', () =>
      assertSucceeds(
        getDocs(
          query(
            collection(dbAs(env, 'adminOfA'), 'facilities'),
            where('adminIds', 'array-contains', UIDS.adminOfA),
            limit(1),
          ),
        ),
      ));
    it('cannot read B', () => assertDenied(getDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-b'))));
    it('cannot list all facilities', () =>
      assertDenied(getDocs(query(collection(dbAs(env, 'memberA'), 'facilities'), limit(500)))));
    it('updates the profile fields of A', () =>
      assertSucceeds(
        updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), {
          facilityIntro: 'We care',
          facilityPhoneNumber: '608-555-0111',
        }),
      ));
    it('hides the contact info of A', () =>
      assertSucceeds(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { contactInfoVisibility: false })));
    it.each<[string, Record<string, unknown>]>([
      ['an intro that is not a string', { facilityIntro: 7 }],
      ['a phone number that is not a string', { facilityPhoneNumber: 6085550111 }],
      ['a contactInfoVisibility that is not a bool', { contactInfoVisibility: 'no' }],
    ])('cannot save %s on A', (_, change) =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), change)),
    );
    // what the update leaves alone is not validated: an older record without adminIds edits its profile
    it('updates the profile of an older A without adminIds', async () => {
      const { adminIds: _, ...older } = defined(baseDocs()['facilities/fac-a'], 'the facility');
      await seedDocs(env, { 'facilities/fac-a': older });
      await assertSucceeds(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { facilityIntro: 'We care' }));
    });
    it('cannot change the status of A', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { status: 'inactive', facilityIntro: 'x' }),
      ));
    it('cannot change the owner of A', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { ownerId: UIDS.memberB })));
    it('cannot add an admin to A', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { adminIds: arrayUnion(UIDS.memberB) }),
      ));
    it('cannot update B', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-b'), { facilityIntro: 'x' })));
    it('cannot delete A', () => assertDenied(deleteDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'))));
  });
  describe('member of facility B', () => {
    it('cannot add themselves to the admins of A', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberB'), 'facilities', 'fac-a'), { adminIds: arrayUnion(UIDS.memberB) }),
      ));
  });
  describe('company X owner', () => {
    it('reads the facilities of X', () => assertSucceeds(getDoc(doc(dbAs(env, 'companyX'), 'facilities', 'fac-x1'))));
    it('cannot read the facilities of Y', () =>
      assertDenied(getDoc(doc(dbAs(env, 'companyX'), 'facilities', 'fac-y1'))));
  });
  describe('internal admin', () => {
    it('lists every facility for the picker, 500 a page', () =>
      assertSucceeds(getDocs(query(collection(dbAs(env, 'internalAdmin'), 'facilities'), limit(500)))));
    it('cannot list them without a limit', () =>
      assertDenied(getDocs(collection(dbAs(env, 'internalAdmin'), 'facilities'))));
  });
});

describe('companies', () => {
  describe('company X owner', () => {
    it('reads X', () => assertSucceeds(getDoc(doc(dbAs(env, 'companyX'), 'companies', 'co-x'))));
    it('finds X by ownerId', () =>
      assertSucceeds(
        getDocs(query(collection(dbAs(env, 'companyX'), 'companies'), where('ownerId', '==', UIDS.companyX), limit(1))),
      ));
    it('cannot read Y', () => assertDenied(getDoc(doc(dbAs(env, 'companyX'), 'companies', 'co-y'))));
    it('cannot change the status of X', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'companyX'), 'companies', 'co-x'), { status: 'pending' })));
    it('updates the profile of X', () =>
      assertSucceeds(updateDoc(doc(dbAs(env, 'companyX'), 'companies', 'co-x'), { companyIntro: 'Hello' })));
  });
  describe('member of facility A', () => {
    it('cannot list companies', () =>
      assertDenied(getDocs(query(collection(dbAs(env, 'memberA'), 'companies'), limit(500)))));
  });
  describe('internal admin', () => {
    it('lists every company for the picker, 500 a page', () =>
      assertSucceeds(getDocs(query(collection(dbAs(env, 'internalAdmin'), 'companies'), limit(500)))));
    it('cannot list them without a limit', () =>
      assertDenied(getDocs(collection(dbAs(env, 'internalAdmin'), 'companies'))));
  });
});

describe('invites', () => {
  /** The acceptance transaction; `entry` false leaves out the History entry of joining, `byName` forges its name. */
  const acceptAs = (
    uid: string,
    email: string,
    facilityId = 'fac-a',
    { entry = true, byName }: { entry?: boolean; byName?: string } = {},
  ) => {
    const db = signedUp(uid, email);
    return runTransaction(db, async (tx) => {
      await tx.get(doc(db, 'invites', 'inv-1'));
      const record = {
        ...newUser(uid, { userType: 'facility', facilityAdminOf: facilityId, inviteId: 'inv-1' }),
        email,
      };
      tx.set(doc(db, 'user', uid), record);
      const name = byName ?? personName(record as { firstName?: string; lastName?: string; email?: string }, uid);
      const joined = entry
        ? {
            teamHistoryId: recordTeamHistory(
              db,
              tx,
              { kind: 'joined', facilityId, memberId: uid, detail: name },
              { uid, name },
            ),
          }
        : {};
      tx.update(doc(db, 'facilities', facilityId), { adminIds: arrayUnion(uid), ...joined });
      tx.update(doc(db, 'invites', 'inv-1'), { userId: uid, status: 'accepted' });
    });
  };
  describe('signed out', () => {
    it('reads an invite by its id (the invite page)', () =>
      assertSucceeds(getDoc(doc(dbAs(env, 'signedOut'), 'invites', 'inv-1'))));
    it('cannot list invites', () => assertDenied(getDocs(collection(dbAs(env, 'signedOut'), 'invites'))));
  });
  describe('the invitee', () => {
    it('accepts: user record, adminIds append and the invite userId in one transaction', () =>
      assertSucceeds(acceptAs('u-invitee', 'invitee@rules.test')));
    it('accepts for an older facility record without adminIds', async () => {
      const { adminIds: _, ...older } = defined(baseDocs()['facilities/fac-a'], 'the facility');
      await seedDocs(env, { 'facilities/fac-a': older });
      await assertSucceeds(acceptAs('u-invitee', 'invitee@rules.test'));
    });
    it('cannot accept without the History entry of their joining', () =>
      assertDenied(acceptAs('u-invitee', 'invitee@rules.test', 'fac-a', { entry: false })));
    it('cannot join under another name than their record gives', () =>
      assertDenied(acceptAs('u-invitee', 'invitee@rules.test', 'fac-a', { byName: 'The Owner' })));
    it('cannot accept twice', async () => {
      await acceptAs('u-invitee', 'invitee@rules.test');
      await assertDenied(acceptAs('u-invitee-2', 'invitee@rules.test'));
    });
  });
  describe('someone with another email', () => {
    it('cannot use the invite', () => assertDenied(acceptAs('u-stranger', 'stranger@rules.test')));
  });
  describe('member of facility B', () => {
    it('cannot create an invite', () =>
      assertDenied(
        setDoc(doc(dbAs(env, 'memberB'), 'invites', 'inv-2'), { email: 'x@y.z', facilityId: 'fac-b', userId: null }),
      ));
  });
});

// The Account page's Time zone: a zone of the facility's state only (firestore.rules' stateZones(), the domain's
// src/domain/stateTimeZones.ts), by those who edit its profile.
describe('facilities: the time zone', () => {
  /** Facility A in Texas, on Central time (its state's default). */
  const inTexas = async (extra: Record<string, unknown> = {}) =>
    seedDocs(env, {
      'facilities/fac-a': { ...defined(baseDocs()['facilities/fac-a'], 'the facility'), facilityState: 'TX', ...extra },
    });
  const updateA = (persona: Parameters<typeof dbAs>[1], change: Record<string, unknown>) =>
    updateDoc(doc(dbAs(env, persona), 'facilities', 'fac-a'), change);

  describe('member of facility A', () => {
    it("chooses El Paso's zone for A in Texas", async () => {
      await inTexas();
      await assertSucceeds(updateA('memberA', { tz: 'America/Denver' }));
    });
    it('moves A to Texas with El Paso time in one save', () =>
      assertSucceeds(updateA('memberA', { facilityState: 'TX', tz: 'America/Denver' })));
    it('moves A to a state whose zones include its zone, keeping it (Wisconsin to Texas, Central)', () =>
      assertSucceeds(updateA('memberA', { facilityState: 'TX' })));
    it("keeps a zone not of A's state while neither changes (a record written before), saving its intro", async () => {
      await seedDocs(env, {
        'facilities/fac-a': { ...defined(baseDocs()['facilities/fac-a'], 'the facility'), facilityState: 'NY' },
      });
      await assertSucceeds(updateA('memberA', { facilityIntro: 'We care' }));
    });
    it.each<[string, Record<string, unknown>]>([
      ['a zone of another state (Mountain time in Wisconsin)', { tz: 'America/Denver' }],
      ['a name that is no zone of the list', { tz: 'Central' }],
      ['another name of a listed zone', { tz: 'US/Central' }],
      ['a zone that is not a string', { tz: 7 }],
      ['no zone at all', { tz: deleteField() }],
      ["a move to a state that lacks A's zone (Wisconsin to New York, Central)", { facilityState: 'NY' }],
      ['a move to a state the list does not know', { facilityState: 'ZZ' }],
    ])('cannot save %s on A', (_, change) => assertDenied(updateA('memberA', change)));
    it('cannot choose Pacific time for A in Texas', async () => {
      await inTexas();
      await assertDenied(updateA('memberA', { tz: 'America/Los_Angeles' }));
    });
    it("cannot change B's zone", () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-b'), { tz: 'America/Chicago' })));
  });
  describe('admin of facility A', () => {
    it("chooses A's zone, as they edit its profile", async () => {
      await inTexas();
      await assertSucceeds(updateA('adminOfA', { tz: 'America/Denver' }));
    });
  });
  describe('member of facility B', () => {
    it("cannot change A's zone", async () => {
      await inTexas();
      await assertDenied(updateA('memberB', { tz: 'America/Denver' }));
    });
  });
  describe('company X owner', () => {
    it("chooses the zone of X1, the company's facility", () =>
      assertSucceeds(
        updateDoc(doc(dbAs(env, 'companyX'), 'facilities', 'fac-x1'), { facilityState: 'FL', tz: 'America/Chicago' }),
      ));
    it("cannot change the zone of Y1, another company's", () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'companyX'), 'facilities', 'fac-y1'), { facilityState: 'FL', tz: 'America/Chicago' }),
      ));
  });
  describe('worker', () => {
    it("cannot change A's zone", async () => {
      await inTexas();
      await assertDenied(updateA('worker', { tz: 'America/Denver' }));
    });
  });
  describe('signed out', () => {
    it("cannot change A's zone", async () => {
      await inTexas();
      await assertDenied(updateA('signedOut', { tz: 'America/Denver' }));
    });
  });
  describe('internal admin', () => {
    it("chooses A's zone for them", async () => {
      await inTexas();
      await assertSucceeds(updateA('internalAdmin', { tz: 'America/Denver' }));
    });
    it('cannot choose a zone of another state for A', async () => {
      await inTexas();
      await assertDenied(updateA('internalAdmin', { tz: 'America/New_York' }));
    });
  });
});
