// The words of the reports page (CONTRACT.md, "Payroll-Based Journal").
export const REPORTS_TITLE = 'Reports';
export const PBJ_TITLE = 'Payroll-Based Journal';
export const QUARTER = 'Quarter';
export const HOURS_BY_DAY = 'Hours by day';
export const DOWNLOAD_PBJ = 'Download PBJ file';
export const NOT_APPROVED_YET = (n: number, capped: boolean) => `Not approved yet: ${n}${capped ? '+' : ''}`;
export const SET_PBJ_ID = 'Set the PBJ facility ID in the facility profile';
export const PBJ_FACILITY_ID = 'PBJ facility ID';
export const STATE = 'State';
export const NOT_SET = 'not set';
export const STATE_NOT_PBJ = (state: string) =>
  `CMS's PBJ does not take the state code ${state || '(none)'}: set the facility's state in the facility profile`;
export const PBJ_INTRO =
  'The approved hours of the quarter, per calendar day in the facility\u2019s time zone (a shift over midnight ' +
  'counts on both days; adjusted times where hours were adjusted). The file lists every worker as contract staff ' +
  '(pay type 3) with the job title code of their position, for CMS\u2019s Payroll-Based Journal.';
export const LEFT_OUT = (n: number) =>
  `${n} approved ${n === 1 ? 'entry' : 'entries'} of Caregivers left out: the position has no PBJ job title.`;
export const WITHOUT_TIMES = (n: number) =>
  `${n} approved ${n === 1 ? 'entry has' : 'entries have'} no clock times and ${n === 1 ? 'is' : 'are'} not counted.`;
export const OVER_LIMIT = (n: number) =>
  `${n} ${n === 1 ? 'day of a worker has' : 'days of workers have'} more than 22.5 hours, which CMS refuses: ` +
  'check those entries on the timesheet before you submit the file.';
export const READING = (n: number) => `Reading the quarter's approved entries: ${n} so far`;
export const NO_HOURS = 'No approved hours of RNs, LPNs or CNAs in this quarter.';
export const PBJ_FAILED = 'The quarter\u2019s hours could not be loaded.';
export const DOWNLOAD_FAILED = 'The PBJ file could not be made. Try again.';
export const TOTAL = (position: string) => `Total ${position}`;
export const COLUMNS = { date: 'Date', position: 'Position', workers: 'Workers', hours: 'Hours' } as const;
export const PBJ_ID_HELP =
  'The facility\u2019s ID in CMS\u2019s Payroll-Based Journal (the facility ID of your PBJ submissions).';
// not 'Save ...': the Account form's own button is 'Save'
export const SAVE_PBJ_ID = 'Update PBJ facility ID';
export const SAVED_PBJ_ID = 'PBJ facility ID updated';
export const PBJ_ID_CHANGED = 'The PBJ facility ID was changed meanwhile: the stored one is shown. Save again.';
export const PBJ_ID_REFUSED = 'The PBJ facility ID was refused: you may not change this facility\u2019s profile.';
export const PBJ_ID_FAILED = 'The PBJ facility ID could not be saved. Try again.';
