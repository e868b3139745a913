// The writes of one screen each, through updateShiftsAsSeen (shifts.ts): Edit Shift (the edit page and the calendar's
// drag: the one writer of 'edited' entries), Cancel Shift, and /compliance's release of one worker. Apart from
// shifts.ts, which the dashboard loads at once, so that it does not carry them.
import { type Firestore, serverTimestamp, Timestamp } from 'firebase/firestore';
import {} from './convert';
import {} from './pages';
import {} from '../lib/firebase/denied';
import {} from './byFacility';
import { favoritesFirstOnMove } from './favoritesFirst';
import {} from '../lib/thunkError';
import {} from '../domain/shiftDefaults';
import {} from '../domain/insights';
import { stillAsSeen, type ShiftSeen } from '../domain/shiftStatus';
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
 * The one writer of 'edited' entries (the edit page and the calendar's drag): the fields given, a favorites' window
 * that would end after the new start closed at it, and what changed, from what. With `seen`, written only while the
 * stored shift still shows what the scheduler saw ('changed' otherwise, nothing written).
 */
export async function editShift(
  db: Firestore,
  id: string,
  edit: ShiftEdit,
  seen: ShiftSeen | null,
  actor: HistoryActor,
): Promise<void> {
  await updateShiftsAsSeen(
    db,
    [id],
    (stored) => seen === null || stillAsSeen(stored, seen),
    (stored) => {
      const favoritesWindow = favoritesFirstOnMove(stored.favoritesFirstUntil, edit.start);
      const after = {
        ...edit,
        ...('favoritesFirstUntil' in favoritesWindow
          ? { favoritesFirstUntil: favoritesWindow.favoritesFirstUntil?.toMillis() ?? null }
          : {}),
      };
      const changes = changedFields(stored as unknown as Record<string, unknown>, after, SHIFT_EDIT_FIELDS);
      const kept = EDITABLE.filter((k) => edit[k] !== undefined).map((k) => [k, edit[k]]);
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
}

/**
 * 'Merge-set a shift's status to cancelled with cancelledAt, cancelledBy, cancellationReason', only while the stored
 * shift still shows what the scheduler saw ('changed' otherwise, nothing written).
 */
export async function cancelShift(
  db: Firestore,
  id: string,
  reason: { type: CancelReasonType; details?: string },
  actor: HistoryActor,
  seen: ShiftSeen,
): Promise<void> {
  const cancellationReason = reason.details ? { type: reason.type, details: reason.details } : { type: reason.type };
  await updateShiftsAsSeen(
    db,
    [id],
    (stored) => stillAsSeen(stored, seen),
    () => ({
      fields: { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: actor.uid, cancellationReason },
      entry: { kind: 'cancelled', detail: cancelReasonText(cancellationReason) },
    }),
    actor,
  );
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
