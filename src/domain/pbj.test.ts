import { describe, expect, it } from 'vitest';
import {
  hoursByDay,
  parseQuarterKey,
  pbjFacilityIdError,
  PBJ_FACILITY_ID_INVALID,
  pbjEmployeeId,
  pbjFileName,
  pbjReport,
  PBJ_JOB_TITLE_CODES,
  quarterChoices,
  quarterDates,
  quarterKey,
  quarterLabel,
  quarterOfDate,
  quarterRange,
  type FiscalQuarter,
  type PbjEntry,
} from './pbj';
import { spanHours } from './hoursSpan';

const TZ = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);

describe('hoursByDay: the counted span split at each midnight of the facility zone', () => {
  it.each([
    ['a day shift', '2026-11-18T07:00:00-06:00', '2026-11-18T15:00:00-06:00', [['2026-11-18', 8]]],
    [
      'a night over midnight: 1 hour on the first day, 7 on the second',
      '2026-11-18T23:00:00-06:00',
      '2026-11-19T07:00:00-06:00',
      [
        ['2026-11-18', 1],
        ['2026-11-19', 7],
      ],
    ],
    [
      'the spring-forward night: 6 hours on the second day, as the clock ran',
      '2026-03-07T23:00:00-06:00',
      '2026-03-08T07:00:00-05:00',
      [
        ['2026-03-07', 1],
        ['2026-03-08', 6],
      ],
    ],
    [
      'the fall-back night: 8 hours on the second day',
      '2026-10-31T23:00:00-05:00',
      '2026-11-01T07:00:00-06:00',
      [
        ['2026-10-31', 1],
        ['2026-11-01', 8],
      ],
    ],
    [
      "across New Year (the quarter's last midnight)",
      '2026-12-31T23:00:00-06:00',
      '2027-01-01T07:00:00-06:00',
      [
        ['2026-12-31', 1],
        ['2027-01-01', 7],
      ],
    ],
    [
      'ending exactly at midnight counts on one day only',
      '2026-11-18T16:00:00-06:00',
      '2026-11-19T00:00:00-06:00',
      [['2026-11-18', 8]],
    ],
    [
      'days add up to the span the timesheet approves, however the minutes round',
      '2026-11-18T23:00:31-06:00',
      '2026-11-19T07:00:00-06:00',
      [
        ['2026-11-18', 0.99],
        ['2026-11-19', 7],
      ],
    ],
    [
      'in the zone of the facility, not of the machine',
      '2026-11-18T23:00:00-08:00',
      '2026-11-19T07:00:00-08:00',
      [['2026-11-19', 8]],
    ],
  ])('%s', (_, from, to, days) => {
    const got = hoursByDay(at(from), at(to), TZ);
    expect(got).toEqual(days.map(([date, hours]) => ({ date, hours })));
    const sum = got.reduce((t, d) => t + Math.round(d.hours * 100), 0) / 100;
    expect(sum).toBe(spanHours(at(from), at(to)));
  });

  it('gives nothing for an empty or reversed span', () => {
    expect(hoursByDay(at('2026-11-18T07:00:00Z'), at('2026-11-18T07:00:00Z'), TZ)).toEqual([]);
    expect(hoursByDay(at('2026-11-18T08:00:00Z'), at('2026-11-18T07:00:00Z'), TZ)).toEqual([]);
  });
});

describe('federal fiscal quarters', () => {
  it.each<[string, string, FiscalQuarter]>([
    ['October is Q1 of the next fiscal year', '2026-10-01', { fiscalYear: 2027, quarter: 1 }],
    ['December 31 is still Q1', '2026-12-31', { fiscalYear: 2027, quarter: 1 }],
    ['January 1 is Q2', '2027-01-01', { fiscalYear: 2027, quarter: 2 }],
    ['March 31 is Q2', '2027-03-31', { fiscalYear: 2027, quarter: 2 }],
    ['April is Q3', '2027-04-01', { fiscalYear: 2027, quarter: 3 }],
    ['September 30 is Q4', '2026-09-30', { fiscalYear: 2026, quarter: 4 }],
  ])('%s', (_, date, q) => {
    expect(quarterOfDate(date)).toEqual(q);
  });

  it.each<[FiscalQuarter, string, string, string]>([
    [{ fiscalYear: 2027, quarter: 1 }, '2026-10-01', '2026-12-31', 'Oct 1 – Dec 31, 2026'],
    [{ fiscalYear: 2027, quarter: 2 }, '2027-01-01', '2027-03-31', 'Jan 1 – Mar 31, 2027'],
    [{ fiscalYear: 2028, quarter: 2 }, '2028-01-01', '2028-03-31', 'Jan 1 – Mar 31, 2028'],
    [{ fiscalYear: 2027, quarter: 3 }, '2027-04-01', '2027-06-30', 'Apr 1 – Jun 30, 2027'],
    [{ fiscalYear: 2027, quarter: 4 }, '2027-07-01', '2027-09-30', 'Jul 1 – Sep 30, 2027'],
  ])('%j runs %s to %s (%s)', (q, first, last, label) => {
    expect(quarterDates(q)).toEqual({ first, last });
    expect(quarterLabel(q)).toBe(label);
    expect(parseQuarterKey(quarterKey(q))).toEqual(q);
  });

  it("a quarter's range runs midnight to midnight in the zone, the DST hour included", () => {
    const q1 = quarterRange({ fiscalYear: 2027, quarter: 1 }, TZ);
    expect(q1.from).toBe(at('2026-10-01T00:00:00-05:00'));
    expect(q1.to).toBe(at('2027-01-01T00:00:00-06:00'));
  });

  it('offers the current quarter in the zone first, then the seven before', () => {
    // 03:00 UTC on Oct 1 is still September 30 in Chicago
    const choices = quarterChoices(at('2026-10-01T03:00:00Z'), TZ).map(quarterKey);
    expect(choices).toEqual([
      'FY2026Q4',
      'FY2026Q3',
      'FY2026Q2',
      'FY2026Q1',
      'FY2025Q4',
      'FY2025Q3',
      'FY2025Q2',
      'FY2025Q1',
    ]);
  });

  it.each(['', 'FY2027Q5', '2027Q1', null])('refuses the quarter key %j', (text) => {
    expect(parseQuarterKey(text)).toBeNull();
  });

  it('names the file pbj-{PBJ facility ID}-{fiscal year}Q{n}.xml', () => {
    expect(pbjFileName('WI5678', { fiscalYear: 2027, quarter: 1 })).toBe('pbj-WI5678-2027Q1.xml');
  });
});

describe('codes', () => {
  it.each([
    ['RN', 7],
    ['LPN', 9],
    ['CNA', 10],
    ['Caregiver', null],
  ] as const)('%s has job title code %s', (position, code) => {
    expect(PBJ_JOB_TITLE_CODES[position]).toBe(code);
  });

  it.each([
    ['an account id of allowed characters is kept', 'worker-ana', 'worker-ana'],
    ['a Firebase uid is kept', 'Zx8kq2LmN4pQ7rS1tU3vW5yA9bC0', 'Zx8kq2LmN4pQ7rS1tU3vW5yA9bC0'],
  ])('employeeId: %s', (_, id, expected) => {
    expect(pbjEmployeeId(id)).toBe(expected);
  });

  it('employeeId: an id too long or of other characters becomes a stable hash of at most 30', () => {
    const id = pbjEmployeeId('someone@example.com/with a very long id indeed');
    expect(id).toMatch(/^SC[0-9a-f]{16}$/);
    expect(pbjEmployeeId('someone@example.com/with a very long id indeed')).toBe(id);
    expect(pbjEmployeeId('someone@example.com/with a very long id indeeD')).not.toBe(id);
  });
});

describe('pbjReport: the quarter of approved entries, per day and position', () => {
  const Q1: FiscalQuarter = { fiscalYear: 2027, quarter: 1 };
  const entry = (over: Partial<PbjEntry> & { id: string; nurseId: string }): PbjEntry => ({
    nurseType: 'CNA',
    clockIn: at('2026-11-18T07:00:00-06:00'),
    clockOut: at('2026-11-18T15:00:00-06:00'),
    adjustment: null,
    ...over,
  });

  it('counts the adjusted times where hours were adjusted', () => {
    const r = pbjReport(
      [
        entry({
          id: 'a',
          nurseId: 'w1',
          adjustment: { clockIn: at('2026-11-18T07:30:00-06:00'), clockOut: at('2026-11-18T15:00:00-06:00') },
        }),
      ],
      Q1,
      TZ,
    );
    expect(r.rows).toEqual([{ date: '2026-11-18', position: 'CNA', workers: 1, hours: 7.5 }]);
    expect(r.entries).toEqual([{ workerId: 'w1', date: '2026-11-18', jobTitleCode: 10, hours: 7.5 }]);
  });

  it("sums each worker's day and job title, and counts the day's workers per position", () => {
    const r = pbjReport(
      [
        entry({
          id: 'a',
          nurseId: 'w1',
          clockIn: at('2026-11-18T07:00:00-06:00'),
          clockOut: at('2026-11-18T11:00:00-06:00'),
        }),
        entry({
          id: 'b',
          nurseId: 'w1',
          clockIn: at('2026-11-18T12:00:00-06:00'),
          clockOut: at('2026-11-18T15:15:00-06:00'),
        }),
        entry({ id: 'c', nurseId: 'w2' }),
        entry({ id: 'd', nurseId: 'w3', nurseType: 'RN' }),
      ],
      Q1,
      TZ,
    );
    expect(r.rows).toEqual([
      { date: '2026-11-18', position: 'RN', workers: 1, hours: 8 },
      { date: '2026-11-18', position: 'CNA', workers: 2, hours: 15.25 },
    ]);
    expect(r.entries.filter((e) => e.workerId === 'w1')).toEqual([
      { workerId: 'w1', date: '2026-11-18', jobTitleCode: 10, hours: 7.25 },
    ]);
    expect(r.totals).toEqual([
      { position: 'RN', hours: 8 },
      { position: 'LPN', hours: 0 },
      { position: 'CNA', hours: 15.25 },
    ]);
  });

  it("keeps only the quarter's dates of a shift across its first or last midnight", () => {
    const r = pbjReport(
      [
        entry({
          id: 'a',
          nurseId: 'w1',
          clockIn: at('2026-09-30T23:00:00-05:00'),
          clockOut: at('2026-10-01T07:00:00-05:00'),
        }),
        entry({
          id: 'b',
          nurseId: 'w1',
          clockIn: at('2026-12-31T23:00:00-06:00'),
          clockOut: at('2027-01-01T07:00:00-06:00'),
        }),
      ],
      Q1,
      TZ,
    );
    expect(r.entries).toEqual([
      { workerId: 'w1', date: '2026-10-01', jobTitleCode: 10, hours: 7 },
      { workerId: 'w1', date: '2026-12-31', jobTitleCode: 10, hours: 1 },
    ]);
  });

  it('leaves out positions with no PBJ job title, and entries without times, and counts them', () => {
    const r = pbjReport(
      [entry({ id: 'a', nurseId: 'w1', nurseType: 'Caregiver' }), entry({ id: 'b', nurseId: 'w2', clockOut: null })],
      Q1,
      TZ,
    );
    expect(r.rows).toEqual([]);
    expect(r.workerIds).toEqual([]);
    expect([r.leftOut, r.withoutTimes]).toEqual([1, 1]);
  });

  it("flags a worker's date over 22.5 hours (CMS refuses it)", () => {
    const r = pbjReport(
      [
        entry({
          id: 'a',
          nurseId: 'w1',
          clockIn: at('2026-11-18T00:00:00-06:00'),
          clockOut: at('2026-11-18T12:00:00-06:00'),
        }),
        entry({
          id: 'b',
          nurseId: 'w1',
          nurseType: 'LPN',
          clockIn: at('2026-11-18T12:00:00-06:00'),
          clockOut: at('2026-11-18T23:00:00-06:00'),
        }),
      ],
      Q1,
      TZ,
    );
    expect(r.overLimit).toEqual([{ workerId: 'w1', date: '2026-11-18', hours: 23 }]);
  });
});

describe("the profile's PBJ facility ID", () => {
  it.each([
    ['a state-assigned ID', 'WI5678', null],
    ['16 characters with a hyphen', 'AB-3456789012345', null],
    ['none: clears it', '', null],
    ['spaces around are trimmed', '  WI5678 ', null],
    ['17 characters', 'A'.repeat(17), PBJ_FACILITY_ID_INVALID],
    ['a space inside', 'WI 5678', PBJ_FACILITY_ID_INVALID],
    ['other characters', 'WI#5678', PBJ_FACILITY_ID_INVALID],
  ])('%s', (_, text, error) => {
    expect(pbjFacilityIdError(text)).toBe(error);
  });
});
