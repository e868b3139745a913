import { describe, expect, it } from 'vitest';
import { editedRequirements, isMedPassForced, offersMedPass, requiresMedPass, shiftRequirements } from './medPass';
import { COVID_VACCINATION, MED_PASS, type AdditionalRequirement, type NurseType } from './types';

describe('requiresMedPass', () => {
  it.each([
    ['a shift requires Med Pass if the nurse type is LPN', 'LPN', [], true],
    ['a shift requires Med Pass if the nurse type is RN', 'RN', [], true],
    ['a shift requires Med Pass if the requirements include the Med Pass value', 'CNA', [MED_PASS], true],
    ['a Caregiver shift without the Med Pass value does not require it', 'Caregiver', [COVID_VACCINATION], false],
    ['a CNA shift with no requirements does not require it', 'CNA', [], false],
  ])('%s', (_, nurseType, requirements, expected) => {
    expect(requiresMedPass(nurseType, requirements)).toBe(expected);
  });

  it('treats missing requirements as none', () => {
    expect(requiresMedPass('CNA', undefined)).toBe(false);
  });
});

describe('isMedPassForced', () => {
  it.each([
    ['Choosing LPN forces Med Pass required and locks the checkbox', 'LPN', true],
    ['Choosing RN forces Med Pass required and locks the checkbox', 'RN', true],
    ['Caregiver clears it', 'Caregiver', false],
    ['CNA clears it', 'CNA', false],
  ])('%s', (_, nurseType, expected) => {
    expect(isMedPassForced(nurseType)).toBe(expected);
  });
});

describe('offersMedPass', () => {
  it.each([
    ['offered for Wisconsin facilities (state WI)', 'WI', 'Sunrise Care', true],
    ['offered for Wisconsin facilities (state wi, any case)', ' wi ', 'Sunrise Care', true],
    ['offered for Wisconsin facilities (state written Wisconsin)', 'wisconsin', 'Sunrise Care', true],
    ['offered for Wisconsin facilities (name mentions Wisconsin)', '', 'Western Wisconsin Home', true],
    ['offered for Wisconsin facilities (name mentions WI)', '', 'Sunrise Care Madison WI', true],
    ['not offered elsewhere', 'IL', 'Sunrise Care Chicago', false],
    ['a name merely containing the letters wi is not Wisconsin', 'MN', 'Willow Wind Care', false],
  ])('%s', (_, facilityState, facilityName, expected) => {
    expect(offersMedPass({ facilityState, facilityName })).toBe(expected);
  });
});

describe('shiftRequirements', () => {
  it.each([
    [
      'Med Pass is automatic for LPN',
      { nurseType: 'LPN', medPass: false, requiresCovidVaccination: false, offersMedPass: false },
      [MED_PASS],
    ],
    [
      'Med Pass is automatic for RN',
      { nurseType: 'RN', medPass: false, requiresCovidVaccination: false, offersMedPass: true },
      [MED_PASS],
    ],
    [
      'a ticked Requires Med Pass box at a Wisconsin facility adds Med Pass',
      { nurseType: 'CNA', medPass: true, requiresCovidVaccination: false, offersMedPass: true },
      [MED_PASS],
    ],
    [
      'an unticked box adds nothing',
      { nurseType: 'Caregiver', medPass: false, requiresCovidVaccination: false, offersMedPass: true },
      [],
    ],
    [
      'Med Pass is offered only for Wisconsin facilities',
      { nurseType: 'CNA', medPass: true, requiresCovidVaccination: false, offersMedPass: false },
      [],
    ],
    [
      'For facilities that require the COVID vaccination, that requirement is added automatically',
      { nurseType: 'Caregiver', medPass: false, requiresCovidVaccination: true, offersMedPass: false },
      [COVID_VACCINATION],
    ],
    [
      'both requirements together',
      { nurseType: 'RN', medPass: true, requiresCovidVaccination: true, offersMedPass: true },
      [MED_PASS, COVID_VACCINATION],
    ],
  ])('%s', (_, input, expected) => {
    expect(shiftRequirements(input)).toEqual(expected);
  });
});

describe('editedRequirements', () => {
  it.each<
    [
      string,
      { nurseType: NurseType; additionalRequirements: AdditionalRequirement[] },
      NurseType,
      AdditionalRequirement[],
    ]
  >([
    ['becoming RN adds Med Pass', { nurseType: 'CNA', additionalRequirements: [] }, 'RN', [MED_PASS]],
    [
      'leaving RN for CNA drops the forced Med Pass',
      { nurseType: 'RN', additionalRequirements: [MED_PASS] },
      'CNA',
      [],
    ],
    [
      'a Med Pass ticked for a CNA stays',
      { nurseType: 'CNA', additionalRequirements: [MED_PASS] },
      'Caregiver',
      [MED_PASS],
    ],
    [
      'COVID Vaccination stays',
      { nurseType: 'RN', additionalRequirements: [MED_PASS, COVID_VACCINATION] },
      'CNA',
      [COVID_VACCINATION],
    ],
  ])('%s', (_, before, nurseType, expected) => expect(editedRequirements(before, nurseType)).toEqual(expected));
});
