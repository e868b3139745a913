// The shift list: its first page live (one Firestore listener while a table shows it), further pages by
// Load More, and 'reload the shift list'.
import { createAction, createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { liveList } from '../../lib/liveList';
import { type SessionView } from '../../session/sessionSlice';
import { selectScopeFacilityIds } from '../../session/scope';
import { reported } from '../../lib/thunks';
import { withDb } from '../../data/db';
import type { ThunkError } from '../../lib/thunkError';
import type { AppState } from '../../lib/redux';
import type { ShiftPage } from '../../data/shiftsPaging';

type State = Pick<AppState, 'shifts'> & SessionView;

/** The shifts' data module, loaded with the first thunk that needs it (Firestore never loads on signed-out screens). */
export const shiftsData = () => import('../../data/shifts');
export const shiftPosting = () => import('../../data/shiftPosting');
/** Edit Shift's and Cancel Shift's writes, loaded when one is saved. */
export const shiftEdits = () => import('../../data/shiftEdits');
/** The feature's own calls (the templates, the names on shifts). */
export const shiftsApi = () => import('./shiftsApi');
const scopeKey = (ids: readonly string[]) => ids.join(',');

export const listWatchStarted = createAction<string>('shifts/listWatchStarted');
export const firstPageReceived = createAction<{ scope: string; page: ShiftPage }>('shifts/firstPageReceived');
export const listFailed = createAction<{ scope: string; error: ThunkError }>('shifts/listFailed');

const liveShifts = liveList({ collection: 'shifts', operation: 'watch' });

/**
 * Starts the listener on the first page of the shifts of the facilities (stopping the one before);
 * returns its stop, for the screen's unmount. Retry after a failure is another call.
 */
export function watchShifts(ids: readonly string[]): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const scope = scopeKey(ids);
    dispatch(listWatchStarted(scope));
    return liveShifts.start(
      async (live) => {
        const { api, db } = await withDb(shiftsData);
        live.keep(api.watchFirstPage(db, ids, (page) => dispatch(firstPageReceived({ scope, page })), live.fail));
      },
      (error) => dispatch(listFailed({ scope, error })),
    );
  };
}

export const loadMoreShifts = createAsyncThunk(
  'shifts/loadMore',
  reported<{ scope: string; page: ShiftPage }, void, State>(
    { collection: 'shifts', operation: 'loadMore' },
    async (_, { getState }) => {
      const state = getState();
      const ids = selectScopeFacilityIds(state);
      const lastId = state.shifts.list.ids.at(-1);
      const last = lastId === undefined ? undefined : state.shifts.byId[lastId]?.createdAt;
      const { api, db } = await withDb(shiftsData);
      return { scope: scopeKey(ids), page: await api.fetchShiftsPage(db, ids, last) };
    },
  ),
);

/** 'reload the shift list': the first page again, further pages dropped. */
export const refreshShifts = createAsyncThunk(
  'shifts/refresh',
  reported<{ scope: string; page: ShiftPage }, void, State>(
    { collection: 'shifts', operation: 'refresh' },
    async (_, { getState }) => {
      const ids = selectScopeFacilityIds(getState());
      const { api, db } = await withDb(shiftsData);
      return { scope: scopeKey(ids), page: await api.fetchShiftsPage(db, ids) };
    },
  ),
);
