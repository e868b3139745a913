// Every Firestore call of the discontent (Disciplinary) form, and nothing else. Loaded on demand.
import { collection, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { writeOnline } from '../../lib/firebase/online';
import { appDb } from '../../lib/firebase/firestore';
import type { Shift } from '../../domain/types';
import type { DiscontentValues } from '../../domain/discontentSchema';
import type { HistoryActor } from '../../data/history';
import { writeShiftChange } from '../../data/shifts';
import { DISCONTENT_REASON_LABELS } from './messages';

/**
 * 'Add a shift-discontent document' and 'Submitting sets hasShiftDiscontent true', in one batch so that
 * neither is written without the other. createdBy is the signed-in user. Returns the new document's id.
 */
export async function submitDiscontent(
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId' | 'start' | 'description'>,
  values: DiscontentValues,
  actor: HistoryActor,
  db: Firestore = appDb(),
  now = Date.now(),
  /** the id of an earlier try of the same submission: a retry rewrites that document */
  id?: string,
): Promise<string> {
  const ref = id ? doc(db, 'shiftdiscontents', id) : doc(collection(db, 'shiftdiscontents'));
  const createdBy = actor.uid;
  const batch = writeBatch(db);
  batch.set(ref, {
    shiftIdentifier: shift.id,
    facilityIdentifier: shift.facilityIdentifier,
    shiftDiscontentReason: values.shiftDiscontentReason,
    applyDiscontentCommentTo: values.applyDiscontentCommentTo.trim(),
    shiftDiscontentReasonDetails: values.shiftDiscontentReasonDetails.trim(),
    nurseId: shift.nurseId,
    createdBy,
    createdAt: now,
  });
  const detail = DISCONTENT_REASON_LABELS[values.shiftDiscontentReason];
  writeShiftChange(
    db,
    batch,
    shift,
    { fields: { hasShiftDiscontent: true }, entry: { kind: 'discontent', detail, workerId: shift.nurseId } },
    actor,
  );
  await writeOnline(db, () => batch.commit());
  return ref.id;
}
