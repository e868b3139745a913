import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { CheckIcon, CrossIcon } from '../../components/Icons';
import { formatTimesheetTime } from '../../domain/formats';
import { countedTimes } from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import { ADJUST, ADJUST_APPROVED, adjustLabel, approveLabel, rejectLabel } from './messages';

/** One entry as the week shows it, the same as a phone's card and as a table row (TimesheetEntryView). */
export type EntryProps = {
  entry: TimesheetEntry;
  facilityName?: string;
  saving?: 'approved' | 'rejected' | 'adjusted';
  disabled: boolean;
  onAct: (action: 'approved' | 'rejected') => void;
  onAdjust: () => void;
  /** the actions of another feature, given by the app's page (the Favorite toggle) */
  extra?: ReactNode;
};

export const workerName = (entry: TimesheetEntry) => entry.workerFullName || 'Unknown worker';

/** The Clock In and Clock Out shown: the adjusted times when there are some (the original ones show under Hours). */
export function shownTimes(entry: TimesheetEntry) {
  const time = (ms: number | null) => (ms ? formatTimesheetTime(ms, entry.tz) : '—');
  const counted = countedTimes(entry);
  return { clockIn: time(counted.clockIn), clockOut: time(counted.clockOut) };
}

/** A row's Adjust, Approve and Reject buttons, each named with the worker and described by the row's times. */
export function TimesheetRowActions({
  entry,
  worker,
  describedBy,
  saving,
  disabled,
  onAct,
  onAdjust,
}: Omit<EntryProps, 'facilityName' | 'extra'> & { worker: string; describedBy: string }) {
  const approved = entry.timesheetAction === 'approved';
  return (
    <span className="text-nowrap">
      <Button
        size="sm"
        variant="outline-secondary"
        className="me-1"
        aria-label={adjustLabel(worker)}
        aria-describedby={describedBy}
        title={approved ? ADJUST_APPROVED : undefined}
        disabled={disabled || approved}
        onClick={onAdjust}
      >
        {saving === 'adjusted' && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
        {ADJUST}
      </Button>
      <Button
        size="sm"
        variant={entry.timesheetAction === 'approved' ? 'success' : 'outline-success'}
        className="me-1"
        aria-label={approveLabel(worker)}
        aria-describedby={describedBy}
        aria-pressed={entry.timesheetAction === 'approved'}
        disabled={disabled || entry.timesheetAction === 'approved'}
        onClick={() => onAct('approved')}
      >
        {saving === 'approved' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <CheckIcon />}
      </Button>
      <Button
        size="sm"
        variant={entry.timesheetAction === 'rejected' ? 'danger' : 'outline-danger'}
        aria-label={rejectLabel(worker)}
        aria-describedby={describedBy}
        aria-pressed={entry.timesheetAction === 'rejected'}
        disabled={disabled || entry.timesheetAction === 'rejected'}
        onClick={() => onAct('rejected')}
      >
        {saving === 'rejected' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <CrossIcon />}
      </Button>
    </span>
  );
}
