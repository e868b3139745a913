import { useEffect, useMemo } from 'react';
import { LOADING_TEXT } from '../../components/Loader';
import { useNearViewport } from '../../components/useNearViewport';
import { Card } from '../../components/Card';
import Table from 'react-bootstrap/Table';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectScopeFacilities } from '../../session/scope';
import { formatBlockedAt } from '../../domain/formats';
import { selectUserType } from '../../session/sessionSlice';
import { blockedRows } from './blockedEmployees';
import { BlockWorkerButton } from './BlockWorkerButton';
import { BLOCKED_EMPLOYEES_TITLE, COLUMNS } from './messages';
import { loadWorkers, selectBlockedWorkers, selectBlockedWorkersStatus } from './blocksSlice';
import { FailedAlert } from '../../components/FailedAlert';

/** 'Blocked Employees table (only for facilities with blocked workers)', each row with Unblock. */
export function BlockedEmployeesTable() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const workers = useAppSelector(selectBlockedWorkers);
  const status = useAppSelector(selectBlockedWorkersStatus);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const rows = useMemo(() => blockedRows(facilities, workers), [facilities, workers]);
  const ids = useMemo(() => [...new Set(rows.map((r) => r.nurseId))].sort().join(','), [rows]);

  // under the dashboard's shift list: the workers' names are read when the table is about to be seen
  const [card, near] = useNearViewport<HTMLDivElement>();

  useEffect(() => {
    if (ids && near) void dispatch(loadWorkers(ids.split(',')));
  }, [dispatch, ids, near]);

  if (rows.length === 0) return null;

  return (
    <Card className="mb-3 shadow-sm" ref={card}>
      <Card.Header>
        <h2 className="h5 mb-0" id="table-blocked-employees">
          {BLOCKED_EMPLOYEES_TITLE}
        </h2>
      </Card.Header>
      {status === 'failed' && (
        <FailedAlert
          message="The names of the blocked workers could not be loaded."
          onRetry={() => void dispatch(loadWorkers(ids.split(',')))}
          className="m-3"
        />
      )}
      <div className="table-responsive">
        <Table hover className="mb-0 align-middle table-cards" aria-labelledby="table-blocked-employees">
          <thead className="table-light">
            <tr>
              <th scope="col">{COLUMNS.worker}</th>
              <th scope="col">{COLUMNS.position}</th>
              {isCompany && <th scope="col">{COLUMNS.facility}</th>}
              <th scope="col" className="text-nowrap">
                {COLUMNS.blockedAt}
              </th>
              <th scope="col">{COLUMNS.reason}</th>
              <th scope="col" className="row-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.facilityId}/${r.nurseId}`}>
                <td className="fw-semibold" data-label={COLUMNS.worker}>
                  {r.workerName ||
                    (status === 'loading' || !near ? (
                      // the names are read once the card is seen: said in words, not '…'
                      <span className="fw-normal text-body-secondary">{LOADING_TEXT}</span>
                    ) : (
                      r.nurseId
                    ))}
                </td>
                <td data-label={COLUMNS.position}>{r.position || '—'}</td>
                {isCompany && <td data-label={COLUMNS.facility}>{r.facilityName}</td>}
                <td className="text-nowrap" data-label={COLUMNS.blockedAt}>
                  {r.blockedAt ? formatBlockedAt(r.blockedAt, r.tz) : '—'}
                </td>
                <td style={{ minWidth: 160 }} data-label={COLUMNS.reason}>
                  {r.reason || '—'}
                </td>
                <td className="text-end row-actions">
                  <BlockWorkerButton
                    size="sm"
                    facilityId={r.facilityId}
                    nurseId={r.nurseId}
                    workerName={r.workerName}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}
