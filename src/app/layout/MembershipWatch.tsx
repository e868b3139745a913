// A facility member's portal follows their membership as it changes: a new role shows its controls at once, and a
// member removed from the team (or whose facility is gone) loses the portal in the open tab, not at their next visit
// (the profile is loaded again, and finds no facility: the guard's "We couldn't load your account"). Loaded after the
// first render, like the Alerts: nothing of it weighs on a screen's first load.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { facilityUpdated } from '../../lib/redux';
import { isPermissionDenied } from '../../lib/firebase/denied';
import { roleOf } from '../../domain/teamRoles';
import {
  profileInvalidated,
  selectFacility,
  selectIsAdmin,
  selectSignedInUid,
  selectUserType,
} from '../../session/sessionSlice';

export default function MembershipWatch() {
  const dispatch = useAppDispatch();
  const userType = useAppSelector(selectUserType);
  const isAdmin = useAppSelector(selectIsAdmin);
  // an internal admin acts for any facility; a company owner is an Owner of each of theirs: neither can be removed
  const isFacilityMember = userType === 'facility' && !isAdmin;
  const facilityId = useAppSelector(selectFacility)?.id ?? null;
  const uid = useAppSelector(selectSignedInUid);

  useEffect(() => {
    if (!isFacilityMember || !facilityId || !uid) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../session/sessionApi').then((api) => {
      if (cancelled) return;
      stop = api.watchOwnFacility(
        facilityId,
        (facility) => {
          if (facility && roleOf(facility, uid, false) !== null) dispatch(facilityUpdated(facility));
          else dispatch(profileInvalidated());
        },
        (error) => {
          // an unreachable server is the screens' to report; a refusal means the member is no longer one
          if (isPermissionDenied(error)) dispatch(profileInvalidated());
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dispatch, isFacilityMember, facilityId, uid]);
  return null;
}
