// The Alerts of the top bar: which alerts a listener's answer raises, given what was seen before, and
// whether the user's notification choice lets an alert out as a toast or a browser notification. Pure: `now` is given.
import { notificationKindsOf } from './notificationKinds';
import { shiftAlert, type AlertFacts, type ShiftAlert } from './today';

/**
 * The Alerts' own listeners are opened anew this often, so that they follow the clock: each opening holds the next
 * claimed shifts to start from one step before it. A worker turns late 10 minutes after the start, so a shift that
 * turns late while an opening stands started after that opening's `from`.
 */
export const ALERTS_STEP_MS = 30 * 60_000;
/** Where an opening of the Alerts' listeners at `at` starts: one step back, so consecutive openings overlap. */
export const alertsWindowFrom = (at: number) => at - ALERTS_STEP_MS;

/** What was last seen of each shift, and when (the late rule compares the state then with the state now). */
export type SeenShifts = ReadonlyMap<string, { facts: AlertFacts; seenAt: number }>;

/**
 * The alerts raised by the shifts of an answer (or, with the same shifts, by time passing), and what is seen now. With
 * `seen` null (the listener's first answer) nothing is raised: the alerts are the changes after it.
 */
export function alertsOf(
  seen: SeenShifts | null,
  shifts: readonly AlertFacts[],
  now: number,
): { alerts: ShiftAlert[]; seen: Map<string, { facts: AlertFacts; seenAt: number }> } {
  const next = new Map(seen ?? []);
  const alerts: ShiftAlert[] = [];
  for (const facts of shifts) {
    const before = seen?.get(facts.id) ?? null;
    const alert = seen ? shiftAlert(before, facts, now) : null;
    if (alert) alerts.push(alert);
    next.set(facts.id, { facts, seenAt: now });
  }
  return { alerts, seen: next };
}

/**
 * Whether an alert is toasted (and notified when the tab is hidden), as the user record's notification choice says
 * (spec: User.notifications): every one (all-notifications, the default, and any unknown value), only the important
 * ones (important-notifications: urgent releases and late workers), or none (no-notifications); a choice of kinds
 * made in the Account page's Notifications section lets out the alerts of those kinds.
 */
export function alertNotifies(alert: Pick<ShiftAlert, 'kind' | 'urgent'>, choice: string | null | undefined): boolean {
  if (choice === 'important-notifications') return alert.kind === 'late' || alert.urgent;
  return notificationKindsOf(choice).includes(alert.kind);
}
