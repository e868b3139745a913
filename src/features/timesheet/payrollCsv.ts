// The payroll CSV of a week (issue 17): one row per entry, times in the facility's zone, the Hours that count (the
// adjusted times if any), a total row. Rows only; the page turns them into CSV with papaparse on click.
import { formatWithZone } from '../../domain/formats';
import { countedTimes, entryHours, formatHours, rejectReasonText, totalHours } from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import { ADJUSTED_STATUS, APPROVED, NO_ACTION, PAYROLL_COLUMNS, REJECTED, SOMEONE, TOTAL_HOURS } from './messages';

function status(entry: TimesheetEntry): string {
  const action =
    entry.timesheetAction === 'approved'
      ? APPROVED
      : entry.timesheetAction === 'rejected'
        ? `${REJECTED}${entry.rejectReason ? ` (${rejectReasonText(entry.rejectReason)})` : ''}`
        : NO_ACTION;
  return entry.adjustment ? `${action}, ${ADJUSTED_STATUS}` : action;
}

export function payrollRows(entries: readonly TimesheetEntry[]): string[][] {
  const rows = entries.map((e) => {
    const time = (ms: number | null) => (ms ? formatWithZone(ms, e.tz) : '');
    const counted = countedTimes(e);
    return [
      e.workerFullName,
      e.nurseType,
      `${time(e.start)} to ${time(e.end)}`,
      time(counted.clockIn),
      time(counted.clockOut),
      formatHours(entryHours(e)),
      status(e),
      e.timesheetAction === 'approved' ? e.timesheetActionMadeByFullName || SOMEONE : '',
    ];
  });
  // the week's Total hours, as the page shows it (rejected entries left out)
  const total = [TOTAL_HOURS, '', '', '', '', formatHours(totalHours(entries)), '', ''];
  return [[...PAYROLL_COLUMNS], ...rows, total];
}
