// The reviews collection (reviews/{shiftId}) beyond the dashboard's table (reviews.ts): the Past Reviews pages, one
// review with its shift, the reviews of a worker (their page's rating), and the review's write with the shift's History
// entry.
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
  where,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, writeOnline } from './online';
import { plainDoc } from './convert';
import { byFacility } from './byFacility';
import { unlessDenied } from '../lib/firebase/denied';
import { PAST_REVIEWS_PAGE_SIZE } from '../domain/reviews';
import type { Review, Shift } from '../domain/types';
import { AGGREGATE_LIMIT, shiftRef, toShift } from './shifts';
import { writeShiftChange } from './shiftWrites';
import type { HistoryActor } from './history';

// ---- queries: one named function each, so the index test can list them ---------------------

/** @public Spec 7: reviews 'by facilityIdentifier ordered by submittedAt descending', a page at a time. */
export const pastReviewsQuery = (db: Firestore, facilityIds: readonly string[], after?: number) =>
  query(
    collection(db, 'reviews'),
    byFacility(facilityIds),
    orderBy('submittedAt', 'desc'),
    ...(after != null ? [startAfter(Timestamp.fromMillis(after))] : []),
    limit(PAST_REVIEWS_PAGE_SIZE),
  );

/** The facilities' reviews of the worker (counted and summed for 'Average rating'). */
export const workerReviewsQuery = (db: Firestore, facilityIds: readonly string[], nurseId: string) =>
  query(collection(db, 'reviews'), byFacility(facilityIds), where('nurseId', '==', nurseId), limit(AGGREGATE_LIMIT));

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

/** A page of pastReviewsQuery (one chunk of facilities), newest first. */
export async function readPastReviews(db: Firestore, facilityIds: readonly string[], after?: number) {
  return (await getDocsFromServer(pastReviewsQuery(db, facilityIds, after))).docs.map(toReview);
}

/** The reviewed shifts by id; a shift gone or closed to the viewer is left out. */
export async function readReviewedShifts(db: Firestore, ids: readonly string[]): Promise<Record<string, Shift>> {
  const shifts = await Promise.all(ids.map((id) => unlessDenied(() => getDocFromServer(shiftRef(db, id)))));
  return Object.fromEntries(shifts.filter((s) => s?.exists()).map((s) => [s!.id, toShift(s!)]));
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
 * transaction so that two reviewers never both create it, with the shift's History entry saying `detail`.
 * reviewerId is the signed-in user.
 */
export async function writeReview(
  db: Firestore,
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>,
  review: Pick<Review, 'responses' | 'rating'>,
  detail: string,
  actor: HistoryActor,
): Promise<'created' | 'updated'> {
  const reviewerId = actor.uid;
  const ref = doc(db, 'reviews', shift.id);
  const common = {
    responses: review.responses,
    rating: review.rating,
    submittedAt: serverTimestamp(),
    status: 'submitted',
    reviewerId,
  };
  return writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const existing = await tx.get(ref);
      // the review's History entry, and the shift naming it, in the same transaction
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
