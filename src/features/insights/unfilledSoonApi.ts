// The dashboard's urgent card's read (Unfilled in the next 48 hours), apart from insightsApi.ts: the dashboard loads
// this listener alone, not /insights' aggregation queries.
import { type DocumentData, type Firestore, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { toShift, unfilledSoonQuery, watchAcrossChunks } from '../../data/shifts';
import { UNFILLED_SOON_MS } from '../../domain/unfilledSoon';
import type { Shift } from '../../domain/types';

/** An unclaimed shift on the dashboard's urgent card. */
export type UnfilledShift = Pick<Shift, 'id' | 'facilityIdentifier' | 'description' | 'start' | 'end' | 'nurseType'>;

const toUnfilled = (snap: QueryDocumentSnapshot<DocumentData>): UnfilledShift => {
  const s = toShift(snap);
  return {
    id: s.id,
    facilityIdentifier: s.facilityIdentifier,
    description: s.description,
    start: s.start,
    end: s.end,
    nurseType: s.nurseType,
  };
};

/**
 * Listens to the soonest `max` unclaimed, active shifts that start in the 48 hours from `now`, soonest first (every
 * chunk of a company's facilities, merged), and whether there are more. A shift a worker claims leaves the list with
 * the next snapshot.
 */
export function watchUnfilledSoon(
  db: Firestore,
  facilityIds: readonly string[],
  now: number,
  max: number,
  onChange: (shifts: UnfilledShift[], more: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchAcrossChunks(
    facilityIds,
    // one more than is shown: its presence is the 'more'
    (ids) => unfilledSoonQuery(db, ids, now, now + UNFILLED_SOON_MS, max + 1),
    toUnfilled,
    (parts) => {
      const merged = parts.flat().sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
      onChange(merged.slice(0, max), merged.length > max);
    },
    onError,
  );
}
