// The shifts feature's state: the list (first page live, further pages by Load More), the shift on
// the details screens, and the thunks behind every shift write. Firestore loads with the first thunk.
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAppSlice, facilityUpdated, signedOut, type AppState } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { cancelRefusal } from '../../domain/shiftStatus';
import { isShiftLocked } from '../../domain/shiftStatus';
import type { CancelReasonType, Shift, ShiftTemplate } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { selectAuthUser } from '../../session/sessionSlice';
import { selectFacilitiesById, selectScopeFacilityIds } from '../../session/scope';
import { mergeIntoList, SHIFT_PAGE_SIZE, type ShiftPage } from './shiftsPaging';
import { editedRequirements } from './editRequirements';
import type { ShiftDraft } from './shiftForm';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ShiftsState {
  byId: Record<string, Shift>;
  list: {
    ids: string[];
    /** the facility ids the list belongs to, joined */
    scope: string;
    status: LoadStatus;
    loadingMore: boolean;
    hasMore: boolean;
    error: string | null;
  };
  details: {
    id: string | null;
    status: LoadStatus | 'notFound';
    workerName: string | null;
  };
}

const initialState: ShiftsState = {
  byId: {},
  list: { ids: [], scope: '', status: 'idle', loadingMore: false, hasMore: false, error: null },
  details: { id: null, status: 'idle', workerName: null },
};

/** Errors that carry the user-facing outcome of a refused write, so components toast the right text. */
export class ShiftActionError extends Error {
  constructor(readonly reason: 'notFound' | 'refused' | 'locked' | 'cancelled') {
    super(reason);
  }
}

const api = () => import('./shiftsApi');

/** Reports a failed read or write of a shift (with the operation it served) and passes it on. */
const reported =
  (operation: string) =>
  (err: unknown): never => {
    reportError(err, { collection: 'shifts', operation });
    throw err;
  };
const rootOf = (getState: () => unknown) => getState() as AppState;
const scopeKey = (ids: readonly string[]) => ids.join(',');

function upsert(state: ShiftsState, shifts: readonly Shift[]) {
  for (const s of shifts) state.byId[s.id] = s;
}

export const shiftsSlice = createAppSlice({
  name: 'shifts',
  initialState,
  reducers: (create) => ({
    watchStarted: create.reducer((state, action: PayloadAction<string>) => {
      if (state.list.scope !== action.payload) {
        state.list = { ...initialState.list, scope: action.payload, status: 'loading' };
      } else if (state.list.status !== 'succeeded') {
        state.list.status = 'loading';
        state.list.error = null;
      }
    }),
    firstPageReceived: create.reducer((state, action: PayloadAction<{ scope: string; page: ShiftPage }>) => {
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
    }),
    watchFailed: create.reducer((state, action: PayloadAction<{ scope: string; message: string }>) => {
      if (state.list.scope !== action.payload.scope) return;
      state.list.status = 'failed';
      state.list.error = action.payload.message;
    }),

    loadMoreShifts: create.asyncThunk(
      async (_: void, { getState }): Promise<{ scope: string; page: ShiftPage }> => {
        const root = rootOf(getState);
        const ids = selectScopeFacilityIds(root);
        const listIds = root.shifts.list.ids;
        const last = listIds.length ? root.shifts.byId[listIds[listIds.length - 1]]?.createdAt : undefined;
        const { fetchShiftsPage } = await api();
        return { scope: scopeKey(ids), page: await fetchShiftsPage(ids, last) };
      },
      {
        pending: (state) => {
          state.list.loadingMore = true;
        },
        fulfilled: (state, action) => {
          state.list.loadingMore = false;
          if (state.list.scope !== action.payload.scope) return;
          upsert(state, action.payload.page.shifts);
          state.list.ids = mergeIntoList(
            state.list.ids,
            state.byId,
            action.payload.page.shifts.map((s) => s.id),
          );
          state.list.hasMore = action.payload.page.hasMore;
        },
        rejected: (state, action) => {
          state.list.loadingMore = false;
          reportError(action.error, { collection: 'shifts', operation: 'loadMore' });
        },
      },
    ),

    /** 'reload the shift list': the first page again, further pages dropped. */
    refreshShifts: create.asyncThunk(
      async (_: void, { getState }): Promise<{ scope: string; page: ShiftPage }> => {
        const ids = selectScopeFacilityIds(rootOf(getState));
        const { fetchShiftsPage } = await api();
        return { scope: scopeKey(ids), page: await fetchShiftsPage(ids) };
      },
      {
        fulfilled: (state, action) => {
          state.list.scope = action.payload.scope;
          upsert(state, action.payload.page.shifts);
          state.list.ids = mergeIntoList(
            [],
            state.byId,
            action.payload.page.shifts.map((s) => s.id),
          );
          state.list.hasMore = action.payload.page.hasMore;
          state.list.status = 'succeeded';
        },
        rejected: (_, action) => reportError(action.error, { collection: 'shifts', operation: 'refresh' }),
      },
    ),

    /** N workers, N shift documents in one batch, written as the signed-in user. */
    createShifts: create.asyncThunk(
      async (arg: { draft: ShiftDraft; count: number }, { getState, dispatch }): Promise<string[]> => {
        const uid = selectAuthUser(rootOf(getState))?.uid;
        if (!uid) throw new Error('Not signed in');
        const { createShifts } = await api();
        const { key, submission } = submissionFor('shifts', arg, arg.count);
        try {
          const ids = await createShifts(arg.draft, arg.count, uid, undefined, submission);
          submissionDone(key);
          // 'After commit wait 1 second, then reload the shift list.'
          setTimeout(() => void dispatch(shiftsSlice.actions.refreshShifts()), 1000);
          return ids;
        } catch (err) {
          reportError(err, { collection: 'shifts', operation: 'create' });
          throw err;
        }
      },
    ),

    loadShift: create.asyncThunk(
      async (id: string): Promise<{ shift: Shift | null; workerName: string | null }> => {
        const { getShift, getWorkerNames } = await api();
        const shift = await getShift(id);
        if (!shift?.nurseId) return { shift, workerName: null };
        // the shift shows without its worker's name rather than not at all
        const names = await getWorkerNames([shift.nurseId]).catch((err: unknown) => {
          reportError(err, { collection: 'user', operation: 'shiftWorkerName' });
          return {} as Record<string, string>;
        });
        return { shift, workerName: names[shift.nurseId] ?? null };
      },
      {
        pending: (state, action) => {
          state.details = { id: action.meta.arg, status: 'loading', workerName: null };
        },
        fulfilled: (state, action) => {
          if (state.details.id !== action.meta.arg) return;
          const { shift, workerName } = action.payload;
          if (shift) state.byId[shift.id] = shift;
          state.details = { id: action.meta.arg, status: shift ? 'succeeded' : 'notFound', workerName };
        },
        rejected: (state, action) => {
          reportError(action.error, { collection: 'shifts', operation: 'get' });
          if (state.details.id === action.meta.arg) state.details.status = 'failed';
        },
      },
    ),

    editShift: create.asyncThunk(
      async (arg: { id: string; values: EditShiftValues }): Promise<Shift> => {
        const { getShift, updateShift } = await api();
        const before = await getShift(arg.id).catch(reported('edit'));
        if (!before) throw new ShiftActionError('notFound');
        if (before.status === 'cancelled') throw new ShiftActionError('cancelled');
        if (isShiftLocked(before, Date.now())) throw new ShiftActionError('locked');
        const additionalRequirements = editedRequirements(before, arg.values.nurseType);
        await updateShift(arg.id, { ...arg.values, additionalRequirements }).catch(reported('edit'));
        return { ...before, ...arg.values, additionalRequirements };
      },
      {
        fulfilled: (state, action) => {
          state.byId[action.payload.id] = action.payload;
        },
      },
    ),

    cancelShift: create.asyncThunk(
      async (arg: { id: string; type: CancelReasonType; details: string }, { getState }): Promise<Shift> => {
        const uid = selectAuthUser(rootOf(getState))?.uid;
        if (!uid) throw new Error('Not signed in');
        const { getShift, cancelShift } = await api();
        const before = await getShift(arg.id).catch(reported('cancel'));
        if (!before) throw new ShiftActionError('notFound');
        if (cancelRefusal(before, Date.now())) throw new ShiftActionError('refused');
        const details = arg.details.trim();
        await cancelShift(arg.id, { type: arg.type, ...(details ? { details } : {}) }, uid).catch(reported('cancel'));
        return {
          ...before,
          status: 'cancelled',
          cancelledAt: Date.now(),
          cancelledBy: uid,
          cancellationReason: { type: arg.type, ...(details ? { details } : {}) },
        };
      },
      {
        fulfilled: (state, action) => {
          state.byId[action.payload.id] = action.payload;
        },
      },
    ),

    /** The export's data: shifts starting in [from, to) and the names of their workers and facilities. */
    exportShifts: create.asyncThunk(
      async (
        arg: { from: number; to: number },
        { getState },
      ): Promise<{ shifts: Shift[]; workerNames: Record<string, string>; facilityNames: Record<string, string> }> => {
        const root = rootOf(getState);
        const ids = selectScopeFacilityIds(root);
        const facilityNames = Object.fromEntries(
          Object.values(selectFacilitiesById(root)).map((f) => [f.id, f.facilityName]),
        );
        const { fetchShiftsStartingBetween, getWorkerNames } = await api();
        try {
          const shifts = await fetchShiftsStartingBetween(ids, arg.from, arg.to);
          const workerNames = await getWorkerNames(shifts.map((s) => s.nurseId ?? '').filter(Boolean));
          return { shifts, workerNames, facilityNames };
        } catch (err) {
          reportError(err, { collection: 'shifts', operation: 'export' });
          throw err;
        }
      },
    ),

    saveShiftTemplates: create.asyncThunk(async (templates: ShiftTemplate[], { getState, dispatch }): Promise<void> => {
      const facility = rootOf(getState).session.facility;
      if (!facility) throw new Error('No facility');
      const clean = templates.map((t) => ({ name: t.name.trim(), startTime: t.startTime, endTime: t.endTime }));
      const { saveShiftTemplates } = await api();
      try {
        await saveShiftTemplates(facility.id, clean);
      } catch (err) {
        reportError(err, { collection: 'facilities', operation: 'shiftTemplates' });
        throw err;
      }
      dispatch(facilityUpdated({ ...facility, shiftTemplates: clean }));
    }),
  }),
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectShiftList: (s) => s.list,
    selectShiftsById: (s) => s.byId,
    selectShiftDetails: (s) => s.details,
  },
});

export const {
  loadMoreShifts,
  refreshShifts,
  createShifts,
  loadShift,
  editShift,
  cancelShift,
  exportShifts,
  saveShiftTemplates,
} = shiftsSlice.actions;
export const { selectShiftList, selectShiftsById, selectShiftDetails } = shiftsSlice.selectors;

// ---- the live first page ------------------------------------------------------------------------

// The listener itself (a function, not data) stays out of the state; its results go in. One runs at a
// time: a screen that starts one stops the previous screen's.
let stopActive: (() => void) | null = null;

/**
 * Starts the Firestore listener on the first page of the shown user's shifts; returns the function
 * that stops it (call it when the screen unmounts). Retry after a failure is another call.
 */
export function watchShifts(): ThunkAction<() => void, AppState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    stopActive?.();
    const ids = selectScopeFacilityIds(getState());
    const scope = scopeKey(ids);
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    const stop = () => {
      stopped = true;
      unsubscribe?.();
      if (stopActive === stop) stopActive = null;
    };
    stopActive = stop;
    dispatch(shiftsSlice.actions.watchStarted(scope));
    api()
      .then(({ watchFirstPage }) => {
        if (stopped) return;
        unsubscribe = watchFirstPage(
          ids,
          (page) => dispatch(shiftsSlice.actions.firstPageReceived({ scope, page })),
          (err) => {
            reportError(err, { collection: 'shifts', operation: 'watch' });
            dispatch(shiftsSlice.actions.watchFailed({ scope, message: err.message }));
          },
        );
      })
      .catch((err: Error) => {
        reportError(err, { collection: 'shifts', operation: 'watch' });
        dispatch(shiftsSlice.actions.watchFailed({ scope, message: err.message }));
      });
    return stop;
  };
}

declare module '../../lib/redux' {
  interface AppState {
    shifts: ShiftsState;
  }
}
