// The reviews feature's state: the Past Reviews pages and the shift of the review form (the reviews to complete, which
// the dashboard shows too, are in reviewsToCompleteSlice.ts). Firestore loads with the first thunk.
import { createAppSlice, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { type SessionView, selectSignedInUid } from '../../session/sessionSlice';
import { selectScopeFacilityIds } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined } from '../../lib/thunkError';
import type { Review, Shift } from '../../domain/types';
import type { ReviewValues } from '../../domain/reviewSchema';
import { responseOf } from './reviewsPaging';
import { historyActor } from '../../session/actor';
import { loadReviewsToComplete, type ReviewToCompleteRow } from './reviewsToCompleteSlice';

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

interface ReviewsState {
  past: { rows: PastReviewRow[]; status: LoadStatus; hasMore: boolean; loadingMore: boolean; requestId: string | null };
  form: { shiftId: string | null; status: LoadStatus | 'notFound'; target: ReviewTarget | null };
}

const initialState: ReviewsState = {
  past: { rows: [], status: 'idle', hasMore: false, loadingMore: false, requestId: null },
  form: { shiftId: null, status: 'idle', target: null },
};

type State = { reviews: ReviewsState } & SessionView;

const reviewsApi = () => import('./reviewsApi');

async function loadPastPage(state: State, after?: number): Promise<{ rows: PastReviewRow[]; hasMore: boolean }> {
  const { api, db } = await withDb(reviewsApi);
  const page = await api.fetchPastReviewsPage(db, selectScopeFacilityIds(state), after);
  const workers = await api.readWorkers(
    db,
    page.reviews.map((r) => r.nurseId),
  );
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
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadPastReviews: thunk(
        reported<{ rows: PastReviewRow[]; hasMore: boolean }, void, State>(
          { collection: 'reviews', operation: 'past' },
          (_, { getState }) => loadPastPage(getState()),
        ),
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

      loadMorePastReviews: thunk(
        reported<{ rows: PastReviewRow[]; hasMore: boolean }, void, State>(
          { collection: 'reviews', operation: 'pastMore' },
          (_, { getState }) => {
            const state = getState();
            const rows = state.reviews.past.rows;
            return loadPastPage(state, rows[rows.length - 1]?.submittedAt);
          },
        ),
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

      loadReviewTarget: thunk(
        reported<ReviewTarget | null, string>({ collection: 'reviews', operation: 'target' }, async (shiftId) => {
          const { api, db } = await withDb(reviewsApi);
          const target = await api.getReviewTarget(db, shiftId);
          if (!target) return null;
          // the form shows without the worker's name rather than not at all
          const workers = target.shift.nurseId
            ? await api.readWorkers(db, [target.shift.nurseId]).catch((error: unknown) => {
                reportError(error, { collection: 'user', operation: 'reviewWorkerName' });
                return {} as Record<string, never>;
              })
            : {};
          return { ...target, workerName: (target.shift.nurseId && workers[target.shift.nurseId]?.name) || '' };
        }),
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
      submitReview: thunk(
        reported<{ next: string | null }, { shiftId: string; values: ReviewValues }, State>(
          { collection: 'reviews', operation: 'save' },
          async (arg, { getState, dispatch }): Promise<{ next: string | null }> => {
            const state = getState();
            const uid = selectSignedInUid(state);
            if (!uid) throw declined('refused');
            const target = state.reviews.form.target;
            if (!target || target.shift.id !== arg.shiftId) throw declined('notFound');
            const { api, db } = await withDb(reviewsApi);
            await api.saveReview(db, target.shift, arg.values, historyActor(state));
            const rows: ReviewToCompleteRow[] = await dispatch(loadReviewsToComplete())
              .unwrap()
              .catch(() => [] as ReviewToCompleteRow[]);
            return { next: rows.find((r) => r.shiftId !== arg.shiftId)?.shiftId ?? null };
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectPastReviews: (s) => s.past,
    selectReviewForm: (s) => s.form,
  },
});
addSlice(reviewsSlice);

export const { loadPastReviews, loadMorePastReviews, loadReviewTarget, submitReview } = reviewsSlice.actions;
export const { selectPastReviews, selectReviewForm } = reviewsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    reviews: ReviewsState;
  }
}
