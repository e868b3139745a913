// Rules for a company adding a facility: active, under a company the caller owns, owned by that
// company's owner, with only the facility fields.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { assertDenied, baseDocs, dbAs, makeRulesEnv, seedDocs, UIDS, type Persona } from '../support/rules';
import { newCompanyFacility } from '../../src/features/company/companyApi';

let env: RulesTestEnvironment;

const VALUES = {
  facilityName: '  Lakeside West ',
  facilityAddress: '9 Pier Rd',
  facilityCity: 'Duluth',
  facilityState: 'MN',
  facilityPostalCode: '55802',
  facilityPhoneNumber: '218-555-0199',
};

/** Exactly what the Create facility form writes. */
const facilityOf = (companyId: string, ownerId: string, extra: Record<string, unknown> = {}) => ({
  ...newCompanyFacility({ id: companyId, ownerId }, VALUES, Date.now()),
  ...extra,
});

beforeAll(async () => {
  env = await makeRulesEnv('facilities-company');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, baseDocs());
});

const create = (persona: Persona, data: Record<string, unknown>, id = 'new-facility') =>
  setDoc(doc(dbAs(env, persona), 'facilities', id), data);

describe('facilities created by a company', () => {
  describe('company X owner', () => {
    it('creates an active facility under X', () =>
      assertSucceeds(create('companyX', facilityOf('co-x', UIDS.companyX))));
    it('writes the trimmed name, the defaults and no admins', async () => {
      const data = facilityOf('co-x', UIDS.companyX);
      await assertSucceeds(create('companyX', data));
      expect(data).toMatchObject({
        facilityName: 'Lakeside West',
        status: 'active',
        companyId: 'co-x',
        ownerId: UIDS.companyX,
        adminIds: [],
        facilityIntro: 'About this Facility',
        contactInfoVisibility: true,
        allowedPositions: [],
        tz: 'America/Chicago',
      });
    });
    it('then lists it with the facilities of X', async () => {
      await create('companyX', facilityOf('co-x', UIDS.companyX));
      const db: Firestore = dbAs(env, 'companyX');
      await assertSucceeds(
        getDocs(
          query(collection(db, 'facilities'), where('companyId', '==', 'co-x'), orderBy('facilityName'), limit(500)),
        ),
      );
    });
    it('cannot create it pending', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { status: 'pending' }))));
    it('cannot create it inactive', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { status: 'inactive' }))));
    it('cannot create a facility under company Y', () =>
      assertDenied(create('companyX', facilityOf('co-y', UIDS.companyX))));
    it('cannot name someone else as the owner', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.memberB))));
    it('cannot create it with admins', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { adminIds: [UIDS.memberB] }))));
    it('cannot create it with a block list', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { blocklist: [UIDS.worker] }))));
    it('cannot create a test facility', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { isTest: true }))));
    it('cannot add fields a facility does not have', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { billingOverride: true }))));
    it('cannot create it without a name', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { facilityName: '' }))));
    it('cannot create it under a company that does not exist', () =>
      assertDenied(create('companyX', facilityOf('co-nowhere', UIDS.companyX))));
    it('cannot create it without a company', () =>
      assertDenied(create('companyX', facilityOf('co-x', UIDS.companyX, { companyId: null }))));
    it('then edits the profile of the new facility', async () => {
      await create('companyX', facilityOf('co-x', UIDS.companyX));
      await assertSucceeds(
        updateDoc(doc(dbAs(env, 'companyX'), 'facilities', 'new-facility'), { facilityIntro: 'Our newest home' }),
      );
    });
  });

  describe('company Y owner', () => {
    it('cannot create a facility under X', () => assertDenied(create('companyY', facilityOf('co-x', UIDS.companyX))));
  });

  describe('member of facility A', () => {
    it('cannot create an active facility', () => assertDenied(create('memberA', facilityOf('co-x', UIDS.companyX))));
    it('cannot create an active facility of their own', () =>
      assertDenied(create('memberA', facilityOf('co-x', UIDS.memberA, { companyId: null }))));
  });

  describe('member of facility B', () => {
    it('cannot create a facility under X', () => assertDenied(create('memberB', facilityOf('co-x', UIDS.companyX))));
  });

  describe('internal admin (acting for company X)', () => {
    it('creates an active facility under X, owned by its owner', () =>
      assertSucceeds(create('internalAdmin', facilityOf('co-x', UIDS.companyX))));
    it('cannot make itself the owner', () =>
      assertDenied(create('internalAdmin', facilityOf('co-x', UIDS.internalAdmin))));
  });

  describe('worker', () => {
    it('cannot create a facility', () => assertDenied(create('worker', facilityOf('co-x', UIDS.companyX))));
  });

  describe('signed out', () => {
    it('cannot create a facility', () => assertDenied(create('signedOut', facilityOf('co-x', UIDS.companyX))));
  });
});
