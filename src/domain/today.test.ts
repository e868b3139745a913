import { describe, expect, it } from 'vitest';
import {
  compareTodayRows,
  inTodayWindow,
  isRepostable,
  nextTodayChange,
  noShowRefusal,
  todayCounts,
  todayState,
  worksAhead,
  type TodayFacts,
} from './today';
import { formatReliability, isLateArrival, reliabilityPercent } from './reliability';

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => Date.parse(iso);

const facts = (over: Partial<TodayFacts> = {}): TodayFacts => ({
  status: 'active',
  start: at('2026-11-18T07:00:00-06:00'),
  nurseId: 'w1',
  clockIn: null,
  clockOut: null,
  noShowAt: null,
  ...over,
});

describe('todayState: one of the six, by instants', () => {
  const start = at('2026-11-18T07:00:00-06:00');
  it.each([
    { rule: 'no worker: Unfilled', s: facts({ nurseId: null }), now: start + HOUR, state: 'Unfilled' },
    { rule: 'a worker, start ahead: Coming', s: facts(), now: start - 3 * HOUR, state: 'Coming' },
    { rule: 'a worker, 9 minutes after the start: Coming', s: facts(), now: start + 9 * MIN, state: 'Coming' },
    { rule: 'exactly 10 minutes after the start: still Coming', s: facts(), now: start + 10 * MIN, state: 'Coming' },
    { rule: 'one ms past 10 minutes: Late', s: facts(), now: start + 10 * MIN + 1, state: 'Late' },
    { rule: 'clocked in, not out: On shift', s: facts({ clockIn: start }), now: start + HOUR, state: 'On shift' },
    {
      rule: 'clocked in late: On shift, not Late',
      s: facts({ clockIn: start + 40 * MIN }),
      now: start + 41 * MIN,
      state: 'On shift',
    },
    {
      rule: 'clocked out: Done',
      s: facts({ clockIn: start, clockOut: start + 8 * HOUR }),
      now: start + 9 * HOUR,
      state: 'Done',
    },
    { rule: 'marked: No-show', s: facts({ noShowAt: start + 31 * MIN }), now: start + HOUR, state: 'No-show' },
    {
      rule: 'a start at 23:55 judged at 00:06 the next day: Late (11 minutes passed)',
      s: facts({ start: at('2026-11-18T23:55:00-06:00') }),
      now: at('2026-11-19T00:06:00-06:00'),
      state: 'Late',
    },
    {
      rule: 'a start at 23:55 judged at 00:05 the next day: Coming (exactly 10 minutes)',
      s: facts({ start: at('2026-11-18T23:55:00-06:00') }),
      now: at('2026-11-19T00:05:00-06:00'),
      state: 'Coming',
    },
    {
      // spring forward: 01:55 CST to 03:06 CDT is 11 minutes, though the clocks moved 71
      rule: 'spring forward: 01:55 CST to 03:04 CDT is 9 minutes: Coming',
      s: facts({ start: at('2026-03-08T01:55:00-06:00') }),
      now: at('2026-03-08T03:04:00-05:00'),
      state: 'Coming',
    },
    {
      rule: 'spring forward: 01:55 CST to 03:06 CDT is 11 minutes: Late',
      s: facts({ start: at('2026-03-08T01:55:00-06:00') }),
      now: at('2026-03-08T03:06:00-05:00'),
      state: 'Late',
    },
    {
      // fall back: 01:55 CDT to 01:06 CST reads earlier on the clock, yet 11 minutes passed
      rule: 'fall back: 01:55 CDT to 01:06 CST (11 minutes later): Late',
      s: facts({ start: at('2026-11-01T01:55:00-05:00') }),
      now: at('2026-11-01T01:06:00-06:00'),
      state: 'Late',
    },
    {
      rule: 'fall back: 01:55 CDT to 01:05 CST (exactly 10 minutes): Coming',
      s: facts({ start: at('2026-11-01T01:55:00-05:00') }),
      now: at('2026-11-01T01:05:00-06:00'),
      state: 'Coming',
    },
    {
      rule: 'started yesterday at 19:00, clocked in, still on at 06:00: On shift',
      s: facts({ start: at('2026-11-17T19:00:00-06:00'), clockIn: at('2026-11-17T18:58:00-06:00') }),
      now: at('2026-11-18T06:00:00-06:00'),
      state: 'On shift',
    },
  ])('$rule', ({ s, now, state }) => {
    expect(todayState(s, now)).toBe(state);
  });
});

describe('worksAhead: whose documents /today judges', () => {
  it.each([
    ['Unfilled', false],
    ['Coming', true],
    ['Late', true],
    ['On shift', true],
    ['Done', false],
    ['No-show', false],
  ] as const)('%s: %s', (state, expected) => {
    expect(worksAhead(state)).toBe(expected);
  });
});

describe('inTodayWindow: 12 hours ago to 24 hours ahead, or still clocked in to; never cancelled', () => {
  const now = at('2026-11-18T12:00:00-06:00');
  it.each([
    { rule: 'starting exactly 12 hours ago', s: facts({ start: now - 12 * HOUR }), listed: true },
    { rule: 'starting 12 hours and 1 ms ago', s: facts({ start: now - 12 * HOUR - 1 }), listed: false },
    { rule: 'starting exactly 24 hours ahead', s: facts({ start: now + 24 * HOUR }), listed: true },
    { rule: 'starting 24 hours and 1 ms ahead', s: facts({ start: now + 24 * HOUR + 1 }), listed: false },
    {
      rule: 'started 14 hours ago, still clocked in (yesterday, still on)',
      s: facts({ start: now - 14 * HOUR, clockIn: now - 14 * HOUR }),
      listed: true,
    },
    {
      rule: 'started 14 hours ago, clocked out',
      s: facts({ start: now - 14 * HOUR, clockIn: now - 14 * HOUR, clockOut: now - 3 * HOUR }),
      listed: false,
    },
    { rule: 'cancelled, starting in an hour', s: facts({ status: 'cancelled', start: now + HOUR }), listed: false },
  ])('$rule', ({ s, listed }) => {
    expect(inTodayWindow(s, now)).toBe(listed);
  });
});

describe('noShowRefusal: only a late worker, 30 minutes after the start, once', () => {
  const start = at('2026-11-18T07:00:00-06:00');
  it.each([
    { rule: '30 minutes after the start, no clock-in: allowed', s: facts(), now: start + 30 * MIN, refusal: null },
    { rule: '29 minutes 59 s: too early', s: facts(), now: start + 30 * MIN - 1000, refusal: 'tooEarly' },
    { rule: 'with a clock-in', s: facts({ clockIn: start + 5 * MIN }), now: start + HOUR, refusal: 'clockedIn' },
    { rule: 'no worker', s: facts({ nurseId: null }), now: start + HOUR, refusal: 'noWorker' },
    { rule: 'cancelled', s: facts({ status: 'cancelled' }), now: start + HOUR, refusal: 'cancelled' },
    { rule: 'marked already', s: facts({ noShowAt: start + HOUR }), now: start + 2 * HOUR, refusal: 'alreadyMarked' },
  ])('$rule', ({ s, now, refusal }) => {
    expect(noShowRefusal(s, now)).toBe(refusal);
  });
});

describe('todayCounts and the order of the rows', () => {
  it('counts each state, zero for the absent ones', () => {
    expect(todayCounts(['Late', 'Coming', 'Late', 'Done'])).toEqual({
      Unfilled: 0,
      Coming: 1,
      Late: 2,
      'On shift': 0,
      Done: 1,
      'No-show': 0,
    });
  });
  it('puts Late on top, then the soonest start, then the id', () => {
    const rows = [
      { id: 'c', start: 300, state: 'Coming' as const },
      { id: 'l2', start: 200, state: 'Late' as const },
      { id: 'd', start: 100, state: 'Done' as const },
      { id: 'l1', start: 200, state: 'Late' as const },
      { id: 'u', start: 50, state: 'Unfilled' as const },
    ];
    expect([...rows].sort(compareTodayRows).map((r) => r.id)).toEqual(['l1', 'l2', 'u', 'd', 'c']);
  });
});

describe('nextTodayChange: when the screen must look again by itself', () => {
  const start = at('2026-11-18T07:00:00-06:00');
  it.each([
    { rule: 'a Coming row turns Late just past 10 minutes', s: [facts()], now: start, next: start + 10 * MIN + 1 },
    {
      rule: 'a Late row gains Mark no-show at 30 minutes',
      s: [facts()],
      now: start + 20 * MIN,
      next: start + 30 * MIN,
    },
    {
      rule: 'an unclaimed shift changes only as it leaves the window',
      s: [facts({ nurseId: null })],
      now: start,
      next: start + 12 * HOUR + 1,
    },
    {
      rule: 'a shift beyond the window enters it 24 hours before its start',
      s: [facts({ nurseId: null, start: start + 30 * HOUR })],
      now: start,
      next: start + 6 * HOUR,
    },
    { rule: 'nothing: null', s: [facts({ status: 'cancelled' })], now: start, next: null },
  ])('$rule', ({ s, now, next }) => {
    expect(nextTodayChange(s, now)).toBe(next);
  });
});

describe('reliability', () => {
  it.each([
    { rule: 'no started shift: no figure', started: 0, noShows: 0, percent: null, text: '—' },
    { rule: 'every shift worked', started: 12, noShows: 0, percent: 100, text: '100%' },
    { rule: 'one no-show of eight', started: 8, noShows: 1, percent: 88, text: '88%' },
    { rule: 'all no-shows', started: 3, noShows: 3, percent: 0, text: '0%' },
    {
      rule: 'more no-shows than started (a count from another window): 0',
      started: 2,
      noShows: 5,
      percent: 0,
      text: '0%',
    },
  ])('$rule', ({ started, noShows, percent, text }) => {
    expect(reliabilityPercent(started, noShows)).toBe(percent);
    expect(formatReliability(reliabilityPercent(started, noShows))).toBe(text);
  });
  it.each([
    { rule: 'on time', clockIn: 0, late: false },
    { rule: 'exactly 10 minutes after', clockIn: 10 * MIN, late: false },
    { rule: 'just over 10 minutes', clockIn: 10 * MIN + 1, late: true },
    { rule: 'no clock-in', clockIn: null, late: false },
  ])('late arrival: $rule', ({ clockIn, late }) => {
    expect(isLateArrival(0, clockIn)).toBe(late);
  });
});

describe('isRepostable: a no-show, once, not cancelled', () => {
  it.each([
    { rule: 'a no-show not reposted', s: { status: 'active', noShowAt: 1, repostedAs: null }, ok: true },
    { rule: 'not marked', s: { status: 'active', noShowAt: null, repostedAs: null }, ok: false },
    { rule: 'reposted already', s: { status: 'active', noShowAt: 1, repostedAs: 'x' }, ok: false },
    { rule: 'cancelled', s: { status: 'cancelled', noShowAt: 1, repostedAs: null }, ok: false },
  ])('$rule', ({ s, ok }) => {
    expect(isRepostable(s)).toBe(ok);
  });
});
