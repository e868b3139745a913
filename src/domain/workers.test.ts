import { describe, expect, it } from 'vitest';
import { favoriteRefusal, MAX_FAVORITES, shownFavorites } from './favorites';
import {
  foldRecentWorkers,
  formatShare,
  isOnTime,
  ON_TIME_SAMPLE,
  shiftsWithinRoom,
  workedHours,
  workerFigures,
  type WorkerTallies,
} from './workers';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;
const START = at('2026-11-18T07:00:00-06:00');

describe("isOnTime: 'clocked in no more than 5 minutes after start'", () => {
  it.each([
    { rule: 'clocked in at the start', clockIn: START, onTime: true },
    { rule: 'clocked in early', clockIn: START - 20 * MIN, onTime: true },
    { rule: 'clocked in exactly 5 minutes after', clockIn: START + 5 * MIN, onTime: true },
    { rule: 'clocked in 5 minutes and 1 second after', clockIn: START + 5 * MIN + 1000, onTime: false },
    { rule: 'clocked in half an hour late', clockIn: START + 30 * MIN, onTime: false },
    { rule: 'never clocked in', clockIn: null, onTime: false },
  ])('$rule', ({ clockIn, onTime }) => expect(isOnTime({ start: START, clockIn })).toBe(onTime));
});

describe('workedHours: the clock times as the timesheet approves them', () => {
  it.each([
    { rule: 'a day shift', clockIn: START, clockOut: at('2026-11-18T15:00:00-06:00'), h: 8 },
    {
      rule: 'a night across midnight',
      clockIn: at('2026-11-18T23:00:00-06:00'),
      clockOut: at('2026-11-19T07:00:00-06:00'),
      h: 8,
    },
    {
      rule: 'the fall-back night (DST ends) is an hour longer',
      clockIn: at('2026-10-31T23:00:00-05:00'),
      clockOut: at('2026-11-01T07:00:00-06:00'),
      h: 9,
    },
    {
      rule: 'the spring-forward night (DST starts) is an hour shorter',
      clockIn: at('2026-03-07T23:00:00-06:00'),
      clockOut: at('2026-03-08T07:00:00-05:00'),
      h: 7,
    },
    { rule: 'still clocked in: no hours', clockIn: START, clockOut: null, h: null },
  ])('$rule', ({ clockIn, clockOut, h }) => expect(workedHours({ clockIn, clockOut })).toBe(h));
});

const tallies = (extra: Partial<WorkerTallies> = {}): WorkerTallies => ({
  worked: 0,
  approvedHours: 0,
  ratingSum: 0,
  ratingCount: 0,
  latest: [],
  started: 0,
  noShows: 0,
  ...extra,
});

describe('workerFigures', () => {
  it.each([
    {
      rule: 'nothing worked, no reviews: no average, no on-time share, never worked',
      t: tallies(),
      want: {
        shiftsWorked: 0,
        hoursWorked: 0,
        averageRating: null,
        reviews: 0,
        onTime: null,
        onTimeOf: 0,
        lastWorked: null,
      },
    },
    {
      rule: 'the average of the ratings, to one place',
      t: tallies({ ratingSum: 4 + 5 + 5, ratingCount: 3 }),
      want: { averageRating: 4.7, reviews: 3 },
    },
    { rule: 'a single review is its rating', t: tallies({ ratingSum: 3, ratingCount: 1 }), want: { averageRating: 3 } },
    {
      rule: 'hours summed by the aggregation, to two places',
      t: tallies({ worked: 3, approvedHours: 8 + 7.93 + 9.000000001 }),
      want: { shiftsWorked: 3, hoursWorked: 24.93 },
    },
    {
      rule: 'the on-time share of the latest shifts, and the latest start as last worked',
      t: tallies({
        worked: 4,
        latest: [
          { start: START, clockIn: START + 2 * MIN },
          { start: START - 86_400_000, clockIn: START - 86_400_000 + 10 * MIN },
          { start: START - 2 * 86_400_000, clockIn: START - 2 * 86_400_000 },
          { start: START - 3 * 86_400_000, clockIn: START - 3 * 86_400_000 + 6 * MIN },
        ],
      }),
      want: { onTime: 0.5, onTimeOf: 4, lastWorked: START },
    },
  ])('$rule', ({ t, want }) => expect(workerFigures(t)).toMatchObject(want));

  it(`takes the on-time share over at most the latest ${ON_TIME_SAMPLE} shifts`, () => {
    const latest = Array.from({ length: ON_TIME_SAMPLE + 20 }, (_, i) => ({
      start: START - i * 86_400_000,
      // the newest 100 on time, the 20 older ones late
      clockIn: START - i * 86_400_000 + (i < ON_TIME_SAMPLE ? 0 : 30 * MIN),
    }));
    expect(workerFigures(tallies({ worked: 120, latest }))).toMatchObject({ onTime: 1, onTimeOf: ON_TIME_SAMPLE });
  });
});

describe('formatShare', () => {
  it.each([
    [null, '—'],
    [0, '0%'],
    [0.5, '50%'],
    [2 / 3, '67%'],
    [1, '100%'],
  ])('%s reads %s', (share, text) => expect(formatShare(share)).toBe(text));
});

describe('foldRecentWorkers: distinct workers, newest first', () => {
  const shift = (nurseId: string | null, end: number, facilityIdentifier = 'f1') => ({
    nurseId,
    end,
    facilityIdentifier,
  });

  it('keeps the first (latest) shift of each worker and the facilities they worked at', () => {
    const rows = foldRecentWorkers(
      [],
      [shift('w1', 300), shift('w2', 200, 'f2'), shift('w1', 150, 'f2'), shift(null, 120), shift('w3', 100)],
    );
    expect(rows).toEqual([
      { nurseId: 'w1', lastWorked: 300, facilityIds: ['f1', 'f2'] },
      { nurseId: 'w2', lastWorked: 200, facilityIds: ['f2'] },
      { nurseId: 'w3', lastWorked: 100, facilityIds: ['f1'] },
    ]);
  });

  it('a later page adds new workers after the known rows and never moves them', () => {
    const known = [{ nurseId: 'w1', lastWorked: 300, facilityIds: ['f1'] }];
    expect(foldRecentWorkers(known, [shift('w2', 90), shift('w1', 80, 'f3')])).toEqual([
      { nurseId: 'w1', lastWorked: 300, facilityIds: ['f1', 'f3'] },
      { nurseId: 'w2', lastWorked: 90, facilityIds: ['f1'] },
    ]);
    expect(known[0]?.facilityIds).toEqual(['f1']);
  });
});

describe('favorites: a blocked worker is no favorite', () => {
  it.each([
    { rule: 'a worker not blocked may be made a favorite', f: { blocklist: [], premierlist: [] }, want: null },
    { rule: 'a blocked worker may not', f: { blocklist: ['w1'], premierlist: [] }, want: 'blocked' },
    {
      rule: 'no more than 500 favorites',
      f: { blocklist: [], premierlist: Array.from({ length: MAX_FAVORITES }, (_, i) => `x${i}`) },
      want: 'full',
    },
    {
      rule: 'a favorite already in a full list is no refusal (removing it)',
      f: { blocklist: [], premierlist: ['w1', ...Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => `x${i}`)] },
      want: null,
    },
  ])('$rule', ({ f, want }) => expect(favoriteRefusal(f, 'w1')).toBe(want));

  it('the favorites shown leave out anyone blocked and any repeat', () => {
    expect(shownFavorites({ premierlist: ['w1', 'w2', 'w1', 'w3'], blocklist: ['w2'] })).toEqual(['w1', 'w3']);
  });
});

describe('shiftsWithinRoom: a page of recent workers adds at most its room of new ones', () => {
  const of = (...ids: (string | null)[]) => ids.map((nurseId) => ({ nurseId }));
  it.each([
    ['every shift when the new workers fit', [], of('a', 'b', 'a'), 2, 3],
    ['stops at the shift of the first worker beyond the room', [], of('a', 'b', 'a', 'c', 'b'), 2, 3],
    ['workers already listed take no room', ['a'], of('a', 'b', 'a', 'c'), 2, 4],
    ['shifts without a worker take no room', [], of(null, 'a', null, 'b'), 1, 3],
    ['no room: stops at the first new worker', ['a'], of('a', 'b'), 0, 1],
    ['no shifts', [], of(), 10, 0],
  ])('%s', (_, listed: string[], shifts, room, expected) => {
    expect(shiftsWithinRoom(listed, shifts, room)).toBe(expected);
  });
});

describe('workerFigures: reliability', () => {
  const start = Date.UTC(2026, 10, 18, 13);
  const MIN = 60_000;
  it.each([
    { rule: 'nothing started: no reliability figure', t: tallies(), want: { noShows: 0, reliability: null } },
    {
      rule: 'one no-show of eight started',
      t: tallies({ started: 8, noShows: 1 }),
      want: { noShows: 1, reliability: 88 },
    },
    {
      rule: 'late arrivals: clock-ins more than 10 minutes after the start, among the sampled shifts',
      t: tallies({
        worked: 3,
        latest: [
          { start, clockIn: start + 11 * MIN },
          { start, clockIn: start + 10 * MIN },
          { start, clockIn: start - 5 * MIN },
        ],
      }),
      want: { lateArrivals: 1 },
    },
  ])('$rule', ({ t, want }) => expect(workerFigures(t)).toMatchObject(want));
});
