// Rules for reviews/{shiftId}: members of the shift's facility read them (one by id, even before it is
// written, and lists by facilityIdentifier) and create or update them as themselves, rating 1 to 5, for
// the shift's facility and worker, only for a claimed, not cancelled shift that has ended. No deletes.
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
  runTransaction,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  dbAs,
  HOUR,
  makeRulesEnv,
  newReview,
  resubmission,
  seedDocs,
  ts,
  UIDS,
  workedShift,
  reviewWithHistory,
  historyEntry,
} from '../support/rules';
import { reviewsSubmittedSinceQuery } from '../../src/data/reviews';

let env: RulesTestEnvironment;
let now: number;
/** A shift claimed by the worker that ended 2 hours ago. */
const worked = (facilityId: string, extra: Record<string, unknown> = {}) =>
  workedShift(now, facilityId, 2 * HOUR, extra);
beforeAll(async () => {
  env = await makeRulesEnv('reviews');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-ended': worked('fac-a'),
    'shifts/a-reviewed': worked('fac-a'),
    'shifts/a-free': worked('fac-a', { isFree: true, nurseId: null, clockIn: null, clockOut: null }),
    'shifts/a-future': worked('fac-a', {
      start: ts(now + 10 * HOUR),
      end: ts(now + 18 * HOUR),
      clockIn: null,
      clockOut: null,
    }),
    'shifts/a-running': worked('fac-a', { end: ts(now + HOUR), clockOut: null }),
    'shifts/a-cancelled': worked('fac-a', { status: 'cancelled', cancelledBy: UIDS.memberA }),
    'shifts/b-ended': worked('fac-b'),
    'shifts/x1-ended': worked('fac-x1'),
    'reviews/a-reviewed': { ...newReview('fac-a', UIDS.memberA), submittedAt: ts(now - HOUR) },
    'reviews/b-ended': { ...newReview('fac-b', UIDS.memberB), submittedAt: ts(now - HOUR) },
  });
});

const reviewsOf = (db: Firestore, ids: string[]) =>
  query(
    collection(db, 'reviews'),
    ids.length === 1 ? where('facilityIdentifier', '==', ids[0]) : where('facilityIdentifier', 'in', ids),
    orderBy('submittedAt', 'desc'),
    limit(10),
  );

describe('reviews', () => {
  describe('signed out', () => {
    const db = () => dbAs(env, 'signedOut');
    it('cannot read a review', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/a-reviewed')));
    });
    it('cannot list reviews', async () => {
      await assertDenied(getDocs(reviewsOf(db(), ['fac-a'])));
    });
    it('cannot create a review', async () => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', 'nobody')));
    });
  });

  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');

    it('reads a review of A', async () => {
      await assertSucceeds(getDoc(doc(db(), 'reviews/a-reviewed')));
    });
    it('looks for the review of a shift of A that has none yet', async () => {
      await assertSucceeds(getDoc(doc(db(), 'reviews/a-ended')));
    });
    it('cannot look for a review whose shift does not exist', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/no-such-shift')));
    });
    it('lists the reviews of A, newest first, 10 at a time', async () => {
      await assertSucceeds(getDocs(reviewsOf(db(), ['fac-a'])));
    });
    it('cannot list reviews without the facility constraint', async () => {
      await assertDenied(getDocs(query(collection(db(), 'reviews'), orderBy('submittedAt', 'desc'), limit(10))));
    });
    it('cannot read a review of B', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/b-ended')));
    });
    it('cannot look for the review of a shift of B', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/x1-ended')));
    });
    it('cannot list the reviews of B', async () => {
      await assertDenied(getDocs(reviewsOf(db(), ['fac-b'])));
    });
    it("lists A's reviews submitted since a moment, as the reviews to complete look them up", async () => {
      await assertSucceeds(getDocs(reviewsSubmittedSinceQuery(db(), ['fac-a'], now - 2 * HOUR, 5)));
    });
    it("cannot list B's reviews submitted since a moment", async () => {
      await assertDenied(getDocs(reviewsSubmittedSinceQuery(db(), ['fac-b'], now - 2 * HOUR, 5)));
    });

    it('creates the review of an ended, claimed shift of A as itself', async () => {
      await assertSucceeds(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.memberA)));
    });
    it('cannot create a review without its History entry (and the shift naming it)', async () => {
      await assertDenied(setDoc(doc(db(), 'reviews/a-ended'), newReview('fac-a', UIDS.memberA)));
    });
    it('creates or updates in a transaction, as the review form does', async () => {
      const d = db();
      const ref = doc(d, 'reviews/a-ended');
      await assertSucceeds(
        runTransaction(d, async (tx) => {
          const existing = await tx.get(ref);
          if (existing.exists()) tx.update(ref, resubmission(UIDS.memberA));
          else tx.set(ref, newReview('fac-a', UIDS.memberA));
          tx.set(doc(d, 'shifts/a-ended/history/tx-entry'), historyEntry('a-ended', 'fac-a', 'reviewed', UIDS.memberA));
          tx.update(doc(d, 'shifts/a-ended'), { historyId: 'tx-entry' });
        }),
      );
    });
    it.each([1, 5])('accepts the rating %i', async (rating) => {
      await assertSucceeds(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.memberA, { rating })));
    });
    it.each<[string, Record<string, unknown>]>([
      ['another reviewerId', { reviewerId: UIDS.adminOfA }],
      ['rating 0', { rating: 0 }],
      ['rating 6', { rating: 6 }],
      ['rating 4.5', { rating: 4.5 }],
      ["rating '5' as text", { rating: '5' }],
      ['another facility', { facilityIdentifier: 'fac-b' }],
      ['another worker', { nurseId: 'someone-else' }],
      ['status draft', { status: 'draft' }],
      ['isTest true', { isTest: true }],
      ['a client submittedAt', { submittedAt: ts(now) }],
      ['reviewerType worker', { reviewerType: 'worker' }],
      ['revieweeType facility', { revieweeType: 'facility' }],
      ['four responses', { responses: [1, 2, 3, 4] }],
      ['responses not a list', { responses: 'great' }],
      ['an unknown field', { bonus: 100 }],
    ])('cannot create a review with %s', async (_, extra) => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.memberA, extra)));
    });
    it('cannot create a review without a rating', async () => {
      const { rating: _omit, ...rest } = newReview('fac-a', UIDS.memberA);
      void _omit;
      await assertDenied(reviewWithHistory(db(), 'a-ended', rest));
    });
    it.each([
      ['an unclaimed shift', 'a-free'],
      ['a shift that has not started', 'a-future'],
      ['a shift that has not ended', 'a-running'],
      ['a cancelled shift', 'a-cancelled'],
      ['a shift that does not exist', 'no-such-shift'],
      ['a shift of B', 'b-ended'],
    ])('cannot review %s', async (_, id) => {
      await assertDenied(reviewWithHistory(db(), id, newReview('fac-a', UIDS.memberA)));
    });

    it('updates the review of A (submitted again), as itself', async () => {
      await assertSucceeds(
        reviewWithHistory(db(), 'a-reviewed', resubmission(UIDS.memberA), { update: true, facilityId: 'fac-a' }),
      );
    });
    it.each<[string, Record<string, unknown>]>([
      ['another reviewerId', resubmission(UIDS.adminOfA)],
      ['rating 7', resubmission(UIDS.memberA, { rating: 7 })],
      ['a client submittedAt', resubmission(UIDS.memberA, { submittedAt: ts(now) })],
      ['the worker changed', { ...resubmission(UIDS.memberA), nurseId: 'someone-else' }],
      ['the facility changed', { ...resubmission(UIDS.memberA), facilityIdentifier: 'fac-b' }],
      ['isTest changed', { ...resubmission(UIDS.memberA), isTest: true }],
    ])('cannot update a review with %s', async (_, change) => {
      await assertDenied(reviewWithHistory(db(), 'a-reviewed', change, { update: true, facilityId: 'fac-a' }));
    });
    it('cannot delete a review', async () => {
      await assertDenied(deleteDoc(doc(db(), 'reviews/a-reviewed')));
    });
  });

  describe('admin of facility A (adminIds)', () => {
    const db = () => dbAs(env, 'adminOfA');
    it('creates the review of a shift of A as itself', async () => {
      await assertSucceeds(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.adminOfA)));
    });
    it("updates the owner's review as itself", async () => {
      await assertSucceeds(
        reviewWithHistory(db(), 'a-reviewed', resubmission(UIDS.adminOfA), { update: true, facilityId: 'fac-a' }),
      );
    });
  });

  describe('member of facility B', () => {
    const db = () => dbAs(env, 'memberB');
    it('cannot read a review of A', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/a-reviewed')));
    });
    it('cannot create the review of a shift of A', async () => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.memberB)));
    });
    it('cannot update a review of A', async () => {
      await assertDenied(
        reviewWithHistory(db(), 'a-reviewed', resubmission(UIDS.memberB), { update: true, facilityId: 'fac-a' }),
      );
    });
    it('reads its own review', async () => {
      await assertSucceeds(getDoc(doc(db(), 'reviews/b-ended')));
    });
  });

  describe('company owner of X', () => {
    const db = () => dbAs(env, 'companyX');
    it('lists the reviews of its facilities', async () => {
      await assertSucceeds(getDocs(reviewsOf(db(), ['fac-x1'])));
    });
    it('creates the review of a shift of its facility X1', async () => {
      await assertSucceeds(reviewWithHistory(db(), 'x1-ended', newReview('fac-x1', UIDS.companyX)));
    });
    it('cannot list the reviews of A', async () => {
      await assertDenied(getDocs(reviewsOf(db(), ['fac-x1', 'fac-a'])));
    });
    it('cannot create the review of a shift of A', async () => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.companyX)));
    });
  });

  describe('internal admin', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it('reads a review of A', async () => {
      await assertSucceeds(getDoc(doc(db(), 'reviews/a-reviewed')));
    });
    it('creates a review for A, recording its own uid', async () => {
      await assertSucceeds(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.internalAdmin)));
    });
    it('cannot record the impersonated user as the reviewer', async () => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.memberA)));
    });
  });

  describe('worker', () => {
    const db = () => dbAs(env, 'worker');
    it('cannot read the review of their shift', async () => {
      await assertDenied(getDoc(doc(db(), 'reviews/a-reviewed')));
    });
    it('cannot write a review', async () => {
      await assertDenied(reviewWithHistory(db(), 'a-ended', newReview('fac-a', UIDS.worker)));
    });
  });
});
