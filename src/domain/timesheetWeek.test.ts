import { describe, expect, it } from 'vitest';
import { isSunday, isTimesheetEntry, startsInWeek, timesheetCutoff, timesheetSunday, weekRange } from './timesheetWeek';
import { wallTimeIn } from './zonedTime';

const at = (text: string) => wallTimeIn(text.slice(0, 10), text.slice(11), 'America/Chicago');
const HOUR = 3_600_000;

describe('timesheetSunday', () => {
  const wednesday = at('2026-06-10 12:00');
  it.each([
    ['a Sunday date is kept', '2026-06-07', wednesday, '2026-06-07'],
    ['a non-Sunday date is replaced by the Sunday of the given week', '2026-06-13', wednesday, '2026-06-07'],
    ['a Monday goes back to the day before', '2026-06-15', wednesday, '2026-06-14'],
    ['the week may start in the previous month and year', '2026-01-01', wednesday, '2025-12-28'],
    ['a missing date is replaced by the Sunday of the current week', null, wednesday, '2026-06-07'],
    ['an empty date is replaced by the Sunday of the current week', '', wednesday, '2026-06-07'],
    ['a malformed date is replaced by the Sunday of the current week', '06/10/2026', wednesday, '2026-06-07'],
    ['an impossible date is replaced by the Sunday of the current week', '2026-02-30', wednesday, '2026-06-07'],
    [
      'the current week is read in America/Chicago time (Saturday 23:30 Chicago is Sunday in UTC)',
      null,
      at('2026-06-13 23:30'),
      '2026-06-07',
    ],
    ['Sunday 00:30 Chicago starts a new week', null, at('2026-06-14 00:30'), '2026-06-14'],
    ['Saturday 23:30 Chicago in standard time (Sunday 05:30 UTC)', null, at('2026-01-10 23:30'), '2026-01-04'],
    ['the spring-forward Sunday is the start of its own week', '2026-03-08', wednesday, '2026-03-08'],
    ['a day in the fall-back week', '2026-11-04', wednesday, '2026-11-01'],
  ])('%s', (_, date, now, expected) => {
    expect(timesheetSunday(date, now)).toBe(expected);
  });
});

describe('isSunday', () => {
  it.each([
    ['The timesheet date picker allows only Sundays (Sunday)', '2026-03-08', true],
    ['The timesheet date picker allows only Sundays (Saturday)', '2026-03-07', false],
    ['The timesheet date picker allows only Sundays (Monday)', '2026-03-09', false],
    ['a malformed date is not a Sunday', '03-08-2026', false],
  ])('%s', (_, date, expected) => {
    expect(isSunday(date)).toBe(expected);
  });
});

describe('weekRange', () => {
  it.each([
    ['week starting Sunday in America/Chicago', '2026-06-07', '2026-06-07 00:00', '2026-06-14 00:00', 168],
    ['the spring-forward week is 167 hours', '2026-03-08', '2026-03-08 00:00', '2026-03-15 00:00', 167],
    ['the fall-back week is 169 hours', '2026-11-01', '2026-11-01 00:00', '2026-11-08 00:00', 169],
    ['a week across the new year', '2026-12-27', '2026-12-27 00:00', '2027-01-03 00:00', 168],
  ])('%s', (_, sunday, from, to, hours) => {
    const range = weekRange(sunday);
    expect(range).toEqual({ from: at(from), to: at(to) });
    expect((range.to - range.from) / HOUR).toBe(hours);
  });

  it('Sunday midnight in Chicago is 05:00 or 06:00 UTC', () => {
    expect(weekRange('2026-06-07').from).toBe(Date.UTC(2026, 5, 7, 5));
    expect(weekRange('2026-01-04').from).toBe(Date.UTC(2026, 0, 4, 6));
  });

  it('refuses a malformed date', () => {
    expect(() => weekRange('2026-6-7')).toThrow(RangeError);
  });

  it.each([
    ['Weekly timesheet window 7 days: a shift at the first instant counts', '2026-11-01 00:00', true],
    ['a shift on the last evening of the week counts', '2026-11-07 23:59', true],
    ['a shift on the next Sunday belongs to the next week', '2026-11-08 00:00', false],
    ['a shift on the Saturday before does not count', '2026-10-31 23:30', false],
  ])('%s', (_, start, expected) => {
    expect(startsInWeek({ start: at(start) }, weekRange('2026-11-01'))).toBe(expected);
  });
});

describe('isTimesheetEntry', () => {
  const now = at('2026-06-10 12:00');
  const claimed = { isFree: false, nurseId: 'worker-1', status: 'active', end: now - 30 * 60_000 };
  it.each([
    ['a shift counts 30 minutes after its end', claimed, true],
    ['a shift ended less than 30 minutes ago does not count yet', { ...claimed, end: now - 29 * 60_000 }, false],
    ['a shift still running does not count', { ...claimed, end: now + HOUR }, false],
    ['keep those not cancelled', { ...claimed, status: 'cancelled' }, false],
    ['keep those with a worker (unclaimed)', { ...claimed, isFree: true, nurseId: null }, false],
    ['keep those with a worker (no nurseId)', { ...claimed, nurseId: null }, false],
  ])('%s', (_, shift, expected) => {
    expect(isTimesheetEntry(shift, now)).toBe(expected);
  });
});

describe('timesheetCutoff', () => {
  const now = at('2026-06-10 12:00');
  it.each([
    ['an entry ended exactly 30 minutes ago is in', now - 30 * 60_000, true],
    ['an entry ended 29 minutes ago is not yet', now - 29 * 60_000, false],
  ])('%s (the query asks end <= the cutoff, as isTimesheetEntry keeps)', (_, end, expected) => {
    expect(end <= timesheetCutoff(now)).toBe(expected);
    expect(isTimesheetEntry({ isFree: false, nurseId: 'w', status: 'active', end }, now)).toBe(expected);
  });
});
