// The admin picker's words (spec 2 '/otherLoginForm').
export const PICKER_TITLE = 'Act as a customer';
export const PICKER_INTRO = 'Choose who to help. Everything you do is recorded under your own admin account.';
export const PICKER_LOAD_ERROR = 'The list could not be loaded. Check your connection and try again.';
export const ENTITY_TYPE = 'Entity type';
export const NO_USERS = 'This one has no users to act as.';
export const entityLabel = (kind: 'facility' | 'company') =>
  kind === 'facility' ? 'Choose a facility' : 'Choose a company';
export const USER_LABEL = 'Choose a user';
