// Every Firestore call of the reviews feature, and nothing else. The reviews thunks load it on demand.
import {
  collection,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, writeOnline } from '../../lib/firebase/online';
import { plainDoc } from '../../lib/firebase/convert';
import { byFacility } from '../../lib/firebase/byFacility';
import { perFacilityChunk } from '../../lib/firebase/facilityChunks';
import { unlessDenied } from '../../lib/firebase/denied';
import { shiftRef, toShift, writeShiftChange } from '../../data/shifts';
import type { Review, Shift } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';
import { mergeReviewPages, PAST_REVIEWS_PAGE_SIZE, reviewResponses, type ReviewPage } from './reviewsPaging';
import type { HistoryActor } from '../../data/history';

// ---- queries: one named function each, so the index test can list them ---------------------

/** Spec 7: reviews 'by facilityIdentifier ordered by submittedAt descending', a page at a time. */
export const pastReviewsQuery = (db: Firestore, facilityIds: readonly string[], after?: number) =>
  query(
    collection(db, 'reviews'),
    byFacility(facilityIds),
    orderBy('submittedAt', 'desc'),
    ...(after != null ? [startAfter(Timestamp.fromMillis(after))] : []),
    limit(PAST_REVIEWS_PAGE_SIZE),
  );

// ---- reads ------------------------------------------------------------------------------------

const REVIEW_DEFAULTS: Omit<Review, 'id'> = {
  reviewerType: 'facility',
  revieweeType: 'worker',
  nurseId: '',
  facilityIdentifier: '',
  responses: [],
  submittedAt: 0,
  status: 'submitted',
  rating: 0,
  reviewerId: '',
  isTest: false,
};

const toReview = (snap: DocumentSnapshot<DocumentData>): Review => plainDoc<Review>(snap, REVIEW_DEFAULTS);

export { readWorkers } from '../../data/users';

/** One page of the Past Reviews table, newest first, with each review's shift (null when gone). */
export async function fetchPastReviewsPage(
  db: Firestore,
  facilityIds: readonly string[],
  after?: number,
): Promise<ReviewPage & { shifts: Record<string, Shift> }> {
  if (!facilityIds.length) return { reviews: [], hasMore: false, shifts: {} };
  const pages = await perFacilityChunk(facilityIds, async (ids) =>
    (await getDocsFromServer(pastReviewsQuery(db, ids, after))).docs.map(toReview),
  );
  const page = mergeReviewPages(pages);
  const shifts = await Promise.all(page.reviews.map((r) => unlessDenied(() => getDocFromServer(shiftRef(db, r.id)))));
  return {
    ...page,
    shifts: Object.fromEntries(shifts.filter((s) => s?.exists()).map((s) => [s!.id, toShift(s!)])),
  };
}

/**
 * The shift of the review form and its review so far (null when none); null when the shift is not there for this user.
 */
export async function getReviewTarget(
  db: Firestore,
  shiftId: string,
): Promise<{ shift: Shift; review: Review | null } | null> {
  const shiftSnap = await unlessDenied(() => getDocFromServer(shiftRef(db, shiftId)));
  if (!shiftSnap?.exists()) return null;
  const reviewSnap = await getDocFromServer(doc(db, 'reviews', shiftId));
  return { shift: toShift(shiftSnap), review: reviewSnap.exists() ? toReview(reviewSnap) : null };
}

// ---- writes -----------------------------------------------------------------------------------

/**
 * 'Submitting creates the review, or updates it if one already exists' (reviews/{shiftId}), in a
 * transaction so that two reviewers never both create it. reviewerId is the signed-in user.
 */
export async function saveReview(
  db: Firestore,
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId' | 'start' | 'description'>,
  values: ReviewValues,
  actor: HistoryActor,
): Promise<'created' | 'updated'> {
  const reviewerId = actor.uid;
  const ref = doc(db, 'reviews', shift.id);
  const common = {
    responses: reviewResponses(values),
    rating: values.rating,
    submittedAt: serverTimestamp(),
    status: 'submitted',
    reviewerId,
  };
  return writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const existing = await tx.get(ref);
      // the review's History entry, and the shift naming it, in the same transaction
      const detail = `${values.rating} of 5`;
      writeShiftChange(
        db,
        tx,
        shift,
        { fields: {}, entry: { kind: 'reviewed', detail, workerId: shift.nurseId } },
        actor,
      );
      if (existing.exists()) {
        tx.update(ref, common);
        return 'updated' as const;
      }
      tx.set(ref, {
        ...common,
        reviewerType: 'facility',
        revieweeType: 'worker',
        nurseId: shift.nurseId,
        facilityIdentifier: shift.facilityIdentifier,
        isTest: false,
      });
      return 'created' as const;
    }),
  );
}
