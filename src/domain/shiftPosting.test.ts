import { describe, expect, it } from 'vitest';
import {
  copyCountError,
  copyWeek,
  copyWeekErrors,
  expandPattern,
  FROM_REQUIRED,
  isSunday,
  NO_SHIFTS_IN_PATTERN,
  NOTHING_TO_COPY,
  patternErrors,
  plannedShiftProblem,
  RANGE_TOO_LONG,
  SAME_WEEK,
  sundayOf,
  TIMES_REQUIRED,
  TO_BEFORE_FROM,
  TO_REQUIRED,
  TOO_MANY_SHIFTS,
  WEEK_NOT_SUNDAY,
  WEEK_REQUIRED,
  WEEKDAY_REQUIRED,
  type PostPattern,
} from './shiftPosting';
import { addShiftSchema, postSeveralSchema } from './shiftSchemas';
import { MAX_POST_SHIFTS } from './postingLimits';
import { schemaErrors } from './schemaErrors';
import { endFromTemplate } from './shiftTimes';
import { calendarDateIn, timeOfDayIn, wallTimeIn } from './zonedTime';
import { END_OUT_OF_RANGE, START_TOO_EARLY } from './validationMessages';
import { defined } from '../../tests/support/defined';

const TZ = 'America/Chicago';
const HOUR = 3_600_000;
const MON = 1;
const WED = 3;
const pattern = (over: Partial<PostPattern>): PostPattern => ({
  from: '2026-12-06',
  to: '2026-12-19',
  weekdays: [MON, WED],
  startTime: '07:00',
  endTime: '15:00',
  workers: 1,
  ...over,
});
/** date, start and end of each planned shift as the facility's clocks show them */
const wall = (p: PostPattern) =>
  expandPattern(p, TZ).map((s) => [
    calendarDateIn(s.start, TZ),
    timeOfDayIn(s.start, TZ),
    calendarDateIn(s.end, TZ),
    timeOfDayIn(s.end, TZ),
    (s.end - s.start) / HOUR,
  ]);

describe('expandPattern: which shifts a pattern makes', () => {
  it.each([
    {
      rule: 'each chosen weekday from From to To, both included, once',
      p: pattern({}),
      expected: [
        ['2026-12-07', '07:00', '2026-12-07', '15:00', 8],
        ['2026-12-09', '07:00', '2026-12-09', '15:00', 8],
        ['2026-12-14', '07:00', '2026-12-14', '15:00', 8],
        ['2026-12-16', '07:00', '2026-12-16', '15:00', 8],
      ],
    },
    {
      rule: 'Number of workers is per day: one shift per worker',
      p: pattern({ to: '2026-12-08', workers: 2 }),
      expected: [
        ['2026-12-07', '07:00', '2026-12-07', '15:00', 8],
        ['2026-12-07', '07:00', '2026-12-07', '15:00', 8],
      ],
    },
    {
      rule: 'a night ends the next day',
      p: pattern({ from: '2026-12-11', to: '2026-12-12', weekdays: [5, 6], startTime: '22:00', endTime: '06:00' }),
      expected: [
        ['2026-12-11', '22:00', '2026-12-12', '06:00', 8],
        ['2026-12-12', '22:00', '2026-12-13', '06:00', 8],
      ],
    },
    {
      rule: 'the week clocks go forward (2027-03-14): a day shift keeps its wall times on both sides',
      p: pattern({ from: '2027-03-13', to: '2027-03-15', weekdays: [0, 1, 6] }),
      expected: [
        ['2027-03-13', '07:00', '2027-03-13', '15:00', 8],
        ['2027-03-14', '07:00', '2027-03-14', '15:00', 8],
        ['2027-03-15', '07:00', '2027-03-15', '15:00', 8],
      ],
    },
    {
      rule: 'the night clocks go forward lasts an hour less',
      p: pattern({ from: '2027-03-13', to: '2027-03-14', weekdays: [0, 6], startTime: '23:00', endTime: '07:00' }),
      expected: [
        ['2027-03-13', '23:00', '2027-03-14', '07:00', 7],
        ['2027-03-14', '23:00', '2027-03-15', '07:00', 8],
      ],
    },
    {
      rule: 'the night clocks go back (2026-11-01) lasts an hour more',
      p: pattern({ from: '2026-10-31', to: '2026-11-01', weekdays: [0, 6], startTime: '23:00', endTime: '07:00' }),
      expected: [
        ['2026-10-31', '23:00', '2026-11-01', '07:00', 9],
        ['2026-11-01', '23:00', '2026-11-02', '07:00', 8],
      ],
    },
  ])('$rule', ({ p, expected }) => {
    expect(wall(p)).toEqual(expected);
  });

  it('a template gives the same times as the single add with that template', () => {
    const template = { startTime: '19:00', endTime: '07:00' };
    const [planned] = expandPattern(pattern({ to: '2026-12-07', ...template }), TZ);
    const single = endFromTemplate(wallTimeIn('2026-12-07', '12:00', TZ), template, TZ);
    expect({ start: planned?.start, end: planned?.end }).toEqual(single);
  });

  it('keys stay the same while the pattern does, and differ per worker', () => {
    const keys = expandPattern(pattern({ workers: 2 }), TZ).map((s) => s.key);
    expect(new Set(keys).size).toBe(8);
    expect(expandPattern(pattern({ workers: 2 }), TZ).map((s) => s.key)).toEqual(keys);
  });

  it('makes nothing while the pattern is refused', () => {
    expect(expandPattern(pattern({ weekdays: [] }), TZ)).toEqual([]);
  });
});

describe('patternErrors: refused before anything is written', () => {
  it.each([
    { rule: 'From is required', p: pattern({ from: null }), expected: { from: FROM_REQUIRED } },
    { rule: 'To is required', p: pattern({ to: '2026-02-30' }), expected: { to: TO_REQUIRED } },
    {
      rule: 'To on or after From',
      p: pattern({ from: '2026-12-10', to: '2026-12-09' }),
      expected: { to: TO_BEFORE_FROM },
    },
    {
      rule: '12 weeks at most (85 days refused)',
      p: pattern({ to: addDaysTo('2026-12-06', 84) }),
      expected: { to: RANGE_TOO_LONG },
    },
    { rule: '12 weeks at most (84 days allowed)', p: pattern({ to: addDaysTo('2026-12-06', 83) }), expected: {} },
    { rule: 'a weekday is required', p: pattern({ weekdays: [] }), expected: { weekdays: WEEKDAY_REQUIRED } },
    { rule: 'times are required', p: pattern({ endTime: '' }), expected: { times: TIMES_REQUIRED } },
    {
      rule: 'a range where no chosen weekday falls',
      p: pattern({ from: '2026-12-07', to: '2026-12-07', weekdays: [2] }),
      expected: { weekdays: NO_SHIFTS_IN_PATTERN },
    },
    {
      rule: 'more than 500 shifts (84 days x 6 workers = 504) refused',
      p: pattern({ to: addDaysTo('2026-12-06', 83), weekdays: [0, 1, 2, 3, 4, 5, 6], workers: 6 }),
      expected: { form: TOO_MANY_SHIFTS(504) },
    },
    {
      rule: 'exactly 500 shifts (50 days x 10 workers) allowed',
      p: pattern({ to: addDaysTo('2026-12-06', 49), weekdays: [0, 1, 2, 3, 4, 5, 6], workers: 10 }),
      expected: {},
    },
  ])('$rule', ({ p, expected }) => {
    expect(patternErrors(p)).toEqual(expected);
  });

  it('the 500-shift refusal says the limit and the count', () => {
    expect(TOO_MANY_SHIFTS(504)).toContain(String(MAX_POST_SHIFTS));
    expect(TOO_MANY_SHIFTS(504)).toContain('504');
    expect(
      expandPattern(pattern({ to: addDaysTo('2026-12-06', 49), weekdays: [0, 1, 2, 3, 4, 5, 6], workers: 10 }), TZ),
    ).toHaveLength(500);
  });
});

describe('plannedShiftProblem: the single add rules on each shift', () => {
  const now = wallTimeIn('2026-12-06', '12:00', TZ);
  it.each([
    { rule: 'a start up to a day ago is allowed', start: now - 24 * HOUR, hours: 8, expected: null },
    { rule: 'a start over a day ago is refused', start: now - 24 * HOUR - 60_000, hours: 8, expected: START_TOO_EARLY },
    { rule: '12 hours is allowed', start: now, hours: 12, expected: null },
    { rule: 'over 12 hours is refused', start: now, hours: 13, expected: END_OUT_OF_RANGE },
  ])('$rule', ({ start, hours, expected }) => {
    expect(plannedShiftProblem({ start, end: start + hours * HOUR }, now)).toBe(expected);
  });

  it('a 19:00 to 07:00 night on the night clocks go back is 13 hours: refused', () => {
    const [night] = expandPattern(
      pattern({ from: '2026-10-31', to: '2026-10-31', weekdays: [6], startTime: '19:00', endTime: '07:00' }),
      TZ,
    );
    expect(plannedShiftProblem(defined(night, 'the night'), wallTimeIn('2026-10-30', '12:00', TZ))).toBe(
      END_OUT_OF_RANGE,
    );
  });
});

describe('postSeveralSchema: the single add rules for the other fields', () => {
  const valid = {
    facilityId: 'f1',
    description: 'Day CNA',
    nurseType: 'CNA',
    medPass: false,
    numberOfWorkers: 2,
    additionalnotes: '',
  };
  const addTimes = { templateIndex: '', startDate: null, start: Date.UTC(2030, 0, 1), end: Date.UTC(2030, 0, 1, 8) };
  it.each([
    { rule: 'a complete post', change: {} },
    { rule: 'Description is required', change: { description: '  ' } },
    { rule: 'Position is required', change: { nurseType: '' } },
    { rule: 'Number of workers is a whole number', change: { numberOfWorkers: 1.5 } },
    { rule: 'Number of workers is at least 1', change: { numberOfWorkers: 0 } },
    { rule: 'company users choose a facility', change: { facilityId: '' } },
  ])('$rule: the same message as the single add', ({ change }) => {
    const context = { isCompany: true, now: Date.UTC(2029, 11, 31) };
    const post = schemaErrors(postSeveralSchema, { ...valid, ...change }, context);
    const single = schemaErrors(addShiftSchema, { ...valid, ...addTimes, ...change }, context);
    expect(post).toEqual(single);
  });
});

describe('copyWeek: the week again, at the same wall-clock times', () => {
  const source = (date: string, start: string, endDate: string, end: string, id: string) => ({
    id,
    start: wallTimeIn(date, start, TZ),
    end: wallTimeIn(endDate, end, TZ),
  });
  const week = [
    source('2026-10-26', '07:00', '2026-10-26', '15:00', 'day'),
    source('2026-10-31', '23:00', '2026-11-01', '07:00', 'night'),
  ];
  const show = (rows: ReturnType<typeof copyWeek>) =>
    rows.map((s) => [
      s.sourceId,
      calendarDateIn(s.start, TZ),
      timeOfDayIn(s.start, TZ),
      calendarDateIn(s.end, TZ),
      timeOfDayIn(s.end, TZ),
      (s.end - s.start) / HOUR,
    ]);

  it('into the next week, a day shift and a night across the change back to standard time', () => {
    // the copied night (Oct 31 to Nov 1) lasted 9 hours; a week later it is 8
    expect(show(copyWeek(week, { from: '2026-10-25', to: '2026-11-01', weeks: 1 }, TZ))).toEqual([
      ['day', '2026-11-02', '07:00', '2026-11-02', '15:00', 8],
      ['night', '2026-11-07', '23:00', '2026-11-08', '07:00', 8],
    ]);
  });

  it('into 1 to 4 weeks: once per week', () => {
    const rows = copyWeek(week, { from: '2026-10-25', to: '2026-11-08', weeks: 3 }, TZ);
    expect(rows.map((r) => r.key)).toEqual([
      'day:2026-11-08',
      'night:2026-11-08',
      'day:2026-11-15',
      'night:2026-11-15',
      'day:2026-11-22',
      'night:2026-11-22',
    ]);
  });

  it.each([
    {
      rule: 'Week of is required',
      choice: { from: null, to: '2026-11-01', weeks: 1 },
      expected: { from: WEEK_REQUIRED },
    },
    {
      rule: 'weeks start on Sunday',
      choice: { from: '2026-10-26', to: '2026-11-01', weeks: 1 },
      expected: { from: WEEK_NOT_SUNDAY },
    },
    {
      rule: 'To the week of is a Sunday',
      choice: { from: '2026-10-25', to: '2026-11-02', weeks: 1 },
      expected: { to: WEEK_NOT_SUNDAY },
    },
    {
      rule: 'not the same week',
      choice: { from: '2026-10-25', to: '2026-10-25', weeks: 1 },
      expected: { to: SAME_WEEK },
    },
    {
      rule: 'nor a run of weeks that includes it',
      choice: { from: '2026-11-08', to: '2026-11-01', weeks: 2 },
      expected: { to: SAME_WEEK },
    },
    { rule: 'an earlier week is allowed', choice: { from: '2026-11-08', to: '2026-11-01', weeks: 1 }, expected: {} },
  ])('$rule', ({ choice, expected }) => {
    expect(copyWeekErrors(choice)).toEqual(expected);
  });

  it('counts: nothing to copy, and over 500 refused', () => {
    expect(copyCountError(0)).toBe(NOTHING_TO_COPY);
    expect(copyCountError(500)).toBeNull();
    expect(copyCountError(501)).toBe(TOO_MANY_SHIFTS(501));
  });

  it('sundayOf and isSunday', () => {
    expect(sundayOf('2026-11-04')).toBe('2026-11-01');
    expect(sundayOf('2026-11-01')).toBe('2026-11-01');
    expect(isSunday('2026-11-01')).toBe(true);
    expect(isSunday('2026-11-02')).toBe(false);
  });
});

function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}
