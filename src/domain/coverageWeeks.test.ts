import { describe, expect, it } from 'vitest';
import {
  coverageEntryOf,
  coverageWeekOf,
  coverageWeeksBetween,
  coverageWeeksOf,
  coverageWrites,
  decodeEntry,
  encodeEntry,
  shiftsStartingBetween,
  weeksOfChange,
  type CoverageEntry,
} from './coverageWeeks';
import { weekBounds } from './staffing';

const at = (iso: string) => Date.parse(iso);

describe('coverageWeekOf: the UTC Sunday of the week an instant falls in', () => {
  it.each([
    ['the epoch (a Thursday)', '1970-01-01T00:00:00Z', '1969-12-28'],
    ['Sunday at midnight is its own week', '2026-11-22T00:00:00Z', '2026-11-22'],
    ['Saturday a millisecond before midnight', '2026-11-28T23:59:59.999Z', '2026-11-22'],
    ['the next Sunday at midnight', '2026-11-29T00:00:00Z', '2026-11-29'],
    ['a Wednesday', '2026-11-25T12:00:00Z', '2026-11-22'],
    ['across a year', '2027-01-01T10:00:00Z', '2026-12-27'],
    ['Chicago spring forward (Sunday 08:00 UTC)', '2026-03-08T08:00:00Z', '2026-03-08'],
    ['Chicago fall back (Sunday 07:00 UTC)', '2026-11-01T07:00:00Z', '2026-11-01'],
    ['before the epoch', '1969-12-31T23:00:00Z', '1969-12-28'],
  ])('%s', (_, iso, week) => {
    expect(coverageWeekOf(at(iso))).toBe(week);
  });
});

describe('coverageWeeksBetween: the weeks a facility week overlaps', () => {
  const weeksOf = (sunday: string, tz: string) => {
    const { from, to } = weekBounds(sunday, tz);
    return coverageWeeksBetween(from, to);
  };
  it.each([
    ['Chicago: its Sunday starts 06:00 UTC', '2026-11-22', 'America/Chicago', ['2026-11-22', '2026-11-29']],
    ['Chicago, the week clocks spring forward', '2026-03-08', 'America/Chicago', ['2026-03-08', '2026-03-15']],
    ['Chicago, the week clocks fall back', '2026-11-01', 'America/Chicago', ['2026-11-01', '2026-11-08']],
    ['UTC: exactly one week', '2026-11-22', 'UTC', ['2026-11-22']],
    ['Kolkata: starts Saturday 18:30 UTC', '2026-11-22', 'Asia/Kolkata', ['2026-11-15', '2026-11-22']],
    ['Auckland at New Year', '2026-12-27', 'Pacific/Auckland', ['2026-12-20', '2026-12-27']],
  ])('%s', (_, sunday, tz, weeks) => {
    expect(weeksOf(sunday, tz)).toEqual(weeks);
  });
  it('is empty for an empty range', () => {
    expect(coverageWeeksBetween(at('2026-11-22T00:00:00Z'), at('2026-11-22T00:00:00Z'))).toEqual([]);
  });
});

const stored = {
  facilityIdentifier: 'maple-grove',
  start: at('2026-11-25T13:00:00Z'),
  end: at('2026-11-25T21:00:00Z'),
  nurseType: 'CNA',
  status: 'active',
  isFree: false,
};
const entry: CoverageEntry = {
  facilityId: 'maple-grove',
  start: stored.start,
  end: stored.end,
  nurseType: 'CNA',
  status: 'active',
  isFree: false,
};

describe('coverageEntryOf: what the weeks hold of a stored shift', () => {
  it.each([
    ['a whole shift', stored, entry],
    ['deleted', null, null],
    [
      'absent fields read as the converter reads them',
      { ...stored, nurseType: undefined, status: undefined, isFree: undefined },
      { ...entry, nurseType: 'Caregiver', isFree: true },
    ],
    [
      'a cancelled shift keeps its status (the table leaves it out)',
      { ...stored, status: 'cancelled' },
      { ...entry, status: 'cancelled' },
    ],
    ['no facility', { ...stored, facilityIdentifier: '' }, null],
    ['a facility id that is a path', { ...stored, facilityIdentifier: 'a/b' }, null],
    ['no start', { ...stored, start: undefined }, null],
    ['an end that is not a time', { ...stored, end: 'soon' }, null],
    ['a position the table does not know', { ...stored, nurseType: 'Doctor' }, null],
  ] as const)('%s', (_, fields, expected) => {
    expect(coverageEntryOf(fields)).toEqual(expected);
  });
});

describe('encodeEntry and decodeEntry: one string a shift', () => {
  it('round-trips', () => {
    const { facilityId: _facility, ...shift } = entry;
    expect(decodeEntry(encodeEntry(shift))).toEqual(shift);
  });
  it.each([
    ['not a string', 42],
    ['not JSON', '[1,2'],
    ['not five values', '[1,2,"CNA","active"]'],
    ['an unknown position', '[1,2,"Doctor","active",true]'],
    ['a start that is not a number', '["1",2,"CNA","active",true]'],
    ['isFree not a boolean', '[1,2,"CNA","active","yes"]'],
  ])('refuses %s', (_, text) => {
    expect(decodeEntry(text)).toBeNull();
  });
});

describe('coverageWrites: the weeks brought up to date with the shift as it is now', () => {
  const week = coverageWeekOf(entry.start);
  const earlier = { facilityId: 'maple-grove', week: '2026-11-15' };
  it.each([
    ['created: set in its week', entry, weeksOfChange(null, entry), [{ week, entry: encodeEntry(entry) }]],
    ['deleted: removed from where it was', null, weeksOfChange(entry, null), [{ week, entry: null }]],
    [
      'moved to another week: removed there, set here',
      entry,
      weeksOfChange({ ...entry, start: at('2026-11-18T13:00:00Z') }, entry),
      [
        { week: '2026-11-15', entry: null },
        { week, entry: encodeEntry(entry) },
      ],
    ],
    [
      'changes heard out of order: the shift as it is now wins',
      entry,
      [earlier, { facilityId: 'maple-grove', week }],
      [
        { week: '2026-11-15', entry: null },
        { week, entry: encodeEntry(entry) },
      ],
    ],
    [
      'heard twice: one write',
      entry,
      [...weeksOfChange(null, entry), ...weeksOfChange(null, entry)],
      [{ week, entry: encodeEntry(entry) }],
    ],
  ] as const)('%s', (_, current, seen, expected) => {
    expect(coverageWrites('s1', current, seen)).toEqual(
      expected.map((w) => ({ facilityId: 'maple-grove', shiftId: 's1', ...w })),
    );
  });
  it('moved to another facility: removed from the old one', () => {
    const moved = { ...entry, facilityId: 'birch-point' };
    expect(coverageWrites('s1', moved, weeksOfChange(entry, moved))).toEqual([
      { facilityId: 'maple-grove', week, shiftId: 's1', entry: null },
      { facilityId: 'birch-point', week, shiftId: 's1', entry: encodeEntry(moved) },
    ]);
  });
});

describe("shiftsStartingBetween: a facility week's shifts from its coverage weeks", () => {
  const { facilityId: _f, ...shift } = entry;
  const later = { ...shift, start: at('2026-11-29T05:00:00Z'), end: at('2026-11-29T13:00:00Z') };
  const afterWeek = { ...shift, start: at('2026-11-29T06:00:00Z'), end: at('2026-11-29T14:00:00Z') };
  const weeks = [
    { shifts: { a: encodeEntry(shift), broken: 'x' } },
    { shifts: { b: encodeEntry(later), c: encodeEntry(afterWeek) } },
    {},
  ];
  it('keeps those starting in [from, to), by id, and drops what is not an entry', () => {
    const { from, to } = weekBounds('2026-11-22', 'America/Chicago');
    expect(shiftsStartingBetween(weeks, from, to)).toEqual({ a: shift, b: later });
  });
});

describe('coverageWeeksOf: the weeks, whole, that hold a set of shifts (a seed, a backfill)', () => {
  const stored = (facilityIdentifier: string, startIso: string, more: Record<string, unknown> = {}) => ({
    facilityIdentifier,
    start: at(startIso),
    end: at(startIso) + 8 * 3_600_000,
    nurseType: 'CNA',
    status: 'active',
    isFree: true,
    ...more,
  });
  const one = (id: string, fields: ReturnType<typeof stored> | null) => ({ id, fields });
  it.each([
    ['none: no weeks', [], []],
    [
      'two shifts of a week: one document holding both',
      [one('a', stored('f1', '2026-11-23T14:00:00Z')), one('b', stored('f1', '2026-11-28T23:59:59Z'))],
      [['f1', '2026-11-22', ['a', 'b']]],
    ],
    [
      "Saturday 23:59 UTC and Sunday 00:00 UTC: two weeks (the facility's zone plays no part)",
      [one('a', stored('f1', '2026-11-28T23:59:00Z')), one('b', stored('f1', '2026-11-29T00:00:00Z'))],
      [
        ['f1', '2026-11-22', ['a']],
        ['f1', '2026-11-29', ['b']],
      ],
    ],
    [
      'the same week at two facilities: a document each',
      [one('a', stored('f1', '2026-11-23T14:00:00Z')), one('b', stored('f2', '2026-11-23T14:00:00Z'))],
      [
        ['f1', '2026-11-22', ['a']],
        ['f2', '2026-11-22', ['b']],
      ],
    ],
    [
      'a deleted shift and one without a facility or a start: left out',
      [
        one('gone', null),
        one('nowhere', stored('', '2026-11-23T14:00:00Z')),
        one('timeless', { ...stored('f1', '2026-11-23T14:00:00Z'), start: 'soon' as unknown as number }),
        one('a', stored('f1', '2026-11-23T14:00:00Z')),
      ],
      [['f1', '2026-11-22', ['a']]],
    ],
  ] as const)('%s', (_, shifts, expected) => {
    const weeks = coverageWeeksOf(shifts);
    expect(weeks.map((w) => [w.facilityId, w.week, Object.keys(w.shifts)])).toEqual(expected);
    for (const w of weeks) {
      for (const [id, text] of Object.entries(w.shifts)) {
        const { fields } = shifts.find((s) => s.id === id)!;
        expect(text).toBe(encodeEntry(coverageEntryOf(fields)!));
      }
    }
  });
});
