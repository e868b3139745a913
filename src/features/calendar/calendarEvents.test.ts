import { describe, expect, it } from 'vitest';
import { wallTimeIn } from '../../domain/zonedTime';
import { CALENDAR_SHIFT_DEFAULTS, type CalendarShift } from '../../domain/calendarWeeks';
import { DOT_COLOURS, eventModalFields, monthEvents, monthShown, NOT_ASSIGNED, toEventInput } from './calendarEvents';

const CHI = 'America/Chicago';
const NOW = wallTimeIn('2026-06-01', '12:00', CHI);
const start = wallTimeIn('2026-06-10', '07:00', CHI);

const shift = (extra: Partial<CalendarShift> = {}): CalendarShift => ({
  ...CALENDAR_SHIFT_DEFAULTS,
  id: 's1',
  description: 'Day shift - CNA',
  start,
  end: start + 8 * 3_600_000,
  ...extra,
});

const facility = {
  facilityName: 'Maple Grove Care Center',
  facilityAddress: '1200 Oak St',
  facilityCity: 'Madison',
  facilityState: 'WI',
};

describe('toEventInput', () => {
  it('gives FullCalendar the facility wall times, the title and the shift id', () => {
    expect(toEventInput(shift(), CHI, NOW)).toMatchObject({
      id: 's1',
      title: 'Day shift - CNA',
      start: '2026-06-10T07:00:00',
      end: '2026-06-10T15:00:00',
      allDay: false,
      extendedProps: { shiftId: 's1' },
    });
  });
  it.each([
    ['red when cancelled', { status: 'cancelled' as const, nurseId: 'w1' }, DOT_COLOURS.red],
    ['green when a worker is assigned', { nurseId: 'w1', isFree: false }, DOT_COLOURS.green],
    ['grey otherwise', {}, DOT_COLOURS.grey],
    ['by status even when all day', { allDay: true, nurseId: 'w1' }, DOT_COLOURS.green],
  ])('is coloured %s', (_, extra, colour) => {
    expect(toEventInput(shift(extra), CHI, NOW)).toMatchObject({ backgroundColor: colour, borderColor: colour });
  });
  it("adds '(Cancelled)' to a cancelled shift's title", () => {
    expect(toEventInput(shift({ status: 'cancelled' }), CHI, NOW).title).toBe('Day shift - CNA (Cancelled)');
  });
  it.each([
    ['a future active shift can be dragged', {}, NOW, true],
    ['a cancelled shift cannot', { status: 'cancelled' as const }, NOW, false],
    ['a shift that has started cannot', {}, start + 1, false],
  ])('%s', (_, extra, now, movable) => {
    expect(toEventInput(shift(extra), CHI, now)).toMatchObject({ startEditable: movable, durationEditable: false });
  });
  it('leaves out the end of a shift without length', () => {
    expect(toEventInput(shift({ end: start }), CHI, NOW).end).toBeUndefined();
  });
});

describe('eventModalFields', () => {
  it('shows organizer, description, date and time with zone, location, professional and schedules', () => {
    expect(
      eventModalFields(
        shift({ nurseId: 'w1', schedules: [{ title: 'Rehab wing' }, { title: '' }] }),
        facility,
        'Ann Lee',
        CHI,
      ),
    ).toEqual({
      title: 'Day shift - CNA',
      cancelled: false,
      organizer: 'Maple Grove Care Center',
      description: 'Day shift - CNA',
      dateAndTime: '6/10/2026 7:00 AM CDT to 6/10/2026 3:00 PM CDT',
      location: '1200 Oak St, Madison, WI',
      healthcareProfessional: 'Ann Lee',
      schedules: ['Rehab wing'],
    });
  });
  it("prefers the shift's own organizer and location, and marks a cancelled shift", () => {
    const fields = eventModalFields(
      shift({ organizer: 'Dana', location: 'Building B', status: 'cancelled' }),
      facility,
      null,
      CHI,
    );
    expect(fields).toMatchObject({
      organizer: 'Dana',
      location: 'Building B',
      cancelled: true,
      title: 'Day shift - CNA (Cancelled)',
    });
    expect(fields.healthcareProfessional).toBe(NOT_ASSIGNED);
  });
  it('shows the start only when there is no end', () => {
    expect(eventModalFields(shift({ end: start }), facility, null, CHI).dateAndTime).toBe('6/10/2026 7:00 AM CDT');
  });
});

describe("monthEvents: at most 2 shifts a day, and the day's count of the rest", () => {
  const at = (day: string, time: string, id: string) =>
    shift({ id, start: wallTimeIn(day, time, CHI), end: wallTimeIn(day, time, CHI) + 8 * 3_600_000 });

  it('keeps a quiet day as it is', () => {
    const { events, hiddenByDay } = monthEvents(
      [at('2026-06-10', '07:00', 'a'), at('2026-06-10', '15:00', 'b')],
      CHI,
      NOW,
    );
    expect(events.map((e) => e.id)).toEqual(['a', 'b']);
    expect(hiddenByDay).toEqual({});
  });

  it('shows the two earliest shifts of a busy day and counts the rest', () => {
    const day = [
      at('2026-06-10', '23:00', 'night'),
      at('2026-06-10', '07:00', 'day'),
      at('2026-06-10', '15:00', 'eve'),
      at('2026-06-10', '07:00', 'day2'),
    ];
    const { events, hiddenByDay } = monthEvents(day, CHI, NOW);
    expect(events.map((e) => e.id)).toEqual(['day', 'day2']);
    expect(hiddenByDay).toEqual({ '2026-06-10': 2 });
  });

  it("groups by the facility's day, not UTC's", () => {
    // 19:00 CDT on June 10 is already June 11 in UTC
    const { events, hiddenByDay } = monthEvents(
      [at('2026-06-10', '19:00', 'a'), at('2026-06-10', '20:00', 'b'), at('2026-06-10', '21:00', 'c')],
      CHI,
      NOW,
    );
    expect(events.map((e) => e.id)).toEqual(['a', 'b']);
    expect(hiddenByDay).toEqual({ '2026-06-10': 1 });
  });

  it('hands FullCalendar two events a day for 2,000 shifts in a month, and counts every other one', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      at(`2026-06-${String((i % 28) + 1).padStart(2, '0')}`, ['07:00', '15:00', '23:00'][i % 3] ?? '07:00', `s${i}`),
    );
    const { events, hiddenByDay } = monthEvents(many, CHI, NOW);
    expect(events).toHaveLength(28 * 2);
    expect(Object.values(hiddenByDay).reduce((n, k) => n + k, 0)).toBe(2000 - 28 * 2);
  });
});

describe('monthShown: what the store keeps of a month', () => {
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const at = (day: number, hour: number) => Date.UTC(2026, 5, day, hour);
  const shifts = [at(1, 8), at(1, 9), at(1, 10), at(1, 11), at(2, 8), at(3, 8), at(3, 9)].map((s, i) =>
    shift({ id: `s${i}`, start: s, end: s + 3_600_000 }),
  );
  it.each([
    ['each day keeps its first two and counts the rest', 2, ['s0', 's1', 's4', 's5', 's6'], { '2026-06-01': 2 }],
    ['one a day', 1, ['s0', 's4', 's5'], { '2026-06-01': 3, '2026-06-03': 1 }],
    ['a day within the limit counts nothing', 4, ['s0', 's1', 's2', 's3', 's4', 's5', 's6'], {}],
  ])('%s', (_, perDay, kept, hidden) => {
    const shown = monthShown(shifts, dayOf, perDay);
    expect(shown.shifts.map((s) => s.id)).toEqual(kept);
    expect(shown.hiddenByDay).toEqual(hidden);
  });
  it('draws what monthEvents draws of the whole month, with the same counts', () => {
    const shown = monthShown(shifts, (ms) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10), 2);
    const all = monthEvents(shifts, CHI, NOW);
    const kept = monthEvents(shown.shifts, CHI, NOW, shown.hiddenByDay);
    expect(kept).toEqual(all);
  });
});
