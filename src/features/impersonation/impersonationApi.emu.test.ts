// The admin pickers' reads against the emulators seeded with the demo data, signed in as the demo
// accounts (so the rules apply): every facility and company, a page at a time, and nothing for others.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseed } from '../../../tests/support/demo';
import { listEntities, type PickerKind } from './impersonationApi';

const as = (email: string) => signInWithEmailAndPassword(appAuth(), email, 'demo-pass-1');

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the admin pickers (listEntities)', () => {
  it.each<PickerKind>(['facility', 'company'])(
    'reads every %s by name, a page at a time (the rules bound a page)',
    async (kind) => {
      await as('admin@shiftcover.test');
      const whole = await listEntities(appDb(), kind);
      expect(whole.length).toBeGreaterThan(0);
      const names = whole.map((e) => e.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(await listEntities(appDb(), kind, 1)).toEqual(whole);
    },
  );

  it('refuses them to a user who is not an internal admin (permission-denied)', async () => {
    await as('facility@shiftcover.test');
    await expect(listEntities(appDb(), 'facility')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listEntities(appDb(), 'company')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
