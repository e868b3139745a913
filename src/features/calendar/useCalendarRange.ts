// The shifts of the range the calendar shows: listened to through the live-list helper, or (a busy range)
// read once and read again when the scheduler comes back to the tab and after their own changes.
import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { MONTH_EVENTS_PER_DAY } from './calendarEvents';
import { watchCalendarRange } from './calendarRangeWatch';
import { selectCalendarReadAt } from './calendarSlice';
import { calendarRange } from './calendarTime';

/**
 * Keeps the range of `visible` (FullCalendar's floating wall times, as ISO strings) in the store while
 * the calendar shows it. Returns watch (Retry, Refresh, after a move) and whether the range is read once.
 */
export function useCalendarRange({
  facilityId,
  visible,
  tz,
  isMonth,
  changes,
}: {
  facilityId: string | undefined;
  visible: { start: string; end: string } | null;
  tz: string;
  isMonth: boolean;
  /** a count of the scheduler's own additions: a busy range is read again after each */
  changes: number;
}) {
  const dispatch = useAppDispatch();
  const start = useCallback(() => {
    if (!facilityId || !visible) return () => {};
    const range = calendarRange(new Date(visible.start), new Date(visible.end), tz);
    const month = isMonth ? { month: { tz, perDay: MONTH_EVENTS_PER_DAY } } : {};
    return dispatch(watchCalendarRange({ facilityId, ...range, ...month }));
  }, [dispatch, facilityId, visible, tz, isMonth]);
  const watch = useLive(start);

  // A busy range is not listened to: what the scheduler sees is never older than their last look away.
  const isReadOnce = useAppSelector(selectCalendarReadAt) !== null;
  useEffect(() => {
    if (!isReadOnce) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') watch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isReadOnce, watch]);
  const changesSeen = useRef(changes);
  useEffect(() => {
    if (changesSeen.current === changes) return;
    changesSeen.current = changes;
    if (isReadOnce) watch();
  }, [changes, isReadOnce, watch]);

  return { watch, isReadOnce };
}
