export interface NavItem {
  to: string;
  label: string;
  icon: string;
  /** only for accounts whose status is active */
  activeOnly: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: '⌂', activeOnly: false },
  { to: '/today', label: 'Today', icon: '◉', activeOnly: true },
  { to: '/calendar', label: 'Calendar', icon: '▦', activeOnly: true },
  { to: '/invoices', label: 'Invoices', icon: '$', activeOnly: true },
  { to: '/shifts', label: 'Shifts', icon: '≡', activeOnly: true },
  { to: '/reviews', label: 'Reviews', icon: '★', activeOnly: true },
  { to: '/timesheet', label: 'Timesheet', icon: '◷', activeOnly: true },
  { to: '/insights', label: 'Insights', icon: '▮', activeOnly: true },
  { to: '/workers', label: 'Workers', icon: '☺', activeOnly: true },
  { to: '/activity', label: 'Activity', icon: '↻', activeOnly: true },
  { to: '/staffing', label: 'Staffing', icon: '⊞', activeOnly: true },
  { to: '/compliance', label: 'Compliance', icon: '✓', activeOnly: true },
  { to: '/reports', label: 'Reports', icon: '⎙', activeOnly: true },
  { to: '/team', label: 'Team', icon: '⚇', activeOnly: true },
];
