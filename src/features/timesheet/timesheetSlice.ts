import { toast } from '../../lib/toast';
import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { scopeKey, type FacilityScope } from '../../lib/firebase/facilityChunks';
import { withDb } from '../../data/db';
import { historyActor } from '../../session/actor';
import { declined, isThunkError } from '../../lib/thunkError';
import { idsToApprove } from '../../domain/timesheetApproval';
import type { TimesheetAction } from '../../domain/types';
import { approveAllSummary, formatHours, type RejectReason } from '../../domain/timesheetHours';
import { countsOf, reloadSize, TIMESHEET_PAGE_SIZE, weekHasMore, type WeekCounts } from '../../domain/timesheetPaging';
import type { TimesheetEntry, TimesheetPage, WeekCursor } from './timesheetApi';
import {
  approvedSummary,
  HOURS_ADJUSTED,
  TIMESHEET_CHANGED,
  TIMESHEET_LOAD_FAILED,
  TIMESHEET_SAVE_FAILED,
} from './messages';

export interface TimesheetQuery {
  sunday: string;
  scope: FacilityScope;
}

interface TimesheetState {
  query: TimesheetQuery | null;
  entries: TimesheetEntry[];
  status: LoadStatus;
  requestId: string | null;
  /** the entries being approved or rejected one by one */
  saving: Record<string, TimesheetAction | 'adjusted'>;
  approvingAll: boolean;
  /** the week's entries and approved ones, counted (the list shows a page of them at first) */
  counts: WeekCounts | null;
  /** where the entries listed end, and whether the week has more */
  cursor: WeekCursor | null;
  hasMore: boolean;
  /** Load More, or the rest of the week for Show totals, Approve All or the payroll CSV */
  moreStatus: LoadStatus;
}

const initialState: TimesheetState = {
  query: null,
  entries: [],
  status: 'idle',
  requestId: null,
  saving: {},
  approvingAll: false,
  counts: null,
  cursor: null,
  hasMore: false,
  moreStatus: 'idle',
};

type State = { timesheet: TimesheetState } & SessionView;

const timesheetApi = () => import('./timesheetApi');

/**
 * 'Timesheet approve and reject act on behalf of the signed-in user id' (never the impersonated one), who is also the
 * History's `Who`.
 */
const actor = (state: State) => historyActor(state);

/** The names the list already knows (the signed-in user's, the listed workers' and actors'), not read again. */
function knownNames({ session, timesheet }: State): Record<string, string> {
  const names: Record<string, string> = {};
  for (const e of timesheet.entries) {
    if (e.workerFullName) names[e.nurseId] = e.workerFullName;
    if (e.timesheetActionMadeBy && e.timesheetActionMadeByFullName)
      names[e.timesheetActionMadeBy] = e.timesheetActionMadeByFullName;
  }
  const name = `${session.me?.firstName ?? ''} ${session.me?.lastName ?? ''}`.trim();
  if (session.user && name) names[session.user.uid] = name;
  return names;
}

/** What a read of the list answers: the page, the counts, and which list (request) it continues. */
interface ListRead {
  page: TimesheetPage;
  counts: WeekCounts | null;
  /** the list the page continues (its load's requestId), or null for a load */
  continues: string | null;
}

/** The list after a read: its entries, the counts, where it ended and whether the week has more. */
function applyRead(s: TimesheetState, { page, counts }: ListRead, entries: TimesheetEntry[]) {
  s.entries = entries;
  s.cursor = page.cursor;
  s.hasMore = weekHasMore({ loaded: entries.length, lastAsked: page.lastAsked, lastGot: page.lastGot }, counts);
  // once the whole week is listed, the counts are its own (a claim or an approval since the counts is then shown)
  s.counts = s.hasMore ? counts : countsOf(entries);
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
      /**
       * The week's first page, or on a reload (after an action, or Retry) as many entries as are listed, with the
       * week's counts.
       */
      loadTimesheet: thunk(
        reported<ListRead, TimesheetQuery, State>(
          { collection: 'shifts', operation: 'timesheet' },
          async (q, { getState }) => {
            const { api, db } = await withDb(timesheetApi);
            const now = Date.now();
            const state = getState();
            // pending has emptied the list of another week: a first page; the same week is read again as listed
            const want = reloadSize(state.timesheet.entries.length);
            const [page, counts] = await Promise.all([
              api.fetchTimesheetPage(db, q.scope, q.sunday, now, { want, knownNames: knownNames(state) }),
              api.fetchWeekCounts(db, q.scope, q.sunday, now),
            ]);
            return { page, counts, continues: null };
          },
        ),
        {
          pending: (s, a) => {
            const sameWeek =
              s.query?.sunday === a.meta.arg.sunday && scopeKey(s.query.scope) === scopeKey(a.meta.arg.scope);
            if (!sameWeek) {
              s.entries = [];
              s.counts = null;
              s.cursor = null;
              s.hasMore = false;
            }
            const { sunday, scope } = a.meta.arg;
            s.query = { sunday, scope: { ...scope, facilityIds: [...scope.facilityIds] } };
            s.status = 'loading';
            s.requestId = a.meta.requestId;
          },
          fulfilled: (s, a) => {
            if (s.requestId !== a.meta.requestId) return;
            applyRead(s, a.payload, a.payload.page.entries);
            s.status = 'succeeded';
            s.moreStatus = 'idle';
          },
          rejected: (s, a) => {
            if (s.requestId !== a.meta.requestId) return;
            s.status = 'failed';
          },
        },
      ),
      /**
       * The next page of the week (Load More), or with `whole` the rest of it: Show totals, Approve All and the
       * payroll CSV act on every entry of the week, so they list it whole first. Resolves to the entries then listed.
       */
      loadMoreEntries: thunk(
        reported<ListRead & { entries: TimesheetEntry[] }, { whole: boolean }, State>(
          { collection: 'shifts', operation: 'timesheet-more' },
          async ({ whole }, { getState }) => {
            const state = getState();
            const { timesheet } = state;
            if (!timesheet.query || !timesheet.requestId) throw declined('notFound');
            const listed = timesheet.entries;
            const read: ListRead = {
              page: { entries: [], cursor: timesheet.cursor, lastAsked: 1, lastGot: 0 },
              counts: timesheet.counts,
              continues: timesheet.requestId,
            };
            if (timesheet.hasMore) {
              const { api, db } = await withDb(timesheetApi);
              const { sunday, scope } = timesheet.query;
              read.page = await api
                .fetchTimesheetPage(db, scope, sunday, Date.now(), {
                  after: timesheet.cursor,
                  want: whole ? Number.POSITIVE_INFINITY : TIMESHEET_PAGE_SIZE,
                  knownNames: knownNames(state),
                })
                .catch((error: unknown) => {
                  toast.error(TIMESHEET_LOAD_FAILED, { toastId: 'timesheet-more' });
                  throw error;
                });
            }
            return { ...read, entries: [...listed, ...read.page.entries] };
          },
        ),
        {
          options: {
            condition: (_, { getState }) => {
              const { timesheet } = getState() as State;
              return timesheet.status === 'succeeded' && timesheet.moreStatus !== 'loading';
            },
          },
          pending: (s) => {
            s.moreStatus = 'loading';
          },
          fulfilled: (s, a) => {
            // a reload (or another week) since: that list stands
            if (s.requestId !== a.payload.continues || s.status !== 'succeeded') return;
            applyRead(s, a.payload, a.payload.entries);
            s.moreStatus = 'succeeded';
          },
          rejected: (s) => {
            s.moreStatus = 'failed';
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
            // 'every listed entry for the displayed week': the question is asked once the whole week is listed
            if (timesheet.hasMore) throw declined('invalid');
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
    selectTimesheetCounts: (s) => s.counts,
    selectTimesheetHasMore: (s) => s.hasMore,
    selectTimesheetMoreStatus: (s) => s.moreStatus,
  },
});
addSlice(timesheetSlice);

export const { loadTimesheet, loadMoreEntries, actOnEntry, adjustEntry, approveAllEntries } = timesheetSlice.actions;
export const {
  selectTimesheetEntries,
  selectTimesheetStatus,
  selectTimesheetQuery,
  selectSavingEntries,
  selectApprovingAll,
  selectTimesheetCounts,
  selectTimesheetHasMore,
  selectTimesheetMoreStatus,
} = timesheetSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    timesheet: TimesheetState;
  }
}
