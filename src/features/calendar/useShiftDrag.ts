// A shift dragged to another time: written through the moveShift thunk, or put back with the reason.
import { useCallback } from 'react';
import type { EventDropArg } from '@fullcalendar/core';
import { toast } from '../../lib/toast';
import { useAppDispatch } from '../../lib/hooks';
import { errorText } from '../../lib/thunkError';
import { formatWithZone } from '../../domain/formats';
import { moveShift } from './calendarSlice';
import { fromCalendarTime } from './calendarTime';
import { SHIFT_MOVE_FAILED, SHIFT_MOVE_REFUSED, SHIFT_MOVED } from './messages';

/** FullCalendar's eventDrop; `afterMove` reads a busy (not listened to) range again. */
export function useShiftDrag(tz: string, afterMove: () => void) {
  const dispatch = useAppDispatch();
  const onEventDrop = useCallback(
    async (info: EventDropArg) => {
      if (!info.event.start) return info.revert();
      const start = fromCalendarTime(info.event.start, tz);
      try {
        await dispatch(moveShift({ id: info.event.id, start })).unwrap();
        toast.success(SHIFT_MOVED.replace('{start}', formatWithZone(start, tz)));
        afterMove();
      } catch (err) {
        info.revert();
        toast.error(errorText(err, { refused: SHIFT_MOVE_REFUSED, failed: SHIFT_MOVE_FAILED }));
      }
    },
    [dispatch, tz, afterMove],
  );
  return useCallback((info: EventDropArg) => void onEventDrop(info), [onEventDrop]);
}
