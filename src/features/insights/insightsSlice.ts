// Insights (/insights) and the dashboard's urgent card: the figures of a period, loaded by aggregation queries, and
// the unclaimed shifts of the next 48 hours, live.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { type SessionView, selectActingUid } from '../../session/sessionSlice';
import { selectScopeFacilities } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import { liveList } from '../../lib/liveList';
import { insightsWeeks, type InsightsWeek, type InsightsWeeks } from '../../domain/insights';
import { DEFAULT_TZ } from '../../domain/types';
import type { InsightsAnswer } from './insightsApi';
import type { UnfilledShift } from '../../data/shifts';

export interface InsightsRequest {
  weeks: InsightsWeeks;
  /** one facility of a company's, or null for every facility in scope */
  facilityId: string | null;
}

interface InsightsState {
  report: {
    /** which request the shown figures answer (weeks and facility), so a late answer to another is dropped */
    key: string | null;
    status: LoadStatus;
    answer: InsightsAnswer | null;
    weeks: InsightsWeek[];
    /** the zone the weeks are counted in */
    tz: string;
    error: ThunkError | null;
  };
  unfilled: {
    scope: string | null;
    status: LoadStatus;
    shifts: UnfilledShift[];
    /** more unfilled shifts in the window than are listed */
    more: boolean;
    error: ThunkError | null;
  };
}

const initialState: InsightsState = {
  report: { key: null, status: 'idle', answer: null, weeks: [], tz: DEFAULT_TZ, error: null },
  unfilled: { scope: null, status: 'idle', shifts: [], more: false, error: null },
};

type State = { insights: InsightsState } & SessionView;

// /insights' aggregations; the dashboard's urgent card listens through data/shifts, which the dashboard loads anyway,
// so the dashboard does not carry the aggregations (vite.config.ts: DASHBOARD_LATER)
const insightsApi = () => import('./insightsApi');
const shiftsData = () => import('../../data/shifts');
const requestKey = (r: InsightsRequest) => `${r.weeks}:${r.facilityId ?? '*'}`;

/** The facilities a request covers and the zone its weeks are counted in (one zone, or Chicago for several). */
function requestScope(state: State, request: InsightsRequest): { ids: string[]; tz: string } {
  const all = selectScopeFacilities(state);
  const chosen = request.facilityId ? all.filter((f) => f.id === request.facilityId) : all;
  if (request.facilityId && chosen.length === 0) throw declined('notFound');
  const [zone, ...otherZones] = new Set(chosen.map((f) => f.tz));
  // a company across zones is read in the spec's default zone (America/Chicago), and the page says so
  return { ids: chosen.map((f) => f.id), tz: zone !== undefined && otherZones.length === 0 ? zone : DEFAULT_TZ };
}

const unfilledWatchStarted = createAction<string>('insights/unfilledWatchStarted');
const unfilledReceived = createAction<{ scope: string; shifts: UnfilledShift[]; more: boolean }>(
  'insights/unfilledReceived',
);
const unfilledFailed = createAction<{ scope: string; error: ThunkError }>('insights/unfilledFailed');

const liveUnfilled = liveList({ collection: 'shifts', operation: 'watchUnfilledSoon' });

/**
 * Starts the listener on the next 48 hours' unclaimed shifts of the facilities, the soonest `max` of them; returns its
 * stop. The scope stays the same when `max` grows, so the rows listed stay until the longer list arrives.
 */
export function watchUnfilledSoon(
  ids: readonly string[],
  now: number,
  max: number,
): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const scope = ids.join(',');
    dispatch(unfilledWatchStarted(scope));
    return liveUnfilled.start(
      async (live) => {
        const { api, db } = await withDb(shiftsData);
        live.keep(
          api.watchUnfilledSoon(
            db,
            ids,
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

export const insightsSlice = createAppSlice({
  name: 'insights',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadInsights: thunk(
        reported(
          { collection: 'shifts', operation: 'insights' },
          async (request: InsightsRequest, { getState }: { getState: () => State }) => {
            const state = getState();
            const customerId = selectActingUid(state);
            if (!customerId) throw declined('refused');
            const { ids, tz } = requestScope(state, request);
            const { api, db } = await withDb(insightsApi);
            const weeks = insightsWeeks(Date.now(), request.weeks, tz);
            return { weeks, tz, answer: await api.fetchInsights(db, ids, customerId, weeks) };
          },
        ),
        {
          pending: (s, a) => {
            s.report.key = requestKey(a.meta.arg);
            s.report.status = 'loading';
            s.report.error = null;
          },
          fulfilled: (s, a) => {
            if (s.report.key !== requestKey(a.meta.arg)) return;
            s.report = { ...s.report, status: 'succeeded', ...a.payload };
          },
          rejected: (s, a) => {
            if (s.report.key !== requestKey(a.meta.arg)) return;
            s.report.status = 'failed';
            s.report.error = a.payload ?? null;
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder
      .addCase(unfilledWatchStarted, (s, a) => {
        if (s.unfilled.scope !== a.payload)
          s.unfilled = { scope: a.payload, status: 'loading', shifts: [], more: false, error: null };
      })
      .addCase(unfilledReceived, (s, a) => {
        if (s.unfilled.scope !== a.payload.scope) return;
        const { shifts, more } = a.payload;
        s.unfilled = { ...s.unfilled, status: 'succeeded', shifts, more, error: null };
      })
      .addCase(unfilledFailed, (s, a) => {
        if (s.unfilled.scope !== a.payload.scope) return;
        s.unfilled.status = 'failed';
        s.unfilled.error = a.payload.error;
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectInsightsReport: (s) => s.report,
    selectUnfilledSoon: (s) => s.unfilled,
  },
});
addSlice(insightsSlice);

export const { loadInsights } = insightsSlice.actions;
export const { selectInsightsReport, selectUnfilledSoon } = insightsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    insights: InsightsState;
  }
}
