// The seeding moments browser tests choose (tests/support/demo.ts): each keeps a property of the demo data that a
// test relies on, whatever the hour it runs at. One case per rule and per edge, on Chicago's clocks.
import { describe, expect, it } from 'vitest';
import { calendarDate, momentWithTimesheet, momentWithTodayOnItsDate, todayShiftDates } from '../support/demo';

const MIN = 60_000;
const chicagoDate = (t: number) => calendarDate(0, t).iso;

describe('momentWithTodayOnItsDate', () => {
  it.each([
    // [case, Chicago wall time, minutes earlier at most]
    ['a morning: now itself', '2026-11-27T09:00:00-06:00', 0],
    ['noon: now itself', '2026-11-27T12:00:00-06:00', 0],
    ['18:00, the unfilled shift 6 hours on would start at midnight', '2026-11-27T18:00:00-06:00', 15],
    ['18:41, a Chicago evening', '2026-11-27T18:41:00-06:00', 60],
    ['23:50, every shift after the late one would start tomorrow', '2026-11-27T23:50:00-06:00', 6 * 60],
    ['00:10, just after midnight: now itself', '2026-11-28T00:10:00-06:00', 0],
    ['the spring-forward evening (Sunday 22:00 CDT)', '2026-03-08T22:00:00-05:00', 6 * 60],
    ['the fall-back evening (Sunday 21:00 CST)', '2026-11-01T21:00:00-06:00', 6 * 60],
    ["New Year's Eve 23:50", '2026-12-31T23:50:00-06:00', 6 * 60],
  ])('%s', (_, iso, most) => {
    const at = Date.parse(iso);
    const moment = momentWithTodayOnItsDate(at);
    expect(moment).toBeLessThanOrEqual(at);
    expect(at - moment).toBeLessThanOrEqual(most * MIN);
    // the same date as `at`, and none of the day's shifts starts after it
    expect(chicagoDate(moment)).toBe(chicagoDate(at));
    expect(todayShiftDates(moment)).toHaveLength(5);
    expect(todayShiftDates(moment).filter((d) => d > chicagoDate(at))).toEqual([]);
    if (most === 0) expect(moment).toBe(at);
    else expect(todayShiftDates(at).some((d) => d > chicagoDate(at))).toBe(true);
  });

  it('composes with momentWithTimesheet at the turn of a week (Sunday 00:08 in Chicago)', () => {
    const at = Date.parse('2026-11-22T00:08:00-06:00');
    const week = momentWithTimesheet(at);
    expect(chicagoDate(week)).toBe('2026-11-21');
    const moment = momentWithTodayOnItsDate(week);
    expect(chicagoDate(moment)).toBe('2026-11-21');
    expect(todayShiftDates(moment).filter((d) => d > '2026-11-21')).toEqual([]);
  });
});
