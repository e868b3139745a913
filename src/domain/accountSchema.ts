// The Account page (/pages/settings): the user's name and the facility or company profile they may change.
import { boolean, object, string, type ObjectSchema } from 'yup';
import {
  ACCOUNT_MESSAGES,
  CITY_MIN_LENGTH,
  FACILITY_PHONE_PATTERN,
  FIRST_NAME_REQUIRED,
  INVALID_PHONE,
  INVALID_POSTAL_CODE,
  LAST_NAME_REQUIRED,
  POSTAL_CODE_PATTERN,
} from './validationMessages';
import { isZoneOfState } from './stateTimeZones';
import { DEFAULT_TZ } from './types';

const ACCOUNT_INTRO_MAX_LENGTH = 2000;

export interface AccountValues {
  firstName: string;
  lastName: string;
  intro: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  avatar: string;
  notifications: string;
  contactOptions: string;
  contactInfoVisibility: boolean;
  /** the facility's time zone, one of its state's; '' for a company, which has none */
  tz: string;
}

/**
 * The Account form's values as stored: the user's name and the facility's or company's profile (fields prefixed
 * `facility` or `company`), with the defaults a record without them reads as. The form opens with these, and a save
 * goes through only while the stored record still gives the same (see src/data/account.ts).
 */
/** What a save stores of the form's values: the typed text trimmed, the choices as they are. */
export function trimmedAccount(v: AccountValues): AccountValues {
  return {
    ...v,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    intro: v.intro.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    postalCode: v.postalCode.trim(),
    avatar: v.avatar.trim(),
  };
}

export function accountValuesOf(
  kind: 'facility' | 'company',
  user: { firstName?: unknown; lastName?: unknown } | null | undefined,
  entity: Record<string, unknown> | null | undefined,
): AccountValues {
  const p = kind === 'company' ? 'company' : 'facility';
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const e = entity ?? {};
  return {
    firstName: text(user?.firstName),
    lastName: text(user?.lastName),
    intro: text(e[`${p}Intro`]),
    phone: text(e[`${p}PhoneNumber`]),
    address: text(e[`${p}Address`]),
    city: text(e[`${p}City`]),
    state: text(e[`${p}State`]),
    postalCode: text(e[`${p}PostalCode`]),
    avatar: text(e[`${p}Avatar`]),
    notifications: text(e.notifications) || 'all-notifications',
    contactOptions: text(e.contactOptions) || 'email-option',
    contactInfoVisibility: typeof e.contactInfoVisibility === 'boolean' ? e.contactInfoVisibility : true,
    tz: kind === 'company' ? '' : text(e.tz) || DEFAULT_TZ,
  };
}

export const accountSchema: ObjectSchema<AccountValues> = object({
  firstName: string().trim().default('').required(FIRST_NAME_REQUIRED),
  lastName: string().trim().default('').required(LAST_NAME_REQUIRED),
  intro: string().trim().max(ACCOUNT_INTRO_MAX_LENGTH, ACCOUNT_MESSAGES.introTooLong).default(''),
  phone: string().trim().default('').required(ACCOUNT_MESSAGES.phone).matches(FACILITY_PHONE_PATTERN, INVALID_PHONE),
  address: string().trim().default('').required(ACCOUNT_MESSAGES.address),
  city: string().trim().default('').required(ACCOUNT_MESSAGES.city).min(CITY_MIN_LENGTH, ACCOUNT_MESSAGES.cityMin),
  state: string().default('').required(ACCOUNT_MESSAGES.state),
  postalCode: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.postalCode)
    .matches(POSTAL_CODE_PATTERN, INVALID_POSTAL_CODE),
  avatar: string().trim().url(ACCOUNT_MESSAGES.avatar).default(''),
  notifications: string().default('').required(),
  contactOptions: string().default('').required(),
  contactInfoVisibility: boolean().default(true).required(),
  // a zone of the state chosen (firestore.rules refuses any other); a company has none
  tz: string()
    .default('')
    .test('zone-of-state', ACCOUNT_MESSAGES.tz, (tz, { parent }) => {
      const { state } = parent as { state?: string };
      return !tz || !state || isZoneOfState(state, tz);
    }),
});
