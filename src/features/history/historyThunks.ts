// The History's and the Activity's reads. They hold no state in the store (the shift details and /activity pages keep
// what they show): the store, which loads with the login, stays without them.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SessionView } from '../../session/sessionSlice';
import { selectScopeFacilityIds } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined } from '../../lib/thunkError';
import type { HistoryEntry, HistoryKind } from '../../domain/history';

/** What the Activity shows: every facility in scope or one of a company's, every kind or one. */
export interface ActivityFilter {
  facilityId: string | null;
  kind: HistoryKind | null;
}

const historyApi = () => import('./historyApi');

/** The entries of a shift (shift details' History), newest first. */
export const loadShiftHistory = createAsyncThunk<HistoryEntry[], { shiftId: string; facilityId: string }, ThunkConfig>(
  'history/shift',
  reported({ collection: 'history', operation: 'shiftHistory' }, async (arg) => {
    const { api, db } = await withDb(historyApi);
    return api.fetchShiftHistory(db, arg.shiftId, arg.facilityId);
  }),
);

/** A page of the Activity for a filter: the first, or the next after the entries shown. */
export const loadActivity = createAsyncThunk<
  { entries: HistoryEntry[]; hasMore: boolean },
  ActivityFilter & { shown?: Pick<HistoryEntry, 'id' | 'at'>[] },
  ThunkConfig
>(
  'history/activity',
  reported(
    { collection: 'history', operation: 'activity' },
    async (arg, { getState }: { getState: () => SessionView }) => {
      const inScope = selectScopeFacilityIds(getState());
      if (arg.facilityId && !inScope.includes(arg.facilityId)) throw declined('notFound');
      const ids = arg.facilityId ? [arg.facilityId] : inScope;
      const { api, db } = await withDb(historyApi);
      return api.fetchActivityPage(db, ids, arg.kind, arg.shown ?? []);
    },
  ),
);
