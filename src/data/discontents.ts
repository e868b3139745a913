// The shiftdiscontents collection: a discontent (Disciplinary) report on a shift, written with the shift's flag and
// its History entry.
import { collection, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { writeOnline } from './online';
import type { Shift } from '../domain/types';
import type { DiscontentValues } from '../domain/discontentSchema';
import type { HistoryActor } from './history';
import { writeShiftChange } from './shiftWrites';

/**
 * 'Add a shift-discontent document' and 'Submitting sets hasShiftDiscontent true', in one batch so that
 * neither is written without the other; the History entry says `detail`. createdBy is the signed-in user.
 * Returns the new document's id.
 */
export async function addDiscontent(
  db: Firestore,
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>,
  values: DiscontentValues,
  detail: string,
  actor: HistoryActor,
  now: number,
  /** the id of an earlier try of the same submission: a retry rewrites that document */
  id?: string,
): Promise<string> {
  const ref = id ? doc(db, 'shiftdiscontents', id) : doc(collection(db, 'shiftdiscontents'));
  const batch = writeBatch(db);
  batch.set(ref, {
    shiftIdentifier: shift.id,
    facilityIdentifier: shift.facilityIdentifier,
    shiftDiscontentReason: values.shiftDiscontentReason,
    applyDiscontentCommentTo: values.applyDiscontentCommentTo,
    shiftDiscontentReasonDetails: values.shiftDiscontentReasonDetails,
    nurseId: shift.nurseId,
    createdBy: actor.uid,
    createdAt: now,
  });
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
