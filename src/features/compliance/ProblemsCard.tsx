import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Card } from '../../components/Card';
import { CardLoading } from '../../components/Loader';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useAppDispatch } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import type { LoadStatus } from '../../lib/redux';
import type { ThunkError } from '../../lib/thunkError';
import type { WorkerInfo } from '../../data/users';
import { formatShiftTime } from '../../domain/formats';
import { shiftProblemTexts, type Credential } from '../../domain/compliance';
import type { CheckedSoFar } from '../../domain/complianceCheck';
import type { Facility } from '../../domain/types';
import type { ClaimedShift } from './complianceApi';
import { releaseWorker } from './complianceSlice';
import {
  CHECK_LATER,
  CHECKED_ALL,
  checkedBefore,
  NO_PROBLEMS,
  NO_PROBLEMS_SO_FAR,
  PROBLEM_COLUMNS,
  PROBLEMS_FAILED,
  PROBLEMS_NOTE,
  PROBLEMS_TITLE,
  RELEASE,
  RELEASE_CHANGED,
  RELEASE_FAILED,
  RELEASE_TITLE,
  RELEASED,
  releaseIntro,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';

const HEADING_ID = 'table-credential-problems';

interface ProblemRow {
  shift: ClaimedShift;
  nurseId: string;
  worker: string;
  when: string;
  problems: string[];
}

/** The claimed shifts (not ended) whose worker's documents do not cover them, in the order of their start. */
function problemRows(
  facility: Facility,
  shifts: readonly ClaimedShift[],
  credentials: Record<string, Credential[] | null>,
  workers: Record<string, WorkerInfo>,
  now: number,
): ProblemRow[] {
  return shifts.flatMap((shift) => {
    const nurseId = shift.nurseId;
    const held = nurseId ? credentials[nurseId] : undefined;
    if (!nurseId || !held || shift.end <= now) return [];
    const problems = shiftProblemTexts(facility, shift, held, now);
    if (problems.length === 0) return [];
    const when = formatShiftTime(shift.start, facility.tz);
    return [{ shift, nurseId, worker: workers[nurseId]?.name || nurseId, when, problems }];
  });
}

/**
 * 'Credential problems' (Worker, Shift, Problem), each row with Release while the shift has not started; under it,
 * how far the claimed shifts are checked and `Check later shifts` while some are not.
 */
export function ProblemsCard({
  facility,
  shifts,
  status,
  credentials,
  workers,
  checked,
  onCheckLater,
  onRetry,
}: {
  facility: Facility;
  /** the claimed shifts checked so far */
  shifts: readonly ClaimedShift[];
  /** the shifts' and their workers' documents' read, together */
  status: LoadStatus;
  credentials: Record<string, Credential[] | null>;
  workers: Record<string, WorkerInfo>;
  checked: CheckedSoFar;
  onCheckLater: () => void;
  onRetry: () => void;
}) {
  const now = Date.now();
  const rows = problemRows(facility, shifts, credentials, workers, now);
  const all = checked.kind === 'all';
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0" id={HEADING_ID}>
          {PROBLEMS_TITLE}
        </h2>
        <div className="small text-body-secondary">{PROBLEMS_NOTE}</div>
      </Card.Header>
      {status === 'failed' && <FailedAlert message={PROBLEMS_FAILED} onRetry={onRetry} className="m-3" />}
      <Table
        responsive
        className="mb-0 align-middle table-cards"
        aria-labelledby={HEADING_ID}
        aria-busy={status === 'loading'}
      >
        <thead>
          <tr>
            <th scope="col">{PROBLEM_COLUMNS.worker}</th>
            <th scope="col">{PROBLEM_COLUMNS.shift}</th>
            <th scope="col">{PROBLEM_COLUMNS.problem}</th>
            <th scope="col">
              <span className="visually-hidden">{RELEASE}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.shift.id}>
              <td data-label={PROBLEM_COLUMNS.worker}>
                <Link to={`/workers/${encodeURIComponent(row.nurseId)}`}>{row.worker}</Link>
              </td>
              <td data-label={PROBLEM_COLUMNS.shift}>
                <Link to={`/shift-details/${encodeURIComponent(row.shift.id)}`}>{row.shift.description}</Link>
                <div className="small text-body-secondary text-nowrap">{row.when}</div>
              </td>
              <td data-label={PROBLEM_COLUMNS.problem}>
                {row.problems.map((p) => (
                  <div key={p}>{p}</div>
                ))}
              </td>
              <td className="text-end row-actions">{row.shift.start > now && <ReleaseButton row={row} />}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {status === 'loading' && rows.length === 0 && <CardLoading />}
      {status === 'succeeded' && rows.length === 0 && (
        // never 'no problems' while later shifts are unchecked
        <p className="text-body-secondary text-center py-4 mb-0">{all ? NO_PROBLEMS : NO_PROBLEMS_SO_FAR}</p>
      )}
      {checked.kind !== 'none' && (
        <Card.Footer className="d-flex flex-wrap align-items-center gap-2">
          <span className="small me-auto" aria-live="polite">
            {checked.kind === 'all' ? CHECKED_ALL : checkedBefore(formatShiftTime(checked.next.start, facility.tz))}
          </span>
          {checked.kind === 'before' && (
            <Button size="sm" variant="outline-primary" onClick={onCheckLater} disabled={status === 'loading'}>
              {CHECK_LATER}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card>
  );
}

/** Release: the worker taken off the shift with a reason, written with its History entry (as blocking frees one). */
function ReleaseButton({ row }: { row: ProblemRow }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async (reason: string) => {
    setSaving(true);
    try {
      await dispatch(releaseWorker({ shiftId: row.shift.id, nurseId: row.nurseId, reason })).unwrap();
      toast.success(RELEASED);
      setOpen(false);
    } catch (err) {
      if ((err as ThunkError).kind === 'changed') {
        toast.warning(RELEASE_CHANGED);
        setOpen(false);
      } else toast.error(RELEASE_FAILED);
    } finally {
      setSaving(false);
    }
  };
  const what = `${row.shift.description} (${row.when})`;
  return (
    <>
      <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)} aria-label={`${RELEASE} ${row.worker}`}>
        {RELEASE}
      </Button>
      <ReasonDialog
        show={open}
        title={RELEASE_TITLE}
        description={
          <>
            <p className="mb-2">{releaseIntro(row.worker, what)}</p>
            <p className="mb-0 small text-body-secondary">{row.problems.join('; ')}</p>
          </>
        }
        saving={saving}
        onCancel={() => setOpen(false)}
        onSave={(reason) => void save(reason)}
      />
    </>
  );
}
