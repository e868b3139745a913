// The History of the shift on screen and the Activity of the facilities in scope (issue 17).
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectScopeFacilityIds } from '../../session/scope';
import { reported, withDb, type ThunkConfig } from '../../lib/thunks';
import { declined, type ThunkError } from '../../lib/thunkError';
import type { HistoryEntry, HistoryKind } from '../../domain/history';

/** What the Activity shows: every facility in scope or one of a company's, every kind or one. */
export interface ActivityFilter {
  facilityId: string | null;
  kind: HistoryKind | null;
}

interface HistoryState {
  shift: { shiftId: string | null; status: LoadStatus; entries: HistoryEntry[]; error: ThunkError | null };
  activity: {
    key: string | null;
    status: LoadStatus;
    /** loading the next page (the rows shown stay) */
    loadingMore: boolean;
    entries: HistoryEntry[];
    hasMore: boolean;
    error: ThunkError | null;
  };
}

const initialState: HistoryState = {
  shift: { shiftId: null, status: 'idle', entries: [], error: null },
  activity: { key: null, status: 'idle', loadingMore: false, entries: [], hasMore: false, error: null },
};

type State = { history: HistoryState } & SessionView;

const historyApi = () => import('./historyApi');
const filterKey = (f: ActivityFilter) => `${f.facilityId ?? '*'}:${f.kind ?? '*'}`;

export const historySlice = createAppSlice({
  name: 'history',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /** The entries of a shift (shift details' History), newest first. */
      loadShiftHistory: thunk(
        reported(
          { collection: 'history', operation: 'shiftHistory' },
          async (arg: { shiftId: string; facilityId: string }) => {
            const { api, db } = await withDb(historyApi);
            return api.fetchShiftHistory(db, arg.shiftId, arg.facilityId);
          },
        ),
        {
          pending: (s, a) => {
            s.shift = { shiftId: a.meta.arg.shiftId, status: 'loading', entries: [], error: null };
          },
          fulfilled: (s, a) => {
            if (s.shift.shiftId !== a.meta.arg.shiftId) return;
            s.shift = { ...s.shift, status: 'succeeded', entries: a.payload };
          },
          rejected: (s, a) => {
            if (s.shift.shiftId !== a.meta.arg.shiftId) return;
            s.shift.status = 'failed';
            s.shift.error = a.payload ?? null;
          },
        },
      ),
      /** The Activity's first page for a filter (more: the next page after the rows shown). */
      loadActivity: thunk(
        reported(
          { collection: 'history', operation: 'activity' },
          async (arg: ActivityFilter & { more?: boolean }, { getState }: { getState: () => State }) => {
            const state = getState();
            const inScope = selectScopeFacilityIds(state);
            if (arg.facilityId && !inScope.includes(arg.facilityId)) throw declined('notFound');
            const ids = arg.facilityId ? [arg.facilityId] : inScope;
            const shown = arg.more ? state.history.activity.entries : [];
            const { api, db } = await withDb(historyApi);
            return api.fetchActivityPage(db, ids, arg.kind, shown);
          },
        ),
        {
          pending: (s, a) => {
            const key = filterKey(a.meta.arg);
            if (a.meta.arg.more && s.activity.key === key) {
              s.activity.loadingMore = true;
              return;
            }
            s.activity = { key, status: 'loading', loadingMore: false, entries: [], hasMore: false, error: null };
          },
          fulfilled: (s, a) => {
            if (s.activity.key !== filterKey(a.meta.arg)) return;
            const entries = a.meta.arg.more ? [...s.activity.entries, ...a.payload.entries] : a.payload.entries;
            s.activity = {
              ...s.activity,
              status: 'succeeded',
              loadingMore: false,
              entries,
              hasMore: a.payload.hasMore,
            };
          },
          rejected: (s, a) => {
            if (s.activity.key !== filterKey(a.meta.arg)) return;
            s.activity.loadingMore = false;
            if (!a.meta.arg.more) s.activity.status = 'failed';
            s.activity.error = a.payload ?? null;
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectShiftHistory: (s) => s.shift,
    selectActivity: (s) => s.activity,
  },
});

export const { loadShiftHistory, loadActivity } = historySlice.actions;
export const { selectShiftHistory, selectActivity } = historySlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    history: HistoryState;
  }
}
