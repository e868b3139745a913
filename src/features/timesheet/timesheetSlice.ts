import { toast } from '../../lib/toast';
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { reported, withDb, type ThunkConfig } from '../../lib/thunks';
import { historyActor } from '../../session/actor';
import { declined, isThunkError } from '../../lib/thunkError';
import { idsToApprove } from '../../domain/timesheetApproval';
import type { TimesheetAction } from '../../domain/types';
import { approveAllSummary, formatHours, type RejectReason } from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import { approvedSummary, HOURS_ADJUSTED, TIMESHEET_CHANGED, TIMESHEET_SAVE_FAILED } from './messages';

export interface TimesheetQuery {
  sunday: string;
  facilityIds: string[];
}

interface TimesheetState {
  query: TimesheetQuery | null;
  entries: TimesheetEntry[];
  status: LoadStatus;
  requestId: string | null;
  /** the entries being approved or rejected one by one */
  saving: Record<string, TimesheetAction | 'adjusted'>;
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

type State = { timesheet: TimesheetState } & SessionView;

const timesheetApi = () => import('./timesheetApi');

/**
 * 'Timesheet approve and reject act on behalf of the signed-in user id' (never the impersonated one), who is also the
 * History's `Who`.
 */
const actor = (state: State) => historyActor(state);

function knownNames({ session }: State): Record<string, string> {
  const name = `${session.me?.firstName ?? ''} ${session.me?.lastName ?? ''}`.trim();
  return session.user && name ? { [session.user.uid]: name } : {};
}

/** The write, with the one toast every failed timesheet write shows. */
async function saving(write: () => Promise<void>, reload: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isThunkError(error) && error.kind === 'changed') {
      // another scheduler acted first: show the week as it now is
      toast.warning(TIMESHEET_CHANGED, { toastId: 'timesheet-changed' });
      await reload();
    } else {
      toast.error(TIMESHEET_SAVE_FAILED, { toastId: 'timesheet-save' });
    }
    throw error;
  }
}

/** The weekly timesheet (spec 'timesheets' in client state). */
export const timesheetSlice = createAppSlice({
  name: 'timesheet',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadTimesheet: thunk(
        reported<TimesheetEntry[], TimesheetQuery, State>(
          { collection: 'shifts', operation: 'timesheet' },
          async (q, { getState }) => {
            const { api, db } = await withDb(timesheetApi);
            return api.fetchTimesheetEntries(db, q.facilityIds, q.sunday, Date.now(), knownNames(getState()));
          },
        ),
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
      /** Approve or reject (with its reason) one entry, then 'The list reloads after each action.' */
      actOnEntry: thunk(
        reported<void, { id: string; action: TimesheetAction; reason?: RejectReason }, State>(
          { collection: 'shifts', operation: 'timesheet-action' },
          async ({ id, action, reason }, { getState, dispatch }) => {
            const by = actor(getState());
            const { api, db } = await withDb(timesheetApi);
            const entry = getState().timesheet.entries.find((e) => e.id === id);
            if (!entry) throw declined('notFound');
            if (action === 'rejected' && !reason) throw declined('invalid');
            await saving(
              () => api.setTimesheetAction(db, entry, action, by, reason ?? null),
              async () => {
                const q = getState().timesheet.query;
                if (q) await dispatch(timesheetSlice.actions.loadTimesheet(q));
              },
            );
            const q = getState().timesheet.query;
            if (q) await dispatch(timesheetSlice.actions.loadTimesheet(q));
          },
        ),
        {
          options: {
            condition: ({ id }, { getState }) => {
              const { timesheet } = getState() as State;
              return !timesheet.saving[id] && !timesheet.approvingAll;
            },
          },
          pending: (s, a) => {
            s.saving[a.meta.arg.id] = a.meta.arg.action;
          },
          settled: (s, a) => {
            delete s.saving[a.meta.arg.id];
          },
        },
      ),
      /** Adjust hours: the adjusted times and note beside the clock times, then the list reloads. */
      adjustEntry: thunk(
        reported<void, { id: string; clockIn: number; clockOut: number; note: string }, State>(
          { collection: 'shifts', operation: 'timesheet-adjust' },
          async ({ id, ...times }, { getState, dispatch }) => {
            const by = actor(getState());
            const { api, db } = await withDb(timesheetApi);
            const entry = getState().timesheet.entries.find((e) => e.id === id);
            if (!entry) throw declined('notFound');
            const reload = async () => {
              const q = getState().timesheet.query;
              if (q) await dispatch(timesheetSlice.actions.loadTimesheet(q));
            };
            await saving(() => api.adjustHours(db, entry, times, by), reload);
            toast.success(HOURS_ADJUSTED, { toastId: 'timesheet-adjusted' });
            await reload();
          },
        ),
        {
          options: {
            condition: ({ id }, { getState }) => {
              const { timesheet } = getState() as State;
              return !timesheet.saving[id] && !timesheet.approvingAll;
            },
          },
          pending: (s, a) => {
            s.saving[a.meta.arg.id] = 'adjusted';
          },
          settled: (s, a) => {
            delete s.saving[a.meta.arg.id];
          },
        },
      ),
      /**
       * 'Approve All approves every listed entry for the displayed week', in batches (after the scheduler confirmed
       * approveAllSummary of the same entries); the toast says how many entries and hours it approved.
       */
      approveAllEntries: thunk(
        reported<number, void, State>(
          { collection: 'shifts', operation: 'timesheet-approve-all' },
          async (_, { getState, dispatch }): Promise<number> => {
            const state = getState();
            const by = actor(state);
            const { timesheet } = state;
            const ids = new Set(idsToApprove(timesheet.entries));
            if (ids.size === 0) return 0;
            // what the dialog asked about, from the same entries: what is written
            const approving = approveAllSummary(timesheet.entries);
            const { api, db } = await withDb(timesheetApi);
            await saving(
              () =>
                api.approveAll(
                  db,
                  timesheet.entries.filter((e) => ids.has(e.id)),
                  by,
                ),
              async () => {
                if (timesheet.query) await dispatch(timesheetSlice.actions.loadTimesheet(timesheet.query));
              },
            );
            toast.success(approvedSummary(approving.count, formatHours(approving.hours)));
            if (timesheet.query) await dispatch(timesheetSlice.actions.loadTimesheet(timesheet.query));
            return ids.size;
          },
        ),
        {
          options: { condition: (_, { getState }) => !(getState() as State).timesheet.approvingAll },
          pending: (s) => {
            s.approvingAll = true;
          },
          settled: (s) => {
            s.approvingAll = false;
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectTimesheetEntries: (s) => s.entries,
    selectTimesheetStatus: (s) => s.status,
    selectTimesheetQuery: (s) => s.query,
    selectSavingEntries: (s) => s.saving,
    selectApprovingAll: (s) => s.approvingAll,
  },
});
addSlice(timesheetSlice);

export const { loadTimesheet, actOnEntry, adjustEntry, approveAllEntries } = timesheetSlice.actions;
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
