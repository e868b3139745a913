// Insights (/insights): the figures of a period, counted from the insights weeks of the facility, or of the company
// for `All facilities` (src/data/insights.ts). The dashboard's urgent card has its own slice (unfilledSoonSlice.ts),
// so the dashboard does not load these.
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { type SessionView, selectActingUid, selectCompany, selectUserType } from '../../session/sessionSlice';
import { selectScopeFacilities } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import { insightsWeeks, type InsightsWeek, type InsightsWeeks } from '../../domain/insights';
import { DEFAULT_TZ } from '../../domain/types';
import type { InsightsCounts } from '../../domain/insights';
import type { InsightsSource } from '../../data/insights';

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
    answer: InsightsCounts | null;
    weeks: InsightsWeek[];
    /** the zone the weeks are counted in */
    tz: string;
    error: ThunkError | null;
  };
}

const initialState: InsightsState = {
  report: { key: null, status: 'idle', answer: null, weeks: [], tz: DEFAULT_TZ, error: null },
};

type State = { insights: InsightsState } & SessionView;

const insightsData = () => import('../../data/insights');
const requestKey = (r: InsightsRequest) => `${r.weeks}:${r.facilityId ?? '*'}`;

/**
 * The facilities a request covers, whose weeks hold them (the company's for `All facilities`, else the one facility's)
 * and the zone its weeks are counted in (one zone, or Chicago for several).
 */
function requestScope(state: State, request: InsightsRequest): { ids: string[]; source: InsightsSource; tz: string } {
  const all = selectScopeFacilities(state);
  const chosen = request.facilityId ? all.filter((f) => f.id === request.facilityId) : all;
  if (request.facilityId && chosen.length === 0) throw declined('notFound');
  const company = selectUserType(state) === 'company' ? selectCompany(state) : null;
  const source: InsightsSource | null =
    !request.facilityId && company
      ? { collection: 'companies', id: company.id }
      : chosen[0]
        ? { collection: 'facilities', id: chosen[0].id }
        : null;
  if (!source) throw declined('notFound');
  const [zone, ...otherZones] = new Set(chosen.map((f) => f.tz));
  // a company across zones is read in the spec's default zone (America/Chicago), and the page says so
  const tz = zone !== undefined && otherZones.length === 0 ? zone : DEFAULT_TZ;
  return { ids: chosen.map((f) => f.id), source, tz };
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
            const { ids, source, tz } = requestScope(state, request);
            const { api, db } = await withDb(insightsData);
            const weeks = insightsWeeks(Date.now(), request.weeks, tz);
            return { weeks, tz, answer: await api.fetchInsights(db, source, ids, customerId, weeks) };
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
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectInsightsReport: (s) => s.report,
  },
});
addSlice(insightsSlice);

export const { loadInsights } = insightsSlice.actions;
export const { selectInsightsReport } = insightsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    insights: InsightsState;
  }
}
