import { describe, expect, it } from 'vitest';
import {
  cancellationsByReason,
  countInsights,
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
import type { InsightsShiftEntry, SpendEntry } from './insightsWeeks';

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

describe('countInsights: the entries counted into the weeks of the zone', () => {
  const shift = (start: string, more: Partial<InsightsShiftEntry> = {}): InsightsShiftEntry => ({
    facilityId: 'f1',
    start: at(start),
    state: 'open',
    position: 'CNA',
    hours: null,
    reason: null,
    ...more,
  });
  const invoice = (created: string, status: string, amountDue: number): SpendEntry => ({
    created: at(created) / 1000,
    status,
    amountDue,
  });
  /** The counts of the week of `sunday` alone, the period two weeks from its Sunday, in `tz`. */
  const weekOf = (entries: InsightsShiftEntry[], now: string, tz = CHICAGO, invoices: SpendEntry[] = []) => {
    const weeks = insightsWeeks(at(now), 2, tz);
    return countInsights(entries, invoices, ['f1'], weeks);
  };

  it.each([
    ['Sunday 00:00 in Chicago starts the new week', '2026-11-22T00:00:00-06:00', 1],
    ['Saturday 23:59 in Chicago is still the week before', '2026-11-21T23:59:00-06:00', 0],
    ['Sunday 00:00 UTC is Saturday evening in Chicago', '2026-11-22T00:00:00Z', 0],
  ])('%s', (_rule, start, inLastWeek) => {
    const { weeks } = weekOf([shift(start)], '2026-11-25T12:00:00-06:00');
    expect(weeks.map((w) => w.posted)).toEqual([1 - inLastWeek, inLastWeek]);
  });

  it.each([
    ['spring forward: the week of 3/8 holds its Saturday night', '2026-03-14T23:30:00-05:00', '2026-03-08'],
    ['fall back: the week of 11/1 holds its Saturday night', '2026-11-07T23:30:00-06:00', '2026-11-01'],
    ['fall back: 1:30 the second time is still Sunday of that week', '2026-11-01T01:30:00-06:00', '2026-11-01'],
  ])('%s', (_rule, start, sunday) => {
    const { weeks } = weekOf([shift(start)], '2026-11-20T12:00:00-06:00');
    const all = countInsights([shift(start)], [], ['f1'], insightsWeeks(at('2026-11-20T12:00:00-06:00'), 40, CHICAGO));
    expect(all.weeks.find((w) => w.posted === 1)?.sunday).toBe(sunday);
    expect(weeks).toHaveLength(2);
  });

  it('counts posted, filled, cancelled and approved hours of active shifts only', () => {
    const { weeks } = weekOf(
      [
        shift('2026-11-23T07:00:00-06:00'),
        shift('2026-11-23T15:00:00-06:00', { state: 'filled', hours: 7.5 }),
        shift('2026-11-24T07:00:00-06:00', { state: 'filled', hours: 0.25 }),
        shift('2026-11-24T15:00:00-06:00', { state: 'cancelled', reason: 'noLongerNeeded' }),
      ],
      '2026-11-25T12:00:00-06:00',
    );
    expect(weeks[1]).toMatchObject({ posted: 3, filled: 2, cancelled: 1, hoursApproved: 7.75 });
  });

  it('counts up to now: a shift later in the current week is not yet counted', () => {
    const { weeks } = weekOf([shift('2026-11-25T12:00:00-06:00')], '2026-11-25T11:59:00-06:00');
    expect(weeks[1]!.posted).toBe(0);
  });

  it("leaves out the entries of facilities not asked for (a company's weeks, one facility chosen)", () => {
    const weeks = insightsWeeks(at('2026-11-25T12:00:00-06:00'), 1, CHICAGO);
    const entries = [shift('2026-11-23T07:00:00-06:00'), shift('2026-11-23T07:00:00-06:00', { facilityId: 'f2' })];
    expect(countInsights(entries, [], ['f2'], weeks).weeks[0]!.posted).toBe(1);
    expect(countInsights(entries, [], ['f1', 'f2'], weeks).weeks[0]!.posted).toBe(2);
  });

  it('sums open and paid invoices created in the week, to the second', () => {
    const weeks = insightsWeeks(at('2026-11-25T12:00:00-06:00'), 1, CHICAGO);
    const counts = countInsights(
      [],
      [
        invoice('2026-11-22T00:00:00-06:00', 'open', 100),
        invoice('2026-11-21T23:59:59-06:00', 'open', 1),
        invoice('2026-11-23T10:00:00-06:00', 'paid', 250),
        invoice('2026-11-23T10:00:00-06:00', 'void', 999),
      ],
      ['f1'],
      weeks,
    );
    expect(counts.weeks[0]).toMatchObject({ spendOpenCents: 100, spendPaidCents: 250 });
  });

  it('counts the reasons and the positions over the whole period, every reason and position named', () => {
    const counts = weekOf(
      [
        shift('2026-11-16T07:00:00-06:00', { state: 'cancelled', reason: 'noLongerNeeded', position: null }),
        shift('2026-11-23T07:00:00-06:00', { state: 'cancelled', reason: 'noLongerNeeded', position: null }),
        shift('2026-11-23T07:00:00-06:00', { state: 'cancelled', reason: 'unknown', position: null }),
        shift('2026-11-23T07:00:00-06:00', { position: 'RN' }),
        shift('2026-11-23T07:00:00-06:00', { position: 'RN', state: 'filled' }),
        shift('2026-11-23T07:00:00-06:00', { position: 'MD', state: 'filled' }),
      ],
      '2026-11-25T12:00:00-06:00',
    );
    expect(counts.cancelledByReason).toMatchObject({ noLongerNeeded: 2, mistake: 0, other: 0 });
    expect(Object.values(counts.cancelledByReason).reduce((a, b) => a + b, 0)).toBe(2);
    expect(counts.byPosition).toEqual([
      { position: 'Caregiver', posted: 0, filled: 0 },
      { position: 'CNA', posted: 0, filled: 0 },
      { position: 'LPN', posted: 0, filled: 0 },
      { position: 'RN', posted: 2, filled: 1 },
    ]);
  });
});
