// The weekly timesheet's words (spec 2 'Timesheet').
export const TIMESHEET_TITLE = 'Timesheet';
export const WEEK_OF = 'Week of';
export const PREVIOUS_WEEK = 'Previous week';
export const NEXT_WEEK = 'Next week';
export const CHOOSE_SUNDAY = 'Choose a Sunday';
export const APPROVE_ALL = 'Approve All';
export const COLUMN_APPROVED = 'Approved?';
export const COLUMN_WORKER = 'Worker';
export const COLUMN_POSITION = 'Position';
export const COLUMN_CLOCK_IN = 'Clock In';
export const COLUMN_CLOCK_OUT = 'Clock Out';
export const APPROVED = 'Approved';
export const REJECTED = 'Rejected';
export const NO_ACTION = 'Not yet';
export const SOMEONE = 'Another user';
export const TIMESHEET_LOAD_FAILED = 'The timesheet could not be loaded.';
export const TIMESHEET_SAVE_FAILED = 'The timesheet could not be updated. Please try again.';
// a row acted on (or re-clocked) by someone else since the list was shown: nothing was written, the list reloads
export const TIMESHEET_CHANGED =
  "Someone else changed this week's entries since the list was shown, so nothing was saved. The list now shows " +
  'them as they are: check and try again.';
export const approveLabel = (worker: string) => `Approve ${worker}`;
export const rejectLabel = (worker: string) => `Reject ${worker}`;
export const noEntries = (week: string) => `No hours to approve for the week of ${week}.`;
export const approvedCount = (n: number) => `Approved ${n} ${n === 1 ? 'entry' : 'entries'}`;
