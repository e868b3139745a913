// The Account page's words. Its validation messages live in src/domain/validationMessages.ts.
export const ACCOUNT_SAVED = 'Your account was saved';
export const ACCOUNT_SAVE_FAILED = 'Your account could not be saved. Please try again.';
export const ACCOUNT_CHANGED =
  'Your account was changed elsewhere since you opened this page (by you in another tab, or a colleague), so ' +
  'nothing was saved. It is now stored as below; your entries are kept: save again to apply them.';
