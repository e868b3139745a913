// Know your workers: 'Recent workers' and the names on /workers, the worker page (/workers/{id}: figures, shifts).
// The Favorite toggle's write is favoritesSlice.ts's.
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import type { WorkerInfo } from '../../data/users';
import type { SessionView } from '../../session/sessionSlice';
import { selectScope, selectScopeFacilities } from '../../session/scope';
import { scopeOfFacilities, type FacilityScope } from '../../lib/firebase/facilityChunks';
import { RECENT_WORKER_DAYS, type RecentWorker, workerFigures, type WorkerFigures } from '../../domain/workers';
import type { ReliabilityTally } from '../../domain/reliabilitySort';
import type { ShiftCursor } from '../../data/shiftWindows';
import type { WorkerShift } from '../../data/workers';

const DAY_MS = 86_400_000;

interface RecentState {
  /** the facility filter the rows answer ('*' for every facility in scope) */
  key: string | null;
  status: LoadStatus;
  rows: RecentWorker[];
  cursor: ShiftCursor | null;
  hasMore: boolean;
  /** the end of the 90-day window, fixed when the first page was read, so Load More continues the same list */
  to: number;
  error: ThunkError | null;
}

/** Reliability on /workers: the workers with a no-show in the last 90 days (everyone else is at 100%). */
interface NoShowState {
  /** the facility filter the figures answer ('*' for every facility in scope) */
  key: string | null;
  status: LoadStatus;
  tallies: Record<string, ReliabilityTally>;
  /** those of them who are recent workers, as rows: read for the Reliability sort only */
  rows: RecentWorker[] | null;
  capped: boolean;
}

interface WorkerPageState {
  /** `${nurseId}:${facility filter}` the page answers */
  key: string | null;
  status: LoadStatus;
  error: ThunkError | null;
  worker: WorkerInfo | null;
  figures: WorkerFigures | null;
  shifts: WorkerShift[];
  cursor: ShiftCursor | null;
  hasMore: boolean;
  moreStatus: LoadStatus;
}

interface WorkersState {
  recent: RecentState;
  noShows: NoShowState;
  /** names and positions of the workers on /workers, by id */
  workers: Record<string, WorkerInfo>;
  /** names of the portal users who acted (blocked, unblocked), by uid */
  actors: Record<string, string>;
  page: WorkerPageState;
}

const initialRecent: RecentState = {
  key: null,
  status: 'idle',
  rows: [],
  cursor: null,
  hasMore: false,
  to: 0,
  error: null,
};
const initialNoShows: NoShowState = { key: null, status: 'idle', tallies: {}, rows: null, capped: false };
const initialPage: WorkerPageState = {
  key: null,
  status: 'idle',
  error: null,
  worker: null,
  figures: null,
  shifts: [],
  cursor: null,
  hasMore: false,
  moreStatus: 'idle',
};
const initialState: WorkersState = {
  recent: initialRecent,
  noShows: initialNoShows,
  workers: {},
  actors: {},
  page: initialPage,
};

type State = { workers: WorkersState } & SessionView;

/** The worker pages' reads (data/workers.ts) and the names they show (data/users.ts), loaded with the first. */
const workersData = () =>
  Promise.all([import('../../data/workers'), import('../../data/users')]).then(([workers, users]) => ({
    ...workers,
    ...users,
  }));

/** The facilities a request covers: one of the scope's, or all of them (a company's in one query on companyId). */
function requestScope(state: State, facilityId: string | null): FacilityScope {
  const all = selectScope(state);
  if (!facilityId) return all;
  if (!all.facilityIds.includes(facilityId)) throw declined('notFound');
  return scopeOfFacilities([facilityId]);
}

export interface RecentRequest {
  facilityId: string | null;
  /** the next page of the list shown (false: the first page) */
  more: boolean;
}
export interface NoShowRequest {
  facilityId: string | null;
  /** the rows of the workers with a no-show too (the Reliability sort), not their figures only */
  rows: boolean;
}
export interface WorkerRequest {
  nurseId: string;
  facilityId: string | null;
}
const recentKey = (facilityId: string | null) => facilityId ?? '*';
const pageKey = (r: WorkerRequest) => `${r.nurseId}:${r.facilityId ?? '*'}`;

export const workersSlice = createAppSlice({
  name: 'workers',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadRecentWorkers: thunk(
        reported(
          { collection: 'shifts', operation: 'recentWorkers' },
          async (request: RecentRequest, { getState }: { getState: () => State }) => {
            const state = getState();
            const scope = requestScope(state, request.facilityId);
            const { recent } = state.workers;
            const continuing = request.more && recent.key === recentKey(request.facilityId);
            const to = continuing ? recent.to : Date.now();
            const { api, db } = await withDb(workersData);
            if (scope.facilityIds.length === 0) return { rows: [], cursor: null, hasMore: false, to, workers: {} };
            const page = await api.fetchRecentWorkers(
              db,
              scope,
              to - RECENT_WORKER_DAYS * DAY_MS,
              to,
              continuing ? recent.rows : [],
              continuing ? recent.cursor : null,
            );
            const known = getState().workers.workers;
            const workers = await api.readWorkers(
              db,
              page.rows.map((r) => r.nurseId).filter((id) => !known[id]),
            );
            return { ...page, to, workers };
          },
        ),
        {
          pending: (s, a) => {
            const key = recentKey(a.meta.arg.facilityId);
            if (!a.meta.arg.more || s.recent.key !== key) s.recent = { ...initialRecent, key };
            s.recent.status = 'loading';
            s.recent.error = null;
          },
          fulfilled: (s, a) => {
            if (s.recent.key !== recentKey(a.meta.arg.facilityId)) return;
            const { workers, ...page } = a.payload;
            Object.assign(s.workers, workers);
            s.recent = { ...s.recent, ...page, status: 'succeeded' };
          },
          rejected: (s, a) => {
            if (s.recent.key !== recentKey(a.meta.arg.facilityId)) return;
            s.recent.status = 'failed';
            s.recent.error = a.payload ?? null;
          },
        },
      ),
      /** Reliability of 'Recent workers': the workers with a no-show here in the last 90 days, and their names. */
      loadNoShowWorkers: thunk(
        reported(
          { collection: 'shifts', operation: 'noShowWorkers' },
          async (request: NoShowRequest, { getState }: { getState: () => State }) => {
            const state = getState();
            const scope = requestScope(state, request.facilityId);
            const now = Date.now();
            const { recent } = state.workers;
            // the rows answer the window of the list shown (fixed at its first page)
            const to = recent.key === recentKey(request.facilityId) && recent.to ? recent.to : now;
            const { api, db } = await withDb(workersData);
            if (scope.facilityIds.length === 0)
              return { tallies: {}, rows: request.rows ? [] : null, capped: false, workers: {} };
            const found = await api.fetchNoShowWorkers(
              db,
              scope,
              now,
              request.rows ? { from: to - RECENT_WORKER_DAYS * DAY_MS, to } : null,
            );
            const known = getState().workers.workers;
            const workers = await api.readWorkers(
              db,
              (found.rows ?? []).map((r) => r.nurseId).filter((id) => !known[id]),
            );
            return { ...found, workers };
          },
        ),
        {
          pending: (s, a) => {
            const key = recentKey(a.meta.arg.facilityId);
            if (s.noShows.key !== key) s.noShows = { ...initialNoShows, key };
            s.noShows.status = 'loading';
          },
          fulfilled: (s, a) => {
            if (s.noShows.key !== recentKey(a.meta.arg.facilityId)) return;
            const { workers, ...found } = a.payload;
            Object.assign(s.workers, workers);
            s.noShows = { ...s.noShows, ...found, rows: found.rows ?? s.noShows.rows, status: 'succeeded' };
          },
          rejected: (s, a) => {
            if (s.noShows.key !== recentKey(a.meta.arg.facilityId)) return;
            s.noShows.status = 'failed';
          },
        },
      ),
      /** Names and positions of workers (the favorites), read once each. */
      loadWorkerInfo: thunk(
        reported(
          { collection: 'user', operation: 'favoriteWorkers' },
          async (ids: string[], { getState }: { getState: () => State }) => {
            const known = getState().workers.workers;
            const missing = [...new Set(ids)].filter((id) => id && !known[id]);
            if (!missing.length) return {};
            const { api, db } = await withDb(workersData);
            return api.readWorkers(db, missing);
          },
        ),
        {
          fulfilled: (s, a) => {
            Object.assign(s.workers, a.payload);
          },
        },
      ),
      /** The worker page: who, the figures and the first page of shifts; notFound when never worked with here. */
      loadWorker: thunk(
        reported(
          { collection: 'shifts', operation: 'workerPage' },
          async (request: WorkerRequest, { getState }: { getState: () => State }) => {
            const state = getState();
            const scope = requestScope(state, request.facilityId);
            if (scope.facilityIds.length === 0) throw declined('notFound');
            const { api, db } = await withDb(workersData);
            const first = await api.fetchWorkerShifts(db, scope, request.nurseId, null);
            // 'A worker the facility never worked with is not shown': no shift with them here, whatever the id
            if (first.shifts.length === 0) throw declined('notFound');
            const [info, tallies] = await Promise.all([
              api.readWorkers(db, [request.nurseId]),
              api.fetchWorkerTallies(db, scope, request.nurseId, Date.now()),
            ]);
            const worker = info[request.nurseId];
            if (!worker) throw declined('notFound');
            const actorIds = selectScopeFacilities(state)
              .filter((f) => scope.facilityIds.includes(f.id))
              .flatMap((f) => f.blocklistEvents.filter((e) => e.nurseId === request.nurseId && e.by).map((e) => e.by!));
            const known = state.workers.actors;
            const actors = await api.readWorkerNames(
              db,
              actorIds.filter((id) => !(id in known)),
            );
            return { worker, figures: workerFigures(tallies), ...first, actors };
          },
        ),
        {
          pending: (s, a) => {
            s.page = { ...initialPage, key: pageKey(a.meta.arg), status: 'loading' };
          },
          fulfilled: (s, a) => {
            if (s.page.key !== pageKey(a.meta.arg)) return;
            const { actors, ...page } = a.payload;
            Object.assign(s.actors, actors);
            s.page = { ...s.page, ...page, status: 'succeeded' };
          },
          rejected: (s, a) => {
            if (s.page.key !== pageKey(a.meta.arg)) return;
            s.page.status = 'failed';
            s.page.error = a.payload ?? null;
          },
        },
      ),
      loadMoreWorkerShifts: thunk(
        reported(
          { collection: 'shifts', operation: 'workerShifts' },
          async (request: WorkerRequest, { getState }: { getState: () => State }) => {
            const state = getState();
            const scope = requestScope(state, request.facilityId);
            const { api, db } = await withDb(workersData);
            return api.fetchWorkerShifts(db, scope, request.nurseId, state.workers.page.cursor);
          },
        ),
        {
          pending: (s) => {
            s.page.moreStatus = 'loading';
          },
          fulfilled: (s, a) => {
            if (s.page.key !== pageKey(a.meta.arg)) return;
            const seen = new Set(s.page.shifts.map((x) => x.id));
            s.page.shifts.push(...a.payload.shifts.filter((x) => !seen.has(x.id)));
            s.page.cursor = a.payload.cursor;
            s.page.hasMore = a.payload.hasMore;
            s.page.moreStatus = 'succeeded';
          },
          rejected: (s) => {
            s.page.moreStatus = 'failed';
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectRecentWorkers: (s) => s.recent,
    selectNoShowWorkers: (s) => s.noShows,
    selectWorkerInfo: (s) => s.workers,
    selectActorNames: (s) => s.actors,
    selectWorkerPage: (s) => s.page,
  },
});
addSlice(workersSlice);

export const { loadRecentWorkers, loadNoShowWorkers, loadWorkerInfo, loadWorker, loadMoreWorkerShifts } =
  workersSlice.actions;
export const { selectRecentWorkers, selectNoShowWorkers, selectWorkerInfo, selectActorNames, selectWorkerPage } =
  workersSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    workers: WorkersState;
  }
}
