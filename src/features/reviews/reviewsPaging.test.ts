import { describe, expect, it } from 'vitest';
import type { Review } from '../../domain/types';
import { mergeReviewPages, responseOf, reviewResponses } from './reviewsPaging';

const review = (id: string, submittedAt: number): Review => ({
  id,
  reviewerType: 'facility',
  revieweeType: 'worker',
  nurseId: 'w',
  facilityIdentifier: 'f',
  responses: [],
  submittedAt,
  status: 'submitted',
  rating: 4,
  reviewerId: 'u',
  isTest: false,
});

describe('mergeReviewPages', () => {
  it('keeps the newest page of all chunks, newest first', () => {
    const a = Array.from({ length: 10 }, (_, i) => review(`a${i}`, 1000 - i * 2));
    const b = Array.from({ length: 3 }, (_, i) => review(`b${i}`, 999 - i * 2));
    const page = mergeReviewPages([a, b]);
    expect(page.reviews).toHaveLength(10);
    expect(page.reviews.map((r) => r.submittedAt)).toEqual([1000, 999, 998, 997, 996, 995, 994, 992, 990, 988]);
    expect(page.hasMore).toBe(true);
  });
  it('says no more when fewer than a page came back', () => {
    expect(mergeReviewPages([[review('a', 1)], []])).toEqual({ reviews: [review('a', 1)], hasMore: false });
  });
});

describe('responses', () => {
  it('stores rating, onTime and additionalComments as questionId and responseValue', () => {
    const responses = reviewResponses({ rating: 3, onTime: false, additionalComments: '  ok  ' });
    expect(responses).toEqual([
      { questionId: 'rating', responseValue: 3 },
      { questionId: 'onTime', responseValue: false },
      { questionId: 'additionalComments', responseValue: 'ok' },
    ]);
    expect(responseOf({ responses }, 'onTime')).toBe(false);
    expect(responseOf({ responses: [] }, 'onTime')).toBeNull();
  });
});
