// What Post several and Copy a week share: the `Shifts to post` preview (rows can be removed), the `Post N shifts`
// button, the progress while posting (`Posting 120 of 240`), and after a failure part-way how many were posted
// with the offer to post the rest (the same submission again: only the missing shifts are written).
import { memo, useCallback, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { formatShiftTime } from '../../domain/formats';
import { isThunkError } from '../../lib/thunkError';
import {
  POST_BUTTON,
  POST_FAILED_PART_WAY,
  POST_REFUSED,
  POST_REST_BUTTON,
  POSTED,
  POSTING_PROGRESS,
  PREVIEW_EMPTY,
  PREVIEW_PROBLEMS,
  REMOVE_ROW,
  SHIFTS_TO_POST,
} from './messages';
import type { PreviewRow } from './postSeveralForm';
import type { ShiftDraft } from './shiftForm';
import { postShifts, selectPosting } from './shiftsSlice';

/**
 * The rows still to post: the preview less the removed ones. `remove` keeps its identity, so the memoised preview
 * (500 rows, each formatted in the facility's zone) is not drawn again on every progress update while posting.
 */
export function useRemovedRows() {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const remove = useCallback((key: string) => setRemoved((prev) => new Set(prev).add(key)), []);
  return { removed, remove };
}

interface PreviewProps {
  rows: readonly PreviewRow[];
  tz: string;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/** `Shifts to post`: Start, End, Position in the facility's zone; a row the rules refuse says why. */
export const ShiftsToPostTable = memo(function ShiftsToPostTable({ rows, tz, onRemove, disabled }: PreviewProps) {
  const problems = rows.filter((r) => r.problem).length;
  // formatted once per preview: a zone's format costs about a third of a millisecond, and the rows are drawn again
  // when posting starts and ends (their Remove buttons are disabled meanwhile)
  const times = useMemo(
    () => new Map(rows.map((r) => [r.key, { start: formatShiftTime(r.start, tz), end: formatShiftTime(r.end, tz) }])),
    [rows, tz],
  );
  return (
    <section aria-labelledby="shifts-to-post-title">
      <h3 id="shifts-to-post-title" className="h6 mt-2">
        {SHIFTS_TO_POST} <span className="text-body-secondary fw-normal">({rows.length})</span>
      </h3>
      {problems > 0 && (
        <p className="text-danger small" role="alert">
          {PREVIEW_PROBLEMS(problems)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-body-secondary small">{PREVIEW_EMPTY}</p>
      ) : (
        <div className="table-responsive border rounded" style={{ maxHeight: 320 }}>
          <Table size="sm" className="mb-0 align-middle" aria-labelledby="shifts-to-post-title">
            <thead className="sticky-top">
              <tr>
                <th>Start</th>
                <th>End</th>
                <th>Position</th>
                <th>
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { start, end } = times.get(row.key)!;
                return (
                  <tr key={row.key} className={row.problem ? 'table-danger' : undefined}>
                    <td className="text-nowrap">{start}</td>
                    <td className="text-nowrap">
                      {end}
                      {row.problem && <div className="small text-danger">{row.problem}</div>}
                    </td>
                    <td>{row.nurseType}</td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={REMOVE_ROW(start)}
                        disabled={disabled}
                        onClick={() => onRemove(row.key)}
                      >
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
});

/** The post itself: one submission of drafts, its progress, and its failure part-way with the offer to finish it. */
export function usePostShifts(onPosted: () => void) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectPosting);
  const [busy, setBusy] = useState(false);
  // after a failure part-way, the drafts of that submission: only they may be posted again (a changed form would
  // be a new submission, posting again what is already stored)
  const [unfinished, setUnfinished] = useState<ShiftDraft[] | null>(null);

  const post = async (drafts: ShiftDraft[]) => {
    if (busy || drafts.length === 0) return;
    setBusy(true);
    try {
      await dispatch(postShifts({ drafts })).unwrap();
      setUnfinished(null);
      toast.success(POSTED(drafts.length));
      onPosted();
    } catch (error) {
      if (isThunkError(error) && (error.kind === 'refused' || error.kind === 'invalid')) {
        toast.error(POST_REFUSED);
      }
      setUnfinished(drafts);
    } finally {
      setBusy(false);
    }
  };
  return { post, busy, unfinished, progress };
}

export function PostingStatus({
  busy,
  unfinished,
  progress,
  onPostRest,
}: Pick<ReturnType<typeof usePostShifts>, 'busy' | 'unfinished' | 'progress'> & { onPostRest: () => void }) {
  if (busy && progress) {
    const label = POSTING_PROGRESS(progress.posted, progress.total);
    return (
      <div className="mb-2">
        <div className="small mb-1" role="status">
          {label}
        </div>
        <ProgressBar now={progress.posted} max={progress.total} aria-label={label} />
      </div>
    );
  }
  if (unfinished && progress) {
    return (
      <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{POST_FAILED_PART_WAY(progress.posted, progress.total)}</span>
        <Button size="sm" variant="warning" onClick={onPostRest}>
          {POST_REST_BUTTON(progress.total - progress.posted)}
        </Button>
      </Alert>
    );
  }
  return null;
}

export function PostButton({ count, disabled, busy }: { count: number; disabled: boolean; busy: boolean }) {
  return (
    <Button type="submit" disabled={disabled || busy || count === 0}>
      {POST_BUTTON(count)}
    </Button>
  );
}
