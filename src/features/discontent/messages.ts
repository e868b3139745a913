// The discontent (Disciplinary) form's words. The required-field message lives in src/domain/validationMessages.ts.
import type { DiscontentReason } from '../../domain/discontentSchema';

export const DISCONTENT_TITLE = 'Disciplinary Form';
export const DISCONTENT_INTRO =
  'Tell us about a problem with the worker of this shift. Your ShiftCover representative will follow up.';
export const DISCONTENT_REASON_LABELS: Record<DiscontentReason, string> = {
  lateToWork: 'Late to work',
  poorWorkQuality: 'Poor work quality',
  anotherReason: 'Another reason',
};
export const REASON_LABEL = 'Reason';
export const APPLY_TO_LABEL = 'Apply this comment to';
export const APPLY_TO_HINT = 'For example: this shift only, or every shift with this worker.';
export const DETAILS_LABEL = 'Details';
export const SUBMIT = 'Submit';
export const DISCONTENT_SUBMITTED_NOTE =
  'A discontent form has been filed for this shift. Your ShiftCover representative will follow up.';
export const DISCONTENT_SAVED = 'Your discontent form was submitted';
export const DISCONTENT_FAILED = 'The discontent form could not be submitted. Please try again.';
export const NO_WORKER_NOTE = 'The Disciplinary Form is available once a worker has claimed this shift.';
