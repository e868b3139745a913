// The export's report.csv, as rows (pure; the modal turns them into CSV with papaparse).
import { formatShiftTime, parseDateInput } from '../../domain/formats';
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
  /** facility id to name; used for company users */
  facilityNames: Record<string, string>;
  isCompany: boolean;
  /** the display zone of the shift table: the facility's for facility users, null (the browser's) for companies */
  tz: string | null;
}

export function reportRows(input: ReportInput): { fields: string[]; data: string[][] } {
  const fields: string[] = [...REPORT_COLUMNS, ...(input.isCompany ? [FACILITY_NAME_COLUMN] : [])];
  const data = [...input.shifts]
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))
    .map((s) => {
      const row = [
        s.id,
        s.description,
        s.isFree ? 'Yes' : 'No',
        formatShiftTime(s.start, input.tz),
        formatShiftTime(s.end, input.tz),
        s.nurseType,
        s.nurseId ? (input.workerNames[s.nurseId] ?? '') : '',
        s.additionalnotes,
      ];
      if (input.isCompany) row.push(input.facilityNames[s.facilityIdentifier] ?? '');
      return row;
    });
  return { fields, data };
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
