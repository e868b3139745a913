import { FacilitySelect } from '../../components/FacilitySelect';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Alert } from '../../components/Alert';
import Badge from 'react-bootstrap/Badge';
import { Card } from '../../components/Card';
import { StatTile } from '../../components/StatTile';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectChosenFacilityId, selectDisplayTz, selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { Loader } from '../../components/Loader';
import { PagedTable } from '../../components/PagedTable';
import { formatBlockedAt, formatShiftTime } from '../../domain/formats';
import { formatShare, ON_TIME_SAMPLE, workedHours } from '../../domain/workers';
import { formatReliability } from '../../domain/reliability';
import type { Facility } from '../../domain/types';
import { FavoriteButton } from './FavoriteButton';
import { loadMoreWorkerShifts, loadWorker, selectActorNames, selectWorkerPage } from './workersSlice';
import {
  ACTIONS,
  atFacility,
  BACK_TO_WORKERS,
  BLOCK_HISTORY_TITLE,
  blockedHere,
  COLUMNS,
  FIGURES,
  HOURS_NOTE,
  lateArrivalsNote,
  NEVER,
  NO_BLOCK_HISTORY,
  NO_REVIEWS,
  NO_SHIFTS,
  NO_SHOWS_NOTE,
  onTimeNote,
  ratingNote,
  RELIABILITY_NOTE,
  shiftsWithTitle,
  UNKNOWN_ACTOR,
  WORKER_FAILED,
  WORKER_NOT_FOUND,
  WORKER_NOT_FOUND_DETAILS,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';

/** What the page composing this view puts beside the Favorite toggle (the block button). */
export type WorkerActions = (p: {
  facilityId: string;
  nurseId: string;
  workerName: string;
  /** reads the page again (after a block: its history and who acted) */
  reload: () => void;
}) => ReactNode;

const FIGURE_COLS = { xs: 6, lg: 3 };

/** One of the page's figures (the tiles' widths differ from page to page). */
function Figure(props: { label: string; value: string; detail?: string }) {
  return <StatTile {...props} cols={FIGURE_COLS} />;
}

/** What the page composing this view shows below the figures (the worker's credentials). */
export type WorkerExtras = (p: {
  /** the facility chosen, or null for every facility in scope */
  facilityId: string | null;
  nurseId: string;
  nurseType: string;
}) => ReactNode;

/** The facility the page's actions apply to: the one chosen, else the facility of the latest shift with the worker. */
function actionFacility(facilities: Facility[], chosen: string | null, latest: string | undefined): Facility | null {
  return facilities.find((f) => f.id === (chosen ?? latest)) ?? null;
}

/**
 * /workers/{workerId}: the worker's name and position, figures at the facility (or company), the favorite toggle and
 * block button, the block history, and 'Shifts with {name}'. Not found for a worker never worked with here.
 */
export function WorkerView({ actions, extras }: { actions: WorkerActions; extras?: WorkerExtras }) {
  const { workerId = '' } = useParams();
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const tz = useAppSelector(selectDisplayTz);
  const page = useAppSelector(selectWorkerPage);
  const actors = useAppSelector(selectActorNames);
  const facilityId = useAppSelector(selectChosenFacilityId);
  const scope = facilities.map((f) => f.id).join(',');

  const load = useCallback(() => {
    if (scope && workerId) void dispatch(loadWorker({ nurseId: workerId, facilityId }));
  }, [dispatch, workerId, facilityId, scope]);
  useEffect(load, [load]);

  if (page.status === 'failed' && page.error?.kind === 'notFound') {
    return (
      <Card className="shadow-sm">
        <Card.Body>
          <h1 className="h5">{WORKER_NOT_FOUND}</h1>
          <p>{WORKER_NOT_FOUND_DETAILS}</p>
          <Link to="/workers">{BACK_TO_WORKERS}</Link>
        </Card.Body>
      </Card>
    );
  }
  if (page.status === 'failed') {
    return <FailedAlert message={WORKER_FAILED} onRetry={load} />;
  }
  if (page.status !== 'succeeded' || !page.worker || !page.figures) return <Loader />;

  const { worker, figures } = page;
  const here = actionFacility(facilities, facilityId, page.shifts[0]?.facilityIdentifier);
  const names = Object.fromEntries(facilities.map((f) => [f.id, f.facilityName]));
  const inScope = facilities.filter((f) => !facilityId || f.id === facilityId);
  const history = inScope
    .flatMap((f) => f.blocklistEvents.filter((e) => e.nurseId === workerId).map((e) => ({ ...e, facility: f })))
    .sort((a, b) => b.timestamp - a.timestamp);
  const blockedAt = inScope.filter((f) => f.blocklist.includes(workerId));

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-0">{worker.name}</h1>
          <div className="text-body-secondary">{worker.nurseType}</div>
        </div>
        {isCompany && <FacilitySelect id="worker-facility" allowAll />}
      </div>

      {here && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          {isCompany && <span className="text-body-secondary me-1">{atFacility(here.facilityName)}:</span>}
          <FavoriteButton facilityId={here.id} nurseId={workerId} workerName={worker.name} />
          {actions({ facilityId: here.id, nurseId: workerId, workerName: worker.name, reload: load })}
        </div>
      )}
      {blockedAt.map((f) => (
        <Alert key={f.id} variant="danger" className="py-2">
          <Badge bg="danger" className="me-2">
            {ACTIONS.blocked}
          </Badge>
          {blockedHere(f.facilityName)}
        </Alert>
      ))}

      <Row className="g-3 mb-3">
        <Figure label={FIGURES.shiftsWorked} value={figures.shiftsWorked.toLocaleString('en-US')} />
        <Figure
          label={FIGURES.hoursWorked}
          value={figures.hoursWorked.toLocaleString('en-US', { maximumFractionDigits: 2 })}
          detail={HOURS_NOTE}
        />
        <Figure
          label={FIGURES.averageRating}
          value={figures.averageRating === null ? '—' : figures.averageRating.toFixed(1)}
          detail={figures.averageRating === null ? NO_REVIEWS : ratingNote(figures.reviews)}
        />
        <Figure
          label={FIGURES.onTime}
          value={formatShare(figures.onTime)}
          detail={figures.onTimeOf ? onTimeNote(figures.onTimeOf, figures.onTimeOf >= ON_TIME_SAMPLE) : undefined}
        />
        <Figure label={FIGURES.noShows} value={String(figures.noShows)} detail={NO_SHOWS_NOTE} />
        <Figure
          label={FIGURES.lateArrivals}
          value={String(figures.lateArrivals)}
          detail={figures.onTimeOf ? lateArrivalsNote(figures.onTimeOf) : undefined}
        />
        <Figure label={FIGURES.reliability} value={formatReliability(figures.reliability)} detail={RELIABILITY_NOTE} />
      </Row>
      <p className="text-body-secondary">
        {FIGURES.lastWorked}: {figures.lastWorked === null ? NEVER : formatShiftTime(figures.lastWorked, tz)}
      </p>
      {extras?.({ facilityId, nurseId: workerId, nurseType: worker.nurseType })}

      <PagedTable
        title={shiftsWithTitle(worker.name)}
        mode="loadMore"
        status={page.moreStatus === 'loading' ? 'loading' : 'succeeded'}
        rows={page.shifts}
        rowKey={(s) => s.id}
        emptyText={NO_SHIFTS}
        hasMore={page.hasMore}
        onLoadMore={() => void dispatch(loadMoreWorkerShifts({ nurseId: workerId, facilityId }))}
        columns={[
          {
            header: COLUMNS.description,
            render: (s) => <Link to={`/shift-details/${encodeURIComponent(s.id)}`}>{s.description}</Link>,
          },
          ...(isCompany
            ? [{ header: COLUMNS.facility, render: (s: { facilityIdentifier: string }) => names[s.facilityIdentifier] }]
            : []),
          { header: COLUMNS.start, render: (s) => formatShiftTime(s.start, tz), className: 'text-nowrap' },
          { header: COLUMNS.end, render: (s) => formatShiftTime(s.end, tz), className: 'text-nowrap' },
          { header: COLUMNS.hours, render: (s) => workedHours(s)?.toFixed(2) ?? '—' },
          {
            header: COLUMNS.status,
            render: (s) => (s.status === 'cancelled' ? 'Cancelled' : s.clockIn !== null ? 'Worked' : 'Scheduled'),
          },
        ]}
      />

      <Card className="mb-3 shadow-sm">
        <Card.Header>
          <h2 className="h5 mb-0" id="table-block-history">
            {BLOCK_HISTORY_TITLE}
          </h2>
        </Card.Header>
        {history.length === 0 ? (
          <p className="text-body-secondary text-center py-4 mb-0">{NO_BLOCK_HISTORY}</p>
        ) : (
          <div className="table-responsive">
            <Table className="mb-0 align-middle" aria-labelledby="table-block-history">
              <thead className="table-light">
                <tr>
                  <th scope="col">{COLUMNS.when}</th>
                  <th scope="col">{COLUMNS.what}</th>
                  {isCompany && <th scope="col">{COLUMNS.facility}</th>}
                  <th scope="col">{COLUMNS.reason}</th>
                  <th scope="col">{COLUMNS.who}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((e) => (
                  <tr key={`${e.facility.id}/${e.timestamp}/${e.action}`}>
                    <td className="text-nowrap">{formatBlockedAt(e.timestamp, e.facility.tz)}</td>
                    <td>{ACTIONS[e.action]}</td>
                    {isCompany && <td>{e.facility.facilityName}</td>}
                    <td>{e.reason}</td>
                    <td>{e.by ? actors[e.by] || UNKNOWN_ACTOR : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
    </>
  );
}
