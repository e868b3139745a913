// What every screen that posts a list of shifts shows (Post several, Copy a week, and any feature posting a list): the
// `Shifts to post` preview (rows can be removed), the `Post N shifts` button, the progress while posting (`Posting 120
// of 240`), and after a failure part-way how many were posted with the offer to post the rest (the same submission
// again: only the missing shifts are written). Presentational: the post itself is the feature's (usePostShifts).
import { memo, useCallback, useMemo, useState } from 'react';
import { Alert } from './Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CANCEL } from './DialogShell';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { formatShiftTime } from '../domain/formats';
import type { NurseType } from '../domain/types';

const SHIFTS_TO_POST = 'Shifts to post';
const POST_BUTTON = (count: number) => `Post ${count} shifts`;
export const POSTED = (count: number) => `Posted ${count} shifts`;
const POSTING_PROGRESS = (posted: number, total: number) => `Posting ${posted} of ${total}`;
const POST_FAILED_PART_WAY = (posted: number, total: number) =>
  `Posted ${posted} of ${total} shifts; the rest could not be posted (the server did not answer). ` +
  'Nothing was posted twice.';
const POST_REST_BUTTON = (count: number) => `Post the remaining ${count}`;
export const POST_REFUSED = 'These shifts could not be posted: nothing was saved. Check them and try again.';
const PREVIEW_EMPTY = 'No shifts to post: choose the days and times above.';
const PREVIEW_PROBLEMS = (count: number) =>
  `${count} of these shifts break the rules for a shift (marked below): change the times or dates, or remove them.`;
const REMOVE_ROW = (start: string) => `Remove the shift starting ${start}`;

/** A row of the preview: a shift to post, and why the rules would refuse it (null when they would not). */
export interface ShiftToPostRow {
  key: string;
  start: number;
  end: number;
  nurseType: NurseType | '';
  problem: string | null;
}

/** How far a post has got, and the drafts of a submission that failed part-way (null when none did). */
export interface PostingState {
  busy: boolean;
  unfinished: readonly unknown[] | null;
  progress: { posted: number; total: number } | null;
}

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
  rows: readonly ShiftToPostRow[];
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

function PostingStatus({ busy, unfinished, progress, onPostRest }: PostingState & { onPostRest: () => void }) {
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

function PostButton({ count, disabled, busy }: { count: number; disabled: boolean; busy: boolean }) {
  return (
    <Button type="submit" disabled={disabled || busy || count === 0}>
      {POST_BUTTON(count)}
    </Button>
  );
}

/** Once part of a post failed, the dialog's Cancel reads Close: what was posted stays posted. */
const CLOSE = 'Close';

/**
 * A posting dialog's footer: the post's progress or what is left unposted (with the button that posts the rest),
 * Cancel (Close once part was posted), and `Post {count} shifts`, which submits the dialog's form.
 */
export function PostingFooter({
  busy,
  unfinished,
  progress,
  onPostRest,
  count,
  disabled,
  onHide,
}: PostingState & { onPostRest: () => void; count: number; disabled: boolean; onHide: () => void }) {
  return (
    <Modal.Footer className="d-block">
      <PostingStatus busy={busy} unfinished={unfinished} progress={progress} onPostRest={onPostRest} />
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {unfinished ? CLOSE : CANCEL}
        </Button>
        {!unfinished && <PostButton count={count} disabled={disabled} busy={busy} />}
      </div>
    </Modal.Footer>
  );
}
