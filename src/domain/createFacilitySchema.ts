// Spec 5 'Create facility' (company users).
import { object, string, type ObjectSchema } from 'yup';
import { US_STATE_CODES } from './usStates';
import {
  CREATE_FACILITY_MESSAGES,
  FACILITY_PHONE_PATTERN,
  INVALID_PHONE,
  INVALID_POSTAL_CODE,
  POSTAL_CODE_PATTERN,
} from './validationMessages';

export interface CreateFacilityValues {
  facilityName: string;
  facilityAddress: string;
  facilityCity: string;
  facilityState: string;
  facilityPostalCode: string;
  facilityPhoneNumber: string;
  /** one of the state's zones, offered where it has several; '' for its default */
  tz?: string;
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
  tz: string().optional(),
});
