// Spec 5 'Add shift' and spec 9 'Positions': Med Pass and COVID Vaccination requirements.
import { COVID_VACCINATION, MED_PASS, type AdditionalRequirement, type NurseType } from './types';

const MED_PASS_POSITIONS: readonly NurseType[] = ['LPN', 'RN'];

/** 'Choosing LPN or RN forces Med Pass required and locks the checkbox; Caregiver or CNA clears it.' */
export function isMedPassForced(nurseType: NurseType | string): boolean {
  return (MED_PASS_POSITIONS as readonly string[]).includes(nurseType);
}

/** 'A shift requires Med Pass if the nurse type is LPN or RN or the requirements include the Med Pass value.' */
export function requiresMedPass(
  nurseType: NurseType | string,
  additionalRequirements: readonly string[] | null | undefined,
): boolean {
  return isMedPassForced(nurseType) || (additionalRequirements ?? []).includes(MED_PASS);
}

/**
 * 'Med Pass is ... offered only for Wisconsin facilities (name or WI).'
 * Wisconsin means the state is 'WI' or 'Wisconsin' (any case), or the facility name mentions
 * 'Wisconsin' (any case) or the whole word 'WI' in capitals (so 'Willow Creek' does not count).
 */
export function offersMedPass(facility: { facilityState: string; facilityName: string }): boolean {
  const state = (facility.facilityState ?? '').trim().toLowerCase();
  if (state === 'wi' || state === 'wisconsin') return true;
  const name = facility.facilityName ?? '';
  return /wisconsin/i.test(name) || /\bWI\b/.test(name);
}

/**
 * The additionalRequirements stored on a new shift.
 * Med Pass: always for LPN and RN ('Med Pass is automatic for LPN and RN'); for other positions only
 * when the facility offers the checkbox and it is ticked. A ticked value left over from a Wisconsin
 * facility is ignored for a facility that does not offer it.
 * COVID Vaccination: 'For facilities that require the COVID vaccination, that requirement is added automatically.'
 */
export function shiftRequirements(input: {
  nurseType: NurseType | string;
  medPass: boolean;
  requiresCovidVaccination: boolean;
  offersMedPass: boolean;
}): AdditionalRequirement[] {
  const requirements: AdditionalRequirement[] = [];
  if (isMedPassForced(input.nurseType) || (input.offersMedPass && input.medPass)) requirements.push(MED_PASS);
  if (input.requiresCovidVaccination) requirements.push(COVID_VACCINATION);
  return requirements;
}

/**
 * The requirements after an edit: Med Pass follows the position ('Med Pass is automatic for LPN and RN'),
 * so it is added for LPN and RN and dropped when the position changes away from them (it was forced then);
 * a Med Pass ticked for a Caregiver or CNA and COVID Vaccination stay as they were.
 */
export function editedRequirements(
  before: { nurseType: NurseType; additionalRequirements: AdditionalRequirement[] },
  nurseType: NurseType,
): AdditionalRequirement[] {
  const others = before.additionalRequirements.filter((r) => r !== MED_PASS);
  const hadMedPass = before.additionalRequirements.includes(MED_PASS);
  const keepMedPass = isMedPassForced(nurseType) || (hadMedPass && !isMedPassForced(before.nurseType));
  return keepMedPass ? [MED_PASS, ...others] : others;
}
