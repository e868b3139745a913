// Kept apart from the form rules (and their yup schemas) because the slice uses it: the store loads with the app.
import { isMedPassForced } from '../../domain/medPass';
import { MED_PASS, type AdditionalRequirement, type NurseType } from '../../domain/types';

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
