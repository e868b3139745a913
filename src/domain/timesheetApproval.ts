// What an approval on the timesheet writes, without dates or zones (so the store's first load carries no dayjs).
import type { TimesheetAction } from './types';

/** 'Approve All approves every listed entry for the displayed week': every one not approved yet. */
export function idsToApprove(entries: readonly { id: string; timesheetAction: TimesheetAction | null }[]): string[] {
  return entries.filter((e) => e.timesheetAction !== 'approved').map((e) => e.id);
}

/**
 * The hours an approval records (approvedHours, which insights sums): the clock times' span to two places, or null
 * without both clock times. The rules check the same figure (firestore.rules, timesheet updates).
 */
export function clockedHours(entry: { clockIn: number | null; clockOut: number | null }): number | null {
  if (entry.clockIn === null || entry.clockOut === null) return null;
  return Math.round((entry.clockOut - entry.clockIn) / 36_000) / 100;
}
