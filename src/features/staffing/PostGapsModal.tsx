import { useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogShell } from '../../components/DialogShell';
import { POSTED, POST_REFUSED, PostingFooter, ShiftsToPostTable, useRemovedRows } from '../../components/ShiftsToPost';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { isThunkError } from '../../lib/thunkError';
import { toast } from '../../lib/toast';
import { MAX_POST_SHIFTS } from '../../domain/postingLimits';
import { plannedShiftProblem, TOO_MANY_SHIFTS, type ShiftDraft } from '../../domain/shiftPosting';
import { gapDrafts, gapShifts, type WeekCoverage, type WeekPlan } from '../../domain/staffing';
import type { Facility } from '../../domain/types';
import { NO_GAPS_TO_POST, PASSED_NOTE, POST_THE_GAPS } from './messages';
import { postGaps, selectGapsPosting } from './staffingSlice';

/**
 * `Post the gaps`: the shifts missing from the week (days still to come), each the single add's record, in `Shifts to
 * post` (rows can be removed), posted through the posting engine: batches, progress, and a retry of the same
 * submission that writes only what is missing.
 */
export function PostGapsModal({
  facility,
  plan,
  coverage,
  onHide,
}: {
  facility: Facility;
  plan: WeekPlan;
  coverage: WeekCoverage;
  onHide: () => void;
}) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectGapsPosting);
  // the gaps as the dialog opened: the live table changes under it while the shifts are posted
  const [opened] = useState(() => {
    const now = Date.now();
    const gaps = gapShifts(coverage, plan, now);
    return { ...gaps, rows: gaps.shifts.map((s) => ({ ...s, problem: plannedShiftProblem(s, now) })) };
  });
  const { removed, remove } = useRemovedRows();
  const rows = useMemo(() => opened.rows.filter((r) => !removed.has(r.key)), [opened.rows, removed]);
  const [busy, setBusy] = useState(false);
  const [unfinished, setUnfinished] = useState<ShiftDraft[] | null>(null);
  const tooMany = rows.length > MAX_POST_SHIFTS;
  const problems = rows.some((r) => r.problem);

  const post = async (drafts: ShiftDraft[]) => {
    if (busy || drafts.length === 0) return;
    setBusy(true);
    try {
      await dispatch(postGaps({ drafts })).unwrap();
      setUnfinished(null);
      toast.success(POSTED(drafts.length));
      onHide();
    } catch (error) {
      if (isThunkError(error) && (error.kind === 'refused' || error.kind === 'invalid')) toast.error(POST_REFUSED);
      setUnfinished(drafts);
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (tooMany || problems) return;
    void post(gapDrafts(rows, plan, facility));
  };
  const locked = busy || unfinished !== null;

  return (
    <DialogShell title={POST_THE_GAPS} titleId="post-gaps-title" busy={busy} onHide={onHide} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        aria-labelledby="post-gaps-title"
      >
        <Modal.Body>
          {opened.passed > 0 && <p className="small text-body-secondary">{PASSED_NOTE(opened.passed)}</p>}
          {opened.rows.length === 0 && <p className="small">{NO_GAPS_TO_POST}</p>}
          {tooMany && (
            <p className="text-danger small" role="alert">
              {TOO_MANY_SHIFTS(rows.length)}
            </p>
          )}
          <ShiftsToPostTable rows={rows} tz={plan.tz} onRemove={remove} disabled={locked} />
        </Modal.Body>
        <PostingFooter
          busy={busy}
          unfinished={unfinished}
          progress={progress}
          onPostRest={() => unfinished && void post(unfinished)}
          count={rows.length}
          disabled={tooMany || problems}
          onHide={onHide}
        />
      </form>
    </DialogShell>
  );
}
