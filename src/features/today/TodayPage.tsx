import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { FacilityFilter } from '../../components/FacilityFilter';
import { Loader } from '../../components/Loader';
import { PrintButton } from '../../components/PrintButton';
import { focusFirstField } from '../../components/focusFirstField';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { isThunkError } from '../../lib/thunkError';
import { selectFacilitiesById, selectScopeFacilityIds } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { formatShiftTime } from '../../domain/formats';
import { noShowRefusal, type TodayState } from '../../domain/today';
import type { Shift } from '../../domain/types';
import { loadTodayWorkerNames, markNoShow, repostShift } from './todaySlice';
import { useTodayRows } from './useTodayRows';
import { TodayCounts } from './TodayCounts';
import { TODAY_TITLE } from './title';
import {
  ACTION_FAILED,
  CANCEL,
  MARK_NO_SHOW,
  NO_SHOW_FAILED,
  NO_SHOW_NOTE,
  REPOST,
  REPOST_FAILED,
  REPOST_LINK,
  REPOSTED,
  TODAY_COLUMNS,
  TODAY_EMPTY,
  TODAY_FAILED,
  TODAY_RETRY,
  TODAY_TABLE,
  TODAY_WINDOW_NOTE,
  UNKNOWN_WORKER,
} from './messages';

const failureText = (err: unknown, texts: Record<string, string>) =>
  (isThunkError(err) && texts[err.kind]) || ACTION_FAILED;

/**
 * /today: every shift of the Today window (not cancelled, starting from 12 hours ago to 24 hours ahead, or still
 * clocked in to) with its state, live: a worker's clock-in, claim or release shows without a reload, and the states
 * move on with the clock. Company users choose `All facilities` or one.
 */
export default function TodayPage() {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectFacilitiesById);
  const scopeIds = useAppSelector(selectScopeFacilityIds);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const ids = (facilityId ? scopeIds.filter((id) => id === facilityId) : scopeIds).join(',');
  const { today, rows, counts, now, retry } = useTodayRows(ids);
  const workerIds = rows.map((r) => r.nurseId ?? '').filter(Boolean);
  const workerKey = [...new Set(workerIds)].sort().join(',');
  useEffect(() => {
    if (workerKey) void dispatch(loadTodayWorkerNames(workerKey.split(',')));
  }, [dispatch, workerKey]);

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
        {isCompany && <FacilityFilter id="today-facility" facilityId={facilityId} onChange={setFacilityId} />}
        <PrintButton />
      </div>
      <p className="small text-body-secondary">{TODAY_WINDOW_NOTE}</p>
      {today.status === 'failed' && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{TODAY_FAILED}</span>
          <Button size="sm" variant="danger" onClick={retry}>
            {TODAY_RETRY}
          </Button>
        </Alert>
      )}
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
          </Card>
        </>
      )}
      <NoShowDialog shift={marking} onClose={() => setMarking(null)} />
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

/** `Mark no-show`: an optional note, then the mark (who and when are recorded by the write). */
function NoShowDialog({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNote('');
    setError(null);
  }, [shift]);
  const submit = async () => {
    if (!shift) return;
    setSaving(true);
    setError(null);
    try {
      await dispatch(markNoShow({ id: shift.id, note })).unwrap();
      onClose();
    } catch (err) {
      setError(failureText(err, NO_SHOW_FAILED));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      show={shift !== null}
      onHide={saving ? () => {} : onClose}
      aria-labelledby={titleId}
      centered
      onEntered={focusFirstField}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton={!saving}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {MARK_NO_SHOW}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId="no-show-note">
            <Form.Label>{NO_SHOW_NOTE}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {CANCEL}
          </Button>
          <Button type="submit" variant="danger" disabled={saving}>
            {MARK_NO_SHOW}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
