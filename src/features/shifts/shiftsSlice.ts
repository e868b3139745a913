// The shifts feature's state: the list (first page live, further pages by Load More) and the shift on the
// details screens. Its thunks: shiftList.ts (the list), shiftDetails.ts, shiftWrites.ts (every write).
import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import type { ThunkError } from '../../lib/thunkError';
import type { Shift } from '../../domain/types';
import { mergeIntoList, SHIFT_PAGE_SIZE } from '../../data/shiftsPaging';
import { firstPageReceived, listFailed, listWatchStarted, loadMoreShifts, refreshShifts } from './shiftList';
import { loadShift } from './shiftDetails';
import { cancelShift, editShift, postingProgress, shiftChangedElsewhere } from './shiftWrites';

export interface ShiftsState {
  byId: Record<string, Shift>;
  list: {
    ids: string[];
    /** the facility ids the list belongs to, joined */
    scope: string;
    status: LoadStatus;
    loadingMore: boolean;
    hasMore: boolean;
    error: ThunkError | null;
  };
  details: {
    id: string | null;
    status: LoadStatus | 'notFound';
    workerName: string | null;
  };
  /** the latest post of several shifts: how many are stored of how many (kept after a failure part-way) */
  posting: { posted: number; total: number } | null;
}

const initialState: ShiftsState = {
  byId: {},
  list: { ids: [], scope: '', status: 'idle', loadingMore: false, hasMore: false, error: null },
  details: { id: null, status: 'idle', workerName: null },
  posting: null,
};

function upsert(state: ShiftsState, shifts: readonly Shift[]) {
  for (const s of shifts) state.byId[s.id] = s;
}

export const shiftsSlice = createSlice({
  name: 'shifts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(postingProgress, (state, action) => {
        state.posting = action.payload;
      })
      .addCase(listWatchStarted, (state, action) => {
        if (state.list.scope !== action.payload) {
          state.list = { ...initialState.list, scope: action.payload, status: 'loading' };
        } else if (state.list.status !== 'succeeded') {
          state.list.status = 'loading';
          state.list.error = null;
        }
      })
      .addCase(firstPageReceived, (state, action) => {
        if (state.list.scope !== action.payload.scope) return;
        const { shifts, hasMore } = action.payload.page;
        upsert(state, shifts);
        const onlyFirstPage = state.list.status !== 'succeeded' || state.list.ids.length <= SHIFT_PAGE_SIZE;
        state.list.ids = mergeIntoList(
          state.list.status === 'succeeded' ? state.list.ids : [],
          state.byId,
          shifts.map((s) => s.id),
        );
        if (onlyFirstPage) state.list.hasMore = hasMore;
        state.list.status = 'succeeded';
        state.list.error = null;
      })
      .addCase(listFailed, (state, action) => {
        if (state.list.scope !== action.payload.scope) return;
        state.list.status = 'failed';
        state.list.error = action.payload.error;
      })
      .addCase(loadMoreShifts.pending, (state) => {
        state.list.loadingMore = true;
      })
      .addCase(loadMoreShifts.fulfilled, (state, action) => {
        state.list.loadingMore = false;
        if (state.list.scope !== action.payload.scope) return;
        upsert(state, action.payload.page.shifts);
        state.list.ids = mergeIntoList(
          state.list.ids,
          state.byId,
          action.payload.page.shifts.map((s) => s.id),
        );
        state.list.hasMore = action.payload.page.hasMore;
      })
      .addCase(loadMoreShifts.rejected, (state) => {
        state.list.loadingMore = false;
      })
      .addCase(refreshShifts.fulfilled, (state, action) => {
        state.list.scope = action.payload.scope;
        upsert(state, action.payload.page.shifts);
        state.list.ids = mergeIntoList(
          [],
          state.byId,
          action.payload.page.shifts.map((s) => s.id),
        );
        state.list.hasMore = action.payload.page.hasMore;
        state.list.status = 'succeeded';
      })
      .addCase(loadShift.pending, (state, action) => {
        state.details = { id: action.meta.arg, status: 'loading', workerName: null };
      })
      .addCase(loadShift.fulfilled, (state, action) => {
        if (state.details.id !== action.meta.arg) return;
        const { shift, workerName } = action.payload;
        if (shift) state.byId[shift.id] = shift;
        state.details = { id: action.meta.arg, status: shift ? 'succeeded' : 'notFound', workerName };
      })
      .addCase(loadShift.rejected, (state, action) => {
        if (state.details.id === action.meta.arg) state.details.status = 'failed';
      })
      .addCase(editShift.fulfilled, (state, action) => {
        state.byId[action.payload.id] = action.payload;
      })
      .addCase(cancelShift.fulfilled, (state, action) => {
        state.byId[action.payload.id] = action.payload;
      })
      .addCase(shiftChangedElsewhere, (state, action) => {
        state.byId[action.payload.id] = action.payload;
      })
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectShiftList: (s) => s.list,
    selectShiftsById: (s) => s.byId,
    selectShiftDetails: (s) => s.details,
    selectPosting: (s) => s.posting,
  },
});
addSlice(shiftsSlice);

export const { selectShiftList, selectShiftsById, selectShiftDetails, selectPosting } = shiftsSlice.selectors;

// The thunks keep the import path the screens and tests have always used.
export { loadMoreShifts, refreshShifts, watchShifts } from './shiftList';
export { loadShift } from './shiftDetails';
export {
  cancelShift,
  createShifts,
  editShift,
  exportShifts,
  postShifts,
  readWeekToCopy,
  saveShiftTemplates,
} from './shiftWrites';

declare module '../../lib/redux' {
  interface AppState {
    shifts: ShiftsState;
  }
}
