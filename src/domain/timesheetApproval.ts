// What an approval on the timesheet writes, without dates or zones (so the store's first load carries no dayjs).
import type { TimesheetAction } from './types';

/** 'Approve All approves every listed entry for the displayed week': every one not approved yet. */
export function idsToApprove(entries: readonly { id: string; timesheetAction: TimesheetAction | null }[]): string[] {
  return entries.filter((e) => e.timesheetAction !== 'approved').map((e) => e.id);
}
