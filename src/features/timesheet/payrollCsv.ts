// The payroll CSV of a week: one row per entry, times in the facility's zone as a spreadsheet reads them,
// the Hours that count (the adjusted times if any), a total row. Rows only; lib/download saves them on click.
import type { CsvCell } from '../../domain/csv';
import { formatSpreadsheetTime } from '../../domain/formats';
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

export function payrollRows(entries: readonly TimesheetEntry[]): CsvCell[][] {
  const rows = entries.map((e) => {
    const time = (ms: number) => formatSpreadsheetTime(ms, e.tz);
    // a time not clocked is an empty cell
    const clock = (ms: number | null) => (ms === null ? null : time(ms));
    const counted = countedTimes(e);
    return [
      e.workerFullName,
      e.nurseType,
      `${time(e.start)} to ${time(e.end)}`,
      clock(counted.clockIn),
      clock(counted.clockOut),
      formatHours(entryHours(e)),
      status(e),
      e.timesheetAction === 'approved' ? e.timesheetActionMadeByFullName || SOMEONE : null,
    ];
  });
  // the week's Total hours, as the page shows it (rejected entries left out)
  const total = [TOTAL_HOURS, null, null, null, null, formatHours(totalHours(entries)), null, null];
  return [[...PAYROLL_COLUMNS], ...rows, total];
}
