// The export's report.csv, as rows (pure; the modal saves them with lib/download).
import type { CsvCell } from '../../domain/csv';
import { formatSpreadsheetTime, parseDateInput } from '../../domain/formats';
import { addDays, calendarDateIn, startOfDayIn } from '../../domain/zonedTime';
import type { Shift } from '../../domain/types';

/**
 * Spec 7: 'Columns: Shift ID, Description, Is Free (Yes/No), Start Time, End Time, Nurse Type, Nurse Name, Notes, and
 * Facility Name for companies.'
 */
const REPORT_COLUMNS = [
  'Shift ID',
  'Description',
  'Is Free',
  'Start Time',
  'End Time',
  'Nurse Type',
  'Nurse Name',
  'Notes',
] as const;
const FACILITY_NAME_COLUMN = 'Facility Name';

export interface ReportInput {
  shifts: Shift[];
  /** worker id to 'First Last' */
  workerNames: Record<string, string>;
  /** facility id to its name (a company's rows name it) and zone */
  facilities: Record<string, { facilityName: string; tz: string }>;
  isCompany: boolean;
}

/**
 * The header, then one row per shift by start. Start Time and End Time are on the clocks of the shift's facility (a
 * company's facilities may be in several zones: each row names its facility), as a spreadsheet reads a date and time.
 */
export function reportRows(input: ReportInput): CsvCell[][] {
  const header: CsvCell[] = [...REPORT_COLUMNS, ...(input.isCompany ? [FACILITY_NAME_COLUMN] : [])];
  const rows = [...input.shifts]
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))
    .map((s) => {
      const facility = input.facilities[s.facilityIdentifier];
      const tz = facility?.tz || s.tz;
      const row: CsvCell[] = [
        s.id,
        s.description,
        s.isFree ? 'Yes' : 'No',
        formatSpreadsheetTime(s.start, tz),
        formatSpreadsheetTime(s.end, tz),
        s.nurseType,
        s.nurseId ? input.workerNames[s.nurseId] : null,
        s.additionalnotes,
      ];
      if (input.isCompany) row.push(facility?.facilityName);
      return row;
    });
  return [header, ...rows];
}

/**
 * From Date 00:00 up to (not including) the midnight after End Date, in tz; null while a date is incomplete or the
 * range runs backwards.
 */
export function exportRange(fromText: string, toText: string, tz: string): { from: number; to: number } | null {
  const from = parseDateInput(fromText, tz);
  const toMidnight = parseDateInput(toText, tz);
  if (from == null || toMidnight == null || toMidnight < from) return null;
  return { from, to: startOfDayIn(addDays(calendarDateIn(toMidnight, tz), 1), tz) };
}
