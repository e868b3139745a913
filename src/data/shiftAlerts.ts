// The top bar's Alerts' own reads, apart from shifts.ts so that the shell's Alerts load only these queries.
// Bound, on each opening, however busy the facility or long its history: ALERTS_LIMIT claimed shifts per facility in
// scope and CLAIMS_LIMIT unclaimed ones for them all; the slice opens them again every ALERTS_STEP_MS as the clock
// moves on. Everything else the Alerts hear comes from the listeners the open screens already hold (shiftFeed.ts),
// these among them.
import { type Firestore, limit, orderBy, Timestamp, type Unsubscribe, where } from 'firebase/firestore';
import { chunk, FACILITIES_PER_QUERY } from '../lib/firebase/facilityChunks';
import { watchShifts, facilityShifts } from './shifts';

/**
 * The claimed shifts one facility's listener holds: the next to start, where a worker turns late (and releases
 * urgently). Small, so that the dashboard's first view stays within its 30 documents (26 at the demo facility).
 */
export const ALERTS_LIMIT = 4;

/**
 * The unclaimed shifts the Alerts hold for all the facilities in scope together (a company's as one query): the next
 * to start, the likeliest to be claimed. One, so that the dashboard of the busiest facility stays within its 30
 * documents (30 at the budget test's busy facility); on a screen that lists shifts (the dashboard's urgent card,
 * /today, /shifts, the calendar...) the screen's own listener hears claims of the others.
 */
export const CLAIMS_LIMIT = 1;

/** The facilities' active shifts, claimed or not, starting from `from`, soonest first, `max` of them. */
const nextActiveQuery = (db: Firestore, facilityIds: readonly string[], claimed: boolean, from: number, max: number) =>
  facilityShifts(
    db,
    facilityIds,
    where('status', '==', 'active'),
    where('isFree', '==', !claimed),
    where('start', '>=', Timestamp.fromMillis(from)),
    orderBy('start', 'asc'),
    limit(max),
  );

/**
 * The Alerts' own queries: one per facility on its claimed shifts from `claimedFrom` (an unclaimed shift cannot turn
 * late; a released one leaves the list and the feed reads it again, so seeing the release), and one per chunk of
 * facilities (FACILITIES_PER_QUERY: the rules' reads) on their unclaimed shifts from `unclaimedFrom` (a claimed one
 * leaves, and the feed sees who claimed it).
 */
export const alertsQueries = (
  db: Firestore,
  facilityIds: readonly string[],
  claimedFrom: number,
  unclaimedFrom: number,
) => [
  ...facilityIds.map((id) => nextActiveQuery(db, [id], true, claimedFrom, ALERTS_LIMIT)),
  ...chunk(facilityIds, FACILITIES_PER_QUERY).map((ids) =>
    nextActiveQuery(db, ids, false, unclaimedFrom, CLAIMS_LIMIT),
  ),
];

/**
 * The Alerts' own listeners on alertsQueries, feeding the Alerts as every shift listener does; `onAnswered` hears when
 * all of them have answered once (from then on, their changes raise alerts).
 */
export function watchAlertShifts(
  db: Firestore,
  facilityIds: readonly string[],
  claimedFrom: number,
  unclaimedFrom: number,
  onAnswered: () => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const queries = alertsQueries(db, facilityIds, claimedFrom, unclaimedFrom);
  let waiting = queries.length;
  const stops = queries.map((q) => {
    let first = true;
    return watchShifts(
      q,
      () => {
        if (first && !--waiting) onAnswered();
        first = false;
      },
      onError,
    );
  });
  return () => stops.forEach((stop) => stop());
}
