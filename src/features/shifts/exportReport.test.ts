import { describe, expect, it } from 'vitest';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import type { Shift } from '../../domain/types';
import { wallTimeIn } from '../../domain/zonedTime';
import { exportRange, reportRows } from './exportReport';

const CHI = 'America/Chicago';
const at = (text: string) => wallTimeIn(text.slice(0, 10), text.slice(11), CHI);
const shift = (extra: Partial<Shift>): Shift => ({ ...SHIFT_DEFAULTS, id: 's', ...extra });

describe('reportRows', () => {
  const shifts = [
    shift({
      id: 's2',
      description: 'Night',
      isFree: false,
      nurseId: 'w1',
      start: at('2026-03-10 23:00'),
      end: at('2026-03-11 07:00'),
      nurseType: 'RN',
      additionalnotes: 'Door code at desk',
      facilityIdentifier: 'f1',
    }),
    shift({
      id: 's1',
      description: 'Day',
      isFree: true,
      start: at('2026-03-10 07:00'),
      end: at('2026-03-10 15:00'),
      nurseType: 'CNA',
      facilityIdentifier: 'f2',
    }),
  ];
  const input = {
    shifts,
    workerNames: { w1: 'Harper Wilson' },
    facilityNames: { f1: 'Lakeside North', f2: 'Lakeside South' },
    tz: CHI,
  };

  it("has the spec's columns for a facility user, rows by start", () => {
    expect(reportRows({ ...input, isCompany: false })).toEqual({
      fields: ['Shift ID', 'Description', 'Is Free', 'Start Time', 'End Time', 'Nurse Type', 'Nurse Name', 'Notes'],
      data: [
        ['s1', 'Day', 'Yes', '03/10/2026 7:00 AM', '03/10/2026 3:00 PM', 'CNA', '', ''],
        ['s2', 'Night', 'No', '03/10/2026 11:00 PM', '03/11/2026 7:00 AM', 'RN', 'Harper Wilson', 'Door code at desk'],
      ],
    });
  });

  it('adds Facility Name for companies', () => {
    const rows = reportRows({ ...input, isCompany: true });
    expect(rows.fields.at(-1)).toBe('Facility Name');
    expect(rows.data.map((r) => r.at(-1))).toEqual(['Lakeside South', 'Lakeside North']);
  });
});

describe('exportRange', () => {
  it.each([
    [
      'From Date 00:00 to the midnight after End Date',
      '03-01-2026',
      '03-07-2026',
      { from: at('2026-03-01 00:00'), to: at('2026-03-08 00:00') },
    ],
    ['one day', '03-08-2026', '03-08-2026', { from: at('2026-03-08 00:00'), to: at('2026-03-09 00:00') }],
    ['End Date before From Date', '03-08-2026', '03-07-2026', null],
    ['an incomplete date', '03-08-202', '03-09-2026', null],
    ['not a real date', '02-30-2026', '03-09-2026', null],
  ])('%s', (_, from, to, expected) => expect(exportRange(from, to, CHI)).toEqual(expected));
});
