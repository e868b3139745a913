// The reviews feature's state: the reviews to complete (at most 5), the Past Reviews pages and the shift
// of the review form. Firestore loads with the first thunk.
import { createAppSlice, signedOut, type AppState } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import type { Review, Shift } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';
import { selectScopeFacilityIds } from '../../session/scope';
import { selectAuthUser } from '../../session/sessionSlice';
import { responseOf } from './reviewsPaging';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A row of 'Reviews to complete'. */
export interface ReviewToCompleteRow {
  shiftId: string;
  description: string;
  facilityIdentifier: string;
  nurseId: string;
  workerName: string;
  nurseType: string;
  clockOut: number;
}

/** A row of 'Past Reviews'. */
export interface PastReviewRow {
  shiftId: string;
  facilityIdentifier: string;
  nurseId: string;
  workerName: string;
  description: string;
  rating: number;
  onTime: boolean | null;
  additionalComments: string;
  submittedAt: number;
}

export interface ReviewTarget {
  shift: Shift;
  review: Review | null;
  workerName: string;
}

export interface ReviewsState {
  toComplete: { rows: ReviewToCompleteRow[]; status: LoadStatus; requestId: string | null };
  past: { rows: PastReviewRow[]; status: LoadStatus; hasMore: boolean; loadingMore: boolean; requestId: string | null };
  form: { shiftId: string | null; status: LoadStatus | 'notFound'; target: ReviewTarget | null };
}

const initialState: ReviewsState = {
  toComplete: { rows: [], status: 'idle', requestId: null },
  past: { rows: [], status: 'idle', hasMore: false, loadingMore: false, requestId: null },
  form: { shiftId: null, status: 'idle', target: null },
};

const api = () => import('./reviewsApi');
const rootOf = (getState: () => unknown) => getState() as AppState;

function logged(operation: string) {
  return (error: unknown): never => {
    reportError(error, { collection: 'reviews', operation });
    throw error;
  };
}

async function loadToComplete(getState: () => unknown): Promise<ReviewToCompleteRow[]> {
  const ids = selectScopeFacilityIds(rootOf(getState));
  const { fetchReviewsToComplete, getWorkers } = await api();
  const shifts = await fetchReviewsToComplete(ids, Date.now());
  const workers = await getWorkers(shifts.map((s) => s.nurseId ?? ''));
  return shifts.map((s) => ({
    shiftId: s.id,
    description: s.description,
    facilityIdentifier: s.facilityIdentifier,
    nurseId: s.nurseId ?? '',
    workerName: workers[s.nurseId ?? '']?.name ?? '',
    nurseType: s.nurseType,
    clockOut: s.clockOut ?? 0,
  }));
}

async function loadPastPage(
  getState: () => unknown,
  after?: number,
): Promise<{ rows: PastReviewRow[]; hasMore: boolean }> {
  const ids = selectScopeFacilityIds(rootOf(getState));
  const { fetchPastReviewsPage, getWorkers } = await api();
  const page = await fetchPastReviewsPage(ids, after);
  const workers = await getWorkers(page.reviews.map((r) => r.nurseId));
  return {
    hasMore: page.hasMore,
    rows: page.reviews.map((r) => {
      const onTime = responseOf(r, 'onTime');
      const comments = responseOf(r, 'additionalComments');
      return {
        shiftId: r.id,
        facilityIdentifier: r.facilityIdentifier,
        nurseId: r.nurseId,
        workerName: workers[r.nurseId]?.name ?? '',
        description: page.shifts[r.id]?.description ?? '',
        rating: r.rating,
        onTime: typeof onTime === 'boolean' ? onTime : null,
        additionalComments: typeof comments === 'string' ? comments : '',
        submittedAt: r.submittedAt,
      };
    }),
  };
}

export const reviewsSlice = createAppSlice({
  name: 'reviews',
  initialState,
  reducers: (create) => ({
    loadReviewsToComplete: create.asyncThunk(
      async (_: void, { getState }): Promise<ReviewToCompleteRow[]> =>
        loadToComplete(getState).catch(logged('toComplete')),
      {
        pending: (s, a) => {
          s.toComplete.status = 'loading';
          s.toComplete.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (s.toComplete.requestId !== a.meta.requestId) return;
          s.toComplete.rows = a.payload;
          s.toComplete.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.toComplete.requestId !== a.meta.requestId) return;
          s.toComplete.status = 'failed';
        },
      },
    ),

    loadPastReviews: create.asyncThunk(
      async (_: void, { getState }): Promise<{ rows: PastReviewRow[]; hasMore: boolean }> =>
        loadPastPage(getState).catch(logged('past')),
      {
        pending: (s, a) => {
          s.past.status = 'loading';
          s.past.requestId = a.meta.requestId;
          s.past.rows = [];
        },
        fulfilled: (s, a) => {
          if (s.past.requestId !== a.meta.requestId) return;
          s.past.rows = a.payload.rows;
          s.past.hasMore = a.payload.hasMore;
          s.past.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.past.requestId !== a.meta.requestId) return;
          s.past.status = 'failed';
        },
      },
    ),

    loadMorePastReviews: create.asyncThunk(
      async (_: void, { getState }): Promise<{ rows: PastReviewRow[]; hasMore: boolean }> => {
        const rows = rootOf(getState).reviews.past.rows;
        return loadPastPage(getState, rows[rows.length - 1]?.submittedAt).catch(logged('pastMore'));
      },
      {
        pending: (s) => {
          s.past.loadingMore = true;
        },
        fulfilled: (s, a) => {
          s.past.loadingMore = false;
          const seen = new Set(s.past.rows.map((r) => r.shiftId));
          s.past.rows.push(...a.payload.rows.filter((r) => !seen.has(r.shiftId)));
          s.past.hasMore = a.payload.hasMore;
        },
        rejected: (s) => {
          s.past.loadingMore = false;
        },
      },
    ),

    loadReviewTarget: create.asyncThunk(
      async (shiftId: string): Promise<ReviewTarget | null> => {
        const { getReviewTarget, getWorkers } = await api();
        const target = await getReviewTarget(shiftId).catch(logged('target'));
        if (!target) return null;
        // the form shows without the worker's name rather than not at all
        const workers = target.shift.nurseId
          ? await getWorkers([target.shift.nurseId]).catch((error: unknown) => {
              reportError(error, { collection: 'user', operation: 'reviewWorkerName' });
              return {} as Record<string, never>;
            })
          : {};
        return { ...target, workerName: (target.shift.nurseId && workers[target.shift.nurseId]?.name) || '' };
      },
      {
        pending: (s, a) => {
          s.form = { shiftId: a.meta.arg, status: 'loading', target: null };
        },
        fulfilled: (s, a) => {
          if (s.form.shiftId !== a.meta.arg) return;
          s.form.target = a.payload;
          s.form.status = a.payload ? 'succeeded' : 'notFound';
        },
        rejected: (s, a) => {
          if (s.form.shiftId === a.meta.arg) s.form.status = 'failed';
        },
      },
    ),

    /**
     * Creates or updates the review of the shift as the signed-in user, then reloads the reviews to
     * complete; resolves to the id of the next shift awaiting review (null when there is none).
     */
    submitReview: create.asyncThunk(
      async (
        arg: { shiftId: string; values: ReviewValues },
        { getState, dispatch },
      ): Promise<{ next: string | null }> => {
        const root = rootOf(getState);
        const uid = selectAuthUser(root)?.uid;
        if (!uid) throw new Error('Not signed in');
        const target = root.reviews.form.target;
        if (!target || target.shift.id !== arg.shiftId) throw new Error('No shift to review');
        const { saveReview } = await api();
        await saveReview(target.shift, arg.values, uid).catch(logged('save'));
        const rows = await dispatch(reviewsSlice.actions.loadReviewsToComplete())
          .unwrap()
          .catch(() => [] as ReviewToCompleteRow[]);
        return { next: rows.find((r) => r.shiftId !== arg.shiftId)?.shiftId ?? null };
      },
    ),
  }),
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectReviewsToComplete: (s) => s.toComplete,
    selectPastReviews: (s) => s.past,
    selectReviewForm: (s) => s.form,
  },
});

export const { loadReviewsToComplete, loadPastReviews, loadMorePastReviews, loadReviewTarget, submitReview } =
  reviewsSlice.actions;
export const { selectReviewsToComplete, selectPastReviews, selectReviewForm } = reviewsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    reviews: ReviewsState;
  }
}
