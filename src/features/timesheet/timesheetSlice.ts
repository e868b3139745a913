import { toast } from 'react-toastify';
import { createAppSlice, profileLoaded, signedOut, type AppState } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { idsToApprove } from '../../domain/timesheetEntries';
import type { TimesheetAction } from '../../domain/types';
import type { TimesheetEntry } from './timesheetApi';
import { approvedCount, TIMESHEET_SAVE_FAILED } from './messages';

export interface TimesheetQuery {
  sunday: string;
  facilityIds: string[];
}

export interface TimesheetState {
  query: TimesheetQuery | null;
  entries: TimesheetEntry[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  requestId: string | null;
  /** the entries being approved or rejected one by one */
  saving: Record<string, TimesheetAction>;
  approvingAll: boolean;
}

const initialState: TimesheetState = {
  query: null,
  entries: [],
  status: 'idle',
  requestId: null,
  saving: {},
  approvingAll: false,
};

async function withDb() {
  const [api, { appDb }] = await Promise.all([import('./timesheetApi'), import('../../lib/firebase/firestore')]);
  return { api, db: appDb() };
}

/** 'Timesheet approve and reject act on behalf of the signed-in user id' (never the impersonated one). */
function signedInUid(getState: () => unknown): string {
  const uid = (getState() as AppState).session.user?.uid;
  if (!uid) throw new Error('Not signed in');
  return uid;
}

function knownNames(getState: () => unknown): Record<string, string> {
  const { session } = getState() as AppState;
  const name = `${session.me?.firstName ?? ''} ${session.me?.lastName ?? ''}`.trim();
  return session.user && name ? { [session.user.uid]: name } : {};
}

function failed(operation: string, error: unknown): never {
  reportError(error, { collection: 'shifts', operation });
  toast.error(TIMESHEET_SAVE_FAILED, { toastId: 'timesheet-save' });
  throw error;
}

/** The weekly timesheet (spec 'timesheets' in client state). */
export const timesheetSlice = createAppSlice({
  name: 'timesheet',
  initialState,
  reducers: (create) => ({
    loadTimesheet: create.asyncThunk(
      async (q: TimesheetQuery, { getState }) => {
        const { api, db } = await withDb();
        try {
          return await api.fetchTimesheetEntries(db, q.facilityIds, q.sunday, Date.now(), knownNames(getState));
        } catch (error) {
          reportError(error, { collection: 'shifts', operation: 'timesheet' });
          throw error;
        }
      },
      {
        pending: (s, a) => {
          const sameWeek =
            s.query?.sunday === a.meta.arg.sunday && s.query.facilityIds.join() === a.meta.arg.facilityIds.join();
          if (!sameWeek) s.entries = [];
          s.query = a.meta.arg;
          s.status = 'loading';
          s.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          s.entries = a.payload;
          s.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          s.status = 'failed';
        },
      },
    ),
    /** Approve or reject one entry, then 'The list reloads after each action.' */
    actOnEntry: create.asyncThunk(
      async ({ id, action }: { id: string; action: TimesheetAction }, { getState, dispatch }) => {
        const by = signedInUid(getState);
        const { api, db } = await withDb();
        try {
          await api.setTimesheetAction(db, id, action, by);
        } catch (error) {
          failed('timesheet-action', error);
        }
        const q = (getState() as AppState).timesheet.query;
        if (q) await dispatch(timesheetSlice.actions.loadTimesheet(q));
      },
      {
        options: {
          condition: ({ id }, { getState }) =>
            !(getState() as AppState).timesheet.saving[id] && !(getState() as AppState).timesheet.approvingAll,
        },
        pending: (s, a) => {
          s.saving[a.meta.arg.id] = a.meta.arg.action;
        },
        settled: (s, a) => {
          delete s.saving[a.meta.arg.id];
        },
      },
    ),
    /** 'Approve All approves every listed entry for the displayed week', in one batch. */
    approveAllEntries: create.asyncThunk(
      async (_: void, { getState, dispatch }) => {
        const by = signedInUid(getState);
        const { timesheet } = getState() as AppState;
        const ids = idsToApprove(timesheet.entries);
        if (ids.length === 0) return 0;
        const { api, db } = await withDb();
        try {
          await api.approveAll(db, ids, by);
        } catch (error) {
          failed('timesheet-approve-all', error);
        }
        toast.success(approvedCount(ids.length));
        if (timesheet.query) await dispatch(timesheetSlice.actions.loadTimesheet(timesheet.query));
        return ids.length;
      },
      {
        options: { condition: (_, { getState }) => !(getState() as AppState).timesheet.approvingAll },
        pending: (s) => {
          s.approvingAll = true;
        },
        settled: (s) => {
          s.approvingAll = false;
        },
      },
    ),
  }),
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(profileLoaded, () => initialState);
  },
  selectors: {
    selectTimesheetEntries: (s) => s.entries,
    selectTimesheetStatus: (s) => s.status,
    selectTimesheetQuery: (s) => s.query,
    selectSavingEntries: (s) => s.saving,
    selectApprovingAll: (s) => s.approvingAll,
  },
});

export const { loadTimesheet, actOnEntry, approveAllEntries } = timesheetSlice.actions;
export const {
  selectTimesheetEntries,
  selectTimesheetStatus,
  selectTimesheetQuery,
  selectSavingEntries,
  selectApprovingAll,
} = timesheetSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    timesheet: TimesheetState;
  }
}
