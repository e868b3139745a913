import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObject } from 'yup';
import { US_STATES } from './usStates';
import {
  ADD_SHIFT_INCOMPLETE,
  addShiftSchema,
  BLOCK_REASON_REQUIRED,
  blockReasonSchema,
  CANCEL_REASON_REQUIRED,
  canLogIn,
  cancelShiftSchema,
  canSetPassword,
  createFacilitySchema,
  DESCRIPTION_REQUIRED,
  DISCONTENT_FIELD_REQUIRED,
  discontentSchema,
  EDIT_SHIFT_DATES_REQUIRED,
  editShiftSchema,
  EMPTY_SHIFT_TEMPLATE,
  END_OUT_OF_RANGE,
  END_REQUIRED,
  FACILITY_REQUIRED,
  inviteSignupErrors,
  isInviteSignupFilled,
  isSimpleRegisterPhone,
  PASSWORD_MISMATCH,
  POSITION_REQUIRED,
  QUESTION_REQUIRED,
  RATING_OUT_OF_RANGE,
  reviewSchema,
  shiftTemplatesChanged,
  shiftTemplatesSchema,
  showPasswordMismatch,
  simpleRegisterValid,
  START_DATE_REQUIRED,
  START_REQUIRED,
  START_TOO_EARLY,
  TEMPLATE_CHOICE_INVALID,
  TEMPLATE_END_REQUIRED,
  TEMPLATE_START_REQUIRED,
  TEMPLATE_TIME_FORMAT,
  USER_TYPE_REQUIRED,
  usesTemplate,
  wizardStep1Schema,
  wizardStep2Schema,
  WORKERS_MIN,
  WORKERS_WHOLE_NUMBER,
} from './validation';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 10, 17);

/** Every message the schema reports for these values ([] when valid). */
function errorsOf(
  schema: { validateSync(value: unknown, options: { abortEarly: boolean; context?: AnyObject }): unknown },
  values: unknown,
  context?: AnyObject,
): string[] {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('quoted toasts', () => {
  it.each([
    ['invalid add-shift form', ADD_SHIFT_INCOMPLETE, 'Please make sure all required fields are filled out'],
    ['edit without dates', EDIT_SHIFT_DATES_REQUIRED, 'Please select start date and end date to continue'],
    [
      'simple register mismatch',
      PASSWORD_MISMATCH,
      'The passwords must match, please keep typing until they are the same',
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('addShiftSchema', () => {
  const start = now + 48 * HOUR;
  const valid = {
    facilityId: '',
    description: 'Night CNA',
    templateIndex: '',
    startDate: null,
    start,
    end: start + 8 * HOUR,
    nurseType: 'CNA',
    medPass: false,
    numberOfWorkers: 1,
    additionalnotes: '',
  };
  const facility = { isCompany: false, now };
  const company = { isCompany: true, now };

  it.each([
    ['a complete facility form is valid', valid, facility, []],
    ['a complete company form with a facility is valid', { ...valid, facilityId: 'f1' }, company, []],
    [
      'with a template, Start Date replaces Start and End',
      { ...valid, templateIndex: '0', startDate: start, start: null, end: null },
      facility,
      [],
    ],
    ['Facility for company users', valid, company, [FACILITY_REQUIRED]],
    ['Description is required', { ...valid, description: '   ' }, facility, [DESCRIPTION_REQUIRED]],
    ['Start (no template)', { ...valid, start: null }, facility, [START_REQUIRED]],
    ['End (no template)', { ...valid, end: null }, facility, [END_REQUIRED]],
    [
      'Start and End when None is chosen',
      { ...valid, templateIndex: 'none', start: null, end: null },
      facility,
      [START_REQUIRED, END_REQUIRED],
    ],
    [
      'Start Date when a template is chosen',
      { ...valid, templateIndex: '1', startDate: null, start: null, end: null },
      facility,
      [START_DATE_REQUIRED],
    ],
    ['Position', { ...valid, nurseType: '' }, facility, [POSITION_REQUIRED]],
    ['Position must be Caregiver, CNA, LPN or RN', { ...valid, nurseType: 'Doctor' }, facility, [POSITION_REQUIRED]],
    [
      'Number of workers is a whole number (empty)',
      { ...valid, numberOfWorkers: Number.NaN },
      facility,
      [WORKERS_WHOLE_NUMBER],
    ],
    [
      'Number of workers is a whole number (fraction)',
      { ...valid, numberOfWorkers: 1.5 },
      facility,
      [WORKERS_WHOLE_NUMBER],
    ],
    ['Number of workers is at least 1', { ...valid, numberOfWorkers: 0 }, facility, [WORKERS_MIN]],
    [
      'A manually entered start cannot be earlier than one day before now',
      { ...valid, start: now - 25 * HOUR, end: now - 20 * HOUR },
      facility,
      [START_TOO_EARLY],
    ],
    [
      'The end may be 0 to 12 hours after the start (13 hours)',
      { ...valid, end: start + 13 * HOUR },
      facility,
      [END_OUT_OF_RANGE],
    ],
    [
      'The end may be 0 to 12 hours after the start (before the start)',
      { ...valid, end: start - HOUR },
      facility,
      [END_OUT_OF_RANGE],
    ],
    ['and the user type', valid, { now }, [USER_TYPE_REQUIRED]],
    [
      'a Shift Template choice is an index, None or nothing',
      { ...valid, templateIndex: 'Day' },
      facility,
      [TEMPLATE_CHOICE_INVALID],
    ],
    [
      'with a template, stale Start and End values are not checked',
      { ...valid, templateIndex: '0', startDate: start, start: now - 48 * HOUR, end: now },
      facility,
      [],
    ],
  ])('%s', (_, values, context, expected) => {
    expect(errorsOf(addShiftSchema, values, context)).toEqual(expected);
  });

  it('Number of workers is a whole number, default 1', () => {
    expect(addShiftSchema.getDefault().numberOfWorkers).toBe(1);
    expect(addShiftSchema.cast({ ...valid, numberOfWorkers: undefined }, { context: facility }).numberOfWorkers).toBe(
      1,
    );
  });

  it.each([
    ['no template chosen', '', false],
    ['the None option', 'none', false],
    ['a template index', '2', true],
  ])('usesTemplate: %s', (_, index, expected) => {
    expect(usesTemplate(index)).toBe(expected);
  });
});

describe('editShiftSchema', () => {
  const start = now + 48 * HOUR;
  const valid = {
    description: 'Night CNA',
    nurseType: 'RN',
    additionalnotes: 'bring badge',
    start,
    end: start + 8 * HOUR,
  };
  it.each([
    ['a complete edit is valid', valid, []],
    ['Start and end are required (start)', { ...valid, start: null }, [EDIT_SHIFT_DATES_REQUIRED]],
    ['Start and end are required (end)', { ...valid, end: null }, [EDIT_SHIFT_DATES_REQUIRED]],
    [
      'Start cannot be earlier than one day before now',
      { ...valid, start: now - 25 * HOUR, end: now - 24 * HOUR },
      [START_TOO_EARLY],
    ],
    ['End must be 0 to 12 hours after start', { ...valid, end: start + 12 * HOUR + 1 }, [END_OUT_OF_RANGE]],
    ['End may equal the start', { ...valid, end: start }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(editShiftSchema, values, { now })).toEqual(expected);
  });
});

describe('cancelShiftSchema', () => {
  it.each([
    ['a reason type is enough', { type: 'mistake', details: '' }, []],
    ['A reason is required', { type: '', details: '' }, [CANCEL_REASON_REQUIRED]],
    ['when it is other, the details text is also required', { type: 'other', details: '  ' }, [CANCEL_REASON_REQUIRED]],
    ['other with details is valid', { type: 'other', details: 'Resident discharged' }, []],
    ['an unknown reason type is refused', { type: 'bored', details: '' }, [CANCEL_REASON_REQUIRED]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(cancelShiftSchema, values)).toEqual(expected);
  });

  it("Toast: 'Reason is a required field' (the spec's words, spelled out)", () => {
    expect(errorsOf(cancelShiftSchema, { type: '', details: '' })).toEqual(['Reason is a required field']);
  });
});

describe('blockReasonSchema', () => {
  it.each([
    ["The reason is required; the toast reads 'Reason is required'", { reason: '' }, ['Reason is required']],
    ['a blank reason counts as empty', { reason: '   ' }, [BLOCK_REASON_REQUIRED]],
    ['a reason is valid', { reason: 'No-show twice' }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(blockReasonSchema, values)).toEqual(expected);
  });
});

describe('reviewSchema', () => {
  const valid = { rating: 4, onTime: true, additionalComments: '' };
  it.each([
    ['rating and onTime answered is valid', valid, []],
    ['additionalComments is optional', { rating: 1, onTime: false }, []],
    [
      "Rating must be answered ('This question is required')",
      { ...valid, rating: null },
      ['This question is required'],
    ],
    ["onTime must be answered ('This question is required')", { ...valid, onTime: null }, [QUESTION_REQUIRED]],
    ['both unanswered', { rating: null, onTime: null }, [QUESTION_REQUIRED, QUESTION_REQUIRED]],
    ['Rating scale 1 to 5 (0)', { ...valid, rating: 0 }, [RATING_OUT_OF_RANGE]],
    ['Rating scale 1 to 5 (6)', { ...valid, rating: 6 }, [RATING_OUT_OF_RANGE]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(reviewSchema, values)).toEqual(expected);
  });
});

describe('discontentSchema', () => {
  const valid = {
    shiftDiscontentReason: 'lateToWork',
    applyDiscontentCommentTo: 'Ann Lee',
    shiftDiscontentReasonDetails: 'Arrived 40 minutes late',
  };
  it.each([
    ['all three fields filled is valid', valid, []],
    ['the reason is required', { ...valid, shiftDiscontentReason: '' }, [DISCONTENT_FIELD_REQUIRED]],
    [
      'the reason is one of lateToWork, poorWorkQuality, anotherReason',
      { ...valid, shiftDiscontentReason: 'rude' },
      [DISCONTENT_FIELD_REQUIRED],
    ],
    ['applyDiscontentCommentTo is required', { ...valid, applyDiscontentCommentTo: ' ' }, [DISCONTENT_FIELD_REQUIRED]],
    ['details are required', { ...valid, shiftDiscontentReasonDetails: '' }, [DISCONTENT_FIELD_REQUIRED]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(discontentSchema, values)).toEqual(expected);
  });
});

describe('shiftTemplatesSchema', () => {
  const day = { name: 'Day', startTime: '07:00', endTime: '15:00' };
  it.each([
    [
      'named templates with a start and an end are valid',
      [day, { name: 'Night', startTime: '23:00', endTime: '07:00' }],
      [],
    ],
    ['no templates at all is valid', [], []],
    [
      "Saving with an unnamed template fails with 'Can't save empty shift template'",
      [day, { ...day, name: '  ' }],
      ["Can't save empty shift template"],
    ],
    ['Every template needs a start', [{ ...day, startTime: '' }], [TEMPLATE_START_REQUIRED]],
    ['Every template needs an end', [{ ...day, endTime: '' }], [TEMPLATE_END_REQUIRED]],
    ['times are HH:mm', [{ ...day, endTime: '3 PM' }], [TEMPLATE_TIME_FORMAT]],
  ])('%s', (_, shiftTemplates, expected) => {
    expect(errorsOf(shiftTemplatesSchema, { shiftTemplates })).toEqual(expected);
  });

  it.each([
    ['Save is enabled only when something changed (nothing changed)', [day], [{ ...day }], false],
    ['a renamed template is a change', [day], [{ ...day, name: 'Days' }], true],
    ['a new time is a change', [day], [{ ...day, endTime: '15:30' }], true],
    ['an added template is a change', [day], [day, day], true],
    ['a removed template is a change', [day], [], true],
  ])('%s', (_, saved, edited, expected) => {
    expect(shiftTemplatesChanged(saved, edited)).toBe(expected);
    expect(EMPTY_SHIFT_TEMPLATE).toBe("Can't save empty shift template");
  });
});

describe('createFacilitySchema', () => {
  const valid = {
    facilityName: 'Sunrise Care',
    facilityAddress: '1 Main St',
    facilityCity: 'Madison',
    facilityState: 'WI',
    facilityPostalCode: '53703',
    facilityPhoneNumber: '608-555-0100',
  };
  it.each([
    ['all fields filled is valid', valid, []],
    ['Facility Name is required', { ...valid, facilityName: ' ' }, ['Facility Name is required']],
    ['Facility Address is required', { ...valid, facilityAddress: '' }, ['Facility Address is required']],
    ['Facility City is required', { ...valid, facilityCity: '' }, ['Facility City is required']],
    ['Facility State is required', { ...valid, facilityState: '' }, ['Facility State is required']],
    [
      'Facility State is chosen from the US states, territories and DC',
      { ...valid, facilityState: 'ZZ' },
      ['Facility State is required'],
    ],
    ['Facility Postal Code is required', { ...valid, facilityPostalCode: '' }, ['Facility Postal Code is required']],
    [
      'Must be a valid postal code (4 digits)',
      { ...valid, facilityPostalCode: '5370' },
      ['Must be a valid postal code'],
    ],
    [
      'Must be a valid postal code (ZIP+4 without dash)',
      { ...valid, facilityPostalCode: '537031234' },
      ['Must be a valid postal code'],
    ],
    ['postal code of 5 digits, a dash and 4 digits', { ...valid, facilityPostalCode: '53703-1234' }, []],
    ['Facility Phone Number is required', { ...valid, facilityPhoneNumber: '' }, ['Facility Phone Number is required']],
    [
      'Must be a valid phone number (too short)',
      { ...valid, facilityPhoneNumber: '555-0100' },
      ['Must be a valid phone number'],
    ],
    [
      'Must be a valid phone number (letters)',
      { ...valid, facilityPhoneNumber: '608-CALL-NOW' },
      ['Must be a valid phone number'],
    ],
    ['phone with optional plus and parentheses', { ...valid, facilityPhoneNumber: '+(608) 555.0100' }, []],
    ['phone of plain digits', { ...valid, facilityPhoneNumber: '6085550100' }, []],
    ['phone ending in six digits', { ...valid, facilityPhoneNumber: '608 555 010012' }, []],
    ['values are trimmed before checking', { ...valid, facilityPostalCode: ' 53703 ', facilityState: ' WI ' }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(createFacilitySchema, values)).toEqual(expected);
  });

  it('values are trimmed', () => {
    expect(createFacilitySchema.cast({ ...valid, facilityName: '  Sunrise Care ' }).facilityName).toBe('Sunrise Care');
  });

  it('offers the US states, territories and DC', () => {
    const codes = US_STATES.map((s) => s.code);
    expect(codes).toHaveLength(56);
    expect(codes).toEqual(expect.arrayContaining(['WI', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('wizardStep1Schema', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    name: 'Sunrise Care',
    address: '1 Main St',
    city: 'Madison',
    state: 'WI',
    postalCode: '53703',
    phone: '(608) 555-0100',
    email: 'ann@sunrise.test',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it.each([
    ['Facility', 'complete details are valid', valid, []],
    ['Facility', 'First name is required', { ...valid, firstName: '' }, ['First name is required']],
    ['Facility', 'Last name is required', { ...valid, lastName: ' ' }, ['Last name is required']],
    ['Facility', 'Facility Name is required', { ...valid, name: '' }, ['Facility Name is required']],
    ['Company', 'Company Name is required', { ...valid, name: '' }, ['Company Name is required']],
    ['Facility', 'Facility Address is required', { ...valid, address: '' }, ['Facility Address is required']],
    ['Company', 'Company Address is required', { ...valid, address: '' }, ['Company Address is required']],
    ['Facility', 'City required', { ...valid, city: '' }, ['Facility City is required']],
    ['Facility', 'Min length 2 for Facility City', { ...valid, city: 'M' }, ['Min length 2 for Facility City']],
    ['Company', 'Min length 2 for Company City', { ...valid, city: ' M ' }, ['Min length 2 for Company City']],
    ['Facility', 'Facility State is required', { ...valid, state: '' }, ['Facility State is required']],
    ['Company', 'State is chosen from a list of states', { ...valid, state: 'Narnia' }, ['Company State is required']],
    ['Facility', 'Postal code required', { ...valid, postalCode: '' }, ['Facility Postal Code is required']],
    ['Facility', 'Must be a valid postal code', { ...valid, postalCode: 'ABCDE' }, ['Must be a valid postal code']],
    ['Facility', 'postal code 5+4 is valid', { ...valid, postalCode: '53703-0001' }, []],
    ['Facility', 'Facility Phone is required', { ...valid, phone: '' }, ['Facility Phone is required']],
    ['Company', 'Company Phone is required', { ...valid, phone: '' }, ['Company Phone is required']],
    [
      'Facility',
      'Must be a valid phone number (fewer than 10 digits)',
      { ...valid, phone: '555-0100' },
      ['Must be a valid phone number'],
    ],
    [
      'Facility',
      'Must be a valid phone number (letters)',
      { ...valid, phone: '608-555-01OO' },
      ['Must be a valid phone number'],
    ],
    [
      'Facility',
      'Phone: 10 or more digits with optional plus, parentheses and separators',
      { ...valid, phone: '+1 (608) 555-0100' },
      [],
    ],
    ['Facility', 'Facility Email is required', { ...valid, email: '' }, ['Facility Email is required']],
    ['Company', 'Company Email is required', { ...valid, email: '' }, ['Company Email is required']],
    [
      'Facility',
      'Must be a valid email address',
      { ...valid, email: 'ann@sunrise' },
      ['Must be a valid email address'],
    ],
    [
      'Facility',
      'You must specify a password',
      { ...valid, password: '', confirmPassword: '' },
      ['You must specify a password'],
    ],
    [
      'Facility',
      'Password must have at least 6 characters',
      { ...valid, password: 'abc12', confirmPassword: 'abc12' },
      ['Password must have at least 6 characters'],
    ],
    ['Facility', 'Password does not match', { ...valid, confirmPassword: 'secret2' }, ['Password does not match']],
  ] as const)('%s: %s', (type, _, values, expected) => {
    expect(errorsOf(wizardStep1Schema(type), values)).toEqual(expected);
  });
});

describe('wizardStep2Schema', () => {
  it.each([
    [
      "Acceptance required ('Please agree to the terms and conditions in order to continue')",
      { acceptTerms: false },
      ['Please agree to the terms and conditions in order to continue'],
    ],
    ['accepted terms are valid', { acceptTerms: true }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(wizardStep2Schema, values)).toEqual(expected);
  });
});

describe('invite signup', () => {
  it.each([
    [
      'Password of at least 6 characters',
      { password: 'abc12', confirmPassword: 'abc12' },
      ['Password must be at least 6 characters'],
    ],
    [
      'confirmation must match',
      { password: 'secret1', confirmPassword: 'secret2' },
      ['Password confirmation does not match password'],
    ],
    [
      'errors are joined in one toast (both, in order)',
      { password: 'abc', confirmPassword: 'abd' },
      ['Password must be at least 6 characters', 'Password confirmation does not match password'],
    ],
    ['a good password and matching confirmation', { password: 'secret1', confirmPassword: 'secret1' }, []],
  ])('%s', (_, values, expected) => {
    expect(inviteSignupErrors(values)).toEqual(expected);
  });

  it.each([
    [
      'Create Account is disabled until all are filled',
      { firstName: 'Ann', lastName: '', password: 'secret1', confirmPassword: 'secret1' },
      false,
    ],
    ['enabled when all are filled', { firstName: 'Ann', lastName: 'Lee', password: 'x', confirmPassword: 'y' }, true],
  ])('%s', (_, values, expected) => {
    expect(isInviteSignupFilled(values)).toBe(expected);
  });
});

describe('simple register', () => {
  const valid = {
    name: 'Sunrise Care',
    address: '1 Main St',
    city: 'Madison',
    state: 'WI',
    phone: '608-555-0100',
    email: 'ann@sunrise.test',
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptTerms: true,
  };
  it.each([
    ['Register is enabled when all are filled, the passwords match and terms are accepted', valid, true],
    ['disabled when a field is empty', { ...valid, city: ' ' }, false],
    ['disabled when the passwords do not match', { ...valid, confirmPassword: 'secret2' }, false],
    ['disabled until terms are accepted', { ...valid, acceptTerms: false }, false],
    ['phone (pattern ddd-ddd-dddd)', { ...valid, phone: '6085550100' }, false],
  ])('%s', (_, values, expected) => {
    expect(simpleRegisterValid(values)).toBe(expected);
  });

  it.each([
    ['ddd-ddd-dddd', '608-555-0100', true],
    ['no dashes', '6085550100', false],
    ['parentheses', '(608) 555-0100', false],
  ])('phone pattern: %s', (_, phone, expected) => {
    expect(isSimpleRegisterPhone(phone)).toBe(expected);
  });

  it.each([
    ['A mismatch toast reads the passwords must match', 'secret1', 'secret2', true],
    ['no mismatch before a confirmation is typed', 'secret1', '', false],
    ['no mismatch when equal', 'secret1', 'secret1', false],
  ])('%s', (_, password, confirm, expected) => {
    expect(showPasswordMismatch(password, confirm)).toBe(expected);
  });
});

describe('reset password and login buttons', () => {
  it.each([
    ['Set password is enabled only when both are non-empty and equal', canSetPassword('secret1', 'secret1'), true],
    ['Set password is disabled when they differ', canSetPassword('secret1', 'secret2'), false],
    ['Set password is disabled when empty', canSetPassword('', ''), false],
    ['The Log in button is disabled until both fields are filled', canLogIn('ann@sunrise.test', ''), false],
    ['Log in is enabled when both are filled', canLogIn('ann@sunrise.test', 'secret1'), true],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
