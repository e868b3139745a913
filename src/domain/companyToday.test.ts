import { describe, expect, it } from 'vitest';
import {
  COMPANY_TODAY_DOC_ID,
  COMPANY_TODAY_SLACK_MS,
  companyTodayBytes,
  companyTodayOf,
  companyTodayPath,
  companyTodayRange,
  companyTodayServes,
  companyTodaysOf,
  inCompanyToday,
  todayShiftsAt,
} from './companyToday';
import { TODAY_AHEAD_MS, TODAY_PAST_MS, TODAY_STILL_ON_MS, TODAY_WINDOW_STEP_MS } from './today';

const HOUR = 3_600_000;
const AT = Date.parse('2026-03-08T08:00:00Z'); // the spring-forward morning in the US: instants, not clock readings
const range = companyTodayRange(AT);
/** A stand-in for a Firestore Timestamp: anything with toMillis. */
const ts = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanoseconds: 0, toMillis: () => ms });

describe('companyTodayPath: where a company keeps its Today window', () => {
  it('is the one document of its today collection', () => {
    expect(companyTodayPath('co')).toBe(`companies/co/today/${COMPANY_TODAY_DOC_ID}`);
  });
});

describe("companyTodayRange: what a window written at a moment holds, /today's reach and the slack after", () => {
  it.each<[string, number, number]>([
    ['from 12 hours before', range.from, AT - TODAY_PAST_MS],
    [
      'to 24 hours, a window step and the slack after',
      range.to,
      AT + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS + COMPANY_TODAY_SLACK_MS,
    ],
  ])('%s', (_, got, want) => {
    expect(got).toBe(want);
  });
});

describe('inCompanyToday: whether a stored shift belongs in a window', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['starting at its first moment', { status: 'active', start: ts(range.from) }, true],
    ['starting a millisecond before', { status: 'active', start: ts(range.from - 1) }, false],
    ['starting at its last moment', { status: 'active', start: ts(range.to) }, true],
    ['starting a millisecond after', { status: 'active', start: ts(range.to + 1) }, false],
    ['a start stored as a Date', { status: 'active', start: new Date(AT) }, true],
    ['cancelled, in range', { status: 'cancelled', start: ts(AT) }, false],
    [
      'started before it, still clocked in to',
      { status: 'active', start: ts(range.from - HOUR), clockIn: ts(range.from - HOUR), clockOut: null },
      true,
    ],
    [
      'started before it, clocked out',
      { status: 'active', start: ts(range.from - HOUR), clockIn: ts(range.from - HOUR), clockOut: ts(range.from) },
      false,
    ],
    [
      'clocked in to at the still-on limit (two days before the moment)',
      { status: 'active', start: ts(AT - TODAY_STILL_ON_MS), clockIn: ts(AT - TODAY_STILL_ON_MS), clockOut: null },
      true,
    ],
    [
      'clocked in to a millisecond before the limit',
      {
        status: 'active',
        start: ts(AT - TODAY_STILL_ON_MS - 1),
        clockIn: ts(AT - TODAY_STILL_ON_MS - 1),
        clockOut: null,
      },
      false,
    ],
    [
      'clocked in, without a stored clockOut (the still-on query does not find it)',
      { status: 'active', start: ts(range.from - HOUR), clockIn: ts(range.from - HOUR) },
      false,
    ],
    ['no start', { status: 'active' }, false],
  ])('%s: %s', (_, data, held) => {
    expect(inCompanyToday(data, range)).toBe(held);
  });
});

describe('companyTodayOf: a company’s window from the shifts read for it', () => {
  const shifts = [
    { id: 'in', data: { status: 'active', start: ts(AT + HOUR), nurseId: 'w1' } },
    { id: 'open', data: { status: 'active', start: ts(AT + HOUR), nurseId: null } },
    { id: 'unnamed', data: { status: 'active', start: ts(AT + HOUR), nurseId: 'w3' } },
    { id: 'cancelled', data: { status: 'cancelled', start: ts(AT + HOUR), nurseId: 'w2' } },
    { id: 'later', data: { status: 'active', start: ts(range.to + HOUR), nurseId: 'w2' } },
  ];
  const bls = { type: 'bls', number: 'B-1', state: 'IL', expiresAt: ts(AT + 400 * 24 * HOUR), verifiedAt: null };
  const workers = {
    w1: { name: 'Ana Lopez', credentials: { bls } },
    w2: { name: 'Ben Ode', credentials: {} },
  };
  it('holds the shifts that belong, as stored, and the names and documents of their workers only', () => {
    expect(companyTodayOf('co', range, shifts, workers)).toEqual({
      ...range,
      shifts: { in: shifts[0]!.data, open: shifts[1]!.data, unnamed: shifts[2]!.data },
      workerNames: { w1: 'Ana Lopez', w3: '' },
      workerCredentials: { w1: { bls }, w3: {} },
    });
  });
  it('is stored as overflow past its bytes, with its range', () => {
    const whole = companyTodayOf('co', range, shifts, workers);
    expect(companyTodayOf('co', range, shifts, workers, companyTodayBytes('co', whole) - 1)).toEqual({
      ...range,
      overflow: true,
    });
    expect(companyTodayOf('co', range, shifts, workers, companyTodayBytes('co', whole))).toEqual(whole);
  });
});

describe('companyTodayServes: whether a window serves /today as of a moment', () => {
  const window = companyTodayOf('co', range, []);
  it.each<[string, Parameters<typeof companyTodayServes>[0], number, boolean]>([
    ['at the moment it was written', window, AT, true],
    ['as its slack runs out', window, AT + COMPANY_TODAY_SLACK_MS, true],
    ['a millisecond after', window, AT + COMPANY_TODAY_SLACK_MS + 1, false],
    ['before it was written (it starts too late)', window, AT - 1, false],
    ['stored as overflow', { ...range, overflow: true }, AT, false],
    ['absent', undefined, AT, false],
    ['without its range', { shifts: {} }, AT, false],
  ])('%s', (_, data, at, serves) => {
    expect(companyTodayServes(data, at)).toBe(serves);
  });
});

describe("todayShiftsAt: what /today's two queries as of a moment return of a window's shifts", () => {
  const shift = (id: string, start: number, clockIn: number | null = null, clockOut: number | null = null) => ({
    id,
    start,
    clockIn,
    clockOut,
  });
  const later = AT + HOUR;
  it.each<[string, ReturnType<typeof shift>, boolean]>([
    ['starting 12 hours before', shift('a', later - TODAY_PAST_MS), true],
    ['starting a millisecond earlier', shift('b', later - TODAY_PAST_MS - 1), false],
    ['starting at the reach ahead', shift('c', later + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS), true],
    ['starting a millisecond past it', shift('d', later + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS + 1), false],
    ['earlier, still clocked in to', shift('e', later - TODAY_PAST_MS - HOUR, later - TODAY_PAST_MS - HOUR), true],
    ['earlier, clocked out', shift('f', later - TODAY_PAST_MS - HOUR, later - TODAY_PAST_MS - HOUR, later), false],
    [
      'clocked in to past the still-on limit',
      shift('g', later - TODAY_STILL_ON_MS - 1, later - TODAY_STILL_ON_MS - 1),
      false,
    ],
  ])('%s', (_, s, listed) => {
    expect(todayShiftsAt([s], later)).toEqual(listed ? [s] : []);
  });
});

describe("companyTodaysOf: each company's window from every shift", () => {
  it('gives each company its own shifts, and an empty window to a company with none', () => {
    const shifts = [
      { id: 'x1', data: { companyId: 'co-x', status: 'active', start: ts(AT), nurseId: 'w1' } },
      { id: 'y1', data: { companyId: 'co-y', status: 'active', start: ts(AT) } },
      { id: 'none', data: { companyId: null, status: 'active', start: ts(AT) } },
    ];
    const workers = { w1: { name: 'Ana Lopez', credentials: {} } };
    expect(companyTodaysOf(AT, shifts, ['co-x', 'co-z'], workers)).toEqual([
      {
        path: companyTodayPath('co-x'),
        data: {
          ...range,
          shifts: { x1: shifts[0]!.data },
          workerNames: { w1: 'Ana Lopez' },
          workerCredentials: { w1: {} },
        },
      },
      { path: companyTodayPath('co-z'), data: { ...range, shifts: {}, workerNames: {}, workerCredentials: {} } },
    ]);
  });
});
