// The words of the top bar's Alerts (CONTRACT.md, "Beyond the spec", the third list's "Today").
const ALERTS = 'Alerts';
export const alertsLabel = (unread: number) => (unread > 0 ? `${ALERTS}, ${unread} unread` : ALERTS);
export const NO_ALERTS = 'No alerts while this tab has been open.';
export const URGENT = 'Urgent';
export const ALLOW_NOTIFICATIONS = 'Show browser notifications';
export const UNKNOWN_WORKER = 'A worker';
