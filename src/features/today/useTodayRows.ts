import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import {
  compareTodayRows,
  inTodayWindow,
  nextTodayChange,
  todayCounts,
  todayState,
  TODAY_WINDOW_STEP_MS,
} from '../../domain/today';
import type { Shift } from '../../domain/types';
import { selectToday, watchToday } from './todaySlice';
import type { FacilityScope } from '../../lib/firebase/facilityChunks';

/** The longest the screen waits before looking at the clock again (a safety net for the computed next change). */
const MAX_TICK_MS = 60_000;

/** The moment, moved on when a state can next change by itself (a Coming row turning Late) and at least each minute. */
function useNow(shifts: readonly Shift[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextTodayChange(shifts, now);
    const wait = Math.min(MAX_TICK_MS, Math.max(250, (next ?? Infinity) - Date.now()));
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [shifts, now]);
  return now;
}

/**
 * The Today window of the scope (a selector's, the same object while its facilities stay), live while shown: its rows
 * with their states, soonest first with Late on top, and the counts per state. /today and the dashboard card read it
 * alike, so their figures agree.
 */
export function useTodayRows(scope: FacilityScope) {
  const dispatch = useAppDispatch();
  const today = useAppSelector(selectToday);
  const [windowAt, setWindowAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setWindowAt(Date.now()), TODAY_WINDOW_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  const retry = useLive(
    useCallback(
      () => (scope.facilityIds.length > 0 ? dispatch(watchToday(scope, windowAt)) : () => {}),
      [dispatch, scope, windowAt],
    ),
  );
  const now = useNow(today.shifts);
  const rows = useMemo(
    () =>
      today.shifts
        .filter((s) => inTodayWindow(s, now))
        .map((s) => ({ ...s, state: todayState(s, now) }))
        .sort(compareTodayRows),
    [today.shifts, now],
  );
  const counts = useMemo(() => todayCounts(rows.map((r) => r.state)), [rows]);
  return { today, rows, counts, now, retry };
}
