// Every change of a stored shift, each with its History entry in the same batch or transaction: updateShiftsAsSeen
// (the shift still as the user saw it) and writeShiftChange (inside a write of other documents: a review, a block, a
// favorite, a discontent form), and the writes of one screen each: Edit Shift (the edit page and the calendar's drag:
// the one writer of 'edited' entries), Cancel Shift, and /compliance's release of one worker. Each refuses, in its
// transaction, what the stored shift no longer allows (cancelled, started) before it compares it with what the
// scheduler saw. New shifts are shiftPosting.ts'; the reads are shifts.ts' (which the dashboard loads at once).
import {
  type Firestore,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import { writeOnline } from './online';
import { unlessDenied } from '../lib/firebase/denied';
import { favoritesFirstAfterEdit } from '../domain/favoritesFirst';
import { noShowRefusal } from '../domain/today';
import { declined } from '../lib/thunkError';
import { cancelRefusal, hasStarted, isShiftLocked, stillAsSeen, type ShiftSeen } from '../domain/shiftStatus';
import { editedRequirements } from '../domain/medPass';
import { cancelReasonText, changedFields, SHIFT_EDIT_FIELDS } from '../domain/history';
import type { AdditionalRequirement, CancelReasonType, Shift } from '../domain/types';
import { recordHistory, type HistoryActor, type HistoryNote } from './history';
import { shiftRef, toShift } from './shifts';

/** A change of one stored shift: the fields written, and what its History entry says (the shift's part is added). */
export interface ShiftChange {
  fields: Record<string, unknown>;
  entry: Omit<HistoryNote, 'shift'>;
}

/** What a History entry says of the shift it is about. */
const entryShift = (s: HistoryNote['shift']): HistoryNote['shift'] => ({
  id: s.id,
  facilityIdentifier: s.facilityIdentifier,
  companyId: s.companyId,
  start: s.start,
  description: s.description,
});

/**
 * Writes a change of a stored shift with its History entry into the caller's batch or transaction, for a write that
 * changes other documents with it (a review, a discontent form, a favorite, a block); the shift names its entry.
 */
export function writeShiftChange(
  db: Firestore,
  writer: WriteBatch | Transaction,
  shift: HistoryNote['shift'],
  change: ShiftChange,
  actor: HistoryActor,
): void {
  const history = recordHistory(db, writer, { ...change.entry, shift: entryShift(shift) }, actor);
  (writer as WriteBatch).update(shiftRef(db, shift.id), { ...change.fields, ...history });
}

/**
 * The one way a stored shift changes: in one transaction, reads each shift, checks it is still as the user saw it
 * (`asSeen`), and writes each change with its History entry. A shift gone is declined as `missing` ('notFound' unless
 * told), one changed since as 'changed': nothing is written then. At most HISTORY_PAIRS_PER_BATCH shifts a call (the
 * rules of one transaction read at most 20 documents).
 */
export async function updateShiftsAsSeen(
  db: Firestore,
  ids: readonly string[],
  asSeen: (stored: Shift, index: number) => boolean,
  change: (stored: Shift, index: number) => ShiftChange,
  actor: HistoryActor,
  missing: 'notFound' | 'changed' = 'notFound',
): Promise<void> {
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      // where a missing shift is 'notFound' (one shift's screen), a shift the rules do not let this user read (another
      // facility's) is, for them, not there; a batch ('changed') is refused whole by the rules as it always was
      const read = (id: string) => tx.get(shiftRef(db, id));
      const snaps = await Promise.all(
        ids.map((id) => (missing === 'notFound' ? unlessDenied(() => read(id)) : read(id))),
      );
      if (snaps.some((snap) => !snap?.exists())) throw declined(missing);
      const stored = snaps.map((snap) => toShift(snap!));
      if (stored.some((s, i) => !asSeen(s, i))) throw declined('changed');
      stored.forEach((s, i) => writeShiftChange(db, tx, s, change(s, i), actor));
    }),
  );
}

/**
 * Taking the worker off a claimed shift: unclaimed again, its 'released' entry saying why (blocking frees the worker's
 * future shifts with it; /compliance one shift whose worker's documents do not cover it).
 */
export const releaseChange = (nurseId: string, reason: string): ShiftChange => ({
  fields: { isFree: true, nurseId: null },
  entry: { kind: 'released', detail: reason, workerId: nurseId },
});

/**
 * The favorites' window of a shift whose start moves (an edit, or a drag on the calendar): the rules refuse a window
 * that ends after the start.
 */
// the update of favoritesFirstUntil that a move to `start` needs: none, or the window closed at the new start
function favoritesFirstOnMove(until: number | null, start: number): { favoritesFirstUntil?: Timestamp | null } {
  const after = favoritesFirstAfterEdit(until, start);
  return after === until ? {} : { favoritesFirstUntil: after == null ? null : Timestamp.fromMillis(after) };
}

/** What an edit may change: the edit page's fields, or (a drag on the calendar) the times alone. */
export type ShiftEdit = Pick<Shift, 'start' | 'end'> &
  Partial<Pick<Shift, 'description' | 'nurseType' | 'additionalnotes'>> & {
    additionalRequirements?: AdditionalRequirement[];
  };

const EDITABLE = ['description', 'nurseType', 'additionalnotes', 'additionalRequirements'] as const;

/**
 * The one writer of 'edited' entries (the edit page and the calendar's drag): the fields given (Med Pass following a
 * new position: editedRequirements), a favorites' window that would end after the new start closed at it, and what
 * changed, from what. Refused in its transaction when the stored shift is cancelled ('cancelled') or has started
 * ('locked': the started-shift lock), or when the new start has passed ('invalid'); with `seen`, written only while
 * the stored shift still shows what the scheduler saw ('changed' otherwise). Nothing is written when refused.
 * Resolves to the shift as written.
 */
export async function editShift(
  db: Firestore,
  id: string,
  edit: ShiftEdit,
  seen: ShiftSeen | null,
  actor: HistoryActor,
): Promise<Shift> {
  let written: Shift | null = null;
  await updateShiftsAsSeen(
    db,
    [id],
    (stored) => {
      const now = Date.now();
      if (stored.status === 'cancelled') throw declined('cancelled');
      if (isShiftLocked(stored, now)) throw declined('locked');
      if (hasStarted(edit.start, now)) throw declined('invalid');
      return seen === null || stillAsSeen(stored, seen);
    },
    (stored) => {
      const favoritesWindow = favoritesFirstOnMove(stored.favoritesFirstUntil, edit.start);
      const requirements =
        edit.nurseType === undefined ? {} : { additionalRequirements: editedRequirements(stored, edit.nurseType) };
      const after = {
        ...edit,
        ...requirements,
        ...('favoritesFirstUntil' in favoritesWindow
          ? { favoritesFirstUntil: favoritesWindow.favoritesFirstUntil?.toMillis() ?? null }
          : {}),
      };
      written = { ...stored, ...after };
      const changes = changedFields(stored as unknown as Record<string, unknown>, after, SHIFT_EDIT_FIELDS);
      const kept = EDITABLE.filter((k) => after[k] !== undefined).map((k) => [k, after[k]]);
      return {
        fields: {
          ...Object.fromEntries(kept),
          start: Timestamp.fromMillis(edit.start),
          end: Timestamp.fromMillis(edit.end),
          ...favoritesWindow,
        },
        entry: { kind: 'edited', changes },
      };
    },
    actor,
  );
  if (!written) throw declined('notFound');
  return written;
}

/**
 * 'Merge-set a shift's status to cancelled with cancelledAt, cancelledBy, cancellationReason'. Refused in its
 * transaction when the stored shift has started with a worker ('refused': cancelRefusal) or is cancelled already
 * ('cancelled'); written only while it still shows what the scheduler saw ('changed' otherwise, nothing written).
 */
export async function cancelShift(
  db: Firestore,
  id: string,
  reason: { type: CancelReasonType; details?: string },
  actor: HistoryActor,
  seen: ShiftSeen,
): Promise<Shift> {
  const cancellationReason = reason.details ? { type: reason.type, details: reason.details } : { type: reason.type };
  let written: Shift | null = null;
  await updateShiftsAsSeen(
    db,
    [id],
    (stored) => {
      if (cancelRefusal(stored, Date.now())) throw declined('refused');
      if (stored.status === 'cancelled') throw declined('cancelled');
      return stillAsSeen(stored, seen);
    },
    (stored) => {
      // the server's time is stored; the screen shows the client's until the shift is read again
      written = { ...stored, status: 'cancelled', cancelledAt: Date.now(), cancelledBy: actor.uid, cancellationReason };
      return {
        fields: { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: actor.uid, cancellationReason },
        entry: { kind: 'cancelled', detail: cancelReasonText(cancellationReason) },
      };
    },
    actor,
  );
  if (!written) throw declined('notFound');
  return written;
}

/** Releases the worker from one shift, only while it is still theirs and not cancelled ('changed' otherwise). */
export async function releaseShift(
  db: Firestore,
  shiftId: string,
  nurseId: string,
  reason: string,
  actor: HistoryActor,
): Promise<void> {
  await updateShiftsAsSeen(
    db,
    [shiftId],
    (stored) => stored.nurseId === nurseId && stored.status !== 'cancelled',
    () => releaseChange(nurseId, reason),
    actor,
  );
}

/**
 * /today's Mark no-show: who (the signed-in user) and when (the server's time), the optional note, and its History
 * entry, written only while the stored shift may still be marked at `now` (a clock-in, a mark or a cancellation that
 * arrived meanwhile declines it as 'changed'; a start less than 30 minutes ago as 'locked').
 */
export async function markNoShow(
  db: Firestore,
  id: string,
  note: string,
  actor: HistoryActor,
  now = Date.now(),
): Promise<void> {
  const text = note.trim() || null;
  await updateShiftsAsSeen(
    db,
    [id],
    (stored) => {
      const refusal = noShowRefusal(stored, now);
      if (refusal === 'tooEarly') throw declined('locked');
      return refusal === null;
    },
    (stored) => ({
      fields: { noShowAt: serverTimestamp(), noShowBy: actor.uid, noShowNote: text },
      entry: { kind: 'noShow', detail: text, workerId: stored.nurseId },
    }),
    actor,
  );
}
