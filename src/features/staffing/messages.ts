// The words of the staffing plan (CONTRACT.md, "Staffing plan").
export const STAFFING_TITLE = 'Staffing plan';
export const NEEDS_TITLE = 'Needs';
export const NEEDS_INTRO = 'Workers needed for each shift template and position on each weekday (0 to 50).';
export const NO_TEMPLATES =
  'This facility has no shift templates yet: add them under Shift Templates on the Shifts page.';
export const SAVE_NEEDS = 'Save needs';
export const SAVED_NEEDS = 'Saved needs';
export const SAVE_NEEDS_FAILED = 'The needs could not be saved. Try again.';
export const SAVE_NEEDS_REFUSED =
  'The needs were refused: the facility\u2019s shift templates may have changed meanwhile. ' +
  'Reload the page and try again.';
export const NEEDS_FAILED = 'The needs could not be loaded.';
export const RETIMED_NOTE = (startTime: string, endTime: string) =>
  `This template's times have changed since its needs were saved (then ${startTime} to ${endTime}): ` +
  'check them and save.';
export const STALE_TITLE = 'Needs of templates renamed, re-timed or removed';
export const STALE_NOTE =
  'These templates are no longer among the facility\u2019s shift templates, so their needs do not count in Coverage.';
export const DISCARD = (name: string) => `Discard the needs of ${name}`;
export const DISCARDED = (name: string) => `Discarded the needs of ${name}`;
export const WEEK_OF = 'Week of';
export const PREVIOUS_WEEK = 'Previous week';
export const NEXT_WEEK = 'Next week';
export const COVERAGE_TITLE = 'Coverage';
export const COVERAGE_NOTE = (tz: string) =>
  `Each cell is filled/needed, then how many are posted. A shift counts for the template it starts at, in ${tz}; ` +
  'shifts at other times are under Other. Cancelled shifts do not count.';
export const COVERAGE_EMPTY = 'No needs and no shifts this week.';
export const COVERAGE_FAILED = 'The week\u2019s shifts could not be loaded.';
export const GAPS = 'Gaps';
export const UNFILLED = 'Unfilled';
export const POSTED_IN_CELL = (posted: number) => `${posted} posted`;
export const TEMPLATE_COLUMN = 'Template';
export const POSITION_COLUMN = 'Position';
export const POST_THE_GAPS = 'Post the gaps';
export const PASSED_NOTE = (count: number) =>
  `${count} missing ${count === 1 ? 'shift starts' : 'shifts start'} at a time already passed: not offered.`;
export const NO_GAPS_TO_POST = 'Nothing to post: every need of the days still to come is posted.';
export const CENSUS_ROW = 'Census';
export const PLANNED_HPRD = 'Planned HPRD';
export const FILLED_HPRD = 'Filled HPRD';
export const TARGET_HPRD = 'Target HPRD';
export const NO_HPRD = '—';
export const UNDER_TARGET = 'under the target';
export const SAVE_CENSUS = 'Save census';
export const SAVED_CENSUS = 'Saved census';
export const SAVE_CENSUS_FAILED = 'The census could not be saved. Try again.';
export const SAVE_CENSUS_REFUSED =
  'The census was refused: you may no longer act for this facility. Reload the page and try again.';
export const CENSUS_FAILED = 'The week\u2019s census could not be loaded.';
export const HPRD_NOTE = (tz: string) =>
  'Hours per resident day (HPRD) count only shifts posted in ShiftCover: the RN, LPN and CNA hours of the day\u2019s ' +
  'shifts that are not cancelled (planned) and of those a worker holds (filled), divided by the day\u2019s census. ' +
  `A shift counts on the day it starts in ${tz}, all of its hours, also when it runs past midnight; Caregiver hours ` +
  'are not nursing hours. The target is the facility\u2019s own: no state\u2019s rule is assumed.';
