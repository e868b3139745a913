import { useCallback, useEffect, useMemo, useState } from 'react';
import { FacilityChoice } from '../../components/FacilityChoice';
import { Loader } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { PROBLEM_WINDOW_DAYS } from '../../domain/compliance';
import { MAX_SHIFT_HOURS } from '../../domain/shiftTimes';
import {
  loadWorkerDocuments,
  selectClaimed,
  selectComplianceWorkers,
  selectCredentials,
  selectReadStatus,
  watchClaimedShifts,
} from './complianceSlice';
import type { ClaimedShift } from './complianceApi';
import { ProblemsCard } from './ProblemsCard';
import { ReportButton } from './ReportButton';
import { RequirementsCard } from './RequirementsCard';
import { COMPLIANCE_TITLE } from './messages';

const HOUR_MS = 60 * 60 * 1000;
const NONE: ClaimedShift[] = [];

/**
 * /compliance: the facility's document requirements, the credential problems of its claimed shifts of the next 14
 * days (live as workers claim and release), and the compliance report. Company users choose the facility.
 */
export default function CompliancePage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const [chosen, setChosen] = useState<string | null>(null);
  const facility = facilities.find((f) => f.id === chosen) ?? facilities[0] ?? null;
  const facilityId = facility?.id ?? null;

  const claimed = useAppSelector(selectClaimed);
  const credentials = useAppSelector(selectCredentials);
  const workers = useAppSelector(selectComplianceWorkers);
  const readStatus = useAppSelector(selectReadStatus);

  // a shift started up to MAX_SHIFT_HOURS ago may not have ended; the window's end is 14 days from the page's opening
  const start = useCallback(() => {
    if (!facilityId) return () => {};
    const now = Date.now();
    return dispatch(
      watchClaimedShifts(facilityId, now - MAX_SHIFT_HOURS * HOUR_MS, now + PROBLEM_WINDOW_DAYS * 24 * HOUR_MS),
    );
  }, [dispatch, facilityId]);
  const restart = useLive(facilityId ? start : null);

  const watched = claimed.facilityId === facilityId ? claimed.shifts : NONE;
  // the window reaches back to shifts on now; those already ended are not listed (as of this render)
  const shifts = useMemo(() => watched.filter((s) => s.end > Date.now()), [watched]);
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
        {isCompany && <FacilityChoice id="compliance-facility" facilityId={facility.id} onChange={setChosen} />}
        <ReportButton facility={facility} />
      </div>
      <RequirementsCard key={`${facility.id}:${JSON.stringify(facility.documentRequirements)}`} facility={facility} />
      <ProblemsCard
        facility={facility}
        shifts={shifts}
        status={status}
        credentials={credentials}
        workers={workers}
        onRetry={retry}
      />
    </>
  );
}
