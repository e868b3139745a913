import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { Shift } from '../../domain/types';
import { loadShift, selectShiftDetails, selectShiftsById } from './shiftsSlice';

/** Loads the shift of a details screen (again on each visit) and follows it in the store. */
export function useShift(id: string | undefined): {
  shift: Shift | null;
  status: 'loading' | 'succeeded' | 'notFound' | 'failed';
  workerName: string | null;
  reload: () => void;
} {
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectShiftDetails);
  const byId = useAppSelector(selectShiftsById);
  const reload = useCallback(() => {
    if (id) void dispatch(loadShift(id));
  }, [dispatch, id]);
  useEffect(reload, [reload]);
  if (!id) return { shift: null, status: 'notFound', workerName: null, reload };
  const current = details.id === id;
  const status = !current || details.status === 'idle' ? 'loading' : details.status;
  return {
    shift: status === 'succeeded' ? (byId[id] ?? null) : null,
    status,
    workerName: current ? details.workerName : null,
    reload,
  };
}
