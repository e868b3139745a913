// The range the calendar shows, kept in the store, one range at a time through the live-list helper: a month, a week or
// a day listened to through its calendar weeks (at most 7 documents, however busy); a year listened to as shifts, or,
// when it holds more than LIVE_RANGE_LIMIT shifts, read once through the REST API.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { liveList } from '../../lib/liveList';
import { onSessionEnd } from '../../lib/sessionEnd';
import { withDb } from '../../data/db';
import { calendarApi, calendarSlice, loadWorkerNames, type CalendarRange } from './calendarSlice';
import { toCalendarTime } from './calendarTime';
import { calendarWeeksBetween, decodeCalendarEntries, type CalendarShift } from '../../domain/calendarWeeks';
import { monthShown } from './calendarEvents';

const keyOf = (r: CalendarRange) => `${r.facilityId}|${r.from}|${r.to}`;

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
        const month = range.month
          ? { dayOf: (ms: number) => toCalendarTime(ms, range.month!.tz).slice(0, 10), perDay: range.month.perDay }
          : undefined;
        const weeks = calendarWeeksBetween(from, to);
        if (weeks) {
          return live.keep(
            api.watchCalendarWeeks(
              db,
              facilityId,
              weeks,
              from,
              to,
              ({ entries, workerNames }) => {
                dispatch(calendarSlice.actions.workerNamesReceived(workerNames));
                // a month decodes each day's first shifts (all it draws) and counts the rest by their starts
                const shown = month
                  ? monthShown(entries, month.dayOf, month.perDay)
                  : { shifts: entries, hiddenByDay: null };
                received(decodeCalendarEntries(shown.shifts), false, null, shown.hiddenByDay);
              },
              live.fail,
            ),
          );
        }
        const listen = () =>
          live.keep(
            api.watchCalendarRange(db, facilityId, from, to, (shifts) => received(shifts, false, null), live.fail),
          );
        if (!busyFacilities.has(facilityId)) {
          const count = await api.countCalendarRange(facilityId, from, to);
          if (live.stopped) return;
          if (count <= api.LIVE_RANGE_LIMIT) return listen();
          busyFacilities.add(facilityId);
        }
        // busy (or busy the last time: then the read itself tells, one round trip fewer than counting first)
        const read = await api.readCalendarRange(facilityId, from, to);
        if (live.stopped) return;
        if (!read.truncated && read.shifts.length <= api.LIVE_RANGE_LIMIT) {
          busyFacilities.delete(facilityId);
          return listen();
        }
        received(read.shifts, read.truncated, Date.now());
      },
      (error) => dispatch(calendarSlice.actions.rangeFailed({ key, error })),
    );
  };
}
