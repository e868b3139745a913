import { describe, expect, it } from 'vitest';
import { shiftWeek, sundayFromInput, sundaysOfMonth, weekInputText } from './timesheetEntries';

describe('week picker', () => {
  it.each([
    ['the next week', '2026-03-01', 1, '2026-03-08'],
    ['the previous week, across a month', '2026-03-01', -1, '2026-02-22'],
    ['across the new year', '2026-12-27', 1, '2027-01-03'],
    ['across the spring-forward Sunday', '2026-03-08', 1, '2026-03-15'],
  ])('%s', (_, sunday, weeks, expected) => {
    expect(shiftWeek(sunday, weeks)).toBe(expected);
  });

  it('shows the Sunday as MM-DD-YYYY', () => {
    expect(weekInputText('2026-03-08')).toBe('03-08-2026');
    expect(weekInputText('nonsense')).toBe('');
  });

  it.each([
    ['a Sunday is kept', '03-08-2026', '2026-03-08'],
    ['a Wednesday stands for its week', '03-11-2026', '2026-03-08'],
    ['a Saturday stands for its week', '03-14-2026', '2026-03-08'],
    ['surrounding spaces are ignored', ' 11-01-2026 ', '2026-11-01'],
    ['YYYY-MM-DD is refused', '2026-03-08', null],
    ['an impossible date is refused', '02-30-2026', null],
    ['slashes are refused', '03/08/2026', null],
    ['empty text is refused', '', null],
  ])('typed date: %s', (_, text, expected) => {
    expect(sundayFromInput(text)).toBe(expected);
  });

  it.each([
    ['a month starting on a Sunday', '2026-03', ['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']],
    ['a month starting on a Monday', '2026-06', ['2026-06-07', '2026-06-14', '2026-06-21', '2026-06-28']],
    ['February of a leap year', '2032-02', ['2032-02-01', '2032-02-08', '2032-02-15', '2032-02-22', '2032-02-29']],
    ['a malformed month', '2026-13', []],
  ])('offers only Sundays: %s', (_, month, expected) => {
    expect(sundaysOfMonth(month)).toEqual(expected);
  });
});
