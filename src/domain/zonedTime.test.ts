import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  dayOfWeek,
  isDateKey,
  isTimeOfDay,
  timeOfDayIn,
  wallTimeIn,
  wallTimeOccurrences,
} from './zonedTime';

const CHI = 'America/Chicago';

describe('wallTimeIn', () => {
  it.each([
    ['an ordinary winter time (CST, UTC-6)', '2026-01-05', '09:00', Date.UTC(2026, 0, 5, 15)],
    ['an ordinary summer time (CDT, UTC-5)', '2026-07-05', '09:00', Date.UTC(2026, 6, 5, 14)],
    ['the last minute before clocks go forward', '2026-03-08', '01:59', Date.UTC(2026, 2, 8, 7, 59)],
    [
      'a skipped wall time moves forward by the gap (02:30 is 03:30 CDT)',
      '2026-03-08',
      '02:30',
      Date.UTC(2026, 2, 8, 8, 30),
    ],
    ['the first minute after clocks go forward', '2026-03-08', '03:00', Date.UTC(2026, 2, 8, 8)],
    [
      'a repeated wall time resolves to its second occurrence (01:30 CST)',
      '2026-11-01',
      '01:30',
      Date.UTC(2026, 10, 1, 7, 30),
    ],
    ['midnight before clocks go back is still CDT', '2026-11-01', '00:00', Date.UTC(2026, 10, 1, 5)],
  ])('%s', (_, date, time, expected) => {
    expect(wallTimeIn(date, time, CHI)).toBe(expected);
  });

  it('refuses malformed input', () => {
    expect(() => wallTimeIn('2026-13-01', '09:00', CHI)).toThrow(RangeError);
    expect(() => wallTimeIn('2026-01-01', '9:00', CHI)).toThrow(RangeError);
  });
});

describe('wallTimeOccurrences', () => {
  it.each([
    ['an ordinary time happens once', '2026-01-05', '09:00', [Date.UTC(2026, 0, 5, 15)]],
    [
      'a time in the repeated hour happens twice, CDT then CST',
      '2026-11-01',
      '01:30',
      [Date.UTC(2026, 10, 1, 6, 30), Date.UTC(2026, 10, 1, 7, 30)],
    ],
    ['the first minute after the repeated hour happens once', '2026-11-01', '02:00', [Date.UTC(2026, 10, 1, 8)]],
    ['a skipped time is the one wallTimeIn moves forward', '2026-03-08', '02:30', [Date.UTC(2026, 2, 8, 8, 30)]],
  ])('%s', (_, date, time, expected) => expect(wallTimeOccurrences(date, time, CHI)).toEqual(expected));
});

describe('calendar helpers', () => {
  it.each([
    ['the date in Chicago of 03:00 UTC is the day before', calendarDateIn(Date.UTC(2026, 2, 6, 3), CHI), '2026-03-05'],
    ['the clock time in Chicago', timeOfDayIn(Date.UTC(2026, 2, 8, 8, 15), CHI), '03:15'],
    ['adding days crosses months', addDays('2026-02-27', 2), '2026-03-01'],
    ['adding days across the spring-forward change', addDays('2026-03-07', 1), '2026-03-08'],
    ['subtracting days crosses years', addDays('2026-01-02', -5), '2025-12-28'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['a Sunday is 0', '2026-03-08', 0],
    ['a Saturday is 6', '2026-03-07', 6],
  ])('%s', (_, date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each([
    ['YYYY-MM-DD', '2026-03-08', true],
    ['an impossible date', '2026-02-29', false],
    ['a leap day', '2028-02-29', true],
    ['MM-DD-YYYY', '03-08-2026', false],
  ])('isDateKey: %s', (_, text, expected) => {
    expect(isDateKey(text)).toBe(expected);
  });

  it.each([
    ['HH:mm', '07:05', true],
    ['24:00 is not a time of day', '24:00', false],
    ['H:mm', '7:05', false],
  ])('isTimeOfDay: %s', (_, text, expected) => {
    expect(isTimeOfDay(text)).toBe(expected);
  });
});
