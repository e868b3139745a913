import { describe, expect, it } from 'vitest';
import {
  adjustHoursFormErrors,
  approveAllSummary,
  adjustmentErrors,
  CLOCK_IN_REQUIRED,
  CLOCK_OUT_BEFORE_IN,
  CLOCK_OUT_REQUIRED,
  entryHours,
  formatHours,
  hoursPerWorker,
  inputOfInstant,
  instantOfInput,
  occurrencesOfInput,
  NOTE_REQUIRED,
  NOTE_TOO_LONG,
  REJECT_DETAILS_REQUIRED,
  REJECT_DETAILS_TOO_LONG,
  REJECT_REASON_REQUIRED,
  rejectReasonErrors,
  rejectReasonOf,
  rejectReasonText,
  SPAN_TOO_LONG,
  TOO_FAR_FROM_SHIFT,
  totalHours,
} from './timesheetHours';

import type { TimesheetAction } from './types';

const at = (iso: string) => Date.parse(iso);
const TZ = 'America/Chicago';

describe('entryHours: from the adjusted times if any, else the clock times', () => {
  it.each([
    { rule: 'a day shift', clockIn: '2026-11-18T07:00:00-06:00', clockOut: '2026-11-18T15:00:00-06:00', h: 8 },
    {
      rule: 'a night across midnight',
      clockIn: '2026-11-18T23:00:00-06:00',
      clockOut: '2026-11-19T07:00:00-06:00',
      h: 8,
    },
    {
      rule: '23:00 to 07:00 on the fall-back Sunday is 9 hours',
      clockIn: '2026-10-31T23:00:00-05:00',
      clockOut: '2026-11-01T07:00:00-06:00',
      h: 9,
    },
    {
      rule: '23:00 to 07:00 on the spring-forward Sunday is 7 hours',
      clockIn: '2026-03-07T23:00:00-06:00',
      clockOut: '2026-03-08T07:00:00-05:00',
      h: 7,
    },
    {
      rule: 'minutes round to two places (7 h 56 min is 7.93)',
      clockIn: '2026-11-18T07:04:00-06:00',
      clockOut: '2026-11-18T15:00:00-06:00',
      h: 7.93,
    },
    {
      rule: 'one minute is 0.02 (0.0167 rounded)',
      clockIn: '2026-11-18T07:00:00-06:00',
      clockOut: '2026-11-18T07:01:00-06:00',
      h: 0.02,
    },
  ])('$rule', ({ clockIn, clockOut, h }) =>
    expect(entryHours({ clockIn: at(clockIn), clockOut: at(clockOut), adjustment: null })).toBe(h),
  );

  it.each([
    { rule: 'no clock-out, no hours', clockIn: at('2026-11-18T07:00:00-06:00'), clockOut: null },
    { rule: 'no clock-in, no hours', clockIn: null, clockOut: at('2026-11-18T15:00:00-06:00') },
  ])('$rule', ({ clockIn, clockOut }) => expect(entryHours({ clockIn, clockOut, adjustment: null })).toBeNull());

  it('an adjustment counts instead of the clock times', () => {
    const entry = {
      clockIn: at('2026-11-18T07:00:00-06:00'),
      clockOut: at('2026-11-18T23:59:00-06:00'),
      adjustment: { clockIn: at('2026-11-18T07:00:00-06:00'), clockOut: at('2026-11-18T15:30:00-06:00') },
    };
    expect(entryHours(entry)).toBe(8.5);
  });

  it('an adjustment gives hours to a row missing its clock-out', () => {
    const adjustment = { clockIn: at('2026-11-18T07:00:00-06:00'), clockOut: at('2026-11-18T15:00:00-06:00') };
    expect(entryHours({ clockIn: adjustment.clockIn, clockOut: null, adjustment })).toBe(8);
  });

  it.each([
    [8, '8.00'],
    [7.93, '7.93'],
    [0.5, '0.50'],
    [null, ''],
  ])('shows %s as "%s"', (h, shown) => expect(formatHours(h)).toBe(shown));
});

describe('totals', () => {
  const row = (nurseId: string, from: string, to: string, timesheetAction: string | null = null) => ({
    nurseId,
    workerFullName: nurseId === 'w1' ? 'Casey Nguyen' : 'Harper Wilson',
    clockIn: at(from),
    clockOut: at(to),
    adjustment: null,
    timesheetAction,
  });
  const week = [
    row('w1', '2026-11-16T07:04:00-06:00', '2026-11-16T15:00:00-06:00'), // 7.93
    row('w2', '2026-11-16T23:00:00-06:00', '2026-11-17T07:06:00-06:00', 'approved'), // 8.10
    row('w1', '2026-11-17T07:00:00-06:00', '2026-11-17T15:00:00-06:00'), // 8.00
    row('w2', '2026-11-18T07:00:00-06:00', '2026-11-18T11:00:00-06:00', 'rejected'), // 4.00, not counted
  ];

  it('the week is the sum of the rows shown, without a float tail, rejected rows left out', () =>
    expect(totalHours(week)).toBe(24.03));
  it('per worker, in the order they first appear', () =>
    expect(hoursPerWorker(week)).toEqual([
      { nurseId: 'w1', workerFullName: 'Casey Nguyen', hours: 15.93 },
      { nurseId: 'w2', workerFullName: 'Harper Wilson', hours: 8.1 },
    ]));
  it('an empty week totals 0', () => expect(totalHours([])).toBe(0));
  it('a row without clock times adds nothing', () =>
    expect(totalHours([{ clockIn: null, clockOut: null, adjustment: null, timesheetAction: null }])).toBe(0));
  it('rounds each row before adding: three rows of 20 minutes are 0.99, as shown', () =>
    expect(totalHours([0, 1, 2].map(() => row('w1', '2026-11-16T07:00:00-06:00', '2026-11-16T07:20:00-06:00')))).toBe(
      0.99,
    ));
});

describe('approveAllSummary: what Approve All will approve, and the hours it records', () => {
  const entry = (id: string, hours: number | null, timesheetAction: TimesheetAction | null = null, adjusted = 0) => {
    const clockIn = at('2026-11-16T07:00:00-06:00');
    return {
      id,
      timesheetAction,
      clockIn: hours === null ? null : clockIn,
      clockOut: hours === null ? null : clockIn + hours * 3_600_000,
      adjustment: adjusted ? { clockIn: clockIn - adjusted * 3_600_000, clockOut: clockIn + 8 * 3_600_000 } : null,
    };
  };
  it.each([
    ['every entry not approved yet', [entry('a', 8), entry('b', 7.5)], { count: 2, hours: 15.5, rejected: 0 }],
    [
      'approved entries are left out',
      [entry('a', 8), entry('b', 7.5, 'approved')],
      { count: 1, hours: 8, rejected: 0 },
    ],
    [
      'a rejected entry is approved too, with its hours, and counted apart',
      [entry('a', 8), entry('b', 4, 'rejected')],
      { count: 2, hours: 12, rejected: 1 },
    ],
    [
      'an adjusted entry records its adjusted span',
      [entry('a', 8, null, 0.25)],
      { count: 1, hours: 8.25, rejected: 0 },
    ],
    [
      'an entry without clock times records no hours',
      [entry('a', null), entry('b', 8)],
      { count: 2, hours: 8, rejected: 0 },
    ],
    [
      'hours of two places add without a float tail',
      [entry('a', 7.93), entry('b', 0.1)],
      { count: 2, hours: 8.03, rejected: 0 },
    ],
    ['nothing to approve', [entry('a', 8, 'approved')], { count: 0, hours: 0, rejected: 0 }],
  ])('%s', (_, entries, expected) => expect(approveAllSummary(entries)).toEqual(expected));
});

describe('adjustmentErrors: the Adjust hours rule', () => {
  const shift = { start: at('2026-11-18T07:00:00-06:00'), end: at('2026-11-18T15:00:00-06:00') };
  const ok = { clockIn: shift.start, clockOut: at('2026-11-18T15:30:00-06:00'), note: 'Forgot to clock out' };
  const H = 3_600_000;
  it.each([
    ['times within the rules are accepted', {}, {}],
    ['Clock Out before Clock In is refused', { clockOut: shift.start - H }, { clockOut: CLOCK_OUT_BEFORE_IN }],
    ['Clock Out equal to Clock In is refused', { clockOut: shift.start }, { clockOut: CLOCK_OUT_BEFORE_IN }],
    ['a span of exactly 16 hours is accepted', { clockOut: shift.start + 16 * H }, {}],
    ['a span over 16 hours is refused', { clockOut: shift.start + 16 * H + 60_000 }, { clockOut: SPAN_TOO_LONG }],
    ['Clock In 12 hours before the start is accepted', { clockIn: shift.start - 12 * H, clockOut: shift.start }, {}],
    [
      'Clock In more than 12 hours before the start is refused',
      { clockIn: shift.start - 12 * H - 60_000, clockOut: shift.start },
      { clockIn: TOO_FAR_FROM_SHIFT },
    ],
    [
      'Clock Out more than 12 hours after the end is refused',
      { clockOut: shift.end + 12 * H + 60_000 },
      { clockOut: TOO_FAR_FROM_SHIFT },
    ],
    ['a missing Clock In is refused', { clockIn: null }, { clockIn: CLOCK_IN_REQUIRED }],
    ['a missing Clock Out is refused', { clockOut: null }, { clockOut: CLOCK_OUT_REQUIRED }],
    ['a missing note is refused', { note: '' }, { note: NOTE_REQUIRED }],
    ['a note of spaces is refused', { note: '   ' }, { note: NOTE_REQUIRED }],
    ['a note over 500 characters is refused', { note: 'x'.repeat(501) }, { note: NOTE_TOO_LONG }],
  ])('%s', (_, change, errors) => expect(adjustmentErrors({ ...ok, ...change }, shift)).toEqual(errors));

  it('the form reads its inputs on the facility clocks: 23:00 to 07:00 over the fall-back night is 9 hours', () => {
    const night = { start: at('2026-10-31T23:00:00-05:00'), end: at('2026-11-01T07:00:00-06:00'), tz: TZ };
    const values = { clockIn: '2026-10-31T23:00', clockOut: '2026-11-01T07:00', note: 'Clock broke' };
    expect(adjustHoursFormErrors(values, night)).toEqual({});
    const clockIn = instantOfInput(values.clockIn, TZ)!;
    const clockOut = instantOfInput(values.clockOut, TZ)!;
    expect(entryHours({ clockIn: null, clockOut: null, adjustment: { clockIn, clockOut } })).toBe(9);
  });
  it('the form refuses a date that is not one', () =>
    expect(
      adjustHoursFormErrors({ clockIn: '2026-02-30T07:00', clockOut: '', note: 'x' }, { ...shift, tz: TZ }),
    ).toEqual({ clockIn: CLOCK_IN_REQUIRED, clockOut: CLOCK_OUT_REQUIRED }));
  it.each([
    // 01:20 CDT, the first of the fall-back night's two 01:20s
    ['a time left as filled keeps its instant, the first 01:20', '2026-11-01T01:20', at('2026-11-01T01:20:00-05:00')],
    [
      'a changed time in the repeated hour takes the occurrence nearest the one it was filled from',
      '2026-11-01T01:40',
      at('2026-11-01T01:40:00-05:00'),
    ],
    ['a time outside the repeated hour is read on the wall clock', '2026-11-01T02:10', at('2026-11-01T02:10:00-06:00')],
  ])('%s', (_, text, instant) => expect(instantOfInput(text, TZ, at('2026-11-01T01:20:00-05:00'))).toBe(instant));
  it('the wall time alone names the later 01:20 of the fall-back night', () =>
    expect(instantOfInput('2026-11-01T01:20', TZ)).toBe(at('2026-11-01T01:20:00-06:00')));
  it('an untouched form over the repeated hour passes the rule with the instants it was filled from', () => {
    const early = { start: at('2026-11-01T00:30:00-05:00'), end: at('2026-11-01T01:30:00-05:00'), tz: TZ };
    const filledFrom = { clockIn: early.start, clockOut: early.end };
    const values = { clockIn: '2026-11-01T00:30', clockOut: '2026-11-01T01:30', note: 'Badge reader down' };
    expect(adjustHoursFormErrors(values, early, filledFrom)).toEqual({});
    // read on the wall clock alone, 01:30 would be CST: two hours after 00:30 CDT instead of one
    expect(instantOfInput(values.clockOut, TZ)! - early.start).toBe(2 * H);
  });
  it.each([
    ['the repeated hour offers both occurrences', '2026-11-01T01:20', 2],
    ['an ordinary time offers one', '2026-11-01T02:20', 1],
    ['a text that is not a date and time offers none', '2026-02-30T01:20', 0],
  ])('%s', (_, text, count) => expect(occurrencesOfInput(text, TZ)).toHaveLength(count));
  it('an instant shows as the input value on the facility clocks', () =>
    expect(inputOfInstant(at('2026-03-08T07:00:00-05:00'), TZ)).toBe('2026-03-08T07:00'));
});

describe('reject reasons', () => {
  it.each([
    ['a listed reason is accepted', { type: 'noShow', details: '' }, {}],
    ['no reason is refused', { type: '', details: '' }, { type: REJECT_REASON_REQUIRED }],
    ['an unknown reason is refused', { type: 'late', details: '' }, { type: REJECT_REASON_REQUIRED }],
    ['Other needs details', { type: 'other', details: ' ' }, { details: REJECT_DETAILS_REQUIRED }],
    ['Other with details is accepted', { type: 'other', details: 'Badge not scanned' }, {}],
    [
      'details over 1000 characters are refused',
      { type: 'other', details: 'x'.repeat(1001) },
      { details: REJECT_DETAILS_TOO_LONG },
    ],
  ] as const)('%s', (_, values, errors) =>
    expect(rejectReasonErrors(values as Parameters<typeof rejectReasonErrors>[0])).toEqual(errors),
  );

  it('stores trimmed details only when there are some', () => {
    expect(rejectReasonOf({ type: 'leftEarly', details: '  ' })).toEqual({ type: 'leftEarly' });
    expect(rejectReasonOf({ type: 'other', details: ' Badge ' })).toEqual({ type: 'other', details: 'Badge' });
  });
  it.each([
    [{ type: 'noShow' as const }, 'No-show'],
    [{ type: 'wrongTimes' as const }, 'Wrong times'],
    [{ type: 'other' as const, details: 'Badge not scanned' }, 'Other: Badge not scanned'],
  ])('shows %o as "%s"', (reason, text) => expect(rejectReasonText(reason)).toBe(text));
});
