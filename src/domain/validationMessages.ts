// The messages and patterns of the form schemas (spec 5 'Validation rules'), apart from the yup schemas
// (shiftSchemas, authSchemas, ...), so that screens and slices that only show a message do not pull yup
// into their bundle. Each lives only here: feature messages hold the texts no schema uses.

/** Toast when an edit is saved without start or end. */
export const EDIT_SHIFT_DATES_REQUIRED = 'Please select start date and end date to continue';
// Field messages of the add-shift form; the spec quotes only the toast above, so these name the field.
export const FACILITY_REQUIRED = 'Facility is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const START_DATE_REQUIRED = 'Start Date is required';
export const START_REQUIRED = 'Start is required';
export const END_REQUIRED = 'End is required';
export const POSITION_REQUIRED = 'Position is required';
export const USER_TYPE_REQUIRED = 'User type is required';
export const WORKERS_REQUIRED = 'Number of workers is required';
export const WORKERS_WHOLE_NUMBER = 'Number of workers must be a whole number';
export const WORKERS_MIN = 'Number of workers must be at least 1';
export const START_TOO_EARLY = 'Start cannot be earlier than one day ago';
export const END_OUT_OF_RANGE = 'End must be 0 to 12 hours after the start';
export const TEMPLATE_CHOICE_INVALID = 'Choose a template or None';
export const DEFAULT_NUMBER_OF_WORKERS = 1;
/** The Shift Template select's None option; '' means nothing chosen yet. */
export const NO_TEMPLATE = 'none';
export const CANCEL_REASON_REQUIRED = 'Reason is a required field';
export const BLOCK_REASON_REQUIRED = 'Reason is required';
export const QUESTION_REQUIRED = 'This question is required';
export const RATING_OUT_OF_RANGE = 'Choose a rating from 1 to 5';
export const DISCONTENT_FIELD_REQUIRED = 'This field is required';
export const EMPTY_SHIFT_TEMPLATE = "Can't save empty shift template";
export const TEMPLATE_START_REQUIRED = 'Start time is required';
export const TEMPLATE_END_REQUIRED = 'End time is required';
export const TEMPLATE_TIME_FORMAT = 'Time must be HH:mm';
export const CREATE_FACILITY_MESSAGES = {
  facilityName: 'Facility Name is required',
  facilityAddress: 'Facility Address is required',
  facilityCity: 'Facility City is required',
  facilityState: 'Facility State is required',
  facilityPostalCode: 'Facility Postal Code is required',
  facilityPhoneNumber: 'Facility Phone Number is required',
} as const;
export const ACCOUNT_MESSAGES = {
  phone: 'Phone Number is required',
  address: 'Address is required',
  city: 'City is required',
  cityMin: 'Min length 2 for City',
  state: 'State is required',
  postalCode: 'Postal Code is required',
  introTooLong: 'At most 2000 characters',
  avatar: 'Must be a valid web address (https://...)',
  tz: "Choose a time zone of the facility's state",
} as const;
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
/** optional plus, three digits, optional parentheses, separators, three digits, then four to six digits */
export const FACILITY_PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;
export const INVALID_POSTAL_CODE = 'Must be a valid postal code';
export const INVALID_PHONE = 'Must be a valid phone number';
export const INVALID_EMAIL = 'Must be a valid email address';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
// The `Invite teammate` dialog (domain/teamInviteSchema.ts).
export const TEAMMATE_EMAIL_REQUIRED = 'Email is required';
export const ROLE_REQUIRED = 'Choose a role';
export const PASSWORD_REQUIRED = 'You must specify a password';
export const PASSWORD_TOO_SHORT = 'Password must have at least 6 characters';
export const PASSWORD_DOES_NOT_MATCH = 'Password does not match';
export const TERMS_REQUIRED = 'Please agree to the terms and conditions in order to continue';
export const PASSWORD_MIN_LENGTH = 6;
export const CITY_MIN_LENGTH = 2;
/** loose: something, @, something, a dot, something, no spaces */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVITE_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const INVITE_PASSWORD_MISMATCH = 'Password confirmation does not match password';
export const PASSWORD_MISMATCH = 'The passwords must match, please keep typing until they are the same';
/** The simple register form's phone: ddd-ddd-dddd. */
export const SIMPLE_REGISTER_PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
