// The writes of one screen each, through updateShiftsAsSeen (shifts.ts): Edit Shift (the edit page and the calendar's
// drag: the one writer of 'edited' entries), Cancel Shift, and /compliance's release of one worker. Each refuses, in
// its transaction, what the stored shift no longer allows (cancelled, started) before it compares it with what the
// scheduler saw. Apart from shifts.ts, which the dashboard loads at once, so that it does not carry them.
import { type Firestore, serverTimestamp, Timestamp } from 'firebase/firestore';
import { favoritesFirstOnMove } from './favoritesFirst';
import { declined } from '../lib/thunkError';
import { cancelRefusal, hasStarted, isShiftLocked, stillAsSeen, type ShiftSeen } from '../domain/shiftStatus';
import { editedRequirements } from '../domain/medPass';
import { cancelReasonText, changedFields, SHIFT_EDIT_FIELDS } from '../domain/history';
import type { AdditionalRequirement, CancelReasonType, Shift } from '../domain/types';
import { type HistoryActor } from './history';
import { releaseChange, updateShiftsAsSeen } from './shifts';

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
