// Post several's inputs to the domain's pattern and drafts: the same record as the single add for the same values.
import { describe, expect, it } from 'vitest';
import { NO_TEMPLATE } from '../../domain/validationMessages';
import { COVID_VACCINATION, MED_PASS, type Shift } from '../../domain/types';
import { calendarDateIn, timeOfDayIn, wallTimeIn } from '../../domain/zonedTime';
import {
  copyDrafts,
  dateKeyOf,
  initialCopyWeekInputs,
  initialPostSeveralInputs,
  patternDrafts,
  plannedFromCopy,
  plannedFromPattern,
  postPattern,
  postSeveralErrors,
  type PostSeveralInputs,
} from './postSeveralForm';
import { initialAddShiftInputs, shiftDraft, type FacilityRules } from './shiftForm';

const TZ = 'America/Chicago';
const rules: FacilityRules = {
  tz: TZ,
  templates: [{ name: 'Night', startTime: '23:00', endTime: '07:00' }],
  offersMedPass: true,
  requiresCovidVaccination: true,
};
const now = wallTimeIn('2026-12-01', '10:00', TZ);
const inputs = (over: Partial<PostSeveralInputs> = {}): PostSeveralInputs => ({
  ...initialPostSeveralInputs(now, TZ, 'maple-grove'),
  description: ' Day RN ',
  nurseType: 'RN',
  additionalnotes: ' Badge at the desk ',
  ...over,
});

describe('Post several inputs', () => {
  it('start as two weeks of weekdays from the single add default start, 09:00 to 17:00', () => {
    const start = initialPostSeveralInputs(now, TZ);
    expect(start).toMatchObject({ from: '12-03-2026', to: '12-16-2026', startTime: '09:00', endTime: '17:00' });
    expect(plannedFromPattern(inputs(), rules)).toHaveLength(10);
  });

  it('reads typed dates as the facility dates and a template as its times', () => {
    expect(dateKeyOf('12-03-2026', TZ)).toBe('2026-12-03');
    expect(dateKeyOf('2026-12-03', TZ)).toBeNull();
    expect(postPattern(inputs({ templateIndex: '0' }), rules)).toMatchObject({ startTime: '23:00', endTime: '07:00' });
    expect(postPattern(inputs({ templateIndex: NO_TEMPLATE }), rules)).toMatchObject({ startTime: '09:00' });
  });

  it('puts each rule on its field: the add fields, the range and the 500 limit', () => {
    expect(postSeveralErrors(inputs(), { isCompany: false, rules })).toEqual({});
    const errors = postSeveralErrors(inputs({ description: '', to: '11-30-2026', numberOfWorkers: '0' }), {
      isCompany: false,
      rules,
    });
    expect(Object.keys(errors).sort()).toEqual(['description', 'numberOfWorkers', 'to']);
    expect(postSeveralErrors(inputs({ numberOfWorkers: '51' }), { isCompany: false, rules }).form).toMatch(/510/);
  });

  it('each draft is what the single add makes for the same values on that day', () => {
    const first = plannedFromPattern(inputs(), rules).slice(0, 1);
    const [draft] = patternDrafts(inputs(), 'maple-grove', rules, first);
    const single = shiftDraft(
      {
        ...initialAddShiftInputs(now, TZ, 'maple-grove'),
        description: ' Day RN ',
        nurseType: 'RN',
        additionalnotes: ' Badge at the desk ',
        startDate: '12-03-2026',
        startTime: '09:00',
        endTime: '17:00',
      },
      'maple-grove',
      rules,
    );
    expect(draft).toEqual(single!.draft);
    expect(draft?.additionalRequirements).toEqual([MED_PASS, COVID_VACCINATION]);
  });

  it.each([
    { rule: 'not offered: no window', favoritesFirst: false, favoritesFirstHours: '12', hours: null },
    { rule: 'offered for 12 hours', favoritesFirst: true, favoritesFirstHours: '12', hours: 12 },
  ])('favorites first, as the single add asks for it: $rule', ({ favoritesFirst, favoritesFirstHours, hours }) => {
    const first = plannedFromPattern(inputs(), rules).slice(0, 1);
    const [draft] = patternDrafts(inputs({ favoritesFirst, favoritesFirstHours }), 'maple-grove', rules, first);
    expect(draft?.favoritesFirstHours).toBe(hours);
    const single = shiftDraft(
      {
        ...initialAddShiftInputs(now, TZ, 'maple-grove'),
        description: 'Day RN',
        nurseType: 'RN',
        startDate: '12-03-2026',
        favoritesFirst,
        favoritesFirstHours,
      },
      'maple-grove',
      rules,
    );
    expect(single!.draft.favoritesFirstHours).toBe(hours);
  });
});

describe('Copy a week inputs', () => {
  const source = (id: string, date: string, start: string, end: string): Shift =>
    ({
      id,
      facilityIdentifier: 'maple-grove',
      description: `Copied ${id}`,
      nurseType: 'CNA',
      additionalRequirements: [],
      additionalnotes: 'Notes',
      start: wallTimeIn(date, start, TZ),
      end: wallTimeIn(date, end, TZ),
      status: 'active',
      nurseId: 'worker-1',
      isFree: false,
    }) as unknown as Shift;

  it('start on this week and the next', () => {
    expect(initialCopyWeekInputs(now, TZ)).toMatchObject({ from: '11-29-2026', to: '12-06-2026', weeks: '1' });
    expect(initialCopyWeekInputs(now, TZ, '', '2026-12-13')).toMatchObject({ from: '12-13-2026', to: '12-20-2026' });
  });

  it('copies keep the fields and the wall-clock times, without the worker; requirements as the add gives them', () => {
    const sources = [source('a', '2026-11-30', '07:00', '15:00')];
    const choice = { facilityId: 'maple-grove', from: '11-29-2026', to: '12-06-2026', weeks: '2' };
    const planned = plannedFromCopy(sources, choice, TZ);
    expect(planned.map((p) => [calendarDateIn(p.start, TZ), timeOfDayIn(p.start, TZ), p.nurseType])).toEqual([
      ['2026-12-07', '07:00', 'CNA'],
      ['2026-12-14', '07:00', 'CNA'],
    ]);
    const [draft] = copyDrafts(sources, planned, rules);
    expect(draft).toEqual({
      facilityIdentifier: 'maple-grove',
      description: 'Copied a',
      start: planned[0]?.start,
      end: planned[0]?.end,
      nurseType: 'CNA',
      additionalRequirements: [COVID_VACCINATION],
      additionalnotes: 'Notes',
      tz: TZ,
      favoritesFirstHours: null,
    });
  });
});
