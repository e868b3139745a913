// The top bar's Alerts' read (issue 35), apart from shifts.ts so that the shell's Alerts load only this query.
// Bound: ALERTS_LIMIT documents per facility in scope on each opening, however busy the facility or long its history;
// the slice opens it again at most every ALERTS_MIN_STEP_MS as the clock moves on.
import { type Firestore, limit, orderBy, query, Timestamp, type Unsubscribe, where } from 'firebase/firestore';
import { watchServer } from './online';
import type { Shift } from '../domain/types';
import { shiftsCollection, toShift } from './shifts';

/**
 * The shifts one facility's listener holds: the next ones to start, where lateness and urgent releases happen. Small,
 * so that the dashboard's first view stays within its 30 documents (23 of its own at the demo facility).
 */
export const ALERTS_LIMIT = 6;

/** Alerts: one facility's active shifts starting from `from`, soonest first, ALERTS_LIMIT of them. */
export const alertsWindowQuery = (db: Firestore, facilityId: string, from: number) =>
  query(
    shiftsCollection(db),
    where('facilityIdentifier', '==', facilityId),
    where('status', '==', 'active'),
    where('start', '>=', Timestamp.fromMillis(from)),
    orderBy('start', 'asc'),
    limit(ALERTS_LIMIT),
  );

/**
 * The Alerts' listeners: one per facility on alertsWindowQuery from `from`; reports each facility's shifts on each
 * change of it (the first answer too: the caller raises nothing on what it had not seen before).
 */
export function watchAlertShifts(
  db: Firestore,
  facilityIds: readonly string[],
  from: number,
  onChange: (facilityId: string, shifts: Shift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const stops = facilityIds.map((id) =>
    watchServer(alertsWindowQuery(db, id, from), (snap) => onChange(id, snap.docs.map(toShift)), onError),
  );
  return () => stops.forEach((stop) => stop());
}
