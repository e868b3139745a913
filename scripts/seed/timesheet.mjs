// The timesheet's actions on the demo shifts, stored as the portal's timesheet writes them.
import { spanHours } from './domain.mjs';
import { MIN } from './clock.mjs';

/**
 * The timesheet's Adjust hours on mg-shift-02: the worker came 15 minutes before the start (the badge reader was
 * down), stored beside the clock times as the portal writes it (within 12 hours of the shift, at most 16 hours).
 */
export function adjustHours(shift) {
  shift.timesheetAdjustment = {
    clockIn: new Date(shift.start.getTime() - 15 * MIN),
    clockOut: shift.clockOut,
    note: 'Came in 15 minutes early for the handover; the badge reader was down',
    by: 'uid-dana',
    at: new Date(shift.clockOut.getTime() + 20 * MIN),
  };
}

/** The timesheet's Reject on mg-shift-03, with its Reason (Left early), as the portal writes it. */
export function rejectHours(shift) {
  shift.timesheetAction = 'rejected';
  shift.timesheetActionMadeBy = 'uid-dana';
  shift.timesheetActionMadeAt = new Date(shift.clockOut.getTime() + 20 * MIN);
  shift.timesheetRejectReason = { type: 'leftEarly' };
  shift.approvedHours = null;
}

/** The timesheet's Approve: the hours from the clock times, as entryHours and the rules count them. */
export function approveHours(shift, by, at) {
  shift.timesheetAction = 'approved';
  shift.timesheetActionMadeBy = by;
  shift.timesheetActionMadeAt = at;
  shift.approvedHours = spanHours(shift.clockIn.getTime(), shift.clockOut.getTime());
}
