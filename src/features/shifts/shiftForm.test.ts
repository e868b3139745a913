import { describe, expect, it } from 'vitest';
import { COVID_VACCINATION, MED_PASS, type Facility } from '../../domain/types';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import {
  DESCRIPTION_REQUIRED,
  END_OUT_OF_RANGE,
  FACILITY_REQUIRED,
  POSITION_REQUIRED,
  START_DATE_REQUIRED,
  START_REQUIRED,
  START_TOO_EARLY,
  USER_TYPE_REQUIRED,
  WORKERS_MIN,
  WORKERS_REQUIRED,
  WORKERS_WHOLE_NUMBER,
} from '../../domain/validationMessages';
import { wallTimeIn, wallTimeOccurrences } from '../../domain/zonedTime';
import {
  addShiftErrors,
  editedValues,
  editInputsFrom,
  editShiftErrors,
  editTimes,
  facilityRules,
  filledTimes,
  initialAddShiftInputs,
  instantFrom,
  placeEnd,
  shiftDraft,
  type AddShiftInputs,
} from './shiftForm';
import { WORKERS_MAX } from './messages';
import { defined } from '../../../tests/support/defined';

const CHI = 'America/Chicago';
const at = (text: string, tz = CHI) => wallTimeIn(text.slice(0, 10), text.slice(11), tz);
const NOW = at('2026-06-10 14:37');

const facility = (extra: Partial<Facility> = {}): Facility => ({
  ...FACILITY_DEFAULTS,
  id: 'maple-grove',
  facilityName: 'Maple Grove Care Center',
  facilityState: 'WI',
  tz: CHI,
  shiftTemplates: [
    { name: 'Day', startTime: '07:00', endTime: '15:00' },
    { name: 'Night', startTime: '23:00', endTime: '07:00' },
  ],
  ...extra,
});

const rules = facilityRules(facility(), CHI);
const valid = (extra: Partial<AddShiftInputs> = {}): AddShiftInputs => ({
  ...initialAddShiftInputs(NOW, CHI, 'maple-grove'),
  description: 'Day shift',
  nurseType: 'CNA',
  ...extra,
});
const errorsOf = (inputs: AddShiftInputs, isCompany: boolean | null = false) =>
  addShiftErrors(inputs, { isCompany, now: NOW, rules });

describe('initialAddShiftInputs', () => {
  it.each([
    [
      'Default start is two days ahead at 09:00, with an 8-hour length',
      undefined,
      { startDate: '06-12-2026', startTime: '09:00', endTime: '17:00' },
    ],
    [
      'a calendar day selected: that day at 09:00',
      at('2026-07-04 00:00'),
      { startDate: '07-04-2026', startTime: '09:00', endTime: '17:00' },
    ],
    [
      'a calendar time selected: that time',
      at('2026-07-04 13:30'),
      { startDate: '07-04-2026', startTime: '13:30', endTime: '21:30' },
    ],
  ])('%s', (_, preset, expected) => {
    expect(initialAddShiftInputs(NOW, CHI, '', preset)).toMatchObject({
      ...expected,
      numberOfWorkers: '1',
      templateIndex: 'none',
      nurseType: '',
    });
  });
});

describe('placeEnd', () => {
  it.each([
    ["the end's hour and minute are kept (same day)", '2026-06-10 09:00', '17:30', '2026-06-10 17:30'],
    ['an end time earlier than the start is on the next day', '2026-06-10 22:00', '06:15', '2026-06-11 06:15'],
    ['an end equal to the start is 0 hours later', '2026-06-10 09:00', '09:00', '2026-06-10 09:00'],
    ['across the spring-forward night', '2026-03-07 23:00', '07:00', '2026-03-08 07:00'],
    ['across the fall-back night', '2026-10-31 23:00', '07:00', '2026-11-01 07:00'],
  ])('%s', (_, start, endTime, expected) => expect(placeEnd(at(start), endTime, CHI)).toBe(at(expected)));
  it('is null until a time is entered', () => expect(placeEnd(at('2026-06-10 09:00'), '', CHI)).toBeNull());
});

// 2026-11-01 in Chicago: clocks go back at 02:00 CDT, so 01:00-01:59 shows twice (CDT, then CST)
const OCCURRENCES_0130 = wallTimeOccurrences('2026-11-01', '01:30', CHI);
const FIRST_0130 = defined(OCCURRENCES_0130[0], 'the first 01:30');
const SECOND_0130 = defined(OCCURRENCES_0130[1], 'the second 01:30');

describe('the repeated hour of a fall-back night', () => {
  it('the two occurrences of 01:30 are an hour apart', () => expect(SECOND_0130 - FIRST_0130).toBe(3_600_000));
  it('placeEnd takes the first end at or after the start (CDT 01:30, 8 h after 17:30)', () =>
    expect(placeEnd(at('2026-10-31 17:30'), '01:30', CHI)).toBe(FIRST_0130));
  it('placeEnd takes the second when the start is past the first', () =>
    expect(placeEnd(FIRST_0130 + 10 * 60_000, '01:30', CHI)).toBe(SECOND_0130));
  it.each([
    ['without a shift to be near, the later one', undefined, SECOND_0130],
    ['near the first one (CDT)', FIRST_0130 - 30 * 60_000, FIRST_0130],
    ['near the second one (CST)', SECOND_0130 + 30 * 60_000, SECOND_0130],
  ])('instantFrom: %s', (_, near, expected) => expect(instantFrom('11-01-2026', '01:30', CHI, near)).toBe(expected));

  describe('the edit form', () => {
    const shift = {
      description: 'Night',
      nurseType: 'CNA' as const,
      additionalnotes: '',
      start: FIRST_0130,
      end: FIRST_0130 + 8 * 3_600_000,
    };
    const filled = filledTimes(shift, CHI);
    const inputs = editInputsFrom(shift, CHI);
    it('an unchanged save keeps the start at 01:30 CDT and the end 8 hours later', () =>
      expect(editedValues(inputs, CHI, filled)).toMatchObject({ start: shift.start, end: shift.end }));
    it('a changed end keeps the start', () =>
      expect(editTimes({ ...inputs, endTime: '08:30' }, CHI, filled)).toEqual({
        start: shift.start,
        end: at('2026-11-01 08:30'),
      }));
    it('a start moved within the repeated hour stays on the first one', () =>
      expect(editTimes({ ...inputs, startTime: '01:45' }, CHI, filled).start).toBe(FIRST_0130 + 15 * 60_000));
    it('a start left as filled of a shift in the second 01:30 keeps the second', () => {
      const second = { ...shift, start: SECOND_0130, end: SECOND_0130 + 8 * 3_600_000 };
      expect(editedValues(editInputsFrom(second, CHI), CHI, filledTimes(second, CHI))).toMatchObject({
        start: second.start,
        end: second.end,
      });
    });
  });
});

describe('instantFrom', () => {
  it.each([
    ['Dates use MM-DD-YYYY', '06-12-2026', '09:00', at('2026-06-12 09:00')],
    ['another date order is not accepted', '2026-06-12', '09:00', null],
    ['not a real date', '02-30-2026', '09:00', null],
    ['no time yet', '06-12-2026', '', null],
  ])('%s', (_, date, time, expected) => expect(instantFrom(date, time, CHI)).toBe(expected));
});

describe('addShiftErrors: one row per rule of spec 5', () => {
  it('the default form with a description and a position is valid', () => {
    expect(errorsOf(valid())).toEqual({});
  });
  it.each<[string, Partial<AddShiftInputs>, Partial<Record<string, string>>]>([
    ['Description is required', { description: '  ' }, { description: DESCRIPTION_REQUIRED }],
    ['Position is required', { nurseType: '' }, { nurseType: POSITION_REQUIRED }],
    ['Start is required (no date)', { startDate: '' }, { startDate: START_REQUIRED }],
    ['Start is required (a date not written MM-DD-YYYY)', { startDate: '2026-06-12' }, { startDate: START_REQUIRED }],
    [
      'A manually entered start cannot be earlier than one day before now',
      { startDate: '06-09-2026', startTime: '14:00', endTime: '18:00' },
      { startTime: START_TOO_EARLY },
    ],
    [
      'The end may be at most 12 hours after the start',
      { startTime: '09:00', endTime: '21:01' },
      { endTime: END_OUT_OF_RANGE },
    ],
    [
      'an end time before the start means the next day, too far here',
      { startTime: '09:00', endTime: '08:00' },
      { endTime: END_OUT_OF_RANGE },
    ],
    ['Number of workers is required', { numberOfWorkers: '' }, { numberOfWorkers: WORKERS_REQUIRED }],
    ['Number of workers is a whole number', { numberOfWorkers: '1.5' }, { numberOfWorkers: WORKERS_WHOLE_NUMBER }],
    ['Number of workers is a number', { numberOfWorkers: 'two' }, { numberOfWorkers: WORKERS_WHOLE_NUMBER }],
    ['Number of workers is at least 1', { numberOfWorkers: '0' }, { numberOfWorkers: WORKERS_MIN }],
    ['Number of workers fits one post', { numberOfWorkers: '501' }, { numberOfWorkers: WORKERS_MAX }],
    [
      'with a template, Start Date is required',
      { templateIndex: '0', startDate: '' },
      { startDate: START_DATE_REQUIRED },
    ],
    [
      'with a template, a Start Date long past is refused',
      { templateIndex: '0', startDate: '06-01-2026' },
      { startDate: START_TOO_EARLY },
    ],
  ])('%s', (_, change, expected) => {
    expect(errorsOf(valid(change))).toEqual(expected);
  });
  it('with a template, Start and End are not required', () => {
    expect(errorsOf(valid({ templateIndex: '1', startTime: '', endTime: '' }))).toEqual({});
  });
  it('Facility is required for company users', () => {
    expect(errorsOf(valid({ facilityId: '' }), true)).toEqual({ facilityId: FACILITY_REQUIRED });
    expect(errorsOf(valid({ facilityId: '' }), false)).toEqual({});
  });
  it('the user type is required', () => {
    expect(errorsOf(valid(), null)).toEqual({ form: USER_TYPE_REQUIRED });
  });
});

describe('shiftDraft', () => {
  it('with a template, the end is set from the template end time, on the next day if earlier than the start', () => {
    const built = shiftDraft(valid({ templateIndex: '1', startDate: '06-12-2026' }), 'maple-grove', rules);
    expect(built?.draft).toMatchObject({ start: at('2026-06-12 23:00'), end: at('2026-06-13 07:00') });
  });
  it('without a template, the entered start and the placed end', () => {
    const built = shiftDraft(
      valid({ startTime: '20:00', endTime: '04:00', numberOfWorkers: '3' }),
      'maple-grove',
      rules,
    );
    expect(built).toMatchObject({
      count: 3,
      draft: { start: at('2026-06-12 20:00'), end: at('2026-06-13 04:00'), facilityIdentifier: 'maple-grove', tz: CHI },
    });
  });
  it.each([
    ['Choosing LPN or RN forces Med Pass', { nurseType: 'RN' as const, medPass: false }, facility(), [MED_PASS]],
    [
      'a ticked Med Pass for a CNA at a Wisconsin facility',
      { nurseType: 'CNA' as const, medPass: true },
      facility(),
      [MED_PASS],
    ],
    [
      'Med Pass is offered only for Wisconsin facilities',
      { nurseType: 'CNA' as const, medPass: true },
      facility({ facilityState: 'MN', facilityName: 'Lakeside East' }),
      [],
    ],
    [
      'Med Pass is automatic for LPN and RN anywhere',
      { nurseType: 'LPN' as const, medPass: false },
      facility({ facilityState: 'MN', facilityName: 'Lakeside East' }),
      [MED_PASS],
    ],
    [
      'COVID Vaccination is added for facilities that require it',
      { nurseType: 'CNA' as const, medPass: false },
      facility({ facilityState: 'MN', requiresCovidVaccination: true }),
      [COVID_VACCINATION],
    ],
  ])('%s', (_, change, f, expected) => {
    const built = shiftDraft(valid(change), f.id, facilityRules(f, CHI));
    expect(built?.draft.additionalRequirements).toEqual(expected);
  });
  it('trims the description and notes', () => {
    expect(
      shiftDraft(valid({ description: '  Day  ', additionalnotes: ' Badge \n' }), 'maple-grove', rules)?.draft,
    ).toMatchObject({ description: 'Day', additionalnotes: 'Badge' });
  });
});

describe('editShiftErrors', () => {
  const inputs = {
    description: 'Day',
    nurseType: 'CNA' as const,
    additionalnotes: '',
    startDate: '06-12-2026',
    startTime: '09:00',
    endTime: '17:00',
  };
  it.each<[string, Partial<typeof inputs>, Record<string, string>]>([
    ['a valid edit', {}, {}],
    [
      'Start and end are required',
      { startDate: '' },
      { startDate: 'Please select start date and end date to continue' },
    ],
    [
      'Start cannot be earlier than one day before now',
      { startDate: '06-09-2026', startTime: '09:00' },
      { startTime: START_TOO_EARLY },
    ],
    ['End must be 0 to 12 hours after start', { endTime: '22:00' }, { endTime: END_OUT_OF_RANGE }],
    ['Description is required', { description: '' }, { description: DESCRIPTION_REQUIRED }],
  ])('%s', (_, change, expected) => expect(editShiftErrors({ ...inputs, ...change }, CHI, NOW)).toEqual(expected));
});
