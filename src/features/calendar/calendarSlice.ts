// The calendar's state: the shifts of the visible range of one facility (kept by calendarRangeWatch.ts:
// live, or read once when a year is busy) and the names of their workers, from the calendar weeks or fetched by id,
// kept across ranges; and the drag's move.
import type { PayloadAction } from '@reduxjs/toolkit';
import { createAppSlice, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, isThunkError, type ThunkError } from '../../lib/thunkError';
import { historyActor } from '../../session/actor';
import type { SessionView } from '../../session/sessionSlice';
import type { CalendarShift } from '../../domain/calendarWeeks';

export interface CalendarRange {
  facilityId: string;
  from: number;
  to: number;
  /** the month view: it keeps only perDay shifts a day (in tz) and counts the rest */
  month?: { tz: string; perDay: number };
}

interface CalendarState {
  /** facilityId|from|to of the range shown */
  key: string;
  status: LoadStatus;
  error: ThunkError | null;
  shifts: CalendarShift[];
  /** the range holds more shifts than one read takes (CALENDAR_RANGE_LIMIT): only the first are shown */
  truncated: boolean;
  /** a busy range, read once at this time (ms) rather than listened to; null while listened to */
  readAt: number | null;
  /** the month view: how many shifts of each day were counted but not kept in shifts */
  hiddenByDay: Record<string, number> | null;
  workerNames: Record<string, string>;
}

type State = { calendar: CalendarState } & SessionView;

const initialState: CalendarState = {
  key: '',
  status: 'idle',
  error: null,
  shifts: [],
  truncated: false,
  readAt: null,
  hiddenByDay: null,
  workerNames: {},
};

export const calendarApi = () => import('./calendarApi');
const shiftWrites = () => import('../../data/shiftWrites');

export const calendarSlice = createAppSlice({
  name: 'calendar',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      rangeWatchStarted: create.reducer((state, action: PayloadAction<string>) => {
        if (state.key !== action.payload) {
          state.shifts = [];
          state.truncated = false;
        }
        state.key = action.payload;
        state.status = 'loading';
        state.error = null;
      }),
      rangeReceived: create.reducer(
        (
          state,
          action: PayloadAction<{
            key: string;
            shifts: CalendarShift[];
            truncated: boolean;
            readAt: number | null;
            hiddenByDay?: Record<string, number> | null;
          }>,
        ) => {
          if (state.key !== action.payload.key) return;
          state.shifts = action.payload.shifts;
          state.truncated = action.payload.truncated;
          state.readAt = action.payload.readAt;
          state.hiddenByDay = action.payload.hiddenByDay ?? null;
          state.status = 'succeeded';
          state.error = null;
        },
      ),
      rangeFailed: create.reducer((state, action: PayloadAction<{ key: string; error: ThunkError }>) => {
        if (state.key !== action.payload.key) return;
        // 'A shift load failure leaves the calendar event list empty.'
        state.shifts = [];
        state.truncated = false;
        state.status = 'failed';
        state.error = action.payload.error;
      }),

      /** Names the calendar weeks hold: kept across ranges like the ones read, so that they are not asked for. */
      workerNamesReceived: create.reducer((state, action: PayloadAction<Record<string, string>>) => {
        Object.assign(state.workerNames, action.payload);
      }),

      loadWorkerNames: thunk(
        reported<Record<string, string>, string[], State>(
          { collection: 'user', operation: 'calendarWorkerNames' },
          async (ids, { getState }) => {
            const known = getState().calendar.workerNames;
            const missing = [...new Set(ids)].filter((id) => id && !(id in known));
            if (!missing.length) return {};
            const { api, db } = await withDb(calendarApi);
            const names = await api.readWorkerNames(db, missing);
            // ids without a readable record are remembered as '' so they are not asked for again
            return Object.fromEntries(missing.map((id) => [id, names[id] ?? '']));
          },
        ),
        {
          fulfilled: (state, action) => {
            Object.assign(state.workerNames, action.payload);
          },
        },
      ),

      /** A shift dragged to a new start; its length is kept. The listener brings the change back. */
      moveShift: thunk(
        reported<void, { id: string; start: number }, State>(
          { collection: 'shifts', operation: 'calendarMove' },
          async (arg, { getState }) => {
            const shift = getState().calendar.shifts.find((s) => s.id === arg.id);
            if (!shift) throw declined('refused');
            const { api, db } = await withDb(shiftWrites);
            const end = arg.start + (shift.end - shift.start);
            // the edit page's own writer: the same 'edited' entry, the favorites' window closed at the new start, the
            // same refusals (a cancelled or started shift, a start that has passed): a drag has one message for them
            await api.editShift(db, arg.id, { start: arg.start, end }, null, historyActor(getState())).catch((err) => {
              if (isThunkError(err) && ['cancelled', 'locked', 'invalid'].includes(err.kind)) throw declined('refused');
              throw err;
            });
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectCalendarStatus: (s) => s.status,
    selectCalendarShifts: (s) => s.shifts,
    selectCalendarTruncated: (s) => s.truncated,
    selectCalendarReadAt: (s) => s.readAt,
    selectCalendarHiddenByDay: (s) => s.hiddenByDay,
    selectCalendarWorkerNames: (s) => s.workerNames,
  },
});
addSlice(calendarSlice);

export const { loadWorkerNames, moveShift } = calendarSlice.actions;
export const {
  selectCalendarStatus,
  selectCalendarShifts,
  selectCalendarTruncated,
  selectCalendarReadAt,
  selectCalendarHiddenByDay,
  selectCalendarWorkerNames,
} = calendarSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    calendar: CalendarState;
  }
}
