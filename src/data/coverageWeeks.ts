// The coverage weeks (facilities/{facilityId}/coverageWeeks/{UTC Sunday}), read by /staffing: each holds the
// facility's shifts that start in that UTC week as the table `Coverage` counts them, kept by a trusted writer
// (src/domain/coverageWeeks.ts says what; the Cloud Function of functions/src/index.ts, deployed and on the
// emulators). The portal only reads them: a facility's week in one query of the one or two weeks it overlaps.
import { collection, type Firestore, limit, query, type Unsubscribe, where } from 'firebase/firestore';
import { watchServer } from './online';
import { coverageWeeksBetween, shiftsStartingBetween } from '../domain/coverageWeeks';
import type { CoverageShift } from '../domain/staffing';

/** The rules let a query name at most this many weeks: a facility's week overlaps two, three with room. */
const MAX_WEEKS = 3;

/**
 * A facility's week documents of `kind` named in `weeks`: at most `max` of them, the limit the rules require of such a
 * list (the calendar weeks' query too, src/data/calendarWeeks.ts).
 */
export const facilityWeeksQuery = (
  db: Firestore,
  facilityId: string,
  kind: 'coverageWeeks' | 'calendarWeeks',
  weeks: readonly string[],
  max: number,
) => query(collection(db, 'facilities', facilityId, kind), where('week', 'in', weeks.slice(0, max)), limit(max));

/** @public (the index test builds it; knip would call it unused) */
export const coverageWeeksQuery = (db: Firestore, facilityId: string, weeks: readonly string[]) =>
  facilityWeeksQuery(db, facilityId, 'coverageWeeks', weeks, MAX_WEEKS);

/**
 * The facility's shifts starting in [from, to) (by id), live: the coverage weeks the range overlaps, read once and
 * then on each change. A week no shift starts in has no document.
 */
export function watchCoverageBetween(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: Record<string, CoverageShift>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const weeks = coverageWeeksBetween(from, to);
  if (weeks.length === 0) {
    onChange({});
    return () => {};
  }
  return watchServer(
    coverageWeeksQuery(db, facilityId, weeks),
    (snap) =>
      onChange(
        shiftsStartingBetween(
          snap.docs.map((d) => d.data()),
          from,
          to,
        ),
      ),
    onError,
  );
}
