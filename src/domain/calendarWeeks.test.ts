import { describe, expect, it } from 'vitest';
import {
  CALENDAR_SHIFT_DEFAULTS,
  CALENDAR_WEEKS_MAX,
  calendarEntryOf,
  calendarShiftOf,
  calendarEntriesBetween,
  decodeCalendarEntries,
  entryStart,
  calendarWeeksBetween,
  calendarWeeksOf,
  calendarWrites,
  decodeCalendarEntry,
  encodeCalendarEntry,
  type CalendarShift,
} from './calendarWeeks';
import { wallTimeIn } from './zonedTime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHI = 'America/Chicago';
const start = wallTimeIn('2026-06-10', '07:00', CHI);

const stored = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  facilityIdentifier: 'maple-grove',
  description: 'Day shift - CNA',
  status: 'active',
  nurseId: null,
  start,
  end: start + 8 * HOUR,
  favoritesFirstUntil: null,
  ...extra,
});
const shiftOf = (fields: Record<string, unknown>) => calendarEntryOf(fields)!.shift;

describe('calendarShiftOf: only the fields the calendar uses', () => {
  it('takes the calendar fields, fills absent ones with their defaults and drops every other field', () => {
    const fields: Record<string, unknown> = {
      description: 'Night - RN',
      status: 'cancelled',
      start,
      end: start + HOUR,
      nurseId: null,
      nurseType: 'RN',
      facilityIdentifier: 'maple-grove',
    };
    expect(calendarShiftOf('s9', (name) => fields[name])).toEqual({
      ...CALENDAR_SHIFT_DEFAULTS,
      id: 's9',
      description: 'Night - RN',
      status: 'cancelled',
      start,
      end: start + HOUR,
    });
  });
});

describe('calendarWeeksBetween: the weeks a view reads', () => {
  // a month grid: six weeks from the Sunday before the 1st, at midnight in the zone
  const grid = (sunday: string, tz: string) => [wallTimeIn(sunday, '00:00', tz), 0] as const;
  it.each([
    ['a month grid in Chicago', '2026-11-01', CHI, 7],
    ['a month grid over the spring DST change', '2026-03-01', CHI, 7],
    ['a month grid over the autumn DST change', '2026-10-25', CHI, 7],
    ['a month grid in Honolulu', '2026-11-01', 'Pacific/Honolulu', 7],
    ['a month grid east of UTC (its Sunday begins on a UTC Saturday)', '2026-11-01', 'Australia/Sydney', 7],
    ['a month grid in UTC', '2026-11-01', 'UTC', 6],
  ])('%s reads %i weeks', (_, sunday, tz, weeks) => {
    const [from] = grid(sunday, tz);
    const to = wallTimeIn(
      new Date(Date.parse(`${sunday}T00:00:00Z`) + 42 * DAY).toISOString().slice(0, 10),
      '00:00',
      tz,
    );
    expect(calendarWeeksBetween(from, to)).toHaveLength(weeks);
    expect(weeks).toBeLessThanOrEqual(CALENDAR_WEEKS_MAX);
  });
  it('a week view reads the one or two UTC weeks it overlaps', () => {
    const from = wallTimeIn('2026-11-08', '00:00', CHI);
    expect(calendarWeeksBetween(from, from + 7 * DAY)).toEqual(['2026-11-08', '2026-11-15']);
  });
  it('a year is more than a month: null (the year view reads the shifts)', () => {
    expect(calendarWeeksBetween(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toBeNull();
  });
  it('an empty range reads no week', () => {
    expect(calendarWeeksBetween(start, start)).toEqual([]);
  });
});

describe('calendarEntryOf: what a stored shift puts in the weeks', () => {
  it.each([
    ['no document', null],
    ['no facility', stored({ facilityIdentifier: undefined })],
    ['an empty facility', stored({ facilityIdentifier: '' })],
    ['a facility id with a slash', stored({ facilityIdentifier: 'a/b' })],
    ['no start', stored({ start: undefined })],
    ['a start that is not an instant', stored({ start: '2026-06-10' })],
    ['a start that is not finite', stored({ start: Number.NaN })],
  ])('%s: no entry', (_, fields) => {
    expect(calendarEntryOf(fields)).toBeNull();
  });
  it('keeps the calendar fields of a shift as stored', () => {
    const fields = stored({
      nurseId: 'w1',
      favoritesFirstUntil: start - HOUR,
      allDay: true,
      organizer: 'Dana',
      location: 'Wing B',
      schedules: [{ title: 'Week 24' }],
      url: 'https://example.com/e',
      nurseType: 'CNA',
    });
    expect(calendarEntryOf(fields)).toEqual({
      facilityId: 'maple-grove',
      shift: {
        description: 'Day shift - CNA',
        status: 'active',
        nurseId: 'w1',
        start,
        end: start + 8 * HOUR,
        favoritesFirstUntil: start - HOUR,
        allDay: true,
        organizer: 'Dana',
        location: 'Wing B',
        schedules: [{ title: 'Week 24' }],
        url: 'https://example.com/e',
      },
    });
  });
  it.each([
    ['a description of another type', { description: 7 }, { description: '' }],
    ['a status of another type', { status: null }, { status: 'active' }],
    ['an empty worker id', { nurseId: '' }, { nurseId: null }],
    ['an end of another type', { end: 'later' }, { end: 0 }],
    ['a favorites window of another type', { favoritesFirstUntil: 'soon' }, { favoritesFirstUntil: null }],
    ['allDay other than true', { allDay: 'yes' }, { allDay: false }],
    [
      'schedules without titles',
      { schedules: [{ title: 'A' }, { name: 'B' }, 'C', null] },
      { schedules: [{ title: 'A' }] },
    ],
    ['schedules of another type', { schedules: 'A' }, { schedules: [] }],
    ['an empty url', { url: '' }, { url: null }],
  ])('%s reads as the calendar reads it', (_, extra, expected) => {
    expect(shiftOf(stored(extra))).toMatchObject(expected);
  });
});

describe('encodeCalendarEntry and decodeCalendarEntry', () => {
  it('a shift comes back as written, with its id', () => {
    const shift = shiftOf(stored({ nurseId: 'w1', schedules: [{ title: 'Week 24' }], url: 'https://e.x' }));
    expect(decodeCalendarEntry('s1', encodeCalendarEntry(shift))).toEqual({ id: 's1', ...shift });
  });
  const good = JSON.parse(encodeCalendarEntry(shiftOf(stored()))) as unknown[];
  const swap = (i: number, value: unknown) => JSON.stringify(good.map((v, j) => (j === i ? value : v)));
  it.each([
    ['not a string', 42],
    ['not JSON', '[1,'],
    ['not a list', '{"start":1}'],
    ['a list of another length', JSON.stringify(good.slice(1))],
    ['a start that is not a number', swap(0, '2026-06-10')],
    ['a description of another type', swap(4, 5)],
    ['an empty worker id (the writer writes null)', swap(3, '')],
    ['schedules of another shape', swap(9, ['Week 24'])],
    ['schedules with another key', swap(9, [{ title: 'A', at: 1 }])],
    ['allDay of another type', swap(6, 'yes')],
  ])('refuses %s', (_, value) => {
    expect(decodeCalendarEntry('s1', value)).toBeNull();
  });
});

describe('calendarWrites: a change heard, as the shift is now', () => {
  const entry = (extra: Record<string, unknown> = {}) => calendarEntryOf(stored(extra));
  const week = (facilityId: string, w: string) => ({ facilityId, week: w });
  it.each([
    ['a new shift: its string in its week', entry(), [], [{ week: '2026-06-07', set: true }]],
    [
      'an edit in the same week: one write',
      entry(),
      [week('maple-grove', '2026-06-07')],
      [{ week: '2026-06-07', set: true }],
    ],
    [
      'a move to the next week: set there, removed from the one before',
      entry({ start: start + 7 * DAY, end: start + 7 * DAY + HOUR }),
      [week('maple-grove', '2026-06-07')],
      [
        { week: '2026-06-07', set: false },
        { week: '2026-06-14', set: true },
      ],
    ],
    [
      'a deleted shift: removed where it was',
      null,
      [week('maple-grove', '2026-06-07')],
      [{ week: '2026-06-07', set: false }],
    ],
  ])('%s', (_, current, seen, expected) => {
    const writes = calendarWrites('s1', current, seen);
    expect(writes.map((w) => ({ week: w.week, set: w.entry !== null }))).toEqual(expected);
    expect(writes.every((w) => w.shiftId === 's1' && w.facilityId === 'maple-grove')).toBe(true);
  });
  it('a shift moved to another facility leaves the first one', () => {
    const writes = calendarWrites('s1', entry({ facilityIdentifier: 'cedar' }), [week('maple-grove', '2026-06-07')]);
    expect(writes.map((w) => [w.facilityId, w.entry !== null])).toEqual([
      ['maple-grove', false],
      ['cedar', true],
    ]);
  });
  it('a Saturday night in Chicago starts in the next UTC week', () => {
    const late = wallTimeIn('2026-06-13', '23:30', CHI);
    expect(calendarWrites('s1', entry({ start: late, end: late + HOUR }), [])[0]!.week).toBe('2026-06-14');
  });
});

describe('entryStart: the start of a string, without parsing the rest', () => {
  it.each([
    ['a written entry', encodeCalendarEntry(shiftOf(stored())), start],
    ['a negative start', '[-5,1]', -5],
    ['not a string', 5, null],
    ['not a list', '{"start":5}', null],
    ['a start that is not a number', '["x",1]', null],
    ['nothing after the start', '[5]', null],
    ['an empty start', '[,1]', null],
  ])('%s', (_, value, expected) => {
    expect(entryStart(value)).toBe(expected);
  });
});

describe('calendarWeeksOf and calendarEntriesBetween: a seed or backfill, and what a view reads of it', () => {
  const shifts = [
    { id: 'b', fields: stored({ nurseId: 'w1' }) },
    { id: 'a', fields: stored() },
    { id: 'c', fields: stored({ start: start + 7 * DAY, end: start + 7 * DAY + HOUR, nurseId: 'w2' }) },
    { id: 'd', fields: stored({ facilityIdentifier: 'cedar' }) },
    { id: 'gone', fields: null },
  ];
  const names: Record<string, string> = { w1: 'Ava Brooks' };
  const weeks = calendarWeeksOf(shifts, (id) => names[id] ?? '');
  it('writes each shift in its facility and week, with the names known', () => {
    expect(weeks.map((w) => [w.facilityId, w.week, Object.keys(w.shifts).sort(), w.workers])).toEqual([
      ['maple-grove', '2026-06-07', ['a', 'b'], { w1: 'Ava Brooks' }],
      ['maple-grove', '2026-06-14', ['c'], {}],
      ['cedar', '2026-06-07', ['d'], {}],
    ]);
  });
  it('reads back the shifts of a range, by start then id, and the names', () => {
    const maple = weeks.filter((w) => w.facilityId === 'maple-grove');
    const read = calendarEntriesBetween(maple, start, start + 14 * DAY);
    expect(read.entries.map((e) => [e.id, e.start])).toEqual([
      ['a', start],
      ['b', start],
      ['c', start + 7 * DAY],
    ]);
    expect(decodeCalendarEntries(read.entries).map((s: CalendarShift) => [s.id, s.nurseId])).toEqual([
      ['a', null],
      ['b', 'w1'],
      ['c', 'w2'],
    ]);
    expect(read.workerNames).toEqual({ w1: 'Ava Brooks' });
    expect(calendarEntriesBetween(maple, start + HOUR, start + 14 * DAY).entries.map((e) => e.id)).toEqual(['c']);
  });
  it('skips what is not an entry or a name', () => {
    const read = calendarEntriesBetween(
      [
        { shifts: { x: 'nonsense', y: '[5,"not a shift"]', a: weeks[0]!.shifts.a }, workers: { w9: 3, w8: '' } },
        { shifts: null },
        {},
      ],
      0,
      Number.MAX_SAFE_INTEGER,
    );
    // y has a start, so it is counted; decoded, it is no shift
    expect(read.entries.map((e) => e.id)).toEqual(['y', 'a']);
    expect(decodeCalendarEntries(read.entries).map((s) => s.id)).toEqual(['a']);
    expect(read.workerNames).toEqual({});
  });
});
