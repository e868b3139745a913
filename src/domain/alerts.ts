// The top bar's Alerts: each member's entries (user/{uid}/alerts/{event}), written by the Cloud Functions with the
// event a shift's change makes (a claim, a release, a late worker, a no-show: ./notifications.ts) and each credential
// problem of a claimed shift (./credentialNotices.ts), whatever the member
// chose to be emailed or texted; what an entry says; which entries of a listener's answer are new; and whether the
// user's notification choice lets one out as a toast or a browser notification. Pure: `now` is given.
import { notificationKindsOf } from './notificationKinds';
import type { ShiftEvent } from './notifications';

type AlertKind = ShiftEvent['kind'] | 'credentials';

/** A release this close to the start is urgent. */
const URGENT_RELEASE_MS = 24 * 3_600_000;

/** An entry of a member's Alerts, as stored (times in ms here; Timestamps in Firestore). */
export interface AlertEntry {
  /** the event's key: one entry per event and member however often the event is delivered */
  id: string;
  kind: AlertKind;
  /** a late worker marked a no-show (kind late) */
  noShow: boolean;
  shiftId: string;
  facilityId: string;
  workerId: string;
  /** the worker's full name when the event was heard ('' when unknown) */
  workerName: string;
  start: number;
  /** a release less than 24 hours before the start */
  urgent: boolean;
  /** a credential problem in words ('Missing TB test'); '' for the other kinds */
  detail: string;
  /** when the event was heard */
  at: number;
}

/** The entry of an event heard at `now`. */
export function alertEntryOf(event: ShiftEvent, workerName: string, now: number): AlertEntry {
  return {
    id: event.key,
    kind: event.kind,
    noShow: event.noShow,
    shiftId: event.shift.id,
    facilityId: event.shift.facilityId,
    workerId: event.workerId,
    workerName,
    start: event.shift.start,
    urgent: event.kind === 'released' && event.shift.start - now < URGENT_RELEASE_MS,
    detail: '',
    at: now,
  };
}

/** The entry of a credential problem (its notice's key and its words) of a claimed shift, heard at `now`. */
export function credentialAlertOf(
  notice: { key: string; detail: string },
  shift: { id: string; facilityId: string; start: number; nurseId: string },
  workerName: string,
  now: number,
): AlertEntry {
  return {
    id: notice.key,
    kind: 'credentials',
    noShow: false,
    shiftId: shift.id,
    facilityId: shift.facilityId,
    workerId: shift.nurseId,
    workerName,
    start: shift.start,
    urgent: false,
    detail: notice.detail,
    at: now,
  };
}

/** What an entry's toast and line say: the worker's full name and what happened. */
export function alertText(entry: Pick<AlertEntry, 'kind' | 'noShow' | 'detail'>, workerName: string): string {
  if (entry.kind === 'credentials') return `${workerName}: ${entry.detail}`;
  if (entry.noShow) return `${workerName} was marked a no-show`;
  return `${workerName} ${entry.kind === 'late' ? 'is late' : entry.kind}`;
}

/**
 * The entries of a listener's answer that were not in the one before (newest first, as stored): these raise a toast.
 * On the first answer (`before` null) none is new: those entries happened before the portal opened.
 */
export function newAlerts(before: ReadonlySet<string> | null, entries: readonly AlertEntry[]): AlertEntry[] {
  return before ? entries.filter((e) => !before.has(e.id)) : [];
}

/**
 * Whether an alert is toasted (and notified when the tab is hidden), as the user record's notification choice says
 * (spec: User.notifications): every one (all-notifications, the default, and any unknown value), only the important
 * ones (important-notifications: urgent releases, late workers, credential problems), or none (no-notifications); a
 * choice of kinds
 * made in the Account page's Notifications section lets out the alerts of those kinds.
 */
export function alertNotifies(alert: Pick<AlertEntry, 'kind' | 'urgent'>, choice: string | null | undefined): boolean {
  if (choice === 'important-notifications')
    return alert.kind === 'late' || alert.kind === 'credentials' || alert.urgent;
  return notificationKindsOf(choice).includes(alert.kind);
}
