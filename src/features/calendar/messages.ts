// The calendar's user-facing words (spec 2 'Calendar' and the few labels it leaves to us).
export const CALENDAR_TITLE = 'Calendar';
export const ADD_SHIFT_BUTTON = 'Add Shift';
export const TODAY_BUTTON = 'Today';
export const VIEW_BUTTONS = {
  dayGridMonth: 'Month View',
  timeGridWeek: 'Week View',
  timeGridDay: 'Day View',
  listWeek: 'List View',
  listYear: 'Year View',
} as const;
export const SEE_MORE_DETAILS = 'See more details';
export const CALENDAR_LOAD_FAILED = 'The shifts of this period could not be loaded.';
export const NO_FACILITY = 'There is no facility to show a calendar for yet.';
export const RANGE_READ_AT =
  'A busy period: these shifts are as of {time}. They are read again when you come back to this tab or press Refresh.';
export const RANGE_TRUNCATED = 'Only its first 5,000 shifts are shown; choose a shorter view to see the rest.';
export const REFRESH_BUTTON = 'Refresh';
export const NO_EVENTS = 'No shifts in this period';
export const LIST_REGION_LABEL = 'Shifts of this period';
export const SHIFT_MOVED = 'The shift was moved to {start}';
export const SHIFT_MOVE_REFUSED =
  'Only shifts that have not started and are not cancelled can be moved, and not into the past.';
export const SHIFT_MOVE_FAILED = 'The shift could not be moved. Please try again.';

export const MODAL_LABELS = {
  organizer: 'Organizer',
  description: 'Description',
  dateAndTime: 'Date and time',
  location: 'Location',
  healthcareProfessional: 'Healthcare professional',
  schedules: 'Schedules',
  noSchedules: 'None',
} as const;
/** What the chip's star says to a screen reader: only favorites may claim the shift for now. */
export const FAVORITES_FIRST_CHIP = 'Favorites first';
