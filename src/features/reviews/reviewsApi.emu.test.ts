// The reviews Api and thunks against the emulators seeded with the demo data (rules apply): the reviews
// to complete, Past Reviews paging, and the review form's create-or-update by shift id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { demoActor, reseed, writeAsBackend } from '../../../tests/support/demo';
import { getReviewTarget, saveReview } from './reviewsApi';
import { fetchReviewsToComplete } from '../../data/reviews';
import { loadPastReviews, loadReviewTarget, selectPastReviews, submitReview } from './reviewsSlice';
import { loadReviewsToComplete, selectReviewsToComplete } from './reviewsToCompleteSlice';
import { storeAs } from '../../../tests/support/session';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Maple Grove CNA shift worked by worker-1 for the 8 hours up to `end`, clocked in and out on time. */
const workedShift = (id: string, end: number, now: number) => ({
  path: `shifts/${id}`,
  data: {
    facilityIdentifier: 'maple-grove',
    description: `Worked shift ${id}`,
    isFree: false,
    status: 'active',
    nurseId: 'worker-1',
    nurseType: 'CNA',
    start: new Date(end - 8 * HOUR),
    end: new Date(end),
    clockIn: new Date(end - 8 * HOUR),
    clockOut: new Date(end),
    createdAt: now - 5 * DAY,
    tz: 'America/Chicago',
  },
});

beforeEach(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('reviews to complete', () => {
  it('lists the three demo shifts awaiting review, latest clock-out first, with worker and position', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const rows = await store.dispatch(loadReviewsToComplete()).unwrap();
    expect(rows.map((r) => r.shiftId).sort()).toEqual(['mg-shift-01', 'mg-shift-02', 'mg-shift-03']);
    const clockOuts = rows.map((r) => r.clockOut);
    expect([...clockOuts].sort((a, b) => b - a)).toEqual(clockOuts);
    expect(rows.find((r) => r.shiftId === 'mg-shift-01')).toMatchObject({
      workerName: 'Casey Nguyen',
      nurseType: 'CNA',
      nurseId: 'worker-3',
    });
    expect(selectReviewsToComplete(store.getState()).status).toBe('succeeded');
  });

  it('drops a shift once its review is submitted', async () => {
    const { uid } = await storeAs('facility@shiftcover.test');
    await saveReview(
      appDb(),
      {
        id: 'mg-shift-02',
        facilityIdentifier: 'maple-grove',
        companyId: null,
        nurseId: 'worker-5',
        start: 0,
        description: 'Day shift',
      },
      { rating: 5, onTime: true, additionalComments: '' },
      demoActor(uid),
    );
    const left = await fetchReviewsToComplete(appDb(), scopeOfFacilities(['maple-grove']), Date.now());
    expect(left.map((s) => s.id).sort()).toEqual(['mg-shift-01', 'mg-shift-03']);
  });

  it('reads the candidates a page at a time (the rules bound a page) and keeps the same rows', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const whole = await fetchReviewsToComplete(appDb(), scopeOfFacilities(['maple-grove']), now);
    expect(whole).toHaveLength(3);
    expect(await fetchReviewsToComplete(appDb(), scopeOfFacilities(['maple-grove']), now, 1)).toEqual(whole);
  });

  it('reads as much with 60 more shifts awaiting a review as without: it stops at the 5 it shows', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const reads = async () => {
      const g = globalThis as { __shiftcoverDocsRead?: number };
      const before = g.__shiftcoverDocsRead ?? 0;
      const shown = await fetchReviewsToComplete(appDb(), scopeOfFacilities(['maple-grove']), now);
      return { shown: shown.length, read: (g.__shiftcoverDocsRead ?? 0) - before };
    };
    const few = await reads();
    expect(few.shown).toBe(3);
    const busy = Array.from({ length: 60 }, (_, i) =>
      workedShift(`busy-review-${i}`, now - 2 * HOUR - i * 60_000, now),
    );
    await writeAsBackend(busy);
    const many = await reads();
    expect(many.shown).toBe(5);
    // one page of candidates and one query for their reviews (those submitted since the earliest one's end: fewer
    // than five, so none is looked up by id)
    expect(many.read).toBeLessThanOrEqual(few.read + 15);
    expect(many.read).toBeLessThanOrEqual(5 + 1 + 1);
  });

  it('looks reviews up by id when as many were submitted since as there are candidates', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const worked = (i: number) => workedShift(`reviewed-busy-${i}`, now - HOUR - i * 60_000, now);
    // the latest five worked shifts (later than the demo's) reviewed after they ended, the next five not
    const review = (i: number) => ({
      path: `reviews/reviewed-busy-${i}`,
      data: {
        facilityIdentifier: 'maple-grove',
        nurseId: 'worker-1',
        status: 'submitted',
        rating: 5,
        responses: [],
        submittedAt: new Date(now - 10 * 60_000),
        reviewerId: 'uid-dana',
        reviewerType: 'facility',
        revieweeType: 'worker',
        isTest: false,
      },
    });
    await writeAsBackend([
      ...Array.from({ length: 10 }, (_, i) => worked(i)),
      ...Array.from({ length: 5 }, (_, i) => review(i)),
    ]);
    const shown = await fetchReviewsToComplete(appDb(), scopeOfFacilities(['maple-grove']), now);
    const ids = shown.map((s) => s.id);
    expect(ids).toHaveLength(5);
    expect(ids).toContain('reviewed-busy-5');
    expect(ids.filter((id) => /^reviewed-busy-[0-4]$/.test(id))).toEqual([]);
  });

  it('is empty for a company whose shifts clocked out longer ago', async () => {
    const { store } = await storeAs('company@shiftcover.test');
    expect(await store.dispatch(loadReviewsToComplete()).unwrap()).toEqual([]);
  });
});

describe('Past Reviews', () => {
  it('shows the seeded review of mg-shift-04 with its answers and shift', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadPastReviews()).unwrap();
    const past = selectPastReviews(store.getState());
    expect(past.rows).toHaveLength(1);
    expect(past.hasMore).toBe(false);
    expect(past.rows[0]).toMatchObject({
      shiftId: 'mg-shift-04',
      workerName: 'Kendall Price',
      rating: 4,
      onTime: true,
      additionalComments: 'Reliable and kind with residents; would book again.',
    });
    expect(past.rows[0]?.description).toMatch(/long-term care/);
    expect(typeof past.rows[0]?.submittedAt).toBe('number');
  });
});

describe('the review form (create or update by shift id)', () => {
  it('creates the review with the spec fields, then updates it on a second submission', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadReviewTarget('mg-shift-01')).unwrap();
    const first = await store
      .dispatch(
        submitReview({
          shiftId: 'mg-shift-01',
          values: { rating: 2, onTime: false, additionalComments: ' Late again ' },
        }),
      )
      .unwrap();
    // 'After submission the reviewer can move to the next shift awaiting review'
    expect(['mg-shift-02', 'mg-shift-03']).toContain(first.next);

    const created = (await getDoc(doc(appDb(), 'reviews/mg-shift-01'))).data()!;
    expect(created).toMatchObject({
      reviewerType: 'facility',
      revieweeType: 'worker',
      nurseId: 'worker-3',
      facilityIdentifier: 'maple-grove',
      status: 'submitted',
      rating: 2,
      reviewerId: uid,
      isTest: false,
      responses: [
        { questionId: 'rating', responseValue: 2 },
        { questionId: 'onTime', responseValue: false },
        { questionId: 'additionalComments', responseValue: 'Late again' },
      ],
    });
    expect(created.submittedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    await store.dispatch(loadReviewTarget('mg-shift-01')).unwrap();
    await store
      .dispatch(submitReview({ shiftId: 'mg-shift-01', values: { rating: 5, onTime: true, additionalComments: '' } }))
      .unwrap();
    const updated = (await getDoc(doc(appDb(), 'reviews/mg-shift-01'))).data()!;
    expect(updated).toMatchObject({ rating: 5, isTest: false, nurseId: 'worker-3', reviewerId: uid });
    expect(updated.responses[1]).toEqual({ questionId: 'onTime', responseValue: true });
  });

  it('offers no next shift after the last one awaiting review', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    let next: string | null = 'mg-shift-01';
    const seen: string[] = [];
    while (next) {
      seen.push(next);
      await store.dispatch(loadReviewTarget(next)).unwrap();
      ({ next } = await store
        .dispatch(submitReview({ shiftId: next, values: { rating: 4, onTime: true, additionalComments: '' } }))
        .unwrap());
    }
    expect(seen.sort()).toEqual(['mg-shift-01', 'mg-shift-02', 'mg-shift-03']);
  });

  it('loads a shift with no review yet, a reviewed one with its review, and not another facility’s', async () => {
    await storeAs('facility@shiftcover.test');
    expect(await getReviewTarget(appDb(), 'mg-shift-17')).toMatchObject({
      shift: { id: 'mg-shift-17', isFree: true },
      review: null,
    });
    expect((await getReviewTarget(appDb(), 'mg-shift-04'))?.review?.rating).toBe(4);
    expect(await getReviewTarget(appDb(), 'ln-shift-01')).toBeNull();
    expect(await getReviewTarget(appDb(), 'no-such-shift')).toBeNull();
  });

  it('is refused for a shift that has not ended', async () => {
    const { uid } = await storeAs('facility@shiftcover.test');
    await expect(
      saveReview(
        appDb(),
        {
          id: 'mg-shift-24',
          facilityIdentifier: 'maple-grove',
          companyId: null,
          nurseId: 'worker-2',
          start: 0,
          description: 'Day shift',
        },
        { rating: 3, onTime: true, additionalComments: '' },
        demoActor(uid),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
