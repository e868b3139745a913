// The notification kinds, and how the user record's `notifications` value reads as them.
// Apart from src/domain/notifications.ts, with no imports: the top bar's Alerts (on the dashboard) read the choice
// through it, and must not load the messages' words.

export const NOTIFICATION_KINDS = ['claimed', 'released', 'late', 'credentials', 'summary'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The checkboxes of the Account page's Notifications section (the contract's names). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  claimed: 'Shift claimed',
  released: 'Shift released',
  late: 'Late or no-show',
  credentials: 'Credential problems',
  summary: 'Daily summary',
};

export const ALL = 'all-notifications';
export const NONE = 'no-notifications';
// the old middle choice: what cannot wait (a late worker, a release, a worker who may not work)
const IMPORTANT: readonly NotificationKind[] = ['released', 'late', 'credentials'];
const isKind = (v: string): v is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(v);

/** The kinds a stored `notifications` value turns on; a missing or unknown value is the default, every kind. */
export function notificationKindsOf(stored: unknown): NotificationKind[] {
  if (stored === NONE) return [];
  if (stored === 'important-notifications') return [...IMPORTANT];
  if (typeof stored !== 'string' || stored === ALL || stored === '') return [...NOTIFICATION_KINDS];
  const kinds = stored.split(',').filter(isKind);
  // a value naming no kind is not one this portal stored (it stores 'no-notifications' for none): the default
  return kinds.length ? NOTIFICATION_KINDS.filter((k) => kinds.includes(k)) : [...NOTIFICATION_KINDS];
}
