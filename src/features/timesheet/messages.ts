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
const entriesText = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
// a busy week is listed a page at a time; its totals are read when asked for
export const SHOW_TOTALS = 'Show totals';
export const shownOfWeek = (shown: number, week: number | null) =>
  week === null
    ? `${entriesText(shown)} shown. The totals count the whole week.`
    : `${shown} of ${entriesText(week)} shown. The totals count the whole week.`;
// Approve All asks first, then says what it did; hours as the table shows them (two places)
export const approveAllQuestion = (n: number, hours: string) => `Approve ${entriesText(n)}, ${hours} hours?`;
export const approveAllRejected = (n: number) =>
  n === 1
    ? 'One of them was rejected: approving records its hours too.'
    : `${n} of them were rejected: approving records their hours too.`;
export const APPROVE_ALL_NOTE = "Each entry's Hours are recorded as approved, in your name.";
export const APPROVE_ALL_CONFIRM = 'Approve';
export const approvedSummary = (n: number, hours: string) => `Approved ${entriesText(n)}, ${hours} hours`;
// Hours
export const COLUMN_HOURS = 'Hours';
export const TOTAL_HOURS = 'Total hours';
export const TOTAL_HOURS_PER_WORKER = 'Total hours per worker';
export const ADJUSTED = 'Adjusted';
const CLOCKED = 'Clocked';
export const NOT_CLOCKED = 'not clocked';
export const ADJUSTMENT_NOTE = 'Note';
export const REASON = 'Reason';
export const ADJUST = 'Adjust';
export const ADJUST_HOURS = 'Adjust hours';
export const SAVE = 'Save';
export const DETAILS = 'Details';
export const CHOOSE_REASON = 'Choose a reason';
export const ADJUST_APPROVED = 'Approved hours cannot be adjusted: reject the entry first.';
export const HOURS_ADJUSTED = 'Hours adjusted';
export const DOWNLOAD_PAYROLL_CSV = 'Download payroll CSV';
export const PAYROLL_FAILED = 'The payroll CSV could not be made. Please try again.';
export const adjustLabel = (worker: string) => `Adjust ${worker}`;
export const rejectTitle = (worker: string) => `Reject ${worker}'s hours`;
export const adjustedFrom = (clockIn: string, clockOut: string) => `${CLOCKED}: ${clockIn} to ${clockOut}`;
export const ADJUSTED_STATUS = 'adjusted';
export const PAYROLL_COLUMNS = [
  'Worker',
  'Position',
  'Shift',
  'Clock In',
  'Clock Out',
  'Hours',
  'Status',
  'Approved by',
] as const;
export const payrollFileName = (sunday: string) => `payroll-${sunday}.csv`;
// Adjust hours on a fall-back night, when a time typed is in the hour the clocks repeat
export const repeatedHourHint = (time: string) => `Clocks go back this night: ${time} happens twice. Which one?`;
export const repeatedHourOption = (time: string, zone: string, second: boolean) =>
  `${time} ${zone} (${second ? 'the second, after clocks went back' : 'the first'})`;
// the printed sign-off sheet: the facility, the week, and where to sign
export const SIGNATURE = 'Signature';
export const SIGNED_ON = 'Date';
export const printedWeek = (name: string, week: string) => `${name} · Week of ${week}`;
