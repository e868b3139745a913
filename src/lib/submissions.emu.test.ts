// A retried create stores its documents once: the first try may have reached the server although the
// scheduler saw it fail, and the retry of the same submission writes those documents again (the same
// data, which the rules let through for shifts and facilities and refuse for a discontent form) instead
// of adding copies. Against the emulators, as the demo users.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from './firebase/auth';
import { appDb } from '../data/firestore';
import { DEMO_COMPANIES, demoActor, reseed } from '../../tests/support/demo';
import { createShifts } from '../data/shiftPosting';
import { submitDiscontent } from '../features/discontent/discontentApi';
import { createCompanyFacility } from '../features/company/companyApi';
import { submissionFor } from './submissions';
import { signInAs } from '../../tests/support/session';

const DAY = 86_400_000;

/** How many documents of the collection have the field equal to the value (read past the rules). */
async function countWhere(collectionId: string, field: string, value: string): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/v1/projects/demo-shiftcover/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  return ((await res.json()) as { document?: unknown }[]).filter((r) => r.document).length;
}

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('a retried submission stores once', () => {
  it('shifts (N workers, in batches of 8)', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const draft = {
      facilityIdentifier: 'maple-grove',
      description: 'Retried shift',
      start: Date.now() + 3 * DAY,
      end: Date.now() + 3 * DAY + 8 * 3_600_000,
      nurseType: 'CNA' as const,
      additionalRequirements: [],
      additionalnotes: '',
      tz: 'America/Chicago',
      favoritesFirstHours: null,
    };
    const { submission } = submissionFor('shifts', { draft, count: 2 }, 2);
    const first = await createShifts(appDb(), draft, 2, DEMO_COMPANIES, demoActor(uid), submission);
    // the same submission again (its answer was lost, say): it looks up what the first try stored
    const again = submissionFor('shifts', { draft, count: 2 }, 2).submission;
    expect(again.tries).toBe(1);
    const retry = await createShifts(appDb(), draft, 2, DEMO_COMPANIES, demoActor(uid), again);
    expect(retry).toEqual(first);
    expect(await countWhere('shifts', 'description', 'Retried shift')).toBe(2);
  });

  it('discontent form (one batch with the shift flag)', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const shift = {
      id: 'mg-shift-08',
      facilityIdentifier: 'maple-grove',
      companyId: null,
      nurseId: 'worker-3',
      start: 0,
      description: 'Day shift',
    };
    const values = {
      shiftDiscontentReason: 'lateToWork' as const,
      applyDiscontentCommentTo: 'This shift',
      shiftDiscontentReasonDetails: 'Late twice.',
    };
    const { submission } = submissionFor('shiftdiscontents', { shift, values }, 1);
    const first = await submitDiscontent(shift, values, demoActor(uid), appDb(), submission.at, submission.ids[0]);
    // the retry writes the same form again, unchanged, which its author may: it succeeds, stored once
    expect(await submitDiscontent(shift, values, demoActor(uid), appDb(), submission.at, submission.ids[0])).toBe(
      first,
    );
    expect(await countWhere('shiftdiscontents', 'shiftIdentifier', 'mg-shift-08')).toBe(1);
    // the rules never let a submitted form change: a different form under the same id is refused
    const changed = { ...values, shiftDiscontentReasonDetails: 'Changed' };
    await expect(
      submitDiscontent(shift, changed, demoActor(uid), appDb(), submission.at, submission.ids[0]),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('company facility', async () => {
    await signInAs('company@shiftcover.test');
    const company = { id: 'lakeside-health', ownerId: 'uid-morgan' };
    const values = {
      facilityName: 'Lakeside Retried',
      facilityAddress: '1 Lake Shore Dr',
      facilityCity: 'Madison',
      facilityState: 'WI',
      facilityPostalCode: '53703',
      facilityPhoneNumber: '608-555-0110',
    };
    const { submission } = submissionFor('facilities', { company: company.id, values }, 1);
    const first = await createCompanyFacility(appDb(), company, values, submission);
    const retry = await createCompanyFacility(appDb(), company, values, submission);
    expect(retry.id).toBe(first.id);
    expect(await countWhere('facilities', 'facilityName', 'Lakeside Retried')).toBe(1);
  });
});
