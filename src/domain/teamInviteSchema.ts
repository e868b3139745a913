// The `Invite teammate` dialog's rule: an email, the person's names (the invite page greets them by name, and the
// Team table shows them until they accept), and a role.
import { mixed, object, string, type ObjectSchema } from 'yup';
import { TEAM_ROLES, type TeamRole } from './teamRoles';
import {
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL,
  LAST_NAME_REQUIRED,
  LOOSE_EMAIL_PATTERN,
  ROLE_REQUIRED,
  TEAMMATE_EMAIL_REQUIRED,
} from './validationMessages';

export interface InviteInputs {
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
}

export const inviteSchema: ObjectSchema<InviteInputs> = object({
  email: string()
    .trim()
    .required(TEAMMATE_EMAIL_REQUIRED)
    .max(254, INVALID_EMAIL)
    .matches(LOOSE_EMAIL_PATTERN, { message: INVALID_EMAIL, excludeEmptyString: true }),
  firstName: string().trim().required(FIRST_NAME_REQUIRED).max(100),
  lastName: string().trim().required(LAST_NAME_REQUIRED).max(100),
  role: mixed<TeamRole>().oneOf(TEAM_ROLES, ROLE_REQUIRED).required(ROLE_REQUIRED),
});
