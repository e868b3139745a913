// The dashboard's urgent card (Unfilled in the next 48 hours): the unclaimed shifts of the next 48 hours, live. Apart
// from insightsSlice.ts, so that the dashboard loads this card's state and listener, not /insights' figures.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { withDb } from '../../data/db';
import type { ThunkError } from '../../lib/thunkError';
import { liveList } from '../../lib/liveList';
import { scopeKey, type FacilityScope } from '../../lib/firebase/facilityChunks';
import type { UnfilledShift } from '../../data/shifts';
import * as shiftsModule from '../../data/shifts';

interface UnfilledSoonState {
  scope: string | null;
  status: LoadStatus;
  shifts: UnfilledShift[];
  /** more unfilled shifts in the window than are listed */
  more: boolean;
  error: ThunkError | null;
}

const initialState: UnfilledSoonState = { scope: null, status: 'idle', shifts: [], more: false, error: null };

const shiftsData = () => Promise.resolve(shiftsModule);

const unfilledWatchStarted = createAction<string>('unfilledSoon/watchStarted');
const unfilledReceived = createAction<{ scope: string; shifts: UnfilledShift[]; more: boolean }>(
  'unfilledSoon/received',
);
const unfilledFailed = createAction<{ scope: string; error: ThunkError }>('unfilledSoon/failed');

const liveUnfilled = liveList({ collection: 'shifts', operation: 'watchUnfilledSoon' });

/**
 * Starts the listener on the next 48 hours' unclaimed shifts of the scope, the soonest `max` of them; returns its
 * stop. The scope stays the same when `max` grows, so the rows listed stay until the longer list arrives.
 */
export function watchUnfilledSoon(
  shown: FacilityScope,
  now: number,
  max: number,
): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const scope = scopeKey(shown);
    dispatch(unfilledWatchStarted(scope));
    return liveUnfilled.start(
      async (live) => {
        const { api, db } = await withDb(shiftsData);
        live.keep(
          api.watchUnfilledSoon(
            db,
            shown,
            now,
            max,
            (shifts, more) => dispatch(unfilledReceived({ scope, shifts, more })),
            live.fail,
          ),
        );
      },
      (error) => dispatch(unfilledFailed({ scope, error })),
    );
  };
}

const unfilledSoonSlice = createAppSlice({
  name: 'unfilledSoon',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(unfilledWatchStarted, (s, a) =>
        s.scope !== a.payload
          ? { scope: a.payload, status: 'loading', shifts: [], more: false, error: null }
          : undefined,
      )
      .addCase(unfilledReceived, (s, a) => {
        if (s.scope !== a.payload.scope) return;
        const { shifts, more } = a.payload;
        return { ...s, status: 'succeeded', shifts, more, error: null };
      })
      .addCase(unfilledFailed, (s, a) => {
        if (s.scope !== a.payload.scope) return;
        s.status = 'failed';
        s.error = a.payload.error;
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectUnfilledSoon: (s) => s,
  },
});
addSlice(unfilledSoonSlice);

export const { selectUnfilledSoon } = unfilledSoonSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    unfilledSoon: UnfilledSoonState;
  }
}
