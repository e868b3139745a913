// Spec 5 'Validation rules' of the auth feature's forms: the registration wizard, the simple register
// form, invite signup, reset and forgot password (login has its own rule: loginRules.ts).
import { boolean, object, ref, string, type ObjectSchema } from 'yup';
import { US_STATE_CODES } from './usStates';
import {
  CITY_MIN_LENGTH,
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_POSTAL_CODE,
  INVITE_PASSWORD_MISMATCH,
  INVITE_PASSWORD_TOO_SHORT,
  LAST_NAME_REQUIRED,
  LOOSE_EMAIL_PATTERN,
  PASSWORD_DOES_NOT_MATCH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  POSTAL_CODE_PATTERN,
  SIMPLE_REGISTER_PHONE_PATTERN,
  TERMS_REQUIRED,
} from './validationMessages';

// ---- Registration wizard -------------------------------------------------------------------------

export type WizardEntityType = 'Facility' | 'Company';

// An empty field shows only its 'is required' message, not a length or format message as well.
const minLengthUnlessEmpty = (length: number) => (value: string | undefined) => !value || value.length >= length;

/** 'Phone: 10 or more digits with optional plus, parentheses and separators' */
function isWizardPhone(phone: string): boolean {
  return /^\+?[\d\s().-]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 10;
}

/** The '{Type} X' messages of wizard step 1. */
function wizardStep1Messages(type: WizardEntityType) {
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

// ---- Invite signup --------------------------------------------------------------------------------

export interface InviteSignupValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/**
 * 'First name, last name, password and confirm password are required; Create Account is disabled until all
 * are filled.' The password rules are told on submit: the caller 'joins them in one toast', in field order.
 */
export const inviteSignupSchema: ObjectSchema<InviteSignupValues> = object({
  firstName: string().trim().default('').required(FIRST_NAME_REQUIRED),
  lastName: string().trim().default('').required(LAST_NAME_REQUIRED),
  password: string().default('').required(PASSWORD_REQUIRED).min(PASSWORD_MIN_LENGTH, INVITE_PASSWORD_TOO_SHORT),
  confirmPassword: string()
    .default('')
    .required(PASSWORD_REQUIRED)
    .oneOf([ref('password')], INVITE_PASSWORD_MISMATCH),
});

/** 'Create Account is disabled until all are filled' (blank counts as empty). */
export function isInviteSignupFilled(values: InviteSignupValues): boolean {
  return [values.firstName, values.lastName, values.password, values.confirmPassword].every((v) => v.trim() !== '');
}

// ---- Simple register ------------------------------------------------------------------------------

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

const filled = () => string().trim().default('').required();

/**
 * 'Register is enabled only when all are filled, the passwords match and terms are accepted' (and the phone is
 * ddd-ddd-dddd).
 */
export const simpleRegisterSchema: ObjectSchema<SimpleRegisterValues> = object({
  name: filled(),
  address: filled(),
  city: filled(),
  state: filled(),
  phone: filled().matches(SIMPLE_REGISTER_PHONE_PATTERN, { message: INVALID_PHONE, excludeEmptyString: true }),
  email: filled(),
  password: string().default('').required(),
  confirmPassword: string()
    .default('')
    .required()
    .oneOf([ref('password')], PASSWORD_MISMATCH),
  acceptTerms: boolean().default(false).required().oneOf([true]),
});

/** When to show PASSWORD_MISMATCH: a confirmation has been typed and differs. */
export function showPasswordMismatch(password: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && confirmPassword !== password;
}

// ---- Reset password, forgot password -------------------------------------------------------------

/** Reset password: 'Set password is enabled only when both are non-empty and equal.' */
export const resetPasswordSchema: ObjectSchema<{ password: string; confirmPassword: string }> = object({
  password: string().default('').required(PASSWORD_REQUIRED),
  confirmPassword: string()
    .default('')
    .required(PASSWORD_REQUIRED)
    .oneOf([ref('password')], PASSWORD_MISMATCH),
});

/** Forgot password: Send reset link waits for an email. */
export const forgotPasswordSchema: ObjectSchema<{ email: string }> = object({
  email: string().trim().default('').required(),
});
