import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Card } from '../../components/Card';
import { FacilitySelect } from '../../components/FacilitySelect';
import { Loader } from '../../components/Loader';
import { PrintButton } from '../../components/PrintButton';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { selectFacilitiesById, selectShownScope } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { formatShiftTime } from '../../domain/formats';
import { noShowRefusal, worksAhead, type TodayState } from '../../domain/today';
import { shiftProblemTexts, type Credential, type JudgingFacility } from '../../domain/compliance';
import type { Shift } from '../../domain/types';
import { loadTodayCredentials, loadTodayWorkerNames, repostShift, todayLeft } from './todaySlice';
import { useTodayRows } from './useTodayRows';
import { TodayCounts } from './TodayCounts';
import { TODAY_TITLE } from './title';
import {
  CREDENTIAL_PROBLEM,
  failureText,
  CREDENTIALS_UNCHECKED,
  MARK_NO_SHOW,
  REPOST,
  REPOST_FAILED,
  REPOST_LINK,
  REPOSTED,
  TODAY_COLUMNS,
  TODAY_EMPTY,
  TODAY_FAILED,
  TODAY_TABLE,
  TODAY_WINDOW_NOTE,
  todayShownOf,
  UNKNOWN_WORKER,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';
import { LOAD_MORE_TEXT } from '../../components/PagedTable';

/** The rows /today shows at first, and how many more each Load More shows. */
export const TODAY_PAGE_ROWS = 25;

// Mark no-show's dialog (react-bootstrap's Modal with it) loads when first opened, not with the screen
const NoShowDialog = lazy(() => import('./NoShowDialog').then((m) => ({ default: m.NoShowDialog })));

/**
 * /today: every shift of the Today window (not cancelled, starting from 12 hours ago to 24 hours ahead, or still
 * clocked in to) with its state, live: a worker's clock-in, claim or release shows without a reload, and the states
 * move on with the clock. Company users choose `All facilities` or one.
 */
export default function TodayPage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectFacilitiesById);
  const shown = useAppSelector(selectShownScope);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const { today, rows: allRows, counts, now, retry } = useTodayRows(shown);
  // a page of rows at a time (the counts are of all of them): a company's 60 facilities list about 240, and each row
  // shown reads its worker's name and documents
  const [pages, setPages] = useState(1);
  const rows = allRows.slice(0, pages * TODAY_PAGE_ROWS);
  const workerIds = rows.map((r) => r.nurseId ?? '').filter(Boolean);
  const workerKey = [...new Set(workerIds)].sort().join(',');
  useEffect(() => {
    if (workerKey) void dispatch(loadTodayWorkerNames(workerKey.split(',')));
  }, [dispatch, workerKey]);
  // each worker's documents once while the screen is open: only the workers not asked for yet, of rows still to work
  const judgedKey = [...new Set(rows.filter((r) => worksAhead(r.state)).map((r) => r.nurseId ?? ''))]
    .filter(Boolean)
    .sort()
    .join(',');
  const unread =
    judgedKey &&
    judgedKey
      .split(',')
      .filter((id) => !(id in today.credentials))
      .join(',');
  useEffect(() => {
    if (unread) void dispatch(loadTodayCredentials(unread.split(',')));
  }, [dispatch, unread]);
  useEffect(() => () => void dispatch(todayLeft()), [dispatch]);

  const [marking, setMarking] = useState<Shift | null>(null);
  const [reposting, setReposting] = useState<string | null>(null);
  const repost = async (id: string) => {
    setReposting(id);
    try {
      await dispatch(repostShift({ id })).unwrap();
      toast.success(REPOSTED);
    } catch (err) {
      toast.error(failureText(err, REPOST_FAILED));
    } finally {
      setReposting(null);
    }
  };

  return (
    <div className="today-page">
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{TODAY_TITLE}</h1>
        {isCompany && <FacilitySelect id="today-facility" allowAll />}
        <PrintButton />
      </div>
      <p className="small text-body-secondary">{TODAY_WINDOW_NOTE}</p>
      {today.status === 'failed' && <FailedAlert message={TODAY_FAILED} onRetry={retry} />}
      {today.status !== 'succeeded' && today.status !== 'failed' ? (
        <Loader />
      ) : (
        <>
          <TodayCounts counts={counts} className="mb-3" />
          <Card className="shadow-sm">
            <Card.Header>
              <h2 className="h5 mb-0" id="today-shifts">
                {TODAY_TABLE}
              </h2>
            </Card.Header>
            <Card.Body className="p-0">
              <Table responsive hover className="mb-0 align-middle table-cards" aria-labelledby="today-shifts">
                <thead>
                  <tr>
                    <th scope="col">{TODAY_COLUMNS.start}</th>
                    <th scope="col">{TODAY_COLUMNS.worker}</th>
                    <th scope="col">{TODAY_COLUMNS.position}</th>
                    <th scope="col">{TODAY_COLUMNS.state}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={4} className="text-body-secondary">
                        {TODAY_EMPTY}
                      </td>
                    </tr>
                  )}
                  {rows.map((s) => {
                    const facility = facilities[s.facilityIdentifier];
                    const tz = facility?.tz ?? s.tz;
                    const name = s.nurseId ? today.workerNames[s.nurseId] || UNKNOWN_WORKER : null;
                    return (
                      <tr key={s.id} className={s.state === 'Late' ? 'table-warning' : undefined}>
                        <td data-label={TODAY_COLUMNS.start}>
                          <Link to={`/shift-details/${encodeURIComponent(s.id)}`} className="text-nowrap">
                            {formatShiftTime(s.start, tz)}
                          </Link>
                          <div className="small text-body-secondary text-nowrap">to {formatShiftTime(s.end, tz)}</div>
                          {isCompany && facility && (
                            <div className="small text-body-secondary">{facility.facilityName}</div>
                          )}
                        </td>
                        <td data-label={TODAY_COLUMNS.worker}>
                          {s.nurseId ? <Link to={`/workers/${encodeURIComponent(s.nurseId)}`}>{name}</Link> : '—'}
                          {s.nurseId && facility && worksAhead(s.state) && (
                            <CredentialFlag
                              facility={facility}
                              shift={s}
                              held={today.credentials[s.nurseId]}
                              now={now}
                            />
                          )}
                        </td>
                        <td data-label={TODAY_COLUMNS.position}>{s.nurseType}</td>
                        <td data-label={TODAY_COLUMNS.state}>
                          <div className="d-flex flex-wrap align-items-center gap-2">
                            <StateBadge state={s.state} />
                            {s.state === 'Late' && noShowRefusal(s, now) === null && (
                              <Button size="sm" variant="outline-danger" onClick={() => setMarking(s)}>
                                {MARK_NO_SHOW}
                              </Button>
                            )}
                            {s.state === 'No-show' && !s.repostedAs && (
                              <Button
                                size="sm"
                                variant="outline-primary"
                                disabled={reposting === s.id}
                                onClick={() => void repost(s.id)}
                              >
                                {REPOST}
                              </Button>
                            )}
                            {s.repostedAs && (
                              <Link className="small" to={`/shift-details/${encodeURIComponent(s.repostedAs)}`}>
                                {REPOST_LINK}
                              </Link>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </Card.Body>
            {allRows.length > rows.length && (
              <Card.Footer className="d-flex flex-wrap align-items-center justify-content-center gap-3">
                <span className="small text-body-secondary" role="status">
                  {todayShownOf(rows.length, allRows.length)}
                </span>
                <Button variant="outline-primary" size="sm" onClick={() => setPages((n) => n + 1)}>
                  {LOAD_MORE_TEXT}
                </Button>
              </Card.Footer>
            )}
          </Card>
        </>
      )}
      {marking && (
        <Suspense fallback={null}>
          <NoShowDialog shift={marking} onClose={() => setMarking(null)} />
        </Suspense>
      )}
    </div>
  );
}

const STATE_CLASS: Record<TodayState, string> = {
  Unfilled: 'text-bg-secondary',
  Coming: 'text-bg-info',
  Late: 'text-bg-warning',
  'On shift': 'text-bg-success',
  Done: 'text-bg-light border',
  'No-show': 'text-bg-danger',
};

function StateBadge({ state }: { state: TodayState }) {
  return <span className={`badge ${STATE_CLASS[state]}`}>{state}</span>;
}

/**
 * A row's worker judged against the facility's requirements at the shift's end, as shift details' `Credentials` line
 * judges them: nothing when covered (or not read yet), else `Credential problem` and the problems; `Credentials not
 * checked` when they could not be read or are not shared.
 */
function CredentialFlag({
  facility,
  shift,
  held,
  now,
}: {
  facility: JudgingFacility;
  shift: Shift;
  held: Credential[] | null | 'reading' | 'failed' | undefined;
  now: number;
}) {
  // not read, or not shared with this facility
  if (held === 'failed' || held === null)
    return <div className="small text-body-secondary">{CREDENTIALS_UNCHECKED}</div>;
  if (!Array.isArray(held)) return null;
  const problems = shiftProblemTexts(facility, shift, held, now);
  if (problems.length === 0) return null;
  return (
    <div className="small text-danger-emphasis">
      <span className="badge bg-danger-subtle text-danger-emphasis border border-danger-subtle">
        {CREDENTIAL_PROBLEM}
      </span>{' '}
      {problems.join('; ')}
    </div>
  );
}
