import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { facilityParamOf, facilityUrlStep } from '../domain/facilityParam';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectChosenFacilityId, selectScopeFacilityIds } from '../session/scope';
import { facilityChosen, selectUserType } from '../session/sessionSlice';

/**
 * Keeps a company user's facility choice and the URL's `?facility=` the same while the signed-in frame is shown (see
 * domain/facilityParam's facilityUrlStep). Returns false until a facility that the URL names on arrival (a reload, a
 * pasted link) is the choice, so that the screen's first reads are those of that facility.
 */
export function useFacilityChoiceUrl(): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isCompany = useAppSelector(selectUserType) === 'company';
  const chosen = useAppSelector(selectChosenFacilityId);
  const scopeIds = useAppSelector(selectScopeFacilityIds);
  const previousParam = useRef<string | null | undefined>(undefined);
  const arrived = useRef(false);
  const { pathname, search, hash, state } = location;

  useEffect(() => {
    if (!isCompany) return;
    const step = facilityUrlStep({ search, previousParam: previousParam.current, chosen, scopeIds });
    previousParam.current = facilityParamOf(search);
    if (step?.kind === 'choose') dispatch(facilityChosen(step.facilityId));
    // the same entry of the history, with what it held (a screen's state), naming the choice
    else if (step?.kind === 'write') void navigate({ pathname, search: step.search, hash }, { replace: true, state });
  }, [dispatch, navigate, isCompany, chosen, scopeIds, pathname, search, hash, state]);

  const param = facilityParamOf(search);
  arrived.current ||= !isCompany || param === null || param === chosen || !scopeIds.includes(param);
  return arrived.current;
}
