import { describe, expect, it } from 'vitest';
import {
  formatBlockedAt,
  formatChipTime,
  formatDateInput,
  formatMoney,
  formatShiftTime,
  formatSpreadsheetTime,
  formatTimesheetTime,
  formatUnixDate,
  formatWithZone,
  parseDateInput,
  shiftTimesSummary,
  zoneAbbreviation,
} from './formats';
import { localTimeZone, wallTimeIn } from './zonedTime';

const CHI = 'America/Chicago';
const NY = 'America/New_York';
const at = (text: string, tz = CHI) => wallTimeIn(text.slice(0, 10), text.slice(11), tz);

describe('formatMoney', () => {
  it.each([
    ['Money held in cents, shown divided by 100 with a $ sign and two decimals', 1999, '$19.99'],
    ['with thousands separators', 123456, '$1,234.56'],
    ['millions', 123456789, '$1,234,567.89'],
    ['whole dollars keep two decimals', 5000, '$50.00'],
    ['zero', 0, '$0.00'],
    ['a credit', -2550, '-$25.50'],
  ])('%s', (_, cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });
});

describe('shiftTimesSummary: what a shift form will store', () => {
  it.each([
    [
      'a shift within one day, in the facility zone',
      at('2026-06-10 07:00'),
      at('2026-06-10 15:00'),
      'From 06/10/2026 7:00 AM to 06/10/2026 3:00 PM (America/Chicago)',
    ],
    [
      'a night shift says it ends the next day',
      at('2026-06-10 22:00'),
      at('2026-06-11 06:00'),
      'From 06/10/2026 10:00 PM to 06/11/2026 6:00 AM (ends the next day, America/Chicago)',
    ],
  ])('%s', (_, start, end, expected) => {
    expect(shiftTimesSummary(start, end, CHI)).toBe(expected);
  });
});

describe('date and time formats', () => {
  const winter = at('2026-01-05 14:05');
  const summer = at('2026-07-04 09:30');
  it.each([
    ['Shift table: MM/DD/YYYY h:mm A in the facility time zone', formatShiftTime(winter, CHI), '01/05/2026 2:05 PM'],
    ['Shift table: in the facility time zone, not the viewer’s', formatShiftTime(winter, NY), '01/05/2026 3:05 PM'],
    ['M/D/Y h:mm A with the zone abbreviation (standard time)', formatWithZone(winter, CHI), '1/5/2026 2:05 PM CST'],
    ['M/D/Y h:mm A with the zone abbreviation (daylight time)', formatWithZone(summer, CHI), '7/4/2026 9:30 AM CDT'],
    ['zone abbreviation in another zone', formatWithZone(summer, NY), '7/4/2026 10:30 AM EDT'],
    ['blocked-at MM/DD/YYYY h:mm A', formatBlockedAt(summer, CHI), '07/04/2026 9:30 AM'],
    ['Timesheet Clock In, Clock Out (M/D/YYYY h:mm A)', formatTimesheetTime(winter, CHI), '1/5/2026 2:05 PM'],
    ['event chip time format h:mm A', formatChipTime(at('2026-01-05 00:15'), CHI), '12:15 AM'],
    ['invoice dates are unix seconds', formatUnixDate(Date.UTC(2026, 0, 5, 12) / 1000, CHI), '01/05/2026'],
    ['date inputs MM-DD-YYYY', formatDateInput(summer, CHI), '07-04-2026'],
    [
      'CSV times: YYYY-MM-DD HH:mm, 24-hour, on the facility clocks',
      formatSpreadsheetTime(winter, CHI),
      '2026-01-05 14:05',
    ],
    ['CSV times in another zone', formatSpreadsheetTime(summer, NY), '2026-07-04 10:30'],
    ['CSV times past midnight', formatSpreadsheetTime(at('2026-01-05 00:15'), CHI), '2026-01-05 00:15'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('a time formatted again (a table redrawn) reads the same, also after 2,000 others and in another zone', () => {
    expect(formatShiftTime(winter, CHI)).toBe('01/05/2026 2:05 PM');
    for (let i = 0; i < 2100; i++) formatShiftTime(winter + i * 60_000, CHI);
    expect(formatShiftTime(winter, CHI)).toBe('01/05/2026 2:05 PM');
    expect(formatShiftTime(winter, NY)).toBe('01/05/2026 3:05 PM');
    expect(formatTimesheetTime(winter, CHI)).toBe('1/5/2026 2:05 PM');
  });

  it('without a facility time zone, shift times show in local format with the zone abbreviation', () => {
    expect(formatShiftTime(winter, null)).toBe(formatWithZone(winter, localTimeZone()));
  });

  it.each([
    ['CST before the spring-forward change', at('2026-03-08 01:59'), 'CST'],
    ['CDT after the spring-forward change', at('2026-03-08 03:00'), 'CDT'],
    ['CDT before the fall-back change', Date.UTC(2026, 10, 1, 6, 30), 'CDT'],
    ['CST after the fall-back change', Date.UTC(2026, 10, 1, 7, 30), 'CST'],
  ])('zone abbreviation: %s', (_, ms, expected) => {
    expect(zoneAbbreviation(ms, CHI)).toBe(expected);
  });
});

describe('parseDateInput', () => {
  it.each([
    ['Dates use MM-DD-YYYY (midnight in the facility time zone)', '03-08-2026', CHI, at('2026-03-08 00:00')],
    ['midnight in another facility time zone', '03-08-2026', NY, at('2026-03-08 00:00', NY)],
    ['surrounding spaces are ignored', ' 11-01-2026 ', CHI, at('2026-11-01 00:00')],
    ['a date that does not exist is refused', '02-30-2026', CHI, null],
    ['YYYY-MM-DD is refused', '2026-03-08', CHI, null],
    ['slashes are refused', '03/08/2026', CHI, null],
    ['single-digit month and day are refused', '3-8-2026', CHI, null],
    ['empty text is refused', '', CHI, null],
  ])('%s', (_, text, tz, expected) => {
    expect(parseDateInput(text, tz)).toBe(expected);
  });

  it('round-trips with formatDateInput', () => {
    // 'date inputs MM-DD-YYYY': the last evening of 2026 in Chicago is already 2027 in UTC
    expect(formatDateInput(Date.UTC(2027, 0, 1, 3), CHI)).toBe('12-31-2026');
    expect(formatDateInput(parseDateInput('12-31-2026', CHI) ?? 0, CHI)).toBe('12-31-2026');
  });
});
