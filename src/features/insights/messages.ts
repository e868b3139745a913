// The words of insights and of the dashboard's urgent card (CONTRACT.md, "Insights").
export const INSIGHTS_TITLE = 'Insights';
export const PERIOD_LABEL = 'Period';
export const FIGURE_LABELS = {
  posted: 'Shifts posted',
  filled: 'Filled',
  fillRate: 'Fill rate',
  cancelled: 'Cancelled',
  hoursApproved: 'Hours approved',
  spend: 'Spend',
} as const;
export const SPEND_OPEN = 'Open';
export const SPEND_PAID = 'Paid';
export const CHART_TITLES = {
  postedFilled: 'Shifts posted and filled per week',
  fillRate: 'Fill rate per week',
  hours: 'Hours approved per week',
  spend: 'Spend per week',
  cancellations: 'Cancellations by reason',
  byPosition: 'Fill rate by position',
} as const;
export const SHOW_TABLE = 'Show table';
export const HIDE_TABLE = 'Hide table';
export const weeksNote = (tz: string, severalZones: boolean) =>
  `Weeks run Sunday to Saturday in ${tz}${severalZones ? ' (your facilities are in several time zones)' : ''}. ` +
  'Figures count the shifts that started in the period, up to now.';
export const INSIGHTS_FAILED = 'Insights could not be loaded.';

export const UNFILLED_SOON_TITLE = 'Unfilled in the next 48 hours';
// worded apart from the shift list's failure ('Shifts could not be loaded.', Retry), which sits on the same dashboard
export const UNFILLED_SOON_FAILED = 'Could not check for unfilled shifts in the next 48 hours.';
export const UNFILLED_SOON_RETRY = 'Try again';
export const UNFILLED_SOON_SHOW_ALL = 'Show all unfilled shifts';
