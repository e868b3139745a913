// Post several's and Copy a week's post: one submission of drafts through the postShifts thunk (the posting engine of
// src/data/shiftPosting.ts), its progress in the store, and its failure part-way with the offer to finish it.
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { isThunkError } from '../../lib/thunkError';
import type { ShiftDraft } from '../../domain/shiftPosting';
import { POST_REFUSED, POSTED } from '../../components/ShiftsToPost';
import { postShifts, selectPosting } from './shiftsSlice';

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
