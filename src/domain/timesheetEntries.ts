// The weekly timesheet's picker and actions (spec 2 'Timesheet', spec 4 'Timesheet entry').
import { utcDate } from './dayjs';
import { DATE_INPUT_FORMAT } from './formats';
import { timesheetSunday } from './timesheetWeek';
import { addDays, DATE_KEY_FORMAT } from './zonedTime';

export const INVALID_WEEK_INPUT = 'Enter a date as MM-DD-YYYY';

/** The Sunday `weeks` weeks before (negative) or after the given Sunday. */
export function shiftWeek(sunday: string, weeks: number): string {
  return addDays(sunday, 7 * weeks);
}

/** YYYY-MM-DD shown as the picker's MM-DD-YYYY. */
export function weekInputText(sunday: string): string {
  const date = utcDate(sunday, DATE_KEY_FORMAT);
  return date.isValid() ? date.format(DATE_INPUT_FORMAT) : '';
}

/**
 * A date typed MM-DD-YYYY, as the Sunday that starts its week: 'The timesheet date picker allows only
 * Sundays', so another day of the week stands for its week, as in the URL. Null for anything else.
 */
export function sundayFromInput(text: string): string | null {
  const trimmed = text.trim();
  const date = utcDate(trimmed, DATE_INPUT_FORMAT);
  if (!date.isValid()) return null;
  return timesheetSunday(date.format(DATE_KEY_FORMAT), 0);
}

/** The Sundays of a calendar month (YYYY-MM), for the picker that offers only Sundays. */
export function sundaysOfMonth(month: string): string[] {
  const first = utcDate(`${month}-01`, DATE_KEY_FORMAT);
  if (!first.isValid()) return [];
  const days: string[] = [];
  let day = first.add((7 - first.day()) % 7, 'day');
  while (day.month() === first.month()) {
    days.push(day.format(DATE_KEY_FORMAT));
    day = day.add(7, 'day');
  }
  return days;
}
