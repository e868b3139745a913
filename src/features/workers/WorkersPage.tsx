import { FacilitySelect } from '../../components/FacilitySelect';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectChosenFacilityId, selectDisplayTz, selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { PagedTable } from '../../components/PagedTable';
import { formatShiftTime } from '../../domain/formats';
import { shownFavorites } from '../../domain/favorites';
import { formatReliability, reliabilityPercent } from '../../domain/reliability';
import {
  NO_SHOWS_READ,
  reliabilityOrder,
  RELIABILITY_ORDERS,
  type ReliabilityOrder,
} from '../../domain/reliabilitySort';
import {
  loadNoShowWorkers,
  loadRecentWorkers,
  loadWorkerInfo,
  selectNoShowWorkers,
  selectRecentWorkers,
  selectWorkerInfo,
} from './workersSlice';
import {
  COLUMNS,
  noShowsCapped,
  RELIABILITY_SORT_NOTE,
  SORT_BY,
  SORTS,
  FAVORITES_TITLE,
  NO_FAVORITES,
  NO_RECENT,
  RECENT_BY_RELIABILITY,
  RECENT_NOTE,
  RECENT_TITLE,
  WORKERS_TITLE,
} from './messages';

const workerPath = (nurseId: string) => `/workers/${encodeURIComponent(nurseId)}`;

type Sort = 'lastWorked' | ReliabilityOrder;
const isSort = (v: string): v is Sort => v === 'lastWorked' || (RELIABILITY_ORDERS as readonly string[]).includes(v);

/** /workers: the facility's (or company's) 'Favorites' and 'Recent workers', each row linking to the worker's page. */
export default function WorkersPage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const tz = useAppSelector(selectDisplayTz);
  const recent = useAppSelector(selectRecentWorkers);
  const workers = useAppSelector(selectWorkerInfo);
  const facilityId = useAppSelector(selectChosenFacilityId);
  const scope = facilities.map((f) => f.id).join(',');
  const names = useMemo(() => Object.fromEntries(facilities.map((f) => [f.id, f.facilityName])), [facilities]);

  const noShows = useAppSelector(selectNoShowWorkers);
  const [sort, setSort] = useState<Sort>('lastWorked');
  const byReliability = sort !== 'lastWorked';

  const load = useCallback(() => {
    if (scope) void dispatch(loadRecentWorkers({ facilityId, more: false }));
  }, [dispatch, facilityId, scope]);
  useEffect(load, [load]);
  // the figures once per screen and filter; the rows of the workers with a no-show once sorted by Reliability
  const asked = useRef({ key: '', rows: false });
  const loadNoShows = useCallback(
    (again = false) => {
      const key = `${scope}|${facilityId ?? '*'}`;
      if (!scope || (!again && asked.current.key === key && (asked.current.rows || !byReliability))) return;
      asked.current = { key, rows: byReliability };
      void dispatch(loadNoShowWorkers({ facilityId, rows: byReliability }));
    },
    [dispatch, facilityId, scope, byReliability],
  );
  useEffect(() => loadNoShows(), [loadNoShows]);

  const noShowRows = noShows.rows;
  const rows = useMemo(() => {
    if (!byReliability) return recent.rows;
    if (!noShowRows) return [];
    const counted = noShowRows.flatMap((r) => {
      const tally = noShows.tallies[r.nurseId];
      return tally ? [{ ...r, ...tally }] : [];
    });
    return reliabilityOrder(recent.rows, !recent.hasMore, counted, sort);
  }, [byReliability, noShowRows, noShows.tallies, recent.rows, recent.hasMore, sort]);
  const reliability = (nurseId: string) => {
    if (noShows.status !== 'succeeded') return '…';
    const tally = noShows.tallies[nurseId];
    return formatReliability(tally ? reliabilityPercent(tally.started, tally.noShows) : 100);
  };

  const favorites = useMemo(
    () =>
      facilities
        .filter((f) => !facilityId || f.id === facilityId)
        .flatMap((f) => shownFavorites(f).map((nurseId) => ({ nurseId, facilityId: f.id }))),
    [facilities, facilityId],
  );
  const favoriteIds = useMemo(() => [...new Set(favorites.map((r) => r.nurseId))].sort().join(','), [favorites]);
  useEffect(() => {
    if (favoriteIds) void dispatch(loadWorkerInfo(favoriteIds.split(',')));
  }, [dispatch, favoriteIds]);

  const workerCell = (nurseId: string) => (
    <Link to={workerPath(nurseId)} className="fw-semibold">
      {workers[nurseId]?.name || nurseId}
    </Link>
  );
  const position = (nurseId: string) => workers[nurseId]?.nurseType || '—';

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{WORKERS_TITLE}</h1>
        {isCompany && <FacilitySelect id="workers-facility" allowAll />}
      </div>
      <PagedTable
        title={FAVORITES_TITLE}
        mode="loadMore"
        status="succeeded"
        rows={favorites}
        rowKey={(r) => `${r.facilityId}/${r.nurseId}`}
        emptyText={NO_FAVORITES}
        columns={[
          { header: COLUMNS.worker, render: (r) => workerCell(r.nurseId) },
          { header: COLUMNS.position, render: (r) => position(r.nurseId) },
          ...(isCompany
            ? [{ header: COLUMNS.facility, render: (r: { facilityId: string }) => names[r.facilityId] }]
            : []),
        ]}
      />
      <p className="small text-body-secondary mb-2">
        {byReliability ? RECENT_BY_RELIABILITY : RECENT_NOTE} {RELIABILITY_SORT_NOTE}
        {noShows.capped && ` ${noShowsCapped(NO_SHOWS_READ)}`}
      </p>
      <PagedTable
        title={RECENT_TITLE}
        mode="loadMore"
        status={byReliability && noShows.status !== 'succeeded' ? noShows.status : recent.status}
        rows={rows}
        actions={
          <Form.Group controlId="workers-sort" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 small text-nowrap">{SORT_BY}</Form.Label>
            <Form.Select
              size="sm"
              value={sort}
              onChange={(e) => {
                if (isSort(e.target.value)) setSort(e.target.value);
              }}
            >
              {(Object.keys(SORTS) as Sort[]).map((s) => (
                <option key={s} value={s}>
                  {SORTS[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        }
        rowKey={(r) => r.nurseId}
        emptyText={NO_RECENT}
        onRetry={() => {
          load();
          loadNoShows(true);
        }}
        hasMore={recent.hasMore}
        onLoadMore={() => void dispatch(loadRecentWorkers({ facilityId, more: true }))}
        columns={[
          { header: COLUMNS.worker, render: (r) => workerCell(r.nurseId) },
          { header: COLUMNS.position, render: (r) => position(r.nurseId) },
          {
            header: COLUMNS.lastWorked,
            render: (r) => formatShiftTime(r.lastWorked, tz),
            className: 'text-nowrap',
          },
          { header: COLUMNS.reliability, render: (r) => reliability(r.nurseId), className: 'text-nowrap' },
          ...(isCompany
            ? [
                {
                  header: COLUMNS.facility,
                  render: (r: { facilityIds: string[] }) => r.facilityIds.map((id) => names[id] ?? id).join(', '),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
