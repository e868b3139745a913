// The discontent form's batch against the emulators seeded with the demo data: the form document and
// hasShiftDiscontent on the shift, written together as the signed-in user.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseed } from '../../../tests/support/demo';
import { selectDiscontentSubmitted, submitDiscontent } from './discontentSlice';
import { storeAs } from '../../../tests/support/session';

/** Reads a document past the rules (the emulator's owner token), since nobody may read these forms. */
async function readAsOwner(
  path: string,
): Promise<Record<string, { stringValue?: string; integerValue?: string }> | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/v1/projects/demo-shiftcover/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Record<string, { stringValue?: string }> }).fields;
}

const values = {
  shiftDiscontentReason: 'poorWorkQuality' as const,
  applyDiscontentCommentTo: ' This shift only ',
  shiftDiscontentReasonDetails: 'Medication rounds were not documented.',
};

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('submitDiscontent (one batch)', () => {
  it('adds the form and sets hasShiftDiscontent, as the signed-in user', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const shift = {
      id: 'mg-shift-06',
      facilityIdentifier: 'maple-grove',
      companyId: null,
      nurseId: 'worker-6',
      start: 0,
      description: 'Day shift',
    };
    const before = Date.now();
    const id = await store.dispatch(submitDiscontent({ shift, values })).unwrap();

    expect((await getDoc(doc(appDb(), 'shifts/mg-shift-06'))).data()?.hasShiftDiscontent).toBe(true);
    const form = await readAsOwner(`shiftdiscontents/${id}`);
    expect(form).not.toBeNull();
    expect(form?.shiftIdentifier?.stringValue).toBe('mg-shift-06');
    expect(form?.facilityIdentifier?.stringValue).toBe('maple-grove');
    expect(form?.nurseId?.stringValue).toBe('worker-6');
    expect(form?.shiftDiscontentReason?.stringValue).toBe('poorWorkQuality');
    expect(form?.applyDiscontentCommentTo?.stringValue).toBe('This shift only');
    expect(form?.shiftDiscontentReasonDetails?.stringValue).toBe('Medication rounds were not documented.');
    expect(form?.createdBy?.stringValue).toBe(uid);
    expect(Number(form?.createdAt?.integerValue)).toBeGreaterThanOrEqual(before);
    expect(selectDiscontentSubmitted(store.getState())).toEqual(['mg-shift-06']);
  });

  it('writes nothing when the shift is not the facility member’s', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const shift = {
      id: 'ln-shift-01',
      facilityIdentifier: 'lakeside-north',
      companyId: 'lakeside-health',
      nurseId: 'worker-4',
      start: 0,
      description: 'Day shift',
    };
    await expect(store.dispatch(submitDiscontent({ shift, values })).unwrap()).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(selectDiscontentSubmitted(store.getState())).toEqual([]);
  });
});
