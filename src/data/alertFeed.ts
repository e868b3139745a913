// The top bar's Alerts: the signed-in (or impersonated) user's entries, user/{uid}/alerts, written by the Cloud
// Functions for each event of their facilities (functions/src/notifications.ts). Newest first and bounded by count,
// not by a window of shifts: a claim of a shift next month is there as soon as one of tomorrow.
import { collection, limit, orderBy, query, type Firestore, type Unsubscribe } from 'firebase/firestore';
import type { AlertEntry } from '../domain/alerts';
import { plainDoc } from './convert';
import { watchServer } from './online';

/**
 * The newest entries the listener holds: the first load reads these (the dashboard's reads stay bounded however busy
 * the facility), and each later entry is one read more; the Alerts keep more of them as they arrive (alertsSlice).
 */
const ALERTS_READ = 5;

const ENTRY_DEFAULTS: Omit<AlertEntry, 'id'> = {
  kind: 'claimed',
  noShow: false,
  shiftId: '',
  facilityId: '',
  workerId: '',
  workerName: '',
  start: 0,
  urgent: false,
  detail: '',
  at: 0,
};

/** @public The user's newest entries. */
export const alertFeedQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'user', uid, 'alerts'), orderBy('at', 'desc'), limit(ALERTS_READ));

/** The user's newest entries as they change, newest first. */
export function watchAlertFeed(
  db: Firestore,
  uid: string,
  onNext: (entries: AlertEntry[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return watchServer(
    alertFeedQuery(db, uid),
    (snap) => onNext(snap.docs.map((d) => plainDoc<AlertEntry>(d, ENTRY_DEFAULTS))),
    onError,
  );
}
