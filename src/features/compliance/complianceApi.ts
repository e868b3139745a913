// Every Firestore call compliance makes, through the data modules; it returns plain objects. Thunks load it on demand.
import type { Firestore, Unsubscribe } from '../../data/db';
import type { Shift } from '../../domain/types';
import type { CheckCursor } from '../../domain/complianceCheck';
import { readCredentials } from '../../data/credentials';
import { fetchShiftsStartingBetween } from '../../data/shifts';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';
import { releaseShift } from '../../data/shiftWrites';
import { watchClaimedShiftsStarting } from '../../data/shiftWindows';
import { readWorkers } from '../../data/users';

export { readCredentials, readWorkers, releaseShift };
export { saveDocumentRequirements } from '../../data/facilities';

/** The claimed shifts /compliance checks: starting in [from, to), not ended at `now` (the screen's opening). */
export interface ClaimedWindow {
  from: number;
  to: number;
  now: number;
}

/** What the Credential problems table needs of a claimed shift. */
export type ClaimedShift = Pick<
  Shift,
  'id' | 'facilityIdentifier' | 'description' | 'start' | 'end' | 'nurseType' | 'nurseId' | 'tz'
>;

const claimed = (s: Shift): ClaimedShift => ({
  id: s.id,
  facilityIdentifier: s.facilityIdentifier,
  description: s.description,
  start: s.start,
  end: s.end,
  nurseType: s.nurseType,
  nurseId: s.nurseId,
  tz: s.tz,
});

/**
 * Listens to a page of the facility's claimed shifts of the window, from `at` (null: the window's start), `size` of
 * them at most. Reports each answer and change.
 */
export function watchClaimedPage(
  db: Firestore,
  facilityId: string,
  window: ClaimedWindow,
  at: CheckCursor | null,
  size: number,
  onChange: (shifts: ClaimedShift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchClaimedShiftsStarting(
    db,
    facilityId,
    window,
    at,
    size,
    (shifts) => onChange(shifts.map(claimed)),
    onError,
  );
}

/** The ids of the workers who worked or claimed a shift of the facility that starts in [from, to) (not cancelled). */
export async function fetchWorkersOfShifts(db: Firestore, facilityId: string, from: number, to: number) {
  const shifts = await fetchShiftsStartingBetween(db, scopeOfFacilities([facilityId]), from, to);
  return [...new Set(shifts.filter((s) => s.status !== 'cancelled' && s.nurseId).map((s) => s.nurseId as string))];
}
