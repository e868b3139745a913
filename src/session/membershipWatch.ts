// A facility member's portal follows their membership as it changes (sessionApi's watchMembership): a new role shows
// its controls at once, and a member removed from the team loses the portal in the open tab, not at their next visit
// (the profile is loaded again, finds no facility, and the guard says "We couldn't load your account").
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import {
  membershipChanged,
  profileInvalidated,
  selectFacility,
  selectIsAdmin,
  selectSignedInUid,
  selectUserType,
} from './sessionSlice';

export function useMembershipWatch(): void {
  const dispatch = useAppDispatch();
  const userType = useAppSelector(selectUserType);
  const isAdmin = useAppSelector(selectIsAdmin);
  const facilityId = useAppSelector(selectFacility)?.id;
  const uid = useAppSelector(selectSignedInUid);
  // an internal admin acts for any facility, and a company owner is an Owner of each of theirs: neither is removed
  const followed = userType === 'facility' && !isAdmin;

  useEffect(() => {
    if (!followed || !facilityId || !uid) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./sessionApi').then((api) => {
      if (ended) return;
      stop = api.watchMembership(facilityId, uid, {
        changed: ({ id, ownerId, adminIds, memberRoles }) =>
          dispatch(membershipChanged({ id, ownerId, adminIds, memberRoles })),
        lost: () => dispatch(profileInvalidated()),
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [dispatch, followed, facilityId, uid]);
}
