// The reviews feature's user-facing words. The spec's rating texts and 'not available' message live in
// src/domain/reviews.ts, the required-answer message in src/domain/validationMessages.ts.
export { SHIFT_NOT_REVIEWABLE } from '../../domain/reviews';
export { SHIFT_NOT_FOUND } from '../../domain/shiftStatus';

export const REVIEWS_TO_COMPLETE_TITLE = 'Reviews to complete';
export const PAST_REVIEWS_TITLE = 'Past Reviews';
export const NO_REVIEWS_TO_COMPLETE = 'No shifts are waiting for a review.';
export const NO_PAST_REVIEWS = 'No reviews yet.';
export const REVIEW_SAVED = 'Review saved successfully';
export const REVIEW_SAVE_FAILED = 'Review failed to save';
export const REVIEW_NEXT_SHIFT = 'Review next shift';
export const NO_MORE_TO_REVIEW = 'There are no more shifts awaiting review.';
export const GO_BACK = 'Go back';

export const COLUMNS = {
  worker: 'Worker',
  position: 'Position',
  shift: 'Shift',
  facility: 'Facility',
  clockOut: 'Clock Out',
  rating: 'Rating',
  onTime: 'On time',
  comments: 'Comments',
  submitted: 'Submitted',
} as const;

export const FORM = {
  title: 'Review',
  rating: 'Rating',
  ratingHint: 'How would you rate this worker for this shift? 1 is poor, 5 is excellent.',
  onTime: 'On time',
  onTimeHint: 'Was the worker on time?',
  yes: 'Yes',
  no: 'No',
  additionalComments: 'Additional comments',
  optional: '(optional)',
  submit: 'Submit review',
  reviewedBefore: 'You reviewed this shift before; submitting again updates that review.',
  saved: 'Thank you! Your review has been saved.',
} as const;
