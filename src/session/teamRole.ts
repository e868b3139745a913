// What the shown user may change at the facilities they see, by their role (src/domain/teamRoles.ts): the screens show
// only the controls of it, and firestore.rules refuses the rest all the same. A company owner (and an internal admin
// acting for one) is an Owner of every facility of the company; a facility user has the role their facility gives
// them; an internal admin acting for a facility user sees what that user sees.
import { createSelector } from '@reduxjs/toolkit';
import { roleAllows, roleOf, type TeamAction, type TeamRole } from '../domain/teamRoles';
import { useAppSelector } from '../lib/hooks';
import { selectActingUid, selectFacility, selectUserType } from './sessionSlice';

const selectTeamRole = createSelector(
  [selectUserType, selectFacility, selectActingUid],
  (type, facility, uid): TeamRole | null => {
    if (type === 'company') return 'owner';
    if (!facility || !uid) return null;
    return roleOf(facility, uid, false);
  },
);

/** Whether the shown user may make changes of this kind (a control of that kind is shown only then). */
export function useMayDo(action: TeamAction): boolean {
  return roleAllows(useAppSelector(selectTeamRole), action);
}
