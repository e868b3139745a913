import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import {
  addShiftSchema,
  cancelShiftSchema,
  editShiftSchema,
  shiftTemplatesChanged,
  shiftTemplatesSchema,
  usesTemplate,
} from './shiftSchemas';
import {
  CANCEL_REASON_REQUIRED,
  DESCRIPTION_REQUIRED,
  EDIT_SHIFT_DATES_REQUIRED,
  EMPTY_SHIFT_TEMPLATE,
  END_OUT_OF_RANGE,
  END_REQUIRED,
  FACILITY_REQUIRED,
  POSITION_REQUIRED,
  START_DATE_REQUIRED,
  START_REQUIRED,
  START_TOO_EARLY,
  TEMPLATE_CHOICE_INVALID,
  TEMPLATE_END_REQUIRED,
  TEMPLATE_START_REQUIRED,
  TEMPLATE_TIME_FORMAT,
  USER_TYPE_REQUIRED,
  WORKERS_MIN,
  WORKERS_WHOLE_NUMBER,
} from './validationMessages';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 10, 17);

describe('addShiftSchema', () => {
  const start = now + 48 * HOUR;
  const valid = {
    facilityId: '',
    description: 'Night CNA',
    templateIndex: '',
    startDate: null,
    start,
    end: start + 8 * HOUR,
    nurseType: 'CNA',
    medPass: false,
    numberOfWorkers: 1,
    additionalnotes: '',
  };
  const facility = { isCompany: false, now };
  const company = { isCompany: true, now };

  it.each([
    ['a complete facility form is valid', valid, facility, []],
    ['a complete company form with a facility is valid', { ...valid, facilityId: 'f1' }, company, []],
    [
      'with a template, Start Date replaces Start and End',
      { ...valid, templateIndex: '0', startDate: start, start: null, end: null },
      facility,
      [],
    ],
    ['Facility for company users', valid, company, [FACILITY_REQUIRED]],
    ['Description is required', { ...valid, description: '   ' }, facility, [DESCRIPTION_REQUIRED]],
    ['Start (no template)', { ...valid, start: null }, facility, [START_REQUIRED]],
    ['End (no template)', { ...valid, end: null }, facility, [END_REQUIRED]],
    [
      'Start and End when None is chosen',
      { ...valid, templateIndex: 'none', start: null, end: null },
      facility,
      [START_REQUIRED, END_REQUIRED],
    ],
    [
      'Start Date when a template is chosen',
      { ...valid, templateIndex: '1', startDate: null, start: null, end: null },
      facility,
      [START_DATE_REQUIRED],
    ],
    ['Position', { ...valid, nurseType: '' }, facility, [POSITION_REQUIRED]],
    ['Position must be Caregiver, CNA, LPN or RN', { ...valid, nurseType: 'Doctor' }, facility, [POSITION_REQUIRED]],
    [
      'Number of workers is a whole number (empty)',
      { ...valid, numberOfWorkers: Number.NaN },
      facility,
      [WORKERS_WHOLE_NUMBER],
    ],
    [
      'Number of workers is a whole number (fraction)',
      { ...valid, numberOfWorkers: 1.5 },
      facility,
      [WORKERS_WHOLE_NUMBER],
    ],
    ['Number of workers is at least 1', { ...valid, numberOfWorkers: 0 }, facility, [WORKERS_MIN]],
    [
      'A manually entered start cannot be earlier than one day before now',
      { ...valid, start: now - 25 * HOUR, end: now - 20 * HOUR },
      facility,
      [START_TOO_EARLY],
    ],
    [
      'The end may be 0 to 12 hours after the start (13 hours)',
      { ...valid, end: start + 13 * HOUR },
      facility,
      [END_OUT_OF_RANGE],
    ],
    [
      'The end may be 0 to 12 hours after the start (before the start)',
      { ...valid, end: start - HOUR },
      facility,
      [END_OUT_OF_RANGE],
    ],
    ['and the user type', valid, { now }, [USER_TYPE_REQUIRED]],
    [
      'a Shift Template choice is an index, None or nothing',
      { ...valid, templateIndex: 'Day' },
      facility,
      [TEMPLATE_CHOICE_INVALID],
    ],
    [
      'with a template, stale Start and End values are not checked',
      { ...valid, templateIndex: '0', startDate: start, start: now - 48 * HOUR, end: now },
      facility,
      [],
    ],
  ])('%s', (_, values, context, expected) => {
    expect(errorsOf(addShiftSchema, values, context)).toEqual(expected);
  });

  it('Number of workers is a whole number, default 1', () => {
    expect(addShiftSchema.getDefault().numberOfWorkers).toBe(1);
    expect(addShiftSchema.cast({ ...valid, numberOfWorkers: undefined }, { context: facility }).numberOfWorkers).toBe(
      1,
    );
  });

  it.each([
    ['no template chosen', '', false],
    ['the None option', 'none', false],
    ['a template index', '2', true],
  ])('usesTemplate: %s', (_, index, expected) => {
    expect(usesTemplate(index)).toBe(expected);
  });
});

describe('editShiftSchema', () => {
  const start = now + 48 * HOUR;
  const valid = {
    description: 'Night CNA',
    nurseType: 'RN',
    additionalnotes: 'bring badge',
    start,
    end: start + 8 * HOUR,
  };
  it.each([
    ['a complete edit is valid', valid, []],
    // the spec's toast, spelled out
    [
      'Start and end are required (start)',
      { ...valid, start: null },
      ['Please select start date and end date to continue'],
    ],
    ['Start and end are required (end)', { ...valid, end: null }, [EDIT_SHIFT_DATES_REQUIRED]],
    [
      'Start cannot be earlier than one day before now',
      { ...valid, start: now - 25 * HOUR, end: now - 24 * HOUR },
      [START_TOO_EARLY],
    ],
    ['End must be 0 to 12 hours after start', { ...valid, end: start + 12 * HOUR + 1 }, [END_OUT_OF_RANGE]],
    ['End may equal the start', { ...valid, end: start }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(editShiftSchema, values, { now })).toEqual(expected);
  });
});

describe('cancelShiftSchema', () => {
  it.each([
    ['a reason type is enough', { type: 'mistake', details: '' }, []],
    ['A reason is required', { type: '', details: '' }, [CANCEL_REASON_REQUIRED]],
    ['when it is other, the details text is also required', { type: 'other', details: '  ' }, [CANCEL_REASON_REQUIRED]],
    ['other with details is valid', { type: 'other', details: 'Resident discharged' }, []],
    ['an unknown reason type is refused', { type: 'bored', details: '' }, [CANCEL_REASON_REQUIRED]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(cancelShiftSchema, values)).toEqual(expected);
  });

  it("Toast: 'Reason is a required field' (the spec's words, spelled out)", () => {
    expect(errorsOf(cancelShiftSchema, { type: '', details: '' })).toEqual(['Reason is a required field']);
  });
});

describe('shiftTemplatesSchema', () => {
  const day = { name: 'Day', startTime: '07:00', endTime: '15:00' };
  it.each([
    [
      'named templates with a start and an end are valid',
      [day, { name: 'Night', startTime: '23:00', endTime: '07:00' }],
      [],
    ],
    ['no templates at all is valid', [], []],
    [
      "Saving with an unnamed template fails with 'Can't save empty shift template'",
      [day, { ...day, name: '  ' }],
      ["Can't save empty shift template"],
    ],
    ['Every template needs a start', [{ ...day, startTime: '' }], [TEMPLATE_START_REQUIRED]],
    ['Every template needs an end', [{ ...day, endTime: '' }], [TEMPLATE_END_REQUIRED]],
    ['times are HH:mm', [{ ...day, endTime: '3 PM' }], [TEMPLATE_TIME_FORMAT]],
  ])('%s', (_, shiftTemplates, expected) => {
    expect(errorsOf(shiftTemplatesSchema, { shiftTemplates })).toEqual(expected);
  });

  it.each([
    ['Save is enabled only when something changed (nothing changed)', [day], [{ ...day }], false],
    ['a renamed template is a change', [day], [{ ...day, name: 'Days' }], true],
    ['a new time is a change', [day], [{ ...day, endTime: '15:30' }], true],
    ['an added template is a change', [day], [day, day], true],
    ['a removed template is a change', [day], [], true],
  ])('%s', (_, saved, edited, expected) => {
    expect(shiftTemplatesChanged(saved, edited)).toBe(expected);
    expect(EMPTY_SHIFT_TEMPLATE).toBe("Can't save empty shift template");
  });
});
