// Spec 2 'Review form', spec 4 'Review', spec 7 'reviews to complete' and spec 9.
import type { ShiftStatus } from './types';

export const REVIEW_LOOKBACK_DAYS = 3;
export const REVIEWS_TO_COMPLETE_LIMIT = 5;
/** Rows of a Past Reviews page. */
export const PAST_REVIEWS_PAGE_SIZE = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SHIFT_NOT_REVIEWABLE = 'This shift is not available for review';

const RATING_TEXT_LOW = "We're sorry to hear that. Your ShiftCover representative will reach out to you shortly.";
const RATING_TEXT_MIDDLE = 'Thank you for your feedback!';
const RATING_TEXT_HIGH = "We're glad you had a great experience!";

const DAY_MS = 24 * 60 * 60 * 1000;

interface ReviewCandidate {
  id: string;
  isFree: boolean;
  nurseId: string | null;
  status: ShiftStatus | string;
  clockOut: number | null;
}

/**
 * 'shifts ... with clockOut in the last 3 days and before now ...; keep those with a worker, not cancelled,
 * with no submitted review (the reviews to complete).'
 */
export function isAwaitingReview(shift: ReviewCandidate, reviewedIds: ReadonlySet<string>, now: number): boolean {
  return (
    !shift.isFree &&
    Boolean(shift.nurseId) &&
    shift.status !== 'cancelled' &&
    shift.clockOut !== null &&
    shift.clockOut < now &&
    shift.clockOut >= now - REVIEW_LOOKBACK_DAYS * DAY_MS &&
    !reviewedIds.has(shift.id)
  );
}

/** 'Reviews to complete: at most 5 shown', most recent clock-out first. */
export function reviewsToComplete<T extends ReviewCandidate>(
  shifts: readonly T[],
  reviewedIds: ReadonlySet<string>,
  now: number,
): T[] {
  return shifts
    .filter((shift) => isAwaitingReview(shift, reviewedIds, now))
    .sort((a, b) => (b.clockOut ?? 0) - (a.clockOut ?? 0))
    .slice(0, REVIEWS_TO_COMPLETE_LIMIT);
}

/** 'a shift is reviewable only after its end and only when it is not free and not cancelled.' */
export function isReviewable(
  shift: { isFree: boolean; status: ShiftStatus | string; end: number },
  now: number,
): boolean {
  return !shift.isFree && shift.status !== 'cancelled' && shift.end <= now;
}

/**
 * 'After a rating the screen shows a text: 1 or 2 ... apology ..., 3 or 4 ... thanks; 5 ... great experience.'
 * Null before a rating.
 */
export function ratingText(rating: number | null | undefined): string | null {
  if (rating === 1 || rating === 2) return RATING_TEXT_LOW;
  if (rating === 3 || rating === 4) return RATING_TEXT_MIDDLE;
  if (rating === 5) return RATING_TEXT_HIGH;
  return null;
}
