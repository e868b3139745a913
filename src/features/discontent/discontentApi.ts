// The discontent (Disciplinary) form's write, through src/data/discontents. Loaded on demand.
import { appDb } from '../../data/firestore';
import type { Firestore } from '../../data/db';
import type { Shift } from '../../domain/types';
import type { DiscontentValues } from '../../domain/discontentSchema';
import type { HistoryActor } from '../../data/history';
import { addDiscontent } from '../../data/discontents';
import { DISCONTENT_REASON_LABELS } from './messages';

/**
 * Records the report (its comment and details trimmed) and sets the shift's hasShiftDiscontent, with a History
 * entry that names the reason. Returns the new document's id.
 */
export function submitDiscontent(
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>,
  values: DiscontentValues,
  actor: HistoryActor,
  db: Firestore = appDb(),
  now = Date.now(),
  /** the id of an earlier try of the same submission: a retry rewrites that document */
  id?: string,
): Promise<string> {
  const trimmed = {
    ...values,
    applyDiscontentCommentTo: values.applyDiscontentCommentTo.trim(),
    shiftDiscontentReasonDetails: values.shiftDiscontentReasonDetails.trim(),
  };
  return addDiscontent(db, shift, trimmed, DISCONTENT_REASON_LABELS[values.shiftDiscontentReason], actor, now, id);
}
