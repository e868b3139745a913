// The Account page's batch against the emulators, signed in as the demo facility user (the rules
// apply): the user's name and the facility profile are stored together or not at all.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseed } from '../../../tests/support/demo';
import { readAccount, writeAccount } from '../../data/account';
import { trimmedAccount, type AccountValues } from '../../domain/accountSchema';

/** The Account page's read and save as its thunks make them (the typed text trimmed). */
const readAccountValues = (uid: string, kind: 'facility' | 'company', id: string) =>
  readAccount(appDb(), uid, kind, id);
const saveAccount = (
  uid: string,
  kind: 'facility' | 'company',
  id: string,
  v: AccountValues,
  seen: AccountValues,
  profile = true,
) => writeAccount(appDb(), uid, kind, id, trimmedAccount(v), seen, profile);

const values = (extra: Partial<AccountValues> = {}): AccountValues => ({
  firstName: 'Danielle',
  lastName: 'Whitfield',
  intro: 'A caring home.',
  phone: '(608) 555-0100',
  address: '12 Elm St',
  city: 'Madison',
  state: 'WI',
  postalCode: '53704',
  avatar: '',
  notifications: 'all-notifications',
  contactOptions: 'email-option',
  contactInfoVisibility: true,
  tz: 'America/Chicago',
  ...extra,
});

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('saveAccount (one batch)', () => {
  it('stores the name and the facility profile', async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'facility@shiftcover.test', 'demo-pass-1');
    const seen = await readAccountValues(user.uid, 'facility', 'maple-grove');
    await saveAccount(user.uid, 'facility', 'maple-grove', values({ city: 'Middleton' }), seen);
    expect((await getDoc(doc(appDb(), 'user', user.uid))).data()).toMatchObject({ firstName: 'Danielle' });
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()).toMatchObject({
      facilityCity: 'Middleton',
    });
  });

  it("stores the facility's time zone with its state (El Paso's, Mountain)", async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'facility@shiftcover.test', 'demo-pass-1');
    const seen = await readAccountValues(user.uid, 'facility', 'maple-grove');
    await saveAccount(user.uid, 'facility', 'maple-grove', { ...seen, state: 'TX', tz: 'America/Denver' }, seen);
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()).toMatchObject({
      facilityState: 'TX',
      tz: 'America/Denver',
    });
    const now = await readAccountValues(user.uid, 'facility', 'maple-grove');
    // refused by the rules: Pacific time is not Texas's
    await expect(
      saveAccount(user.uid, 'facility', 'maple-grove', { ...now, tz: 'America/Los_Angeles' }, now),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await saveAccount(user.uid, 'facility', 'maple-grove', { ...now, state: 'WI', tz: 'America/Chicago' }, now);
  });

  it('writes nothing when the profile part is refused, though the name alone would pass', async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'facility@shiftcover.test', 'demo-pass-1');
    const before = (await getDoc(doc(appDb(), 'user', user.uid))).data();
    // another company's facility
    await expect(
      saveAccount(user.uid, 'facility', 'lakeside-east', values({ firstName: 'Half', city: 'Nowhere' }), values()),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await getDoc(doc(appDb(), 'user', user.uid))).data()).toEqual(before);
  });
});

describe("a member who may not change the facility's profile (a Scheduler)", () => {
  it('saves their own name, and leaves the facility as it is', async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'scheduler@shiftcover.test', 'demo-pass-1');
    const seen = await readAccountValues(user.uid, 'facility', 'maple-grove');
    const facilityBefore = (await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data();
    await saveAccount(
      user.uid,
      'facility',
      'maple-grove',
      { ...seen, firstName: 'Samuel', city: 'Nowhere' },
      seen,
      false,
    );
    expect((await getDoc(doc(appDb(), 'user', user.uid))).data()).toMatchObject({ firstName: 'Samuel' });
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()).toEqual(facilityBefore);
  });
  it("is refused the facility's profile by the rules, writing nothing", async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'scheduler@shiftcover.test', 'demo-pass-1');
    const seen = await readAccountValues(user.uid, 'facility', 'maple-grove');
    await expect(
      saveAccount(user.uid, 'facility', 'maple-grove', { ...seen, city: 'Nowhere' }, seen, true),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('lost updates: a save goes through only on the account as the page opened it', () => {
  it('a change saved elsewhere since the page opened declines the save, writing nothing', async () => {
    const { user } = await signInWithEmailAndPassword(appAuth(), 'facility@shiftcover.test', 'demo-pass-1');
    const seen = await readAccountValues(user.uid, 'facility', 'maple-grove');
    // another tab (or a colleague) saves first
    await saveAccount(user.uid, 'facility', 'maple-grove', { ...seen, phone: '(608) 555-0199' }, seen);
    await expect(
      saveAccount(user.uid, 'facility', 'maple-grove', { ...seen, city: 'Verona' }, seen),
    ).rejects.toMatchObject({ kind: 'changed' });
    const stored = await readAccountValues(user.uid, 'facility', 'maple-grove');
    expect(stored).toMatchObject({ phone: '(608) 555-0199', city: seen.city });
    // saved again against what is stored now, it goes through
    await saveAccount(user.uid, 'facility', 'maple-grove', { ...stored, city: 'Verona' }, stored);
    expect((await readAccountValues(user.uid, 'facility', 'maple-grove')).city).toBe('Verona');
  });
});
