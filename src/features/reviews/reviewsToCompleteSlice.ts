// 'Reviews to complete' (at most 5), shown on the dashboard and /reviews: apart from reviewsSlice.ts (Past Reviews,
// the review form), so that the dashboard loads this table's state and reads alone.
import { createAppSlice, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectScope } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import * as usersModule from '../../data/users';

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

interface ReviewsToCompleteState {
  rows: ReviewToCompleteRow[];
  status: LoadStatus;
  requestId: string | null;
}

const initialState: ReviewsToCompleteState = { rows: [], status: 'idle', requestId: null };

const reviewsData = () => import('../../data/reviews');
const usersData = () => Promise.resolve(usersModule);

async function loadToComplete(state: SessionView): Promise<ReviewToCompleteRow[]> {
  const { api: reviews, db } = await withDb(reviewsData);
  const shifts = await reviews.fetchReviewsToComplete(db, selectScope(state), Date.now());
  const { api: users } = await withDb(usersData);
  const workers = await users.readWorkers(
    db,
    shifts.map((s) => s.nurseId ?? ''),
  );
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

const reviewsToCompleteSlice = createAppSlice({
  name: 'reviewsToComplete',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadReviewsToComplete: thunk(
        reported<ReviewToCompleteRow[], void, SessionView>(
          { collection: 'reviews', operation: 'toComplete' },
          (_, { getState }) => loadToComplete(getState()),
        ),
        {
          pending: (s, a) => {
            s.status = 'loading';
            s.requestId = a.meta.requestId;
          },
          fulfilled: (s, a) => {
            if (s.requestId !== a.meta.requestId) return;
            s.rows = a.payload;
            s.status = 'succeeded';
          },
          rejected: (s, a) => {
            if (s.requestId !== a.meta.requestId) return;
            s.status = 'failed';
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectReviewsToComplete: (s) => s,
  },
});
addSlice(reviewsToCompleteSlice);

export const { loadReviewsToComplete } = reviewsToCompleteSlice.actions;
export const { selectReviewsToComplete } = reviewsToCompleteSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    reviewsToComplete: ReviewsToCompleteState;
  }
}
