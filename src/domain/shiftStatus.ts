// Spec 4 'Shift status display' and 'Shift lifecycle'.
import type { ShiftStatus } from './types';

/**
 * A worker not clocked in more than this after the start is late (a clock-in later than this is a late arrival).
 * Here, with the lifecycle the dashboard's first load carries, so that the Alerts (/today's rules) need no chunk of
 * the worker figures' for it.
 */
export const LATE_AFTER_MS = 10 * 60_000;

export const CANNOT_CANCEL_STARTED = 'Shifts that have already started cannot be cancelled';

export type ShiftStatusLabel = 'Unclaimed' | 'Claimed' | 'Cancelled';
export type ShiftStatusVariant = 'secondary' | 'success' | 'warning';

export function isCancelled(shift: { status: ShiftStatus | string }): boolean {
  return shift.status === 'cancelled';
}

/**
 * 'isFree true is Unclaimed (grey); isFree false is Claimed (green); status cancelled is Cancelled (warning colour)
 * and takes precedence.'
 */
export function shiftStatusDisplay(shift: { isFree: boolean; status: ShiftStatus | string }): {
  label: ShiftStatusLabel;
  variant: ShiftStatusVariant;
} {
  if (isCancelled(shift)) return { label: 'Cancelled', variant: 'warning' };
  return shift.isFree ? { label: 'Unclaimed', variant: 'secondary' } : { label: 'Claimed', variant: 'success' };
}

/** 'Cancelled shifts lose the Edit and Cancel menu.' */
export function canEditOrCancel(shift: { status: ShiftStatus | string }): boolean {
  return !isCancelled(shift);
}

/** 'Shift start, end and all edit fields are locked once the shift start has passed.' */
export function isShiftLocked(shift: { start: number }, now: number): boolean {
  return hasStarted(shift.start, now);
}

/** 'Cancel is refused when the shift has started and already has a worker.' Null when cancelling is allowed. */
export function cancelRefusal(shift: { start: number; nurseId: string | null }, now: number): string | null {
  return hasStarted(shift.start, now) && Boolean(shift.nurseId) ? CANNOT_CANCEL_STARTED : null;
}

/** 'Shift not found' (details, cancel, review): one constant for the screens of several features. */
export const SHIFT_NOT_FOUND = 'Shift not found';

/** 'Shift start, end and all edit fields are locked once the shift start has passed.' */
export function hasStarted(start: number, now: number): boolean {
  return start <= now;
}

/**
 * What a scheduler saw of a shift when they opened its edit or cancel form: a save goes through only while the
 * stored shift still shows exactly this (another scheduler's edit, a cancel, a worker's claim or clock-in all count
 * as a change), so nobody's change is overwritten unseen.
 */
export interface ShiftSeen {
  description: string;
  nurseType: string;
  additionalnotes: string;
  start: number;
  end: number;
  status: string;
  isFree: boolean;
  nurseId: string | null;
}

export function shiftSeen(shift: ShiftSeen): ShiftSeen {
  const { description, nurseType, additionalnotes, start, end, status, isFree, nurseId } = shift;
  return { description, nurseType, additionalnotes, start, end, status, isFree, nurseId };
}

/** True while the stored shift still shows what the scheduler saw. */
export function stillAsSeen(stored: ShiftSeen, seen: ShiftSeen): boolean {
  const now = shiftSeen(stored);
  return (Object.keys(seen) as (keyof ShiftSeen)[]).every((k) => now[k] === seen[k]);
}
