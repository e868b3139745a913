import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import { createFacilitySchema } from './createFacilitySchema';
import { US_STATES } from './usStates';

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
