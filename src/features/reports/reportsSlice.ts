// The reports page (/reports): the chosen facility's Payroll-Based Journal of a quarter, read a page at a time with
// its progress, and the hire dates the file needs (read when it is downloaded).
import { createAction } from '@reduxjs/toolkit';
import {
  addSlice,
  createAppSlice,
  facilityUpdated,
  profileLoaded,
  sessionEnded,
  type LoadStatus,
} from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectScopeFacilities } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import * as facilitiesModule from '../../data/facilities';
import { declined, isThunkError, type ThunkError } from '../../lib/thunkError';
import { reportError } from '../../lib/errors';
import { DEFAULT_TZ } from '../../domain/types';
import { parseQuarterKey } from '../../domain/pbj';
import type { PbjQuarter } from './reportsApi';

interface ReportsState {
  /** `${facilityId}:${quarterKey}`: which report the state is of, so a late answer for another is dropped */
  key: string | null;
  status: LoadStatus;
  /** approved entries read so far while loading */
  read: number;
  report: PbjQuarter | null;
  error: ThunkError | null;
}

const initialState: ReportsState = { key: null, status: 'idle', read: 0, report: null, error: null };

type State = { reports: ReportsState } & SessionView;
type Dispatch = (action: ReturnType<typeof facilityUpdated>) => unknown;
const reportsApi = () => import('./reportsApi');
const accountData = () => import('../../data/account');
const facilitiesData = () => Promise.resolve(facilitiesModule);

export const pbjKey = (facilityId: string, quarterKey: string) => `${facilityId}:${quarterKey}`;
const readProgress = createAction<{ key: string; read: number }>('reports/readProgress');

/** The facility, when it is one the shown user's portal covers. */
function facilityInScope(state: State, facilityId: string) {
  const facility = selectScopeFacilities(state).find((f) => f.id === facilityId);
  if (!facility) throw declined('notFound');
  return facility;
}

interface PbjOf {
  facilityId: string;
  quarterKey: string;
}

export const reportsSlice = createAppSlice({
  name: 'reports',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadPbj: thunk(
        reported(
          { collection: 'shifts', operation: 'readPbjQuarter' },
          async (
            { facilityId, quarterKey }: PbjOf,
            {
              getState,
              dispatch,
            }: { getState: () => State } & {
              dispatch: (a: ReturnType<typeof readProgress>) => unknown;
            },
          ) => {
            const facility = facilityInScope(getState(), facilityId);
            const quarter = parseQuarterKey(quarterKey);
            if (!quarter) throw declined('invalid');
            const { api, db } = await withDb(reportsApi);
            const key = pbjKey(facilityId, quarterKey);
            return api.fetchPbjQuarter(db, facilityId, facility.tz || DEFAULT_TZ, quarter, Date.now(), (read) =>
              dispatch(readProgress({ key, read })),
            );
          },
        ),
        {
          pending: (s, a) => {
            const key = pbjKey(a.meta.arg.facilityId, a.meta.arg.quarterKey);
            if (s.key !== key) s.report = null;
            s.key = key;
            s.status = 'loading';
            s.read = 0;
            s.error = null;
          },
          fulfilled: (s, a) => {
            if (s.key !== pbjKey(a.meta.arg.facilityId, a.meta.arg.quarterKey)) return;
            s.status = 'succeeded';
            s.report = a.payload;
          },
          rejected: (s, a) => {
            if (s.key !== pbjKey(a.meta.arg.facilityId, a.meta.arg.quarterKey)) return;
            s.status = 'failed';
            s.error = a.payload ?? null;
          },
        },
      ),
      /**
       * The profile's PBJ facility ID, saved while the stored one is still `seen`. The session's facility then shows
       * what was written; when the stored one had changed, it shows the facility as stored now.
       */
      savePbjFacilityId: thunk(
        reported(
          { collection: 'facilities', operation: 'savePbjFacilityId' },
          async (
            { facilityId, value, seen }: { facilityId: string; value: string; seen: string },
            { getState, dispatch }: { getState: () => State; dispatch: Dispatch },
          ) => {
            facilityInScope(getState(), facilityId);
            const [{ api, db }, { api: facilities }] = await Promise.all([withDb(accountData), withDb(facilitiesData)]);
            try {
              dispatch(facilityUpdated(await api.writePbjFacilityId(db, facilityId, value, seen)));
            } catch (error) {
              if (isThunkError(error) && error.kind === 'changed') {
                const stored = await facilities.getFacility(db, facilityId).catch((err: unknown) => {
                  reportError(err, { collection: 'facilities', operation: 'reloadAfterPbjFacilityId' });
                  return null;
                });
                if (stored) dispatch(facilityUpdated(stored));
              }
              throw error;
            }
          },
        ),
      ),
      /** The hire dates of the workers of the file (their first approved shift at the facility). */
      loadHireDates: thunk(
        reported(
          { collection: 'shifts', operation: 'readPbjHireDates' },
          async (
            { facilityId, workerIds }: { facilityId: string; workerIds: string[] },
            { getState }: { getState: () => State },
          ) => {
            const facility = facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(reportsApi);
            return api.fetchHireDates(db, facilityId, facility.tz || DEFAULT_TZ, workerIds);
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder
      .addCase(readProgress, (s, a) => {
        if (s.key === a.payload.key && s.status === 'loading') s.read = a.payload.read;
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectPbj: (s) => s,
  },
});
addSlice(reportsSlice);

export const { loadPbj, loadHireDates, savePbjFacilityId } = reportsSlice.actions;
export const { selectPbj } = reportsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    reports: ReportsState;
  }
}
