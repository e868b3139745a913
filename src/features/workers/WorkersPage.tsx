import { FacilityFilter } from '../../components/FacilityFilter';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz, selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { PagedTable } from '../../components/PagedTable';
import { formatShiftTime } from '../../domain/formats';
import { shownFavorites } from '../../domain/favorites';
import { loadRecentWorkers, loadWorkerInfo, selectRecentWorkers, selectWorkerInfo } from './workersSlice';
import {
  COLUMNS,
  FAVORITES_TITLE,
  NO_FAVORITES,
  NO_RECENT,
  RECENT_NOTE,
  RECENT_TITLE,
  WORKERS_TITLE,
} from './messages';

const workerPath = (nurseId: string) => `/workers/${encodeURIComponent(nurseId)}`;

/** /workers: the facility's (or company's) 'Favorites' and 'Recent workers', each row linking to the worker's page. */
export default function WorkersPage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const tz = useAppSelector(selectDisplayTz);
  const recent = useAppSelector(selectRecentWorkers);
  const workers = useAppSelector(selectWorkerInfo);
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const scope = facilities.map((f) => f.id).join(',');
  const names = useMemo(() => Object.fromEntries(facilities.map((f) => [f.id, f.facilityName])), [facilities]);

  const load = useCallback(() => {
    if (scope) void dispatch(loadRecentWorkers({ facilityId, more: false }));
  }, [dispatch, facilityId, scope]);
  useEffect(load, [load]);

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
        {isCompany && <FacilityFilter id="workers-facility" facilityId={facilityId} onChange={setFacilityId} />}
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
      <p className="small text-body-secondary mb-2">{RECENT_NOTE}</p>
      <PagedTable
        title={RECENT_TITLE}
        mode="loadMore"
        status={recent.status}
        rows={recent.rows}
        rowKey={(r) => r.nurseId}
        emptyText={NO_RECENT}
        onRetry={load}
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
