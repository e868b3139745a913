// Spec 5 'Validation rules': the form schemas and the exact messages they show.
import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import { isEndValid, isStartTooEarly } from './shiftTimes';
import { CANCEL_REASON_TYPES, POSITIONS, type CancelReasonType, type NurseType, type ShiftTemplate } from './types';
import { US_STATE_CODES } from './usStates';
import { isTimeOfDay } from './zonedTime';
import {
  EDIT_SHIFT_DATES_REQUIRED,
  FACILITY_REQUIRED,
  DESCRIPTION_REQUIRED,
  START_DATE_REQUIRED,
  START_REQUIRED,
  END_REQUIRED,
  POSITION_REQUIRED,
  USER_TYPE_REQUIRED,
  WORKERS_REQUIRED,
  WORKERS_WHOLE_NUMBER,
  WORKERS_MIN,
  START_TOO_EARLY,
  END_OUT_OF_RANGE,
  TEMPLATE_CHOICE_INVALID,
  DEFAULT_NUMBER_OF_WORKERS,
  NO_TEMPLATE,
  CANCEL_REASON_REQUIRED,
  BLOCK_REASON_REQUIRED,
  QUESTION_REQUIRED,
  RATING_OUT_OF_RANGE,
  DISCONTENT_REASONS,
  DISCONTENT_FIELD_REQUIRED,
  EMPTY_SHIFT_TEMPLATE,
  TEMPLATE_START_REQUIRED,
  TEMPLATE_END_REQUIRED,
  TEMPLATE_TIME_FORMAT,
  POSTAL_CODE_PATTERN,
  FACILITY_PHONE_PATTERN,
  INVALID_POSTAL_CODE,
  INVALID_PHONE,
  INVALID_EMAIL,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORD_DOES_NOT_MATCH,
  TERMS_REQUIRED,
  PASSWORD_MIN_LENGTH,
  CITY_MIN_LENGTH,
  LOOSE_EMAIL_PATTERN,
  INVITE_PASSWORD_TOO_SHORT,
  INVITE_PASSWORD_MISMATCH,
  SIMPLE_REGISTER_PHONE_PATTERN,
} from './validationMessages';

export * from './validationMessages';

// ---- Add shift / Edit shift -------------------------------------------------------------------

/** True when templateIndex names a template ('0', '1', ...) rather than '' or 'none'. */
export function usesTemplate(templateIndex: string | null | undefined): boolean {
  return /^\d+$/.test(templateIndex ?? '');
}

/** The add-shift values after validation; AddShiftFormValues is what the form holds before it. */
export interface AddShiftValues {
  /** company users only */
  facilityId: string;
  description: string;
  /** '' (none chosen), 'none' (None option) or the index of a template */
  templateIndex: string;
  /** any instant on the chosen date; used with a template */
  startDate: number | null;
  /** used without a template */
  start: number | null;
  end: number | null;
  nurseType: NurseType;
  medPass: boolean;
  numberOfWorkers: number;
  additionalnotes: string;
}

export type AddShiftFormValues = Omit<AddShiftValues, 'nurseType'> & { nurseType: NurseType | '' };

export interface AddShiftContext {
  isCompany: boolean;
  /** epoch ms; defaults to Date.now() */
  now?: number;
}

function contextNow(context: { now?: number } | undefined): number {
  return context?.now ?? Date.now();
}

// 'A manually entered start': with a template the times come from it, and stale Start/End values are ignored.
const startSchema = number()
  .nullable()
  .default(null)
  .test(
    'not-too-early',
    START_TOO_EARLY,
    (value, ctx) =>
      value == null ||
      usesTemplate(ctx.parent.templateIndex) ||
      !isStartTooEarly(value, contextNow(ctx.options.context)),
  );

const endSchema = number()
  .nullable()
  .default(null)
  .test('within-12-hours', END_OUT_OF_RANGE, (value, ctx) => {
    const start: unknown = ctx.parent.start;
    return (
      value == null || usesTemplate(ctx.parent.templateIndex) || typeof start !== 'number' || isEndValid(start, value)
    );
  });

const nurseTypeSchema = string<NurseType | ''>()
  .default('')
  .required(POSITION_REQUIRED)
  .oneOf([...POSITIONS], POSITION_REQUIRED);

/**
 * 'Required: Description, Start and End (or a template), Number of workers, Position, Facility for company
 * users, and the user type.' Validate with context { isCompany, now }.
 */
export const addShiftSchema: ObjectSchema<AddShiftValues, Partial<AddShiftContext>> = object({
  facilityId: string()
    .trim()
    .default('')
    .when('$isCompany', { is: true, then: (s) => s.required(FACILITY_REQUIRED) }),
  description: string().trim().default('').required(DESCRIPTION_REQUIRED),
  templateIndex: string()
    .default('')
    .test('template-index', TEMPLATE_CHOICE_INVALID, (value) => !value || value === NO_TEMPLATE || usesTemplate(value)),
  startDate: number()
    .nullable()
    .default(null)
    .when('templateIndex', {
      is: usesTemplate,
      then: (s) => s.nonNullable(START_DATE_REQUIRED).required(START_DATE_REQUIRED),
    }),
  start: startSchema.when('templateIndex', {
    is: (index: string) => !usesTemplate(index),
    then: (s) => s.nonNullable(START_REQUIRED).required(START_REQUIRED),
  }),
  end: endSchema.when('templateIndex', {
    is: (index: string) => !usesTemplate(index),
    then: (s) => s.nonNullable(END_REQUIRED).required(END_REQUIRED),
  }),
  nurseType: nurseTypeSchema,
  medPass: boolean().default(false).defined(),
  numberOfWorkers: number()
    .default(DEFAULT_NUMBER_OF_WORKERS)
    .typeError(WORKERS_WHOLE_NUMBER)
    .required(WORKERS_REQUIRED)
    .integer(WORKERS_WHOLE_NUMBER)
    .min(1, WORKERS_MIN),
  additionalnotes: string().default(''),
}).test('user-type', USER_TYPE_REQUIRED, (_, ctx) => typeof ctx.options.context?.isCompany === 'boolean');

export interface EditShiftValues {
  description: string;
  nurseType: NurseType;
  additionalnotes: string;
  start: number;
  end: number;
}

export type EditShiftFormValues = Omit<EditShiftValues, 'nurseType' | 'start' | 'end'> & {
  nurseType: NurseType | '';
  start: number | null;
  end: number | null;
};

/** 'Editable: description, nurseType, additionalnotes, start, end.' Validate with context { now }. */
export const editShiftSchema: ObjectSchema<EditShiftValues, { now?: number }> = object({
  description: string().trim().default('').required(DESCRIPTION_REQUIRED),
  nurseType: nurseTypeSchema,
  additionalnotes: string().default(''),
  start: startSchema.nonNullable(EDIT_SHIFT_DATES_REQUIRED).required(EDIT_SHIFT_DATES_REQUIRED),
  end: endSchema.nonNullable(EDIT_SHIFT_DATES_REQUIRED).required(EDIT_SHIFT_DATES_REQUIRED),
});

// ---- Cancel shift, block, review, discontent ----------------------------------------------------

export interface CancelShiftValues {
  type: CancelReasonType;
  details: string;
}

export type CancelShiftFormValues = Omit<CancelShiftValues, 'type'> & { type: CancelReasonType | '' };

/** 'A reason is required; when it is other, the details text is also required.' */
export const cancelShiftSchema: ObjectSchema<CancelShiftValues> = object({
  type: string<CancelReasonType | ''>()
    .default('')
    .required(CANCEL_REASON_REQUIRED)
    .oneOf([...CANCEL_REASON_TYPES], CANCEL_REASON_REQUIRED),
  details: string()
    .trim()
    .default('')
    .when('type', { is: 'other', then: (s) => s.required(CANCEL_REASON_REQUIRED) }),
});

export const blockReasonSchema: ObjectSchema<{ reason: string }> = object({
  reason: string().trim().default('').required(BLOCK_REASON_REQUIRED),
});

export interface ReviewValues {
  rating: number;
  onTime: boolean;
  additionalComments: string;
}

export type ReviewFormValues = Omit<ReviewValues, 'rating' | 'onTime'> & {
  rating: number | null;
  onTime: boolean | null;
};

/** 'Rating and onTime must be answered, otherwise the field shows 'This question is required''. */
export const reviewSchema: ObjectSchema<ReviewValues> = object({
  rating: number()
    .nullable()
    .default(null)
    .typeError(QUESTION_REQUIRED)
    .nonNullable(QUESTION_REQUIRED)
    .required(QUESTION_REQUIRED)
    .integer(RATING_OUT_OF_RANGE)
    .min(1, RATING_OUT_OF_RANGE)
    .max(5, RATING_OUT_OF_RANGE),
  onTime: boolean()
    .nullable()
    .default(null)
    .typeError(QUESTION_REQUIRED)
    .nonNullable(QUESTION_REQUIRED)
    .required(QUESTION_REQUIRED),
  additionalComments: string().default(''),
});

export type DiscontentReason = (typeof DISCONTENT_REASONS)[number];

export interface DiscontentValues {
  shiftDiscontentReason: DiscontentReason;
  applyDiscontentCommentTo: string;
  shiftDiscontentReasonDetails: string;
}

export type DiscontentFormValues = Omit<DiscontentValues, 'shiftDiscontentReason'> & {
  shiftDiscontentReason: DiscontentReason | '';
};

/** 'All three fields (reason, applyDiscontentCommentTo, details) are required.' */
export const discontentSchema: ObjectSchema<DiscontentValues> = object({
  shiftDiscontentReason: string<DiscontentReason | ''>()
    .default('')
    .required(DISCONTENT_FIELD_REQUIRED)
    .oneOf([...DISCONTENT_REASONS], DISCONTENT_FIELD_REQUIRED),
  applyDiscontentCommentTo: string().trim().default('').required(DISCONTENT_FIELD_REQUIRED),
  shiftDiscontentReasonDetails: string().trim().default('').required(DISCONTENT_FIELD_REQUIRED),
});

// ---- Shift templates -----------------------------------------------------------------------------

const templateTime = (requiredMessage: string) =>
  string()
    .default('')
    .required(requiredMessage)
    .test('time-of-day', TEMPLATE_TIME_FORMAT, (value) => !value || isTimeOfDay(value));

/** 'Every template needs a name, a start and an end.' */
export const shiftTemplatesSchema: ObjectSchema<{ shiftTemplates: ShiftTemplate[] }> = object({
  shiftTemplates: array(
    object({
      name: string().trim().default('').required(EMPTY_SHIFT_TEMPLATE),
      startTime: templateTime(TEMPLATE_START_REQUIRED),
      endTime: templateTime(TEMPLATE_END_REQUIRED),
    }),
  )
    .default([])
    .defined(),
});

/** 'Save is enabled only when something changed.' */
export function shiftTemplatesChanged(saved: readonly ShiftTemplate[], edited: readonly ShiftTemplate[]): boolean {
  if (saved.length !== edited.length) return true;
  return saved.some(
    (template, i) =>
      template.name !== edited[i]?.name ||
      template.startTime !== edited[i]?.startTime ||
      template.endTime !== edited[i]?.endTime,
  );
}

// ---- Create facility (company users) -------------------------------------------------------------

export const CREATE_FACILITY_MESSAGES = {
  facilityName: 'Facility Name is required',
  facilityAddress: 'Facility Address is required',
  facilityCity: 'Facility City is required',
  facilityState: 'Facility State is required',
  facilityPostalCode: 'Facility Postal Code is required',
  facilityPhoneNumber: 'Facility Phone Number is required',
} as const;

export interface CreateFacilityValues {
  facilityName: string;
  facilityAddress: string;
  facilityCity: string;
  facilityState: string;
  facilityPostalCode: string;
  facilityPhoneNumber: string;
}

/** Spec 5 'Create facility': all fields required and trimmed (schema.cast(values) gives the trimmed values). */
export const createFacilitySchema: ObjectSchema<CreateFacilityValues> = object({
  facilityName: string().trim().default('').required(CREATE_FACILITY_MESSAGES.facilityName),
  facilityAddress: string().trim().default('').required(CREATE_FACILITY_MESSAGES.facilityAddress),
  facilityCity: string().trim().default('').required(CREATE_FACILITY_MESSAGES.facilityCity),
  facilityState: string()
    .trim()
    .default('')
    .required(CREATE_FACILITY_MESSAGES.facilityState)
    .oneOf([...US_STATE_CODES], CREATE_FACILITY_MESSAGES.facilityState),
  facilityPostalCode: string()
    .trim()
    .default('')
    .required(CREATE_FACILITY_MESSAGES.facilityPostalCode)
    .matches(POSTAL_CODE_PATTERN, { message: INVALID_POSTAL_CODE, excludeEmptyString: true }),
  facilityPhoneNumber: string()
    .trim()
    .default('')
    .required(CREATE_FACILITY_MESSAGES.facilityPhoneNumber)
    .matches(FACILITY_PHONE_PATTERN, { message: INVALID_PHONE, excludeEmptyString: true }),
});

// ---- Registration wizard -------------------------------------------------------------------------

export type WizardEntityType = 'Facility' | 'Company';

// An empty field shows only its 'is required' message, not a length or format message as well.
const minLengthUnlessEmpty = (length: number) => (value: string | undefined) => !value || value.length >= length;

/** 'Phone: 10 or more digits with optional plus, parentheses and separators' */
export function isWizardPhone(phone: string): boolean {
  return /^\+?[\d\s().-]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 10;
}

/** The '{Type} X' messages of wizard step 1. */
export function wizardStep1Messages(type: WizardEntityType) {
  return {
    name: `${type} Name is required`,
    address: `${type} Address is required`,
    city: `${type} City is required`,
    cityMin: `Min length 2 for ${type} City`,
    state: `${type} State is required`,
    postalCode: `${type} Postal Code is required`,
    phone: `${type} Phone is required`,
    email: `${type} Email is required`,
  } as const;
}

export interface WizardStep1Values {
  firstName: string;
  lastName: string;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function wizardStep1Schema(type: WizardEntityType): ObjectSchema<WizardStep1Values> {
  const m = wizardStep1Messages(type);
  return object({
    firstName: string().trim().default('').required(FIRST_NAME_REQUIRED),
    lastName: string().trim().default('').required(LAST_NAME_REQUIRED),
    name: string().trim().default('').required(m.name),
    address: string().trim().default('').required(m.address),
    city: string()
      .trim()
      .default('')
      .required(m.city)
      .test('min-length', m.cityMin, minLengthUnlessEmpty(CITY_MIN_LENGTH)),
    state: string()
      .trim()
      .default('')
      .required(m.state)
      .oneOf([...US_STATE_CODES], m.state),
    postalCode: string()
      .trim()
      .default('')
      .required(m.postalCode)
      .matches(POSTAL_CODE_PATTERN, { message: INVALID_POSTAL_CODE, excludeEmptyString: true }),
    phone: string()
      .trim()
      .default('')
      .required(m.phone)
      .test('phone', INVALID_PHONE, (value) => !value || isWizardPhone(value)),
    email: string()
      .trim()
      .default('')
      .required(m.email)
      .matches(LOOSE_EMAIL_PATTERN, { message: INVALID_EMAIL, excludeEmptyString: true }),
    password: string()
      .default('')
      .required(PASSWORD_REQUIRED)
      .test('min-length', PASSWORD_TOO_SHORT, minLengthUnlessEmpty(PASSWORD_MIN_LENGTH)),
    confirmPassword: string()
      .default('')
      .test('matches-password', PASSWORD_DOES_NOT_MATCH, (value, ctx) => value === ctx.parent.password),
  });
}

export const wizardStep2Schema: ObjectSchema<{ acceptTerms: boolean }> = object({
  acceptTerms: boolean().default(false).required(TERMS_REQUIRED).oneOf([true], TERMS_REQUIRED),
});

// ---- Invite signup, simple register, reset password, login ------------------------------------------

export interface InviteSignupValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** 'First name, last name, password and confirm password are required; Create Account is disabled until all are filled.' */
export function isInviteSignupFilled(values: InviteSignupValues): boolean {
  return [values.firstName, values.lastName, values.password, values.confirmPassword].every((v) => v.trim() !== '');
}

/** The invite signup errors, in order; the caller 'joins them in one toast'. Empty when the values are acceptable. */
export function inviteSignupErrors(values: Pick<InviteSignupValues, 'password' | 'confirmPassword'>): string[] {
  const errors: string[] = [];
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.push(INVITE_PASSWORD_TOO_SHORT);
  if (values.confirmPassword !== values.password) errors.push(INVITE_PASSWORD_MISMATCH);
  return errors;
}

export function isSimpleRegisterPhone(phone: string): boolean {
  return new RegExp(`^${SIMPLE_REGISTER_PHONE_PATTERN}$`).test(phone);
}

export interface SimpleRegisterValues {
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** 'Register is enabled only when all are filled, the passwords match and terms are accepted' (and the phone is ddd-ddd-dddd). */
export function simpleRegisterValid(values: SimpleRegisterValues): boolean {
  const { acceptTerms, ...texts } = values;
  return (
    Object.values(texts).every((v) => v.trim() !== '') &&
    values.password === values.confirmPassword &&
    isSimpleRegisterPhone(values.phone) &&
    acceptTerms
  );
}

/** When to show PASSWORD_MISMATCH: a confirmation has been typed and differs. */
export function showPasswordMismatch(password: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && confirmPassword !== password;
}

/** Reset password: 'Set password is enabled only when both are non-empty and equal.' */
export function canSetPassword(password: string, confirmPassword: string): boolean {
  return password !== '' && password === confirmPassword;
}

/** Login: 'The Log in button is disabled until both fields are filled.' */
export function canLogIn(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
