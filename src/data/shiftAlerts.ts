// The top bar's Alerts' own read (issue 35), apart from shifts.ts so that the shell's Alerts load only this query.
// Bound: ALERTS_LIMIT documents per facility in scope on each opening, however busy the facility or long its history;
// the slice opens it again every ALERTS_STEP_MS as the clock moves on. Everything else the Alerts hear comes from the
// listeners the open screens already hold (shiftFeed.ts), this one among them.
import { type Firestore, limit, orderBy, query, Timestamp, type Unsubscribe, where } from 'firebase/firestore';
import { shiftsCollection, watchShifts } from './shifts';

/**
 * The shifts one facility's listener holds: the next claimed ones to start, where a worker turns late (and releases
 * urgently). Small, so that the dashboard's first view stays within its 30 documents (25 at the demo facility).
 */
export const ALERTS_LIMIT = 4;

/**
 * Alerts: one facility's claimed, active shifts starting from `from`, soonest first, ALERTS_LIMIT of them. Claimed
 * only: an unclaimed shift cannot turn late, and one that leaves this list (released, cancelled) is read again by the
 * feed, which so sees the release.
 */
export const alertsWindowQuery = (db: Firestore, facilityId: string, from: number) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('status', '==', 'active'),
    where('isFree', '==', false),
    where('start', '>=', Timestamp.fromMillis(from)),
    orderBy('start', 'asc'),
    limit(ALERTS_LIMIT),
  );

/**
 * The Alerts' own listeners: one per facility on alertsWindowQuery from `from`, feeding the Alerts as every shift
 * listener does; `onAnswered` hears each facility's first answer (from then on, its changes raise alerts).
 */
export function watchAlertShifts(
  db: Firestore,
  facilityIds: readonly string[],
  from: number,
  onAnswered: (facilityId: string) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const stops = facilityIds.map((id) => watchShifts(alertsWindowQuery(db, id, from), () => onAnswered(id), onError));
  return () => stops.forEach((stop) => stop());
}
