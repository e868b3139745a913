import { describe, expect, it } from 'vitest';
import {
  isAwaitingReview,
  isReviewable,
  ratingText,
  REVIEW_LOOKBACK_DAYS,
  REVIEWS_TO_COMPLETE_LIMIT,
  reviewsToComplete,
} from './reviews';

const now = Date.UTC(2026, 5, 10, 17);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('constants', () => {
  it.each([
    ['Reviews to complete: at most 5 shown', REVIEWS_TO_COMPLETE_LIMIT, 5],
    ['lookback 3 days after clock-out', REVIEW_LOOKBACK_DAYS, 3],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isAwaitingReview', () => {
  const worked = { id: 's1', isFree: false, nurseId: 'w1', status: 'active', clockOut: now - HOUR };
  it.each([
    ['a claimed shift clocked out an hour ago awaits review', worked, new Set<string>(), true],
    [
      'clockOut in the last 3 days (exactly 3 days ago)',
      { ...worked, clockOut: now - 3 * DAY },
      new Set<string>(),
      true,
    ],
    ['clockOut more than 3 days ago is left out', { ...worked, clockOut: now - 3 * DAY - 1 }, new Set<string>(), false],
    [
      'clockOut before now (a future clock-out is left out)',
      { ...worked, clockOut: now + HOUR },
      new Set<string>(),
      false,
    ],
    ['a shift never clocked out is left out', { ...worked, clockOut: null }, new Set<string>(), false],
    ['keep those with a worker', { ...worked, nurseId: null }, new Set<string>(), false],
    ['keep those claimed (isFree false)', { ...worked, isFree: true }, new Set<string>(), false],
    ['keep those not cancelled', { ...worked, status: 'cancelled' }, new Set<string>(), false],
    ['keep those with no submitted review', worked, new Set(['s1']), false],
  ])('%s', (_, shift, reviewed, expected) => {
    expect(isAwaitingReview(shift, reviewed, now)).toBe(expected);
  });

  it('Reviews to complete table (at most 5 rows), latest clock-out first', () => {
    const shifts = Array.from({ length: 8 }, (_, i) => ({
      id: `s${i}`,
      isFree: false,
      nurseId: 'w1',
      status: 'active',
      clockOut: now - (i + 1) * HOUR,
    }));
    const rows = reviewsToComplete([...shifts].reverse(), new Set(['s0']), now);
    expect(rows.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4', 's5']);
  });
});

describe('isReviewable', () => {
  const ended = { isFree: false, status: 'active', end: now - HOUR };
  it.each([
    ['a shift is reviewable only after its end', ended, true],
    ['a shift not yet ended is not available for review', { ...ended, end: now + HOUR }, false],
    ['a free shift is not available for review', { ...ended, isFree: true }, false],
    ['a cancelled shift is not reviewable', { ...ended, status: 'cancelled' }, false],
  ])('%s', (_, shift, expected) => {
    expect(isReviewable(shift, now)).toBe(expected);
  });
});

describe('ratingText', () => {
  const apology = /sorry.*will reach out/i;
  const thanks = /thank you/i;
  const great = /glad you had a great experience/;
  it.each([
    ['1 gives an apology and says the provider will reach out', 1, apology],
    ['2 gives an apology and says the provider will reach out', 2, apology],
    ['3 gives thanks', 3, thanks],
    ['4 gives thanks', 4, thanks],
    ["5 says 'glad you had a great experience'", 5, great],
  ])('%s', (_, rating, pattern) => {
    expect(ratingText(rating)).toMatch(pattern);
  });

  it.each([
    ['no text before a rating', null],
    ['no text outside the scale 1 to 5 (0)', 0],
    ['no text outside the scale 1 to 5 (6)', 6],
  ])('%s', (_, rating) => {
    expect(ratingText(rating)).toBeNull();
  });
});
