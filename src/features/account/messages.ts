// The Account page's words. Its validation messages live in src/domain/validationMessages.ts.
export const ACCOUNT_SAVED = 'Your account was saved';
export const ACCOUNT_SAVE_FAILED = 'Your account could not be saved. Please try again.';
