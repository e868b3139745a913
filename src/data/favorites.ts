// A facility's favorites (premierlist) and the events of their changes, with the History entry of the shift a change
// is made from.
import { arrayRemove, arrayUnion, doc, type Firestore, runTransaction, Timestamp } from 'firebase/firestore';
import { writeOnline } from './online';
import { declined } from '../lib/thunkError';
import { shiftRef, toShift } from './shifts';
import { writeShiftChange } from './shiftWrites';
import { toFacility } from './facilities';
import type { Facility } from '../domain/types';

export interface FavoriteChange {
  facilityId: string;
  nurseId: string;
  favorite: boolean;
  /** the signed-in uid, recorded with the event */
  by: string;
  /** their name at the time (session/actor.ts), for the History entry when the change is made from a shift */
  byName: string;
  /** the shift the change was made from: its History records the change */
  shiftId?: string;
}

/**
 * Adds the worker to the facility's favorites (premierlist) or removes them, appending the change to
 * premierlistEvents, in a transaction that writes only while the stored list still shows what the scheduler saw
 * (not a favorite when adding, a favorite when removing): otherwise 'changed'. A blocked worker is refused
 * ('invalid'). A retry whose first write landed (same event time) finds its event and writes nothing.
 * Returns the facility as it is stored once the change is made (what was read, with what was written), so the
 * session shows the change without reading the facility again.
 */
export async function applyFavoriteChange(
  db: Firestore,
  change: FavoriteChange,
  eventAt = Date.now(),
): Promise<Facility> {
  const { facilityId, nurseId, favorite, by } = change;
  const action = favorite ? 'added' : 'removed';
  const timestamp = Timestamp.fromMillis(eventAt);
  const ref = doc(db, 'facilities', facilityId);
  return writeOnline(db, () =>
    runTransaction(db, async (tx): Promise<Facility> => {
      const stored = await tx.get(ref);
      if (!stored.exists()) throw declined('notFound');
      const before = toFacility(stored);
      const events = (stored.get('premierlistEvents') ?? []) as { timestamp?: Timestamp; nurseId?: string }[];
      const landed = events.some(
        (e) =>
          e.nurseId === nurseId &&
          (e as { action?: string }).action === action &&
          e.timestamp?.toMillis?.() === eventAt,
      );
      if (landed) return before;
      const listed = ((stored.get('premierlist') ?? []) as string[]).includes(nurseId);
      if (listed === favorite) throw declined('changed');
      if (favorite && ((stored.get('blocklist') ?? []) as string[]).includes(nurseId)) throw declined('invalid');
      if (change.shiftId) {
        const snap = await tx.get(shiftRef(db, change.shiftId));
        const shift = snap.exists() ? toShift(snap) : null;
        if (shift && shift.facilityIdentifier === facilityId) {
          const entry = { kind: 'favorite' as const, detail: action, workerId: nurseId };
          writeShiftChange(db, tx, shift, { fields: {}, entry }, { uid: by, name: change.byName });
        }
      }
      tx.update(ref, {
        premierlist: favorite ? arrayUnion(nurseId) : arrayRemove(nurseId),
        premierlistEvents: arrayUnion({ timestamp, nurseId, action, by }),
      });
      return {
        ...before,
        premierlist: favorite ? [...before.premierlist, nurseId] : before.premierlist.filter((id) => id !== nurseId),
        premierlistEvents: [...before.premierlistEvents, { timestamp: eventAt, nurseId, action, by }],
      };
    }),
  );
}
