import { describe, expect, it } from 'vitest';
import {
  clampEnd,
  DEFAULT_SHIFT_HOURS,
  defaultShiftEnd,
  defaultShiftStart,
  endFromTemplate,
  isEndValid,
  isStartTooEarly,
  MAX_SHIFT_HOURS,
} from './shiftTimes';
import { wallTimeIn } from './zonedTime';

const CHI = 'America/Chicago';
const NY = 'America/New_York';
const HOUR = 3_600_000;
/** 'YYYY-MM-DD HH:mm' on the clocks of tz */
const at = (text: string, tz = CHI) => wallTimeIn(text.slice(0, 10), text.slice(11), tz);

describe('business constants', () => {
  it.each([
    ['Default shift length 8 hours', DEFAULT_SHIFT_HOURS, 8],
    ['maximum end minus start 12 hours', MAX_SHIFT_HOURS, 12],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('defaultShiftStart / defaultShiftEnd', () => {
  it.each([
    ['Default start is two days ahead at 09:00', at('2026-06-10 14:37'), CHI, at('2026-06-12 09:00')],
    [
      'two days ahead counts dates in the facility time zone (late evening)',
      at('2026-06-10 23:59'),
      CHI,
      at('2026-06-12 09:00'),
    ],
    [
      'two days ahead counts dates in the facility time zone (not UTC)',
      Date.UTC(2026, 5, 11, 2, 0),
      CHI,
      at('2026-06-12 09:00'),
    ],
    ['09:00 in another facility time zone', at('2026-06-10 14:37', NY), NY, at('2026-06-12 09:00', NY)],
    ['09:00 after clocks go forward', at('2026-03-06 12:00'), CHI, at('2026-03-08 09:00')],
    ['09:00 after clocks go back', at('2026-10-30 12:00'), CHI, at('2026-11-01 09:00')],
  ])('%s', (_, now, tz, expected) => {
    expect(defaultShiftStart(now, tz)).toBe(expected);
  });

  it.each([
    ['with an 8-hour length', at('2026-06-12 09:00'), at('2026-06-12 17:00')],
    [
      'with an 8-hour length across a daylight-saving change (elapsed hours)',
      at('2026-03-07 22:00'),
      at('2026-03-08 07:00'),
    ],
  ])('%s', (_, start, expected) => {
    expect(defaultShiftEnd(start)).toBe(expected);
  });
});

describe('isStartTooEarly', () => {
  const now = at('2026-06-10 12:00');
  it.each([
    ['A manually entered start cannot be earlier than one day before now', now - 24 * HOUR - 1, true],
    ['a start exactly one day before now is allowed', now - 24 * HOUR, false],
    ['a start earlier today is allowed', now - HOUR, false],
    ['a future start is allowed', now + 48 * HOUR, false],
  ])('%s', (_, start, expected) => {
    expect(isStartTooEarly(start, now)).toBe(expected);
  });
});

describe('isEndValid', () => {
  const start = at('2026-06-10 09:00');
  it.each([
    ['The end may be 0 hours after the start', start, true],
    ['The end may be 12 hours after the start', start + 12 * HOUR, true],
    ['The end may be between 0 and 12 hours after the start', start + 8 * HOUR, true],
    ['an end more than 12 hours after the start is refused', start + 12 * HOUR + 60_000, false],
    ['an end before the start is refused', start - 60_000, false],
  ])('%s', (_, end, expected) => {
    expect(isEndValid(start, end)).toBe(expected);
  });
});

describe('clampEnd', () => {
  it.each([
    [
      "the end's hour and minute are kept from the chosen end (same day)",
      '2026-06-10 09:00',
      '2026-06-20 17:30',
      '2026-06-10 17:30',
    ],
    [
      'a chosen end earlier than the start moves to the next day',
      '2026-06-10 22:00',
      '2026-06-10 06:15',
      '2026-06-11 06:15',
    ],
    [
      'a chosen end days later is brought back within 12 hours',
      '2026-06-10 20:00',
      '2026-06-14 04:00',
      '2026-06-11 04:00',
    ],
    ['The end may be 0 hours after the start', '2026-06-10 09:00', '2026-06-01 09:00', '2026-06-10 09:00'],
    ['The end may be 12 hours after the start', '2026-06-10 09:00', '2026-06-10 21:00', '2026-06-10 21:00'],
    [
      'a time more than 12 hours after the start is capped at 12 hours',
      '2026-06-10 09:00',
      '2026-06-10 23:00',
      '2026-06-10 21:00',
    ],
    ['a time just before the start is capped at 12 hours', '2026-06-10 09:00', '2026-06-10 08:59', '2026-06-10 21:00'],
    [
      'overnight across the spring-forward change (7 elapsed hours)',
      '2026-03-07 23:00',
      '2026-03-07 07:00',
      '2026-03-08 07:00',
    ],
    [
      'overnight across the fall-back change (9 elapsed hours)',
      '2026-10-31 23:00',
      '2026-10-31 07:00',
      '2026-11-01 07:00',
    ],
    [
      '12 clock hours across the fall-back change are 13 elapsed hours, capped',
      '2026-10-31 20:00',
      '2026-10-31 08:00',
      '2026-11-01 07:00',
    ],
  ])('%s', (_, start, chosen, expected) => {
    const result = clampEnd(at(start), at(chosen), CHI);
    expect(result).toBe(at(expected));
    expect(isEndValid(at(start), result)).toBe(true);
  });

  it('reads the chosen hour and minute in the facility time zone', () => {
    // 17:30 in New York is 16:30 in Chicago
    expect(clampEnd(at('2026-06-10 09:00', NY), at('2026-06-10 17:30', NY), NY)).toBe(at('2026-06-10 17:30', NY));
    expect(clampEnd(at('2026-06-10 09:00'), at('2026-06-10 17:30', NY), CHI)).toBe(at('2026-06-10 16:30'));
  });
});

describe('endFromTemplate', () => {
  it.each([
    [
      'the end later the same day',
      '2026-03-05 00:00',
      { startTime: '07:00', endTime: '15:00' },
      '2026-03-05 07:00',
      '2026-03-05 15:00',
      8,
    ],
    [
      'the end earlier than the start moves to the next day',
      '2026-03-05 00:00',
      { startTime: '23:00', endTime: '07:00' },
      '2026-03-05 23:00',
      '2026-03-06 07:00',
      8,
    ],
    [
      'the end equal to the start stays on the same day',
      '2026-03-05 00:00',
      { startTime: '07:00', endTime: '07:00' },
      '2026-03-05 07:00',
      '2026-03-05 07:00',
      0,
    ],
    [
      'the chosen date is read in the facility time zone',
      '2026-03-05 22:30',
      { startTime: '07:00', endTime: '15:00' },
      '2026-03-05 07:00',
      '2026-03-05 15:00',
      8,
    ],
    [
      'across the spring-forward change (America/Chicago 2026-03-08)',
      '2026-03-07 00:00',
      { startTime: '23:00', endTime: '07:00' },
      '2026-03-07 23:00',
      '2026-03-08 07:00',
      7,
    ],
    [
      'across the fall-back change (America/Chicago 2026-11-01)',
      '2026-10-31 00:00',
      { startTime: '23:00', endTime: '07:00' },
      '2026-10-31 23:00',
      '2026-11-01 07:00',
      9,
    ],
    [
      'on the spring-forward day itself',
      '2026-03-08 12:00',
      { startTime: '07:00', endTime: '15:00' },
      '2026-03-08 07:00',
      '2026-03-08 15:00',
      8,
    ],
    [
      'on the fall-back day, starting before the change',
      '2026-11-01 12:00',
      { startTime: '00:00', endTime: '08:00' },
      '2026-11-01 00:00',
      '2026-11-01 08:00',
      9,
    ],
  ])('%s', (_, date, template, start, end, hours) => {
    const result = endFromTemplate(at(date), template, CHI);
    expect(result).toEqual({ start: at(start), end: at(end) });
    expect((result.end - result.start) / HOUR).toBe(hours);
  });

  it('the chosen date is read in the facility time zone, not UTC', () => {
    // 2026-03-06 03:00 UTC is still 2026-03-05 in Chicago
    expect(endFromTemplate(Date.UTC(2026, 2, 6, 3), { startTime: '07:00', endTime: '15:00' }, CHI)).toEqual({
      start: Date.UTC(2026, 2, 5, 13),
      end: Date.UTC(2026, 2, 5, 21),
    });
  });
});
