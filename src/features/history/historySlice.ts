// The History (a shift's entries, on shift details) and the Activity (/activity: the facility's, or the company's
// facilities', entries a page at a time), read on demand: each keeps the request its entries answer, so a late answer
// to another (a shift left, a filter changed) is dropped.
import { addSlice, createAppSlice, sessionEnded, type LoadStatus } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectScope } from '../../session/scope';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined } from '../../lib/thunkError';
import type { HistoryEntry, HistoryKind } from '../../domain/history';

/** What the Activity shows: every facility in scope or one of a company's, every kind or one. */
export interface ActivityFilter {
  facilityId: string | null;
  kind: HistoryKind | null;
}

interface HistoryState {
  /** shift details' History */
  shift: { shiftId: string | null; status: LoadStatus; entries: HistoryEntry[] };
  /** the Activity of one filter (`key`); `loadingMore` while Load More reads the next page */
  activity: { key: string | null; status: LoadStatus; loadingMore: boolean; entries: HistoryEntry[]; hasMore: boolean };
}

const NO_ACTIVITY: HistoryState['activity'] = {
  key: null,
  status: 'idle',
  loadingMore: false,
  entries: [],
  hasMore: false,
};

const initialState: HistoryState = { shift: { shiftId: null, status: 'idle', entries: [] }, activity: NO_ACTIVITY };

const historyData = () => import('../../data/history');
const activityApi = () => import('./historyApi');
const filterKey = (f: ActivityFilter) => `${f.facilityId ?? '*'}:${f.kind ?? '*'}`;

const historySlice = createAppSlice({
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
            const { api, db } = await withDb(historyData);
            return api.fetchShiftHistory(db, arg.shiftId, arg.facilityId);
          },
        ),
        {
          pending: (s, a) => {
            // the same shift read again (after a change on the page) keeps its entries shown meanwhile
            if (s.shift.shiftId !== a.meta.arg.shiftId) s.shift.entries = [];
            s.shift.shiftId = a.meta.arg.shiftId;
            s.shift.status = 'loading';
          },
          fulfilled: (s, a) => {
            if (s.shift.shiftId !== a.meta.arg.shiftId) return;
            s.shift.status = 'succeeded';
            s.shift.entries = a.payload;
          },
          rejected: (s, a) => {
            if (s.shift.shiftId !== a.meta.arg.shiftId) return;
            s.shift.status = 'failed';
            s.shift.entries = [];
          },
        },
      ),
      /** A page of the Activity for a filter: the first, or the next after the entries shown. */
      loadActivity: thunk(
        reported(
          { collection: 'history', operation: 'activity' },
          async (
            arg: ActivityFilter & { shown?: Pick<HistoryEntry, 'id' | 'at'>[] },
            { getState }: { getState: () => SessionView },
          ) => {
            const scope = selectScope(getState());
            if (arg.facilityId && !scope.facilityIds.includes(arg.facilityId)) throw declined('notFound');
            const { api, db } = await withDb(activityApi);
            // a facility chosen is read by facility; all of a company's in one query on companyId
            const shown = arg.facilityId ? scopeOfFacilities([arg.facilityId]) : scope;
            return api.fetchActivityPage(db, shown, arg.kind, arg.shown ?? []);
          },
        ),
        {
          pending: (s, a) => {
            const key = filterKey(a.meta.arg);
            if (a.meta.arg.shown) {
              if (s.activity.key === key) s.activity.loadingMore = true;
            } else {
              s.activity = { key, status: 'loading', loadingMore: false, entries: [], hasMore: false };
            }
          },
          fulfilled: (s, a) => {
            if (s.activity.key !== filterKey(a.meta.arg)) return;
            if (a.meta.arg.shown) {
              s.activity.loadingMore = false;
              s.activity.entries.push(...a.payload.entries);
            } else {
              s.activity.status = 'succeeded';
              s.activity.entries = a.payload.entries;
            }
            s.activity.hasMore = a.payload.hasMore;
          },
          rejected: (s, a) => {
            if (s.activity.key !== filterKey(a.meta.arg)) return;
            if (a.meta.arg.shown) s.activity.loadingMore = false;
            else s.activity.status = 'failed';
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    /** The History of the shift, as read last (idle until its first read starts). */
    selectShiftHistory: (s, shiftId: string) =>
      s.shift.shiftId === shiftId ? s.shift : (initialState.shift as HistoryState['shift']),
    /** The Activity of the filter (idle until its first page is asked for). */
    selectActivity: (s, filter: ActivityFilter) => (s.activity.key === filterKey(filter) ? s.activity : NO_ACTIVITY),
  },
});
addSlice(historySlice);

export const { loadShiftHistory, loadActivity } = historySlice.actions;
export const { selectShiftHistory, selectActivity } = historySlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    history: HistoryState;
  }
}
