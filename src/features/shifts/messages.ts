// The shifts feature's user-facing words: the spec's quoted strings (sections 2, 5 and 8) and the
// few labels it leaves to us. The forms' validation messages live in src/domain/validationMessages.ts,
// the status rules' in src/domain/shiftStatus.ts.
export { CANNOT_CANCEL_STARTED, SHIFT_NOT_FOUND } from '../../domain/shiftStatus';

// Add shift
export const ADD_SHIFT_INCOMPLETE = 'Please make sure all required fields are filled out';
export const ADD_SHIFT_TITLE = 'Add a shift to the schedule';
export const SHIFT_CREATED = 'Successfully created shift!';
export const SHIFT_CREATE_FAILED = 'Failed to create shift';
export const FIRST_SHIFT_PROMPT = 'Click here to add your first shift!';
export const WORKERS_MAX = 'Number of workers must be at most 500';
export const COVID_NOTE = 'This facility requires COVID Vaccination; the requirement is added to the shift.';

// Shift table
export const SHIFTS_TITLE = 'Shifts';
export const NO_SHIFTS = 'No shifts yet.';

// Export
export const EXPORT_TITLE = 'Filter Start Date between';
export const EXPORT_FILE_NAME = 'report.csv';
export const EXPORT_FAILED = 'The report could not be created. Please try again.';
export const EXPORT_RANGE_INVALID = 'End Date must be on or after From Date';

// Shift details, edit, cancel
export const EDIT_SHIFT_NOT_FOUND = "The shift wasn't found";
export const SHIFT_EDITED = 'The shift was edited successfully';
export const EDIT_UNAVAILABLE = 'This action is not available at the moment, try again later';
export const SHIFT_LOCKED = 'This shift has already started, so it can no longer be edited.';
export const EDIT_SHIFT_CANCELLED = 'This shift has been cancelled, so it can no longer be edited.';
export const SHIFT_CANCELLED = 'Shift was cancelled successfully';
export const CANCEL_FAILED = 'Failed to cancel shift. Please try again later or contact support.';
export const ALREADY_CANCELLED = 'This shift is already cancelled.';

// Shift templates
export const TEMPLATES_TITLE = 'Shift Templates';
export const TEMPLATES_SAVED = 'Successfully updated shift templates';
export const TEMPLATES_SAVE_FAILED = 'Failed to save shift template changes';
export const NO_TEMPLATES = 'No shift templates yet. Add one to fill in shift times faster.';

// A save that found the shift changed since its form opened (another scheduler, a worker's claim)
export const SHIFT_CHANGED_ELSEWHERE =
  'This shift was changed by someone else since you opened it, and nothing was saved. It now reads as below; ' +
  'your entries are still in the form: check them and save again.';
export const CANCEL_CHANGED_ELSEWHERE =
  'This shift was changed by someone else since you opened it, and it was not cancelled. It now reads as below; ' +
  'cancel again if it should still go.';
export const TEMPLATES_CHANGED =
  'Someone else saved the shift templates since you opened them, so yours were not saved. Theirs are listed here; ' +
  'your entries are kept: check them and save again.';

// Post several and Copy a week (CONTRACT 'Posting several shifts'); their rules' messages are in
// src/domain/shiftPosting.ts
export const POST_SEVERAL_BUTTON = 'Post several';
export const POST_SEVERAL_TITLE = 'Post several shifts';
export const COPY_WEEK_BUTTON = 'Copy a week';
export const COPY_WEEK_TITLE = 'Copy a week of shifts';
export const COPY_WEEK_LOADING = 'Reading the week...';
export const COPY_WEEK_READ_FAILED = 'The week could not be read. Please try again.';

// Favorites first: the add and post dialogs, shift details, the calendar chip
export const FAVORITES_FIRST_LABEL = 'Offer to favorites first';
export const FAVORITES_FIRST_HOURS_LABEL = 'Favorites only for';
export const FAVORITES_FIRST_HOURS_OPTION = (hours: number) => `${hours} hours`;
export const FAVORITES_FIRST_HINT =
  "Only this facility's favorites can claim the shift until the window closes; it never runs past the start.";
export const FAVORITES_FIRST_UNTIL = (time: string) => `Favorites first until ${time}`;
