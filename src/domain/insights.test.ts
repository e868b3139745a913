import { describe, expect, it } from 'vitest';
import {
  cancellationsByReason,
  fillRate,
  formatHours,
  formatRate,
  insightsTotals,
  insightsWeeks,
  roundHours,
  weekLabel,
  type WeekCounts,
} from './insights';
import { defined } from '../../tests/support/defined';

const CHICAGO = 'America/Chicago';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('insightsWeeks: Sunday weeks in the zone, the last one up to now', () => {
  it.each([
    {
      rule: 'a Wednesday afternoon: four weeks ending with this one',
      now: '2026-11-18T15:00:00-06:00',
      count: 4,
      tz: CHICAGO,
      sundays: ['2026-10-25', '2026-11-01', '2026-11-08', '2026-11-15'],
    },
    {
      rule: 'Sunday just after midnight: the new week is the last one',
      now: '2026-11-22T00:08:00-06:00',
      count: 4,
      tz: CHICAGO,
      sundays: ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22'],
    },
    {
      rule: 'Saturday just before midnight: still the week before',
      now: '2026-11-21T23:52:00-06:00',
      count: 4,
      tz: CHICAGO,
      sundays: ['2026-10-25', '2026-11-01', '2026-11-08', '2026-11-15'],
    },
    {
      rule: 'the zone decides the date: 02:00 UTC Sunday is still Saturday in Chicago',
      now: '2026-11-22T02:00:00Z',
      count: 1,
      tz: CHICAGO,
      sundays: ['2026-11-15'],
    },
    {
      rule: 'twelve weeks across New Year',
      now: '2027-01-06T12:00:00-06:00',
      count: 12,
      tz: CHICAGO,
      sundays: [
        '2026-10-18',
        '2026-10-25',
        '2026-11-01',
        '2026-11-08',
        '2026-11-15',
        '2026-11-22',
        '2026-11-29',
        '2026-12-06',
        '2026-12-13',
        '2026-12-20',
        '2026-12-27',
        '2027-01-03',
      ],
    },
  ])('$rule', ({ now, count, tz, sundays }) => {
    const weeks = insightsWeeks(at(now), count, tz);
    expect(weeks.map((w) => w.sunday)).toEqual(sundays);
    expect(weeks.at(-1)?.to).toBe(at(now));
    // each week starts where the one before ends
    expect(weeks.slice(1).map((w) => w.from)).toEqual(weeks.slice(0, -1).map((w) => w.to));
  });

  it.each([
    { rule: 'the fall-back week has 169 hours', sunday: '2026-11-01', now: '2026-11-20T12:00:00-06:00', hours: 169 },
    {
      rule: 'the spring-forward week has 167 hours',
      sunday: '2026-03-08',
      now: '2026-03-20T12:00:00-05:00',
      hours: 167,
    },
  ])('$rule', ({ sunday, now, hours }) => {
    const week = insightsWeeks(at(now), 3, CHICAGO).find((w) => w.sunday === sunday)!;
    expect(week.from).toBe(at(`${sunday}T00:00:00${sunday === '2026-11-01' ? '-05:00' : '-06:00'}`));
    expect((week.to - week.from) / HOUR).toBe(hours);
  });

  it('a night shift starting Saturday 23:00 belongs to the week it starts in, though it ends on Sunday', () => {
    const weeks = insightsWeeks(at('2026-11-25T12:00:00-06:00'), 2, CHICAGO);
    const saturdayNight = at('2026-11-21T23:00:00-06:00');
    const inWeek = weeks.find((w) => saturdayNight >= w.from && saturdayNight < w.to)!;
    expect(inWeek.sunday).toBe('2026-11-15');
    expect(saturdayNight + 8 * HOUR).toBeGreaterThanOrEqual(defined(weeks[1], 'the second week').from);
  });

  it('starts each week at midnight in the zone given (Los Angeles, not Chicago)', () => {
    const [week] = insightsWeeks(at('2026-11-18T12:00:00-08:00'), 1, 'America/Los_Angeles');
    expect(week?.from).toBe(at('2026-11-15T00:00:00-08:00'));
  });
});

describe('fill rate and totals', () => {
  const week = (over: Partial<WeekCounts>): WeekCounts => ({
    sunday: '2026-11-15',
    posted: 0,
    filled: 0,
    cancelled: 0,
    hoursApproved: 0,
    spendOpenCents: 0,
    spendPaidCents: 0,
    ...over,
  });
  it.each([
    { rule: 'filled / posted', filled: 3, posted: 4, rate: 0.75 },
    { rule: 'nothing posted is no rate, not 0%', filled: 0, posted: 0, rate: null },
    { rule: 'all filled', filled: 5, posted: 5, rate: 1 },
  ])('$rule', ({ filled, posted, rate }) => expect(fillRate(filled, posted)).toBe(rate));

  it('adds the weeks, and the rate of the totals is not the mean of the weekly rates', () => {
    const totals = insightsTotals([
      week({ posted: 10, filled: 9, cancelled: 1, hoursApproved: 0.1, spendOpenCents: 1234, spendPaidCents: 5 }),
      week({ posted: 2, filled: 0, cancelled: 2, hoursApproved: 0.2, spendOpenCents: 1, spendPaidCents: 100 }),
    ]);
    expect(totals).toEqual({
      posted: 12,
      filled: 9,
      fillRate: 0.75,
      cancelled: 3,
      hoursApproved: 0.3,
      spendOpenCents: 1235,
      spendPaidCents: 105,
    });
  });

  it('has no rate for a period with nothing posted', () => expect(insightsTotals([]).fillRate).toBeNull());
});

describe('formats', () => {
  it.each([
    [0.75, '75%'],
    [2 / 3, '67%'],
    [1, '100%'],
    [0, '0%'],
    [null, 'No shifts'],
  ])('rate %s reads %s', (rate, text) => expect(formatRate(rate)).toBe(text));
  it.each([
    [7.5, '7.50'],
    [0.1 + 0.2, '0.30'],
    [0, '0.00'],
  ])('hours %s read %s', (hours, text) => expect(formatHours(hours)).toBe(text));
  it('rounds hours to two places', () => expect(roundHours(7.935)).toBe(7.94));
  it('labels a week by its Sunday, M/D', () => expect(weekLabel('2026-03-08')).toBe('3/8'));
  it('lists every cancellation reason in the spec order, zero included', () =>
    expect(cancellationsByReason({ mistake: 2 } as never)).toEqual([
      { reason: 'filledExternally', count: 0 },
      { reason: 'filledInternally', count: 0 },
      { reason: 'noLongerNeeded', count: 0 },
      { reason: 'mistake', count: 2 },
      { reason: 'other', count: 0 },
    ]));
});
