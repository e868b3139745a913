// Compliance: the facility's claimed shifts of the next 14 days (live), soonest first a page at a time
// (domain/complianceCheck.ts), the documents of their workers (read once per worker), the requirements'
// save, the release of a worker from a shift, and the report's data.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, facilityUpdated, sessionEnded, type LoadStatus } from '../../lib/redux';
import { liveList, type Live } from '../../lib/liveList';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import type { WorkerInfo } from '../../data/users';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import { selectFacilitiesById } from '../../session/scope';
import type { Credential, DocumentRequirements } from '../../domain/compliance';
import { CHECK_PAGE_SHIFTS, type CheckCursor, type ClaimedPage } from '../../domain/complianceCheck';
import type { ClaimedShift, ClaimedWindow } from './complianceApi';

interface ComplianceState {
  claimed: {
    facilityId: string | null;
    window: ClaimedWindow | null;
    /** 'loading' until every page has answered; 'failed' when a page's listener failed */
    status: LoadStatus;
    /** the first page, then each `Check later shifts` added, in the order asked */
    pages: ClaimedPage<ClaimedShift>[];
    error: ThunkError | null;
  };
  /** each worker's documents and name, as last read; null: not shared with the viewer (not linked to the worker) */
  credentials: Record<string, Credential[] | null>;
  workers: Record<string, WorkerInfo>;
  /** how the last read of documents ended */
  readStatus: LoadStatus;
}

const initialState: ComplianceState = {
  claimed: { facilityId: null, window: null, status: 'idle', pages: [], error: null },
  credentials: {},
  workers: {},
  readStatus: 'idle',
};

type State = { compliance: ComplianceState } & SessionView;

const complianceApi = () => import('./complianceApi');

const claimedWatchStarted = createAction<{ facilityId: string; window: ClaimedWindow }>(
  'compliance/claimedWatchStarted',
);
const claimedPageAdded = createAction<{ facilityId: string; at: CheckCursor }>('compliance/claimedPageAdded');
const claimedReceived = createAction<{ facilityId: string; page: number; shifts: ClaimedShift[] }>(
  'compliance/claimedReceived',
);
const claimedFailed = createAction<{ facilityId: string; error: ThunkError }>('compliance/claimedFailed');

const liveClaimed = liveList({ collection: 'shifts', operation: 'watchClaimedForCompliance' });

/**
 * The running list's, kept for the later pages: each page's listener joins it, so that all stop with the list and
 * fail through it. Here, not in lib/liveList.ts: that one loads with the dashboard, whose every byte is counted.
 */
let pagesLive: Live | null = null;

/** The listener of page `page` (beginning at `at`) of the facility's claimed shifts, kept by `live`. */
const watchPage =
  (dispatch: (action: UnknownAction) => unknown, facilityId: string, window: ClaimedWindow) =>
  (page: number, at: CheckCursor | null) =>
  async (live: Live) => {
    const { api, db } = await withDb(complianceApi);
    live.keep(
      api.watchClaimedPage(
        db,
        facilityId,
        window,
        at,
        // one more than the page checks: where the next page begins
        CHECK_PAGE_SHIFTS + 1,
        (shifts) => dispatch(claimedReceived({ facilityId, page, shifts })),
        live.fail,
      ),
    );
  };

/**
 * Starts the listener on the first page of the facility's claimed shifts of `window` (a later page is asked for with
 * checkLaterShifts); returns the stop of every page's listener.
 */
export function watchClaimedShifts(
  facilityId: string,
  window: ClaimedWindow,
): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(claimedWatchStarted({ facilityId, window }));
    const firstPage = watchPage(dispatch, facilityId, window)(0, null);
    return liveClaimed.start(
      (live) => {
        pagesLive = live;
        return firstPage(live);
      },
      (error) => dispatch(claimedFailed({ facilityId, error })),
    );
  };
}

/**
 * `Check later shifts`: one more page of the claimed shifts, from `at` (the first shift not checked yet), live beside
 * the others. Nothing when no page is being watched (the screen has gone).
 */
export function checkLaterShifts(at: CheckCursor): ThunkAction<void, State, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { facilityId, window, pages } = getState().compliance.claimed;
    const live = pagesLive;
    if (!facilityId || !window || !live || live.stopped) return;
    const page = pages.length;
    dispatch(claimedPageAdded({ facilityId, at }));
    watchPage(dispatch, facilityId, window)(page, at)(live).catch(live.fail);
  };
}

interface ReportData {
  ids: string[];
  credentials: Record<string, Credential[] | null>;
  workers: Record<string, WorkerInfo>;
}

interface ReleaseArgs {
  shiftId: string;
  nurseId: string;
  reason: string;
}

const complianceSlice = createAppSlice({
  name: 'compliance',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /**
       * Reads the documents and names of the workers; with `fresh` false only of those not read yet (the problems
       * table reads each worker once, however many shifts they claimed).
       */
      loadWorkerDocuments: thunk(
        reported<
          { credentials: Record<string, Credential[] | null>; workers: Record<string, WorkerInfo> },
          { ids: string[]; fresh: boolean },
          State
        >({ collection: 'user', operation: 'credentials' }, async ({ ids, fresh }, { getState }) => {
          const known = getState().compliance.credentials;
          const wanted = [...new Set(ids)].filter((id) => fresh || !(id in known));
          if (wanted.length === 0) return { credentials: {}, workers: {} };
          const { api, db } = await withDb(complianceApi);
          const [credentials, workers] = await Promise.all([
            api.readCredentials(db, wanted),
            api.readWorkers(db, wanted),
          ]);
          return { credentials, workers };
        }),
        {
          pending: (s) => {
            s.readStatus = 'loading';
          },
          fulfilled: (s, a) => {
            Object.assign(s.credentials, a.payload.credentials);
            Object.assign(s.workers, a.payload.workers);
            s.readStatus = 'succeeded';
          },
          rejected: (s) => {
            s.readStatus = 'failed';
          },
        },
      ),
      saveRequirements: thunk(
        reported<void, { facilityId: string; requirements: DocumentRequirements }, State>(
          { collection: 'facilities', operation: 'saveDocumentRequirements' },
          async ({ facilityId, requirements }, { dispatch, getState }) => {
            const { api, db } = await withDb(complianceApi);
            await api.saveDocumentRequirements(db, facilityId, requirements);
            // the session's facility takes what was written (every screen judges by it), without a second read
            const shown = selectFacilitiesById(getState())[facilityId];
            if (shown) dispatch(facilityUpdated({ ...shown, documentRequirements: requirements }));
          },
        ),
      ),
      releaseWorker: thunk(
        reported<void, ReleaseArgs, State>(
          { collection: 'shifts', operation: 'releaseForCompliance' },
          async ({ shiftId, nurseId, reason }, { getState }) => {
            const state = getState();
            if (!state.session.user) throw declined('refused');
            const text = reason.trim();
            if (!text) throw declined('invalid');
            const { api, db } = await withDb(complianceApi);
            await api.releaseShift(db, shiftId, nurseId, text, historyActor(state));
          },
        ),
      ),
      /**
       * The report's data: the workers who worked or claimed a shift of the facility starting in [from, to), and
       * their documents and names (read for those not read yet).
       */
      loadReport: thunk(
        reported<ReportData, { facilityId: string; from: number; to: number }, State>(
          { collection: 'shifts', operation: 'complianceReport' },
          async ({ facilityId, from, to }, { getState }) => {
            const { api, db } = await withDb(complianceApi);
            const ids = await api.fetchWorkersOfShifts(db, facilityId, from, to);
            const { credentials: known, workers: names } = getState().compliance;
            const wanted = ids.filter((id) => !(id in known));
            const [credentials, workers] = await Promise.all([
              api.readCredentials(db, wanted),
              api.readWorkers(db, wanted),
            ]);
            // the ids' entries, just read or known before
            const pick = <T>(all: Record<string, T>, read: Record<string, T>): Record<string, T> => {
              const out: Record<string, T> = {};
              for (const id of ids) {
                const v = read[id] ?? all[id];
                if (v !== undefined) out[id] = v;
              }
              return out;
            };
            return { ids, credentials: pick(known, credentials), workers: pick(names, workers) };
          },
        ),
        {
          fulfilled: (s, a) => {
            Object.assign(s.credentials, a.payload.credentials);
            Object.assign(s.workers, a.payload.workers);
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder
      .addCase(claimedWatchStarted, (s, { payload: { facilityId, window } }) => {
        // the same facility again (a return to the screen, Retry): its first page shows until the new answer
        const first = s.claimed.facilityId === facilityId ? s.claimed.pages[0] : undefined;
        s.claimed = {
          facilityId,
          window,
          status: first?.shifts && s.claimed.status === 'succeeded' ? 'succeeded' : 'loading',
          pages: [{ at: null, shifts: first?.shifts ?? null }],
          error: null,
        };
      })
      .addCase(claimedPageAdded, (s, a) => {
        if (s.claimed.facilityId !== a.payload.facilityId) return;
        s.claimed.pages.push({ at: a.payload.at, shifts: null });
        if (!s.claimed.error) s.claimed.status = 'loading';
      })
      .addCase(claimedReceived, (s, a) => {
        const page = s.claimed.pages[a.payload.page];
        if (s.claimed.facilityId !== a.payload.facilityId || !page) return;
        page.shifts = a.payload.shifts;
        // a failed page stays failed until Retry starts the pages anew
        if (!s.claimed.error && s.claimed.pages.every((p) => p.shifts)) s.claimed.status = 'succeeded';
      })
      .addCase(claimedFailed, (s, a) => {
        if (s.claimed.facilityId !== a.payload.facilityId) return;
        s.claimed.status = 'failed';
        s.claimed.error = a.payload.error;
      })
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectClaimed: (s) => s.claimed,
    selectCredentials: (s) => s.credentials,
    selectComplianceWorkers: (s) => s.workers,
    selectReadStatus: (s) => s.readStatus,
  },
});
addSlice(complianceSlice);

export const { loadWorkerDocuments, saveRequirements, releaseWorker, loadReport } = complianceSlice.actions;
export const { selectClaimed, selectCredentials, selectComplianceWorkers, selectReadStatus } =
  complianceSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    compliance: ComplianceState;
  }
}
