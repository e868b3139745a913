// /today: the shifts of the Today window, live, with the worker names they show and the workers' documents
// (compliance's flag), and the row actions (Mark no-show, Repost). The window's listener runs while the screen shows
// it; the states are computed at render from the shifts and the moment (domain/today.ts), so they change as time
// passes without a new read.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { createAppSlice, profileLoaded, sessionEnded, addSlice, type LoadStatus } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import { selectFacilityCompanies } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import type { ThunkError } from '../../lib/thunkError';
import { liveList } from '../../lib/liveList';
import { scopeKey, type FacilityScope } from '../../lib/firebase/facilityChunks';
import type { Shift } from '../../domain/types';
import type { Credential } from '../../domain/compliance';
import type { TodayWorkers } from '../../data/todayWindow';

interface TodayState {
  /** the facilities and the window start the shown shifts answer, so a late answer to another is dropped */
  key: string | null;
  status: LoadStatus;
  shifts: Shift[];
  error: ThunkError | null;
  /** 'First Last' by worker id ('' when the record cannot be read) */
  workerNames: Record<string, string>;
  /**
   * Each worker's documents, read once while the screen is open (a worker claiming a row is read when they appear):
   * 'reading' while asked, 'failed' when the read failed (not asked again until the screen is opened again).
   */
  /** null: not shared with the viewer (data/credentials.ts) */
  credentials: Record<string, Credential[] | null | 'reading' | 'failed'>;
}

const initialState: TodayState = {
  key: null,
  status: 'idle',
  shifts: [],
  error: null,
  workerNames: {},
  credentials: {},
};

type State = { today: TodayState } & SessionView;

const todayWindow = () => import('../../data/todayWindow');
const shiftPosting = () => import('../../data/shiftPosting');

const watchStarted = createAction<string>('today/watchStarted');
const received = createAction<{ key: string; shifts: Shift[]; workers?: TodayWorkers }>('today/received');
const failed = createAction<{ key: string; error: ThunkError }>('today/failed');
/** The screen closed: its documents are read anew when it opens again (a worker may have renewed one meanwhile). */
export const todayLeft = createAction('today/left');

const liveToday = liveList({ collection: 'shifts', operation: 'watchToday' });

/** Starts the listener on the Today window of the scope as of `from` (ms); returns its stop. */
export function watchToday(
  scope: FacilityScope,
  from: number,
): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const key = `${scopeKey(scope)}@${from}`;
    dispatch(watchStarted(key));
    return liveToday.start(
      async (live) => {
        const { api, db } = await withDb(todayWindow);
        live.keep(
          api.watchToday(db, scope, from, (shifts, workers) => dispatch(received({ key, shifts, workers })), live.fail),
        );
      },
      (error) => dispatch(failed({ key, error })),
    );
  };
}

export const todaySlice = createAppSlice({
  name: 'today',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadTodayWorkerNames: thunk(
        reported<Record<string, string>, string[], State>(
          { collection: 'user', operation: 'todayWorkerNames' },
          async (ids, { getState }) => {
            const known = getState().today.workerNames;
            const missing = [...new Set(ids)].filter((id) => id && !(id in known));
            if (!missing.length) return {};
            const { api, db } = await withDb(() => import('../../data/users'));
            const names = await api.readWorkerNames(db, missing);
            // ids without a readable record are remembered as '' so they are not asked for again
            return Object.fromEntries(missing.map((id) => [id, names[id] ?? '']));
          },
        ),
        {
          fulfilled: (state, action) => {
            Object.assign(state.workerNames, action.payload);
          },
        },
      ),
      /** Reads the documents of the workers given (the screen passes those it has not asked for yet). */
      loadTodayCredentials: thunk(
        reported<Record<string, Credential[] | null>, string[], State>(
          { collection: 'user', operation: 'todayCredentials' },
          async (ids) => {
            const { api, db } = await withDb(() => import('../../data/credentials'));
            return api.readCredentials(db, ids);
          },
        ),
        {
          pending: (state, action) => {
            for (const id of action.meta.arg) state.credentials[id] ??= 'reading';
          },
          fulfilled: (state, action) => {
            Object.assign(state.credentials, action.payload);
          },
          rejected: (state, action) => {
            for (const id of action.meta.arg) if (state.credentials[id] === 'reading') state.credentials[id] = 'failed';
          },
        },
      ),
      /** Marks a Late shift a no-show (the listener brings the change back). */
      markNoShow: thunk(
        reported<void, { id: string; note: string }, State>(
          { collection: 'shifts', operation: 'markNoShow' },
          async ({ id, note }, { getState }) => {
            const actor = historyActor(getState());
            const { api, db } = await withDb(() => import('../../data/shiftWrites'));
            await api.markNoShow(db, id, note, actor);
          },
        ),
      ),
      /** Posts an unclaimed shift equal to a no-show, linked to it; resolves with the new shift's id. */
      repostShift: thunk(
        reported<string, { id: string }, State>(
          { collection: 'shifts', operation: 'repostShift' },
          async ({ id }, { getState }) => {
            const actor = historyActor(getState());
            const { api, db } = await withDb(shiftPosting);
            return api.repostShift(db, id, selectFacilityCompanies(getState()), actor);
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder
      .addCase(watchStarted, (s, a) => {
        if (s.key === a.payload) return;
        // the window moving on keeps the rows shown until its answer arrives
        const sameScope = s.key?.split('@')[0] === a.payload.split('@')[0];
        s.key = a.payload;
        if (!sameScope) {
          s.status = 'loading';
          s.shifts = [];
        }
        s.error = null;
      })
      .addCase(received, (s, a) => {
        if (s.key !== a.payload.key) return;
        s.status = 'succeeded';
        s.shifts = a.payload.shifts;
        s.error = null;
        // a company's Today window holds its workers' names and documents: they are not read for it
        Object.assign(s.workerNames, a.payload.workers?.names);
        Object.assign(s.credentials, a.payload.workers?.credentials);
      })
      .addCase(failed, (s, a) => {
        if (s.key !== a.payload.key) return;
        s.status = 'failed';
        s.error = a.payload.error;
      })
      .addCase(todayLeft, (s) => {
        s.credentials = {};
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectToday: (s) => s,
  },
});
addSlice(todaySlice);

export const { loadTodayWorkerNames, loadTodayCredentials, markNoShow, repostShift } = todaySlice.actions;
export const { selectToday } = todaySlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    today: TodayState;
  }
}
