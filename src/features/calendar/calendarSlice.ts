// The calendar's state: the shifts of the visible range of one facility (live, through one Firestore
// listener per range, or read once when the range is busy: see LIVE_RANGE_LIMIT) and the names of their
// workers, fetched by id and kept across ranges.
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAppSlice, sessionEnded, type LoadStatus } from '../../lib/redux';
import { liveList } from '../../lib/liveList';
import { onSessionEnd } from '../../lib/sessionEnd';
import { reported, withDb, type ThunkConfig } from '../../lib/thunks';
import { declined, type ThunkError } from '../../lib/thunkError';
import { hasStarted } from '../../domain/shiftTimes';
import type { CalendarShift } from './calendarEvents';
import { toCalendarTime } from './calendarTime';

export interface CalendarRange {
  facilityId: string;
  from: number;
  to: number;
  /** the month view: a busy month keeps only perDay shifts a day (in tz) and counts the rest */
  month?: { tz: string; perDay: number };
}

export interface CalendarState {
  /** facilityId|from|to of the range shown */
  key: string;
  status: LoadStatus;
  error: ThunkError | null;
  shifts: CalendarShift[];
  /** the range holds more shifts than one read takes (CALENDAR_RANGE_LIMIT): only the first are shown */
  truncated: boolean;
  /** a busy range, read once at this time (ms) rather than listened to; null while listened to */
  readAt: number | null;
  /** a busy month: how many shifts of each day were counted but not kept in shifts */
  hiddenByDay: Record<string, number> | null;
  workerNames: Record<string, string>;
}

type State = { calendar: CalendarState };

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

const calendarApi = () => import('./calendarApi');
const keyOf = (r: CalendarRange) => `${r.facilityId}|${r.from}|${r.to}`;

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
            const now = Date.now();
            // only shifts that have not started, and never into the past
            if (!shift || shift.status === 'cancelled' || hasStarted(shift.start, now) || hasStarted(arg.start, now)) {
              throw declined('refused');
            }
            const { api, db } = await withDb(calendarApi);
            await api.moveShift(db, arg.id, arg.start, arg.start + (shift.end - shift.start));
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

export const { loadWorkerNames, moveShift } = calendarSlice.actions;
export const {
  selectCalendarStatus,
  selectCalendarShifts,
  selectCalendarTruncated,
  selectCalendarReadAt,
  selectCalendarHiddenByDay,
  selectCalendarWorkerNames,
} = calendarSlice.selectors;

const liveRange = liveList({ collection: 'shifts', operation: 'calendarWatch' });
// Facilities whose last range was busy: their next range is read at once instead of counted first.
const busyFacilities = new Set<string>();
onSessionEnd(() => busyFacilities.clear());

/**
 * Starts listening to the shifts of the range (stopping the previous range's listener); returns the
 * function that stops it, for the range change or the unmount. Retry after a failure is another call.
 */
export function watchCalendarRange(range: CalendarRange): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const key = keyOf(range);
    dispatch(calendarSlice.actions.rangeWatchStarted(key));
    const received = (
      shifts: CalendarShift[],
      truncated: boolean,
      readAt: number | null,
      hiddenByDay: Record<string, number> | null = null,
    ) => {
      dispatch(calendarSlice.actions.rangeReceived({ key, shifts, truncated, readAt, hiddenByDay }));
      const ids = shifts.map((s) => s.nurseId).filter((id): id is string => Boolean(id));
      if (ids.length) void dispatch(loadWorkerNames(ids));
    };
    return liveRange.start(
      async (live) => {
        const { api, db } = await withDb(calendarApi);
        const { facilityId, from, to } = range;
        const listen = () =>
          live.keep(
            api.watchCalendarRange(db, facilityId, from, to, (shifts) => received(shifts, false, null), live.fail),
          );
        const month = range.month
          ? { dayOf: (ms: number) => toCalendarTime(ms, range.month!.tz).slice(0, 10), perDay: range.month.perDay }
          : undefined;
        if (!busyFacilities.has(facilityId)) {
          const count = await api.countCalendarRange(facilityId, from, to);
          if (live.stopped) return;
          if (count <= api.LIVE_RANGE_LIMIT) return listen();
          busyFacilities.add(facilityId);
        }
        // busy (or busy the last time: then the read itself tells, one round trip fewer than counting first)
        const read = await api.readCalendarRange(facilityId, from, to, month);
        if (live.stopped) return;
        const total = read.shifts.length + Object.values(read.hiddenByDay ?? {}).reduce((a, b) => a + b, 0);
        if (!read.truncated && total <= api.LIVE_RANGE_LIMIT) {
          busyFacilities.delete(facilityId);
          return listen();
        }
        received(read.shifts, read.truncated, Date.now(), read.hiddenByDay);
      },
      (error) => dispatch(calendarSlice.actions.rangeFailed({ key, error })),
    );
  };
}
