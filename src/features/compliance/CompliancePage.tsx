import { useCallback, useEffect, useMemo } from 'react';
import { FacilitySelect } from '../../components/FacilitySelect';
import { Loader } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { selectShownFacility } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { PROBLEM_WINDOW_DAYS } from '../../domain/compliance';
import { MAX_SHIFT_HOURS } from '../../domain/shiftTimes';
import { checkPages } from '../../domain/complianceCheck';
import {
  checkLaterShifts,
  loadWorkerDocuments,
  selectClaimed,
  selectComplianceWorkers,
  selectCredentials,
  selectReadStatus,
  watchClaimedShifts,
} from './complianceSlice';
import { ProblemsCard } from './ProblemsCard';
import { ReportButton } from './ReportButton';
import { RequirementsCard } from './RequirementsCard';
import { COMPLIANCE_TITLE } from './messages';

const HOUR_MS = 60 * 60 * 1000;
const NO_PAGES: ReturnType<typeof selectClaimed>['pages'] = [];

/**
 * /compliance: the facility's document requirements, the credential problems of its claimed shifts of the next 14
 * days (live as workers claim and release; soonest first, a page at a time), and the compliance report. Company users
 * choose the facility.
 */
export default function CompliancePage() {
  const dispatch = useAppDispatch();
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facility = useAppSelector(selectShownFacility);
  const facilityId = facility?.id ?? null;

  const claimed = useAppSelector(selectClaimed);
  const credentials = useAppSelector(selectCredentials);
  const workers = useAppSelector(selectComplianceWorkers);
  const readStatus = useAppSelector(selectReadStatus);

  // a shift started up to MAX_SHIFT_HOURS ago may not have ended; the window's end is 14 days from the page's opening
  const start = useCallback(() => {
    if (!facilityId) return () => {};
    const now = Date.now();
    const window = { from: now - MAX_SHIFT_HOURS * HOUR_MS, to: now + PROBLEM_WINDOW_DAYS * 24 * HOUR_MS, now };
    return dispatch(watchClaimedShifts(facilityId, window));
  }, [dispatch, facilityId]);
  const restart = useLive(facilityId ? start : null);

  const pages = claimed.facilityId === facilityId ? claimed.pages : NO_PAGES;
  // the pages' checked shifts not ended (as of this render), and how far the 14 days are checked
  const { shifts, soFar } = useMemo(() => checkPages(pages, Date.now()), [pages]);
  // each worker's documents are read once, whatever number of shifts they claimed; a new claim reads only its worker
  const unread = useMemo(
    () => [...new Set(shifts.flatMap((s) => (s.nurseId && !(s.nurseId in credentials) ? [s.nurseId] : [])))],
    [shifts, credentials],
  );
  const unreadKey = unread.join(',');
  useEffect(() => {
    // not after a failure: Retry asks again (an answer that keeps failing must not be asked for in a loop)
    if (unreadKey && (readStatus === 'idle' || readStatus === 'succeeded'))
      void dispatch(loadWorkerDocuments({ ids: unreadKey.split(','), fresh: false }));
  }, [dispatch, unreadKey, readStatus]);

  if (!facility) return <Loader />;
  const watchFailed = claimed.facilityId === facilityId && claimed.status === 'failed';
  const status =
    watchFailed || readStatus === 'failed'
      ? 'failed'
      : claimed.facilityId !== facilityId || claimed.status !== 'succeeded' || unread.length > 0
        ? 'loading'
        : 'succeeded';
  const retry = () => {
    if (watchFailed) restart();
    if (unread.length) void dispatch(loadWorkerDocuments({ ids: unread, fresh: false }));
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{COMPLIANCE_TITLE}</h1>
        {isCompany && <FacilitySelect id="compliance-facility" />}
        <ReportButton facility={facility} />
      </div>
      <RequirementsCard key={`${facility.id}:${JSON.stringify(facility.documentRequirements)}`} facility={facility} />
      <ProblemsCard
        facility={facility}
        shifts={shifts}
        status={status}
        credentials={credentials}
        workers={workers}
        checked={soFar}
        onCheckLater={() => {
          if (soFar.kind === 'before') dispatch(checkLaterShifts(soFar.next));
        }}
        onRetry={retry}
      />
    </>
  );
}
