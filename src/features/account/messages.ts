// The Account page's words. Its validation messages live in src/domain/validationMessages.ts.
export const ACCOUNT_SAVED = 'Your account was saved';
export const ACCOUNT_SAVE_FAILED = 'Your account could not be saved. Please try again.';
export const ACCOUNT_CHANGED =
  'Your account was changed elsewhere since you opened this page (by you in another tab, or a colleague), so ' +
  'nothing was saved. It is now stored as below; your entries are kept: save again to apply them.';
export const TZ_KEEPS_SHIFT_TIMES =
  'Shifts already posted keep their times as posted: in the new time zone they show at its clock time (7:00 AM ' +
  'Central is 6:00 AM Mountain). Edit any shift that should start at another hour.';
export const TZ_NO_SHIFTS = 'No shifts are posted at this facility yet: each will be posted in this time zone.';
export const NOTIFICATIONS_SAVED = 'Saved notification settings';
export const NOTIFICATIONS_SAVE_FAILED = 'Your notification settings could not be saved. Please try again.';
export const NOTIFICATIONS_OFFLINE =
  'You are offline: your notification settings were not saved. Try again when online.';
