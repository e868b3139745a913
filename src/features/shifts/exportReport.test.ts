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
    facilities: {
      f1: { facilityName: 'Lakeside North', tz: CHI },
      f2: { facilityName: 'Lakeside South', tz: CHI },
    },
  };

  it("has the spec's columns for a facility user, rows by start, times as a spreadsheet reads them", () => {
    expect(reportRows({ ...input, isCompany: false })).toEqual([
      ['Shift ID', 'Description', 'Is Free', 'Start Time', 'End Time', 'Nurse Type', 'Nurse Name', 'Notes'],
      ['s1', 'Day', 'Yes', '2026-03-10 07:00', '2026-03-10 15:00', 'CNA', null, ''],
      ['s2', 'Night', 'No', '2026-03-10 23:00', '2026-03-11 07:00', 'RN', 'Harper Wilson', 'Door code at desk'],
    ]);
  });

  it('adds Facility Name for companies; each row in its facility zone', () => {
    const rows = reportRows({
      ...input,
      facilities: { ...input.facilities, f2: { facilityName: 'Lakeside South', tz: 'America/New_York' } },
      isCompany: true,
    });
    expect(rows[0]?.at(-1)).toBe('Facility Name');
    expect(rows.slice(1).map((r) => [r[3], r.at(-1)])).toEqual([
      ['2026-03-10 08:00', 'Lakeside South'],
      ['2026-03-10 23:00', 'Lakeside North'],
    ]);
  });

  it("a facility that is not in the scope: the shift's own zone, no name", () => {
    const east = shift({ start: at('2026-03-10 07:00'), end: at('2026-03-10 15:00'), tz: 'America/New_York' });
    const rows = reportRows({ ...input, shifts: [east], facilities: {}, isCompany: true });
    expect(rows[1]?.slice(3, 5)).toEqual(['2026-03-10 08:00', '2026-03-10 16:00']);
    expect(rows[1]).toBeDefined();
    expect(rows[1]?.at(-1)).toBeUndefined();
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
