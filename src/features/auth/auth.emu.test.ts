// Profile loading (src/session) and the registration transactions (src/data/signup, which the auth thunks call),
// against the emulators seeded with the demo data, signed in as the demo accounts (so the rules apply).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { acceptInvite, getInvite, registerCompanyOwner, registerFacilityOwner } from '../../data/signup';
import { loadProfile } from '../../session/sessionApi';
import { readCompanyDirectory, readCompanyFacilities } from '../../data/facilities';
import { demoDoc, reseedDemo, type DemoData } from '../../../tests/support/demo';
import { defined } from '../../../tests/support/defined';
import { writeWithoutRules } from '../../../tests/support/rules';
import { signInAs } from '../../../tests/support/session';

const fresh = async (email: string) => (await createUserWithEmailAndPassword(appAuth(), email, 'secret-1')).user.uid;
const signup = (email: string) => ({
  firstName: 'Pat',
  lastName: 'Rivera',
  email,
  name: '  Willow Creek Care  ',
  address: '3 Pine St',
  city: 'Madison',
  state: 'WI',
  postalCode: '53703',
  phone: '608-555-0177',
});

let demo: DemoData;
beforeAll(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('loadProfile', () => {
  it('loads the facility of a facility owner', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const p = await loadProfile(uid, null);
    expect(p.userType).toBe('facility');
    expect(p.facility).toMatchObject({
      id: 'maple-grove',
      facilityName: 'Maple Grove Care Center',
      status: 'active',
      tz: 'America/Chicago',
    });
    expect(p.acting?.firstName).toBe('Dana');
    expect(JSON.parse(JSON.stringify(p))).toEqual(p); // plain data only
  });

  it('loads the company and its facilities, by name, for a company owner', async () => {
    const uid = await signInAs('company@shiftcover.test');
    const p = await loadProfile(uid, null);
    expect(p.userType).toBe('company');
    expect(p.company?.companyName).toBe('Lakeside Health Group');
    expect(p.facilities.map((f) => f.facilityName)).toEqual(['Lakeside East', 'Lakeside North', 'Lakeside South']);
  });

  it("reads a company's facilities a page at a time (the rules bound a page), by name", async () => {
    const uid = await signInAs('company@shiftcover.test');
    const { company } = await loadProfile(uid, null);
    const names = (await readCompanyFacilities(appDb(), company!.id, 2)).map((f) => f.facilityName);
    expect(names).toEqual(['Lakeside East', 'Lakeside North', 'Lakeside South']);
  });

  it("loads a company's facilities from its directory in two reads: as stored but the favorites' events", async () => {
    const uid = await signInAs('company@shiftcover.test');
    const g = globalThis as { __shiftcoverDocsRead?: number };
    const { company } = await loadProfile(uid, null);
    const before = g.__shiftcoverDocsRead ?? 0;
    const listed = defined((await readCompanyDirectory(appDb(), company!.id)) ?? undefined, 'the seeded directory');
    // the directory, and the count of the company's facilities that tells it is up to date
    expect((g.__shiftcoverDocsRead ?? 0) - before).toBe(2);
    const stored = await readCompanyFacilities(appDb(), company!.id);
    expect(listed).toEqual(stored.map((f) => ({ ...f, premierlistEvents: [] })));
  });

  it('reads the facilities themselves when the directory is missing, too large, or not yet up to date', async () => {
    const uid = await signInAs('company@shiftcover.test');
    const names = ['Lakeside East', 'Lakeside North', 'Lakeside South'];
    await writeWithoutRules('demo-shiftcover', {
      'companies/lakeside-health/directory/facilities': { overflow: true },
    });
    expect(await readCompanyDirectory(appDb(), 'lakeside-health')).toBeNull();
    expect((await loadProfile(uid, null)).facilities.map((f) => f.facilityName)).toEqual(names);
    // as a directory the function has not written yet
    await writeWithoutRules('demo-shiftcover', { 'companies/lakeside-health/directory/facilities': {} });
    expect(await readCompanyDirectory(appDb(), 'lakeside-health')).toBeNull();
    expect((await loadProfile(uid, null)).facilities.map((f) => f.facilityName)).toEqual(names);
    // as a directory the function has not brought up to date with a facility just added: it lists two of the three
    const seeded = demoDoc(demo, 'companies/lakeside-health/directory/facilities') as {
      facilities: Record<string, unknown>;
    };
    const [, ...two] = Object.entries(seeded.facilities);
    await writeWithoutRules('demo-shiftcover', {
      'companies/lakeside-health/directory/facilities': { facilities: Object.fromEntries(two) },
    });
    expect(await readCompanyDirectory(appDb(), 'lakeside-health')).toBeNull();
    expect((await loadProfile(uid, null)).facilities.map((f) => f.facilityName)).toEqual(names);
  });

  it('loads nobody for an internal admin until a user is chosen, then that user', async () => {
    const uid = await signInAs('admin@shiftcover.test');
    expect(await loadProfile(uid, null)).toMatchObject({ userType: null, acting: null, me: { isAdmin: true } });
    const p = await loadProfile(uid, 'uid-morgan');
    expect(p).toMatchObject({ userType: 'company', acting: { id: 'uid-morgan' }, me: { id: 'uid-admin' } });
  });

  it('ignores a secretUserId set by someone who is not an admin', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const p = await loadProfile(uid, 'uid-morgan');
    expect(p.facility?.id).toBe('maple-grove');
    expect(p.company).toBeNull();
  });

  it('says a user with no facility is not an admin or owner', async () => {
    const uid = await fresh(`lost-${Date.now()}@shiftcover.test`);
    await expect(loadProfile(uid, null)).rejects.toThrow(
      `User with id ${uid} is not an admin or owner of any facilities`,
    );
  });
});

describe('registration transactions', () => {
  it('creates the owner and a pending facility with the spec defaults', async () => {
    const email = `owner-${Date.now()}@shiftcover.test`;
    const uid = await fresh(email);
    const facilityId = await registerFacilityOwner(appDb(), uid, signup(email));
    const facility = (await getDoc(doc(appDb(), 'facilities', facilityId))).data();
    expect(facility).toMatchObject({
      facilityName: 'Willow Creek Care',
      status: 'pending',
      ownerId: uid,
      adminIds: [],
      facilityIntro: 'About this Facility',
      contactInfoVisibility: true,
      allowedPositions: [],
    });
    const user = (await getDoc(doc(appDb(), 'user', uid))).data();
    expect(user).toMatchObject({
      userType: 'facility',
      facilityOwnerOf: facilityId,
      isAdmin: false,
      notifications: 'all-notifications',
    });
    expect((await loadProfile(uid, null)).facility?.id).toBe(facilityId);
  });

  it('creates the owner with companyOwnerOf and a pending company', async () => {
    const email = `co-${Date.now()}@shiftcover.test`;
    const uid = await fresh(email);
    const companyId = await registerCompanyOwner(appDb(), uid, signup(email));
    const company = (await getDoc(doc(appDb(), 'companies', companyId))).data();
    expect(company).toMatchObject({
      companyName: 'Willow Creek Care',
      status: 'pending',
      ownerId: uid,
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      contactInfoVisibility: true,
      isTest: false,
    });
    expect((await loadProfile(uid, null)).userType).toBe('company');
  });

  it('accepts the demo invite: user, adminIds append and the invite userId together', async () => {
    const invite = await getInvite(appDb(), 'demo-invite');
    expect(invite).toMatchObject({ email: 'invitee@shiftcover.test', facilityId: 'maple-grove', userId: null });
    const uid = await fresh('invitee@shiftcover.test');
    await acceptInvite(appDb(), uid, invite!, 'Avery', 'Quinn');
    expect((await getInvite(appDb(), 'demo-invite'))?.userId).toBe(uid);
    const p = await loadProfile(uid, null);
    expect(p.facility?.id).toBe('maple-grove');
    expect(p.facility?.adminIds).toContain(uid);
    expect(p.acting).toMatchObject({ facilityAdminOf: 'maple-grove', inviteId: 'demo-invite', firstName: 'Avery' });
  });
});
