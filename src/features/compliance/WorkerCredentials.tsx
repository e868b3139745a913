import { useEffect } from 'react';
import Table from 'react-bootstrap/Table';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { CardLoading } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz, selectScopeFacilities } from '../../session/scope';
import {
  credentialProblems,
  CREDENTIAL_STATUS_LABELS,
  credentialStatus,
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  problemText,
  requiredDocuments,
} from '../../domain/compliance';
import { formatDateInput } from '../../domain/formats';
import { DEFAULT_TZ } from '../../domain/types';
import { WORKER_LINK_DAYS } from '../../domain/workerLinks';
import { loadWorkerDocuments, selectCredentials, selectReadStatus } from './complianceSlice';
import {
  CREDENTIAL_COLUMNS,
  CREDENTIALS_FAILED,
  CREDENTIALS_TITLE,
  lacksAt,
  MEETS_REQUIREMENTS,
  NEVER_EXPIRES,
  NO_CREDENTIALS,
  notShared,
} from './messages';

const HEADING_ID = 'table-credentials';
const STATUS_CLASS = {
  valid: 'text-success',
  expiresSoon: 'text-warning-emphasis',
  expired: 'text-danger-emphasis',
} as const;

/**
 * The worker page's 'Credentials' (Document, Number, Expires, Status) and what the facility's requirements of the
 * worker's position lack today (each facility in scope for a company user with every facility shown); for a worker
 * not linked to the viewer's facility or company, that their documents are not shared.
 */
export function WorkerCredentials({
  nurseId,
  nurseType,
  facilityId,
}: {
  nurseId: string;
  nurseType: string;
  facilityId: string | null;
}) {
  const dispatch = useAppDispatch();
  const held = useAppSelector(selectCredentials)[nurseId];
  const readStatus = useAppSelector(selectReadStatus);
  const facilities = useAppSelector(selectScopeFacilities).filter((f) => !facilityId || f.id === facilityId);
  const tz = useAppSelector(selectDisplayTz) ?? facilities[0]?.tz ?? DEFAULT_TZ;
  // read fresh on each visit: the worker app may have added a document since
  useEffect(() => {
    void dispatch(loadWorkerDocuments({ ids: [nurseId], fresh: true }));
  }, [dispatch, nurseId]);

  const now = Date.now();
  const order = (t: string) => DOCUMENT_TYPES.indexOf(t as (typeof DOCUMENT_TYPES)[number]);
  const rows = [...(held ?? [])].sort(
    (a, b) => order(a.type) - order(b.type) || (b.expiresAt ?? Infinity) - (a.expiresAt ?? Infinity),
  );
  const lacking = held
    ? facilities.map((f) => ({
        facility: f,
        problems: credentialProblems(requiredDocuments(f, nurseType), held, { now, until: now, tz: f.tz }).map(
          problemText,
        ),
      }))
    : [];

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0" id={HEADING_ID}>
          {CREDENTIALS_TITLE}
        </h2>
      </Card.Header>
      {!held && readStatus === 'failed' && (
        <Alert variant="danger" className="m-3">
          {CREDENTIALS_FAILED}
        </Alert>
      )}
      {held === null ? (
        <p className="text-body-secondary text-center py-3 mb-0">{notShared(WORKER_LINK_DAYS)}</p>
      ) : (
        <Table responsive className="mb-0 align-middle" aria-labelledby={HEADING_ID}>
          <thead>
            <tr>
              <th scope="col">{CREDENTIAL_COLUMNS.document}</th>
              <th scope="col">{CREDENTIAL_COLUMNS.number}</th>
              <th scope="col">{CREDENTIAL_COLUMNS.expires}</th>
              <th scope="col">{CREDENTIAL_COLUMNS.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => {
              const status = credentialStatus(c.expiresAt, now, tz);
              return (
                <tr key={c.id}>
                  <td>{DOCUMENT_LABELS[c.type]}</td>
                  <td>{c.number}</td>
                  <td className="text-nowrap">
                    {c.expiresAt === null ? NEVER_EXPIRES : formatDateInput(c.expiresAt, tz)}
                  </td>
                  <td className={STATUS_CLASS[status]}>{CREDENTIAL_STATUS_LABELS[status]}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {!held && readStatus === 'loading' && <CardLoading />}
      {held?.length === 0 && <p className="text-body-secondary text-center py-3 mb-0">{NO_CREDENTIALS}</p>}
      {lacking.length > 0 && (
        <Card.Footer>
          {lacking.map(({ facility, problems }) => (
            <div key={facility.id} className={problems.length ? 'text-danger-emphasis' : 'text-body-secondary'}>
              {problems.length ? lacksAt(facility.facilityName, problems.join(', ')) : MEETS_REQUIREMENTS}
            </div>
          ))}
        </Card.Footer>
      )}
    </Card>
  );
}
