import { describe, expect, it } from 'vitest';
import {
  CENSUS_INVALID,
  censusLabel,
  cellText,
  formatHprd,
  gapDrafts,
  gapShifts,
  matchNeeds,
  needLabel,
  needsDocId,
  HPRD_TARGET_INVALID,
  OTHER_ROW,
  parseCensus,
  parseHprdTarget,
  parseNeed,
  weekBounds,
  weekCoverage,
  weekHprd,
  weekOfInput,
  type CoverageShift,
  type TemplateNeeds,
  type WeekPlan,
} from './staffing';
import { shiftOnDate } from './shiftTimes';
import { WEEK_NOT_SUNDAY, WEEK_REQUIRED } from './shiftPosting';
import { addDays, wallTimeIn, wallTimeOccurrences } from './zonedTime';
import { COVID_VACCINATION, MED_PASS, type NurseType, type ShiftTemplate } from './types';

const TZ = 'America/Chicago';
const DAY: ShiftTemplate = { name: 'Day', startTime: '07:00', endTime: '15:00' };
const EVENING: ShiftTemplate = { name: 'Evening', startTime: '15:00', endTime: '23:00' };
const NIGHT: ShiftTemplate = { name: 'Night', startTime: '23:00', endTime: '07:00' };
const TEMPLATES = [DAY, EVENING, NIGHT];
const WEEK = '2026-12-06';
const SPRING_WEEK = '2026-03-08';
const FALL_WEEK = '2026-11-01';
const WEEKDAYS_FOUR = [0, 4, 4, 4, 4, 4, 0];

const needs = (template: ShiftTemplate, byPosition: Partial<Record<NurseType, number[]>>): TemplateNeeds => ({
  template,
  needs: byPosition,
});
const plan = (over: Partial<WeekPlan> = {}): WeekPlan => ({
  sunday: WEEK,
  tz: TZ,
  templates: TEMPLATES,
  needs: [],
  ...over,
});
/** A shift of the template's times on the week's day (0 = Sunday). */
const shiftAt = (
  sunday: string,
  day: number,
  times: Pick<ShiftTemplate, 'startTime' | 'endTime'>,
  over: Partial<CoverageShift> = {},
): CoverageShift => ({
  ...shiftOnDate(addDays(sunday, day), times, TZ),
  nurseType: 'CNA',
  status: 'active',
  isFree: true,
  ...over,
});
const row = (coverage: ReturnType<typeof weekCoverage>, template: string, position: NurseType) =>
  coverage.rows.find((r) => r.template === template && r.position === position);
const texts = (coverage: ReturnType<typeof weekCoverage>, template: string, position: NurseType) =>
  row(coverage, template, position)?.days.map(cellText);

describe('needs', () => {
  it.each([
    ['blank is 0', '', 0],
    ['a whole number', '4', 4],
    ['spaces around it', ' 12 ', 12],
    ['0', '0', 0],
    ['50, the most', '50', 50],
    ['51 is too many', '51', null],
    ['a negative number', '-1', null],
    ['a fraction', '1.5', null],
    ['a word', 'four', null],
  ])('%s', (_, text, value) => expect(parseNeed(text)).toBe(value));

  it('labels an input {Template} {Position} {Weekday}', () => {
    expect(needLabel('Day', 'CNA', 1)).toBe('Day CNA Monday');
  });

  it.each([
    ['a plain name', 'Day', 'Day'],
    ['a slash (not allowed in a document id)', 'Day/Eve', 'Day%2FEve'],
    ['a percent sign first, so no two names share an id', 'a%2Fb', 'a%252Fb'],
  ])('the needs document of %s', (_, name, id) => expect(needsDocId(name)).toBe(id));

  it('keeps the needs of a renamed or removed template as stale, and of a re-timed one for its form', () => {
    const early = { ...DAY, startTime: '06:00', endTime: '14:00' };
    const stored = [
      needs(DAY, { CNA: WEEKDAYS_FOUR }),
      needs({ ...EVENING, name: 'Swing' }, { RN: [1, 1, 1, 1, 1, 1, 1] }),
    ];
    const { current, retimed, stale } = matchNeeds([early, EVENING], stored);
    expect(current).toEqual([undefined, undefined]);
    expect(retimed).toEqual([stored[0], undefined]);
    expect(stale).toEqual(stored);
  });
});

describe('Week of', () => {
  it.each([
    ['a Sunday', '12-06-2026', { sunday: '2026-12-06' }],
    ['the Sunday clocks go forward', '03-08-2026', { sunday: '2026-03-08' }],
    ['another weekday', '12-07-2026', { error: WEEK_NOT_SUNDAY }],
    ['no date', '', { error: WEEK_REQUIRED }],
    ['a date that does not exist', '02-29-2026', { error: WEEK_REQUIRED }],
    ['another shape', '2026-12-06', { error: WEEK_REQUIRED }],
  ])('%s', (_, text, choice) => expect(weekOfInput(text, TZ)).toEqual(choice));

  it('runs from Sunday midnight to the next, 167 hours in the spring-forward week', () => {
    const { from, to } = weekBounds(SPRING_WEEK, TZ);
    expect([from, (to - from) / 3_600_000]).toEqual([wallTimeIn(SPRING_WEEK, '00:00', TZ), 167]);
  });
});

describe('coverage of a week', () => {
  it('shows the needs of each template and position, each day, and sums the gaps', () => {
    const coverage = weekCoverage(plan({ needs: [needs(DAY, { CNA: WEEKDAYS_FOUR })] }), []);
    expect(coverage.rows.map((r) => `${r.template} ${r.position}`)).toEqual(['Day CNA']);
    expect(texts(coverage, 'Day', 'CNA')).toEqual(['0/0', '0/4', '0/4', '0/4', '0/4', '0/4', '0/0']);
    expect(coverage).toMatchObject({ gaps: 20, unfilled: 0 });
  });

  it('counts a shift for the template it starts at, and a claimed one as filled', () => {
    const shifts = [shiftAt(WEEK, 1, DAY), shiftAt(WEEK, 1, DAY, { isFree: false }), shiftAt(WEEK, 2, DAY)];
    const coverage = weekCoverage(plan({ needs: [needs(DAY, { CNA: WEEKDAYS_FOUR })] }), shifts);
    expect(row(coverage, 'Day', 'CNA')?.days[1]).toEqual({ needed: 4, posted: 2, filled: 1 });
    expect(coverage).toMatchObject({ gaps: 17, unfilled: 2 });
  });

  it('does not count a cancelled shift', () => {
    const coverage = weekCoverage(plan({ needs: [needs(DAY, { CNA: WEEKDAYS_FOUR })] }), [
      shiftAt(WEEK, 1, DAY, { status: 'cancelled' }),
    ]);
    expect(row(coverage, 'Day', 'CNA')?.days[1]).toEqual({ needed: 4, posted: 0, filled: 0 });
    expect(coverage.gaps).toBe(20);
  });

  it('shows a shift at another time under Other, never dropping it, and leaves the gaps as they were', () => {
    const coverage = weekCoverage(plan({ needs: [needs(DAY, { CNA: WEEKDAYS_FOUR })] }), [
      shiftAt(WEEK, 1, { startTime: '09:00', endTime: '17:00' }, { isFree: false }),
      shiftAt(WEEK, 3, { startTime: '07:30', endTime: '15:00' }, { nurseType: 'RN' }),
    ]);
    expect(texts(coverage, OTHER_ROW, 'CNA')).toEqual(['0/0', '1/0', '0/0', '0/0', '0/0', '0/0', '0/0']);
    expect(row(coverage, OTHER_ROW, 'RN')?.days[3]).toEqual({ needed: 0, posted: 1, filled: 0 });
    expect(coverage).toMatchObject({ gaps: 20, unfilled: 1 });
  });

  it('gives a position a row once it has a shift, without a need', () => {
    const coverage = weekCoverage(plan(), [shiftAt(WEEK, 4, EVENING, { nurseType: 'LPN' })]);
    expect(coverage.rows.map((r) => `${r.template} ${r.position}`)).toEqual(['Evening LPN']);
  });

  it('counts a night over midnight on the day it starts, and not the night that ends on the first Sunday', () => {
    const coverage = weekCoverage(plan({ needs: [needs(NIGHT, { CNA: [1, 1, 1, 1, 1, 1, 1] })] }), [
      shiftAt(WEEK, -1, NIGHT),
      shiftAt(WEEK, 6, NIGHT),
      shiftAt(WEEK, 7, NIGHT),
    ]);
    expect(texts(coverage, 'Night', 'CNA')).toEqual(['0/1', '0/1', '0/1', '0/1', '0/1', '0/1', '0/1']);
    expect(row(coverage, 'Night', 'CNA')?.days.map((d) => d.posted)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  it('tells two templates starting at one time apart by their end', () => {
    const long = { name: 'Long day', startTime: '07:00', endTime: '19:00' };
    const coverage = weekCoverage(plan({ templates: [DAY, long] }), [shiftAt(WEEK, 2, long), shiftAt(WEEK, 2, DAY)]);
    expect(row(coverage, 'Long day', 'CNA')?.days[2]?.posted).toBe(1);
    expect(row(coverage, 'Day', 'CNA')?.days[2]?.posted).toBe(1);
  });

  it('counts a template changed mid-week by its times now: the shifts at its old start go under Other', () => {
    const early = { ...DAY, startTime: '06:00', endTime: '14:00' };
    const shifts = [0, 1, 2].map((d) => shiftAt(WEEK, d, DAY)).concat([3, 4].map((d) => shiftAt(WEEK, d, early)));
    const coverage = weekCoverage(
      plan({ templates: [early], needs: [needs(early, { CNA: [1, 1, 1, 1, 1, 1, 1] })] }),
      shifts,
    );
    expect(row(coverage, 'Day', 'CNA')?.days.map((d) => d.posted)).toEqual([0, 0, 0, 1, 1, 0, 0]);
    expect(row(coverage, OTHER_ROW, 'CNA')?.days.map((d) => d.posted)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(coverage.gaps).toBe(5);
  });

  it('does not count the needs saved for a template whose times have changed since', () => {
    const early = { ...DAY, startTime: '06:00', endTime: '14:00' };
    const coverage = weekCoverage(plan({ templates: [early], needs: [needs(DAY, { CNA: WEEKDAYS_FOUR })] }), []);
    expect(coverage).toEqual({ rows: [], gaps: 0, unfilled: 0 });
  });

  it.each([
    ['the spring-forward week', SPRING_WEEK],
    ['the fall-back week', FALL_WEEK],
  ])('in %s, counts every template each day by the clocks', (_, sunday) => {
    const every = [1, 1, 1, 1, 1, 1, 1];
    const shifts = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => TEMPLATES.map((t) => shiftAt(sunday, d, t)));
    const coverage = weekCoverage(plan({ sunday, needs: TEMPLATES.map((t) => needs(t, { CNA: every })) }), [
      ...shifts,
      shiftAt(sunday, -1, NIGHT),
      shiftAt(sunday, 7, DAY),
    ]);
    for (const t of TEMPLATES) expect(texts(coverage, t.name, 'CNA')).toEqual(Array(7).fill('0/1'));
    expect(coverage).toMatchObject({ gaps: 0, unfilled: 21 });
    expect(row(coverage, OTHER_ROW, 'CNA')).toBeUndefined();
  });

  it('counts both shifts of the repeated 01:30 on the fall-back night for a 01:30 template', () => {
    const late = { name: 'Late', startTime: '01:30', endTime: '09:30' };
    const [first, second] = wallTimeOccurrences(FALL_WEEK, '01:30', TZ);
    const shifts = [first!, second!].map((start) => ({ ...shiftAt(FALL_WEEK, 0, late), start }));
    const coverage = weekCoverage(plan({ sunday: FALL_WEEK, templates: [late] }), shifts);
    expect(row(coverage, 'Late', 'CNA')?.days[0]?.posted).toBe(2);
  });

  it('counts the shift of a template in the skipped hour of the spring-forward night (posted at 03:30)', () => {
    const skipped = { name: 'Early', startTime: '02:30', endTime: '10:30' };
    const coverage = weekCoverage(plan({ sunday: SPRING_WEEK, templates: [skipped, { ...DAY, startTime: '03:30' }] }), [
      shiftAt(SPRING_WEEK, 0, skipped),
      shiftAt(SPRING_WEEK, 0, { startTime: '03:30', endTime: '15:00' }),
    ]);
    expect(row(coverage, 'Early', 'CNA')?.days[0]?.posted).toBe(1);
    expect(row(coverage, 'Day', 'CNA')?.days[0]?.posted).toBe(1);
  });
});

describe('the gaps to post', () => {
  const before = wallTimeIn(WEEK, '00:00', TZ) - 1;

  it('lists one shift per missing worker at the template times, by start', () => {
    const p = plan({
      needs: [needs(DAY, { CNA: [0, 2, 0, 0, 0, 0, 0] }), needs(NIGHT, { RN: [0, 1, 0, 0, 0, 0, 0] })],
    });
    const coverage = weekCoverage(p, [shiftAt(WEEK, 1, DAY, { status: 'cancelled' })]);
    const { shifts, passed } = gapShifts(coverage, p, before);
    const monday = shiftOnDate('2026-12-07', DAY, TZ);
    const night = shiftOnDate('2026-12-07', NIGHT, TZ);
    expect(shifts.map((s) => [s.start, s.end, s.nurseType])).toEqual([
      [monday.start, monday.end, 'CNA'],
      [monday.start, monday.end, 'CNA'],
      [night.start, night.end, 'RN'],
    ]);
    expect(night.end).toBe(wallTimeIn('2026-12-08', '07:00', TZ));
    expect(new Set(shifts.map((s) => s.key)).size).toBe(3);
    expect(passed).toBe(0);
  });

  it('offers only what is missing: posted shifts, claimed or not, count', () => {
    const p = plan({ needs: [needs(DAY, { CNA: [0, 3, 0, 0, 0, 0, 0] })] });
    const coverage = weekCoverage(p, [shiftAt(WEEK, 1, DAY), shiftAt(WEEK, 1, DAY, { isFree: false })]);
    expect(gapShifts(coverage, p, before).shifts).toHaveLength(1);
  });

  it('leaves out past days and a template whose start has passed today, and counts them', () => {
    const p = plan({ needs: [needs(DAY, { CNA: WEEKDAYS_FOUR }), needs(EVENING, { CNA: WEEKDAYS_FOUR })] });
    const wednesdayNoon = wallTimeIn('2026-12-09', '12:00', TZ);
    const { shifts, passed } = gapShifts(weekCoverage(p, []), p, wednesdayNoon);
    expect(passed).toBe(4 + 4 + 4 + 4 + 4);
    expect(shifts).toHaveLength(4 + 8 + 8);
    expect(shifts.every((s) => s.start > wednesdayNoon)).toBe(true);
  });

  it.each([
    ['a CNA in Wisconsin: nothing required', 'CNA', 'WI', false, []],
    ['an LPN: Med Pass, as the single add', 'LPN', 'IL', false, [MED_PASS]],
    ['a facility that requires the COVID vaccination', 'Caregiver', 'IL', true, [COVID_VACCINATION]],
  ] as const)('posts each gap as the single add would: %s', (_, nurseType, facilityState, covid, requirements) => {
    const gap = { ...shiftOnDate('2026-12-07', DAY, TZ), nurseType, templateIndex: 0 };
    const facility = { id: 'f1', facilityName: 'Oak', facilityState, requiresCovidVaccination: covid };
    expect(gapDrafts([gap], plan(), facility)).toEqual([
      {
        facilityIdentifier: 'f1',
        description: `Day ${nurseType}`,
        start: gap.start,
        end: gap.end,
        nurseType,
        additionalRequirements: requirements,
        additionalnotes: '',
        tz: TZ,
        favoritesFirstHours: null,
      },
    ]);
  });

  it.each([
    ['an ordinary week', WEEK, TEMPLATES],
    ['the spring-forward week', SPRING_WEEK, [...TEMPLATES, { name: 'Early', startTime: '02:30', endTime: '10:30' }]],
    ['the fall-back week', FALL_WEEK, [...TEMPLATES, { name: 'Late', startTime: '01:30', endTime: '09:30' }]],
  ])('in %s, leaves no gap once its shifts are posted', (_, sunday, templates) => {
    const p = plan({
      sunday,
      templates,
      needs: templates.map((t) => needs(t, { CNA: [2, 1, 1, 1, 1, 1, 2], LPN: [1, 0, 0, 0, 0, 0, 1] })),
    });
    const { shifts } = gapShifts(weekCoverage(p, []), p, wallTimeIn(sunday, '00:00', TZ) - 1);
    expect(shifts).toHaveLength(templates.length * (9 + 2));
    const posted = shifts.map((s) => ({
      start: s.start,
      end: s.end,
      nurseType: s.nurseType,
      status: 'active',
      isFree: true,
    }));
    expect(weekCoverage(p, posted)).toMatchObject({ gaps: 0, unfilled: shifts.length });
  });
});

describe('hours per resident day', () => {
  it.each([
    ['blank is not entered', '', { census: null }],
    ['spaces alone are not entered', '  ', { census: null }],
    ['a whole number', '84', { census: 84 }],
    ['0 residents', '0', { census: 0 }],
    ['1000, the most', '1000', { census: 1000 }],
    ['1001 is too many', '1001', { error: CENSUS_INVALID }],
    ['a fraction', '84.5', { error: CENSUS_INVALID }],
    ['a negative number', '-3', { error: CENSUS_INVALID }],
    ['a word', 'many', { error: CENSUS_INVALID }],
  ])('census: %s', (_, text, parsed) => expect(parseCensus(text)).toEqual(parsed));

  it.each([
    ['blank is no target', '', { target: null }],
    ['a decimal', '3.5', { target: 3.5 }],
    ['two places', '3.48', { target: 3.48 }],
    ['a whole number', '4', { target: 4 }],
    ['0', '0', { target: 0 }],
    ['24, the most', '24', { target: 24 }],
    ['more than a day', '24.5', { error: HPRD_TARGET_INVALID }],
    ['three places', '3.475', { error: HPRD_TARGET_INVALID }],
    ['a comma', '3,5', { error: HPRD_TARGET_INVALID }],
    ['a negative number', '-1', { error: HPRD_TARGET_INVALID }],
  ])('target: %s', (_, text, parsed) => expect(parseHprdTarget(text)).toEqual(parsed));

  it('labels a census input Census {Weekday}', () => {
    expect([censusLabel(0), censusLabel(6)]).toEqual(['Census Sunday', 'Census Saturday']);
  });

  const WEEKDAY_CENSUS = [null, 40, 40, 40, 40, 40, null];
  const shown = (hprd: ReturnType<typeof weekHprd>) =>
    hprd.map((d) => (d === null ? null : `${formatHprd(d.planned)}/${formatHprd(d.filled)}`));

  it.each([
    [
      'a day without a census has no figure',
      WEEK,
      [shiftAt(WEEK, 1, DAY)],
      [null, null, null, null, null, null, null],
      [null, null, null, null, null, null, null],
    ],
    [
      'a census of 0 has no figure (no division by zero)',
      WEEK,
      [shiftAt(WEEK, 1, DAY)],
      [null, 0, null, null, null, null, null],
      [null, null, null, null, null, null, null],
    ],
    [
      'a census with no shifts is 0.00',
      WEEK,
      [],
      WEEKDAY_CENSUS,
      [null, '0.00/0.00', '0.00/0.00', '0.00/0.00', '0.00/0.00', '0.00/0.00', null],
    ],
    [
      'planned counts every nursing shift, filled those a worker holds',
      WEEK,
      [
        shiftAt(WEEK, 1, DAY, { nurseType: 'RN', isFree: false }),
        shiftAt(WEEK, 1, DAY, { nurseType: 'LPN' }),
        shiftAt(WEEK, 1, EVENING, { nurseType: 'CNA', isFree: false }),
      ],
      WEEKDAY_CENSUS,
      // 24 hours posted and 16 filled for 40 residents
      [null, '0.60/0.40', '0.00/0.00', '0.00/0.00', '0.00/0.00', '0.00/0.00', null],
    ],
    [
      'cancelled shifts do not count',
      WEEK,
      [shiftAt(WEEK, 2, DAY, { isFree: false }), shiftAt(WEEK, 2, DAY, { status: 'cancelled', isFree: false })],
      WEEKDAY_CENSUS,
      [null, '0.00/0.00', '0.20/0.20', '0.00/0.00', '0.00/0.00', '0.00/0.00', null],
    ],
    [
      'Caregiver hours are not nursing hours',
      WEEK,
      [shiftAt(WEEK, 3, DAY, { nurseType: 'Caregiver', isFree: false }), shiftAt(WEEK, 3, DAY)],
      WEEKDAY_CENSUS,
      [null, '0.00/0.00', '0.00/0.00', '0.20/0.00', '0.00/0.00', '0.00/0.00', null],
    ],
    [
      'a night shift counts all its hours on the day it starts',
      WEEK,
      [shiftAt(WEEK, 4, NIGHT, { isFree: false })],
      WEEKDAY_CENSUS,
      [null, '0.00/0.00', '0.00/0.00', '0.00/0.00', '0.20/0.20', '0.00/0.00', null],
    ],
    [
      "the night before the week's Sunday counts in the week before; Saturday's night in this one",
      WEEK,
      [shiftAt(addDays(WEEK, -7), 6, NIGHT), shiftAt(WEEK, 6, NIGHT)],
      [10, null, null, null, null, null, 10],
      ['0.00/0.00', null, null, null, null, null, '0.80/0.00'],
    ],
    [
      'the spring-forward night shift is 7 hours, on the Saturday it starts',
      '2026-03-01',
      [shiftAt('2026-03-01', 6, NIGHT)],
      [null, null, null, null, null, null, 7],
      [null, null, null, null, null, null, '1.00/0.00'],
    ],
    [
      'the fall-back night shift is 9 hours, on the Saturday it starts',
      '2026-10-25',
      [shiftAt('2026-10-25', 6, NIGHT)],
      [null, null, null, null, null, null, 9],
      [null, null, null, null, null, null, '1.00/0.00'],
    ],
    [
      'on the 23-hour Sunday, midnight to noon is 11 hours',
      SPRING_WEEK,
      [shiftAt(SPRING_WEEK, 0, { startTime: '00:00', endTime: '12:00' })],
      [11, null, null, null, null, null, null],
      ['1.00/0.00', null, null, null, null, null, null],
    ],
    [
      'on the 25-hour Sunday, midnight to noon is 13 hours',
      FALL_WEEK,
      [shiftAt(FALL_WEEK, 0, { startTime: '00:00', endTime: '12:00' })],
      [13, null, null, null, null, null, null],
      ['1.00/0.00', null, null, null, null, null, null],
    ],
    [
      'two places, rounded: 16 hours for 3 residents',
      WEEK,
      [shiftAt(WEEK, 5, DAY), shiftAt(WEEK, 5, EVENING, { isFree: false })],
      [null, null, null, null, null, 3, null],
      [null, null, null, null, null, '5.33/2.67', null],
    ],
  ])('%s', (_, sunday, shifts, census, expected) => {
    expect(shown(weekHprd(sunday, TZ, shifts, census))).toEqual(expected);
  });
});
