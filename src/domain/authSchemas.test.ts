import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import {
  forgotPasswordSchema,
  inviteSignupSchema,
  isInviteSignupFilled,
  resetPasswordSchema,
  showPasswordMismatch,
  simpleRegisterSchema,
  wizardStep1Schema,
  wizardStep2Schema,
} from './authSchemas';

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
  const names = { firstName: 'Ann', lastName: 'Lee' };
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
    expect(errorsOf(inviteSignupSchema, { ...names, ...values })).toEqual(expected);
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
    expect(simpleRegisterSchema.isValidSync(values)).toBe(expected);
  });

  it.each([
    ['ddd-ddd-dddd', '608-555-0100', true],
    ['no dashes', '6085550100', false],
    ['parentheses', '(608) 555-0100', false],
  ])('phone pattern: %s', (_, phone, expected) => {
    expect(simpleRegisterSchema.isValidSync({ ...valid, phone })).toBe(expected);
  });

  it('the mismatch message is the spec toast', () => {
    expect(errorsOf(simpleRegisterSchema, { ...valid, confirmPassword: 'secret2' })).toEqual([
      'The passwords must match, please keep typing until they are the same',
    ]);
  });

  it.each([
    ['A mismatch toast reads the passwords must match', 'secret1', 'secret2', true],
    ['no mismatch before a confirmation is typed', 'secret1', '', false],
    ['no mismatch when equal', 'secret1', 'secret1', false],
  ])('%s', (_, password, confirm, expected) => {
    expect(showPasswordMismatch(password, confirm)).toBe(expected);
  });
});

describe('reset password and forgot password buttons', () => {
  const reset = (password: string, confirmPassword: string) =>
    resetPasswordSchema.isValidSync({ password, confirmPassword });
  it.each([
    ['Set password is enabled only when both are non-empty and equal', reset('secret1', 'secret1'), true],
    ['Set password is disabled when they differ', reset('secret1', 'secret2'), false],
    ['Set password is disabled when empty', reset('', ''), false],
    ['Send reset link waits for an email', forgotPasswordSchema.isValidSync({ email: ' ' }), false],
    ['Send reset link with an email', forgotPasswordSchema.isValidSync({ email: 'ann@sunrise.test' }), true],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
