// The shifts feature's state and its thunks: the list (first page live, further pages by Load More, 'reload the shift
// list'), the shift on the details screens, every write (create, post several, edit, cancel, the shift templates) and
// the export's read.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, facilityUpdated, sessionEnded, type LoadStatus } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { declined, isThunkError, type ThunkError } from '../../lib/thunkError';
import { liveList } from '../../lib/liveList';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { withDb } from '../../data/db';
import * as shiftsModule from '../../data/shifts';
import { mergeIntoList, SHIFT_PAGE_SIZE, type ShiftPage } from '../../data/shiftsPaging';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import { selectFacilityCompanies, selectScope, selectScopeFacilities, selectShownScope } from '../../session/scope';
import { scopeKey, scopeOfFacilities, type FacilityScope } from '../../lib/firebase/facilityChunks';
import type { ShiftSeen } from '../../domain/shiftStatus';
import type { CancelReasonType, Shift, ShiftTemplate } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { MAX_POST_SHIFTS } from '../../domain/postingLimits';
import type { ShiftDraft } from '../../domain/shiftPosting';
import * as usersModule from '../../data/users';
import * as facilitiesModule from '../../data/facilities';

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

type State = { shifts: ShiftsState } & SessionView;

/**
 * The shifts' data module, imported with the slice: it shares the slice's chunk (app-shared), so a lazy import of it
 * split nothing off. The database still loads with the first thunk that needs it (withDb).
 */
const shiftsData = () => Promise.resolve(shiftsModule);
const shiftPosting = () => import('../../data/shiftPosting');
/** Edit Shift's and Cancel Shift's writes, loaded when one is saved. */
const shiftWrites = () => import('../../data/shiftWrites');
/** The names on shifts. */
const usersData = () => Promise.resolve(usersModule);
/** The facility's shift templates. */
const facilitiesData = () => Promise.resolve({ saveShiftTemplates: facilitiesModule.saveShiftTemplates });

function upsert(state: ShiftsState, shifts: readonly Shift[]) {
  for (const s of shifts) state.byId[s.id] = s;
}

// ---- the list's listener ----------------------------------------------------------------------

export const listWatchStarted = createAction<string>('shifts/listWatchStarted');
export const firstPageReceived = createAction<{ scope: string; page: ShiftPage }>('shifts/firstPageReceived');
const listFailed = createAction<{ scope: string; error: ThunkError }>('shifts/listFailed');

const liveShifts = liveList({ collection: 'shifts', operation: 'watch' });

/**
 * Starts the listener on the first page of the shifts of the scope (stopping the one before);
 * returns its stop, for the screen's unmount. Retry after a failure is another call.
 */
export function watchShifts(shown: FacilityScope): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const scope = scopeKey(shown);
    dispatch(listWatchStarted(scope));
    return liveShifts.start(
      async (live) => {
        const { api, db } = await withDb(shiftsData);
        live.keep(api.watchFirstPage(db, shown, (page) => dispatch(firstPageReceived({ scope, page })), live.fail));
      },
      (error) => dispatch(listFailed({ scope, error })),
    );
  };
}

// ---- what the writes report -------------------------------------------------------------------

/** How far a post has got: shifts stored so far of the total (null before the first post). */
const postingProgress = createAction<{ posted: number; total: number }>('shifts/postingProgress');

/** The stored shift, read again when a save found it changed since the form opened: the form shows it. */
const shiftChangedElsewhere = createAction<Shift>('shifts/changedElsewhere');

type ShiftsData = typeof shiftsModule;

/**
 * Declines a save as 'changed' after putting the stored shift in the store, so that the form shows what it now is
 * (and its next save compares with that). A 'changed' from the write's own transaction is handled the same way.
 */
async function changedMeanwhile(
  api: ShiftsData,
  db: Parameters<ShiftsData['getShift']>[0],
  id: string,
  dispatch: (action: UnknownAction) => unknown,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isThunkError(error) || error.kind !== 'changed') throw error;
    const current = await api.getShift(db, id);
    if (current) dispatch(shiftChangedElsewhere(current));
    throw error;
  }
}

/** 'After commit wait 1 second, then reload the shift list.' */
const REFRESH_AFTER_WRITE_MS = 1000;

export const shiftsSlice = createAppSlice({
  name: 'shifts',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    const storeShift = (state: ShiftsState, action: { payload: Shift }) => {
      state.byId[action.payload.id] = action.payload;
    };
    return {
      // ---- the list ----
      loadMoreShifts: thunk(
        reported<{ scope: string; page: ShiftPage }, void, State>(
          { collection: 'shifts', operation: 'loadMore' },
          async (_, { getState }) => {
            const state = getState();
            const shown = selectShownScope(state);
            const lastId = state.shifts.list.ids.at(-1);
            const last = lastId === undefined ? undefined : state.shifts.byId[lastId]?.createdAt;
            const { api, db } = await withDb(shiftsData);
            return { scope: scopeKey(shown), page: await api.fetchShiftsPage(db, shown, last) };
          },
        ),
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
          rejected: (state) => {
            state.list.loadingMore = false;
          },
        },
      ),
      /** 'reload the shift list': the first page again, further pages dropped. */
      refreshShifts: thunk(
        reported<{ scope: string; page: ShiftPage }, void, State>(
          { collection: 'shifts', operation: 'refresh' },
          async (_, { getState }) => {
            const shown = selectShownScope(getState());
            const { api, db } = await withDb(shiftsData);
            return { scope: scopeKey(shown), page: await api.fetchShiftsPage(db, shown) };
          },
        ),
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
        },
      ),

      // ---- the shift of the details, edit and cancel screens, with its worker's name ----
      loadShift: thunk(
        reported<{ shift: Shift | null; workerName: string | null }, string>(
          { collection: 'shifts', operation: 'get' },
          async (id) => {
            const { api: data, db } = await withDb(shiftsData);
            const shift = await data.getShift(db, id);
            if (!shift?.nurseId) return { shift, workerName: null };
            const { api } = await withDb(usersData);
            // the shift shows without its worker's name rather than not at all
            const names = await api.readWorkerNames(db, [shift.nurseId]).catch((err: unknown) => {
              reportError(err, { collection: 'user', operation: 'shiftWorkerName' });
              return {} as Record<string, string>;
            });
            return { shift, workerName: names[shift.nurseId] ?? null };
          },
        ),
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
            if (state.details.id === action.meta.arg) state.details.status = 'failed';
          },
        },
      ),

      // ---- the writes ----
      /** N workers, N shift documents (in batches of POST_BATCH_SIZE), written as the signed-in user. */
      createShifts: thunk(
        reported<string[], { draft: ShiftDraft; count: number }, State>(
          { collection: 'shifts', operation: 'create' },
          async (arg, { getState, dispatch }) => {
            const actor = historyActor(getState());
            const { api, db } = await withDb(shiftPosting);
            const { key, submission } = submissionFor('shifts', arg, arg.count);
            const companies = selectFacilityCompanies(getState());
            const ids = await api.createShifts(db, arg.draft, arg.count, companies, actor, submission);
            submissionDone(key);
            setTimeout(() => void dispatch(refreshShifts()), REFRESH_AFTER_WRITE_MS);
            return ids;
          },
        ),
      ),
      /**
       * Post several and Copy a week: every draft one shift document, written in batches with the progress in the
       * store. A failure part-way leaves the progress at what is stored; posting the same drafts again (the same
       * submission) writes only what is missing, under the same ids.
       */
      postShifts: thunk(
        reported<string[], { drafts: ShiftDraft[] }, SessionView>(
          { collection: 'shifts', operation: 'post' },
          async ({ drafts }, { getState, dispatch }) => {
            const actor = historyActor(getState());
            if (drafts.length === 0 || drafts.length > MAX_POST_SHIFTS) throw declined('invalid');
            const total = drafts.length;
            dispatch(postingProgress({ posted: 0, total }));
            const { api, db } = await withDb(shiftPosting);
            const { key, submission } = submissionFor('shifts-post', drafts, total);
            const companies = selectFacilityCompanies(getState());
            const ids = await api.postShifts(db, drafts, companies, actor, submission, (posted) =>
              dispatch(postingProgress({ posted, total })),
            );
            submissionDone(key);
            setTimeout(() => void dispatch(refreshShifts()), REFRESH_AFTER_WRITE_MS);
            return ids;
          },
        ),
      ),
      /** Copy a week's read: the facility's shifts starting in [from, to) that are not cancelled. */
      readWeekToCopy: thunk(
        reported<Shift[], { facilityId: string; from: number; to: number }>(
          { collection: 'shifts', operation: 'copyWeek' },
          async ({ facilityId, from, to }) => {
            const { api, db } = await withDb(shiftsData);
            const week = await api.fetchShiftsStartingBetween(db, scopeOfFacilities([facilityId]), from, to);
            return week.filter((s) => s.status !== 'cancelled');
          },
        ),
      ),
      /** Refused by the write as notFound, cancelled, locked or changed (each its own message); nothing written. */
      editShift: thunk(
        reported<Shift, { id: string; values: EditShiftValues; seen: ShiftSeen }, SessionView>(
          { collection: 'shifts', operation: 'edit' },
          async (arg, { getState, dispatch }) => {
            const actor = historyActor(getState());
            const [{ api, db }, { api: edits }] = await Promise.all([withDb(shiftsData), withDb(shiftWrites)]);
            let written: Shift | null = null;
            await changedMeanwhile(api, db, arg.id, dispatch, async () => {
              written = await edits.editShift(db, arg.id, arg.values, arg.seen, actor);
            });
            if (!written) throw declined('notFound');
            return written;
          },
        ),
        { fulfilled: storeShift },
      ),
      /** Refused by the write as notFound, refused (started with a worker), cancelled or changed; nothing written. */
      cancelShift: thunk(
        reported<Shift, { id: string; type: CancelReasonType; details: string; seen: ShiftSeen }, SessionView>(
          { collection: 'shifts', operation: 'cancel' },
          async (arg, { getState, dispatch }) => {
            const actor = historyActor(getState());
            const [{ api, db }, { api: edits }] = await Promise.all([withDb(shiftsData), withDb(shiftWrites)]);
            const details = arg.details.trim();
            const reason = { type: arg.type, ...(details ? { details } : {}) };
            let written: Shift | null = null;
            await changedMeanwhile(api, db, arg.id, dispatch, async () => {
              written = await edits.cancelShift(db, arg.id, reason, actor, arg.seen);
            });
            if (!written) throw declined('notFound');
            return written;
          },
        ),
        { fulfilled: storeShift },
      ),
      /**
       * The export's data: shifts starting in [from, to), the names of their workers, their facilities' names and
       * zones.
       */
      exportShifts: thunk(
        reported<
          {
            shifts: Shift[];
            workerNames: Record<string, string>;
            facilities: Record<string, { facilityName: string; tz: string }>;
          },
          { from: number; to: number },
          SessionView
        >({ collection: 'shifts', operation: 'export' }, async (arg, { getState }) => {
          const state = getState();
          const facilities = Object.fromEntries(
            selectScopeFacilities(state).map((f) => [f.id, { facilityName: f.facilityName, tz: f.tz }]),
          );
          const [{ api: data, db }, { api }] = await Promise.all([withDb(shiftsData), withDb(usersData)]);
          const shifts = await data.fetchShiftsStartingBetween(db, selectScope(state), arg.from, arg.to);
          const workerNames = await api.readWorkerNames(db, shifts.map((s) => s.nurseId ?? '').filter(Boolean));
          return { shifts, workerNames, facilities };
        }),
      ),
      saveShiftTemplates: thunk(
        reported<void, { templates: ShiftTemplate[]; seen: ShiftTemplate[] }, SessionView>(
          { collection: 'facilities', operation: 'shiftTemplates' },
          async ({ templates, seen }, { getState, dispatch }) => {
            const facility = getState().session.facility;
            if (!facility) throw declined('refused');
            const clean = templates.map((t) => ({ name: t.name.trim(), startTime: t.startTime, endTime: t.endTime }));
            const { api, db } = await withDb(facilitiesData);
            const result = await api.saveShiftTemplates(db, facility.id, clean, seen);
            if (!result.saved) {
              // another scheduler saved templates since the editor opened: it shows theirs, and keeps what was typed
              dispatch(facilityUpdated({ ...facility, shiftTemplates: result.current }));
              throw declined('changed');
            }
            dispatch(facilityUpdated({ ...facility, shiftTemplates: clean }));
          },
        ),
      ),
    };
  },
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

// Each thunk has one name from its definition to its call (action types 'shifts/<name>').
export const {
  loadMoreShifts,
  refreshShifts,
  loadShift,
  createShifts,
  postShifts,
  readWeekToCopy,
  editShift,
  cancelShift,
  exportShifts,
  saveShiftTemplates,
} = shiftsSlice.actions;
export const { selectShiftList, selectShiftsById, selectShiftDetails, selectPosting } = shiftsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    shifts: ShiftsState;
  }
}
