import { CheckIcon, CrossIcon } from '../../components/Icons';
import { rejectReasonText } from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import { APPROVED, NO_ACTION, REASON, REJECTED, SOMEONE } from './messages';

/** 'The Approved? column shows the name of whoever acted plus a check or cross icon.' */
export function ApprovedCell({ entry }: { entry: TimesheetEntry }) {
  if (!entry.timesheetAction) return <span className="text-body-secondary">{NO_ACTION}</span>;
  const approved = entry.timesheetAction === 'approved';
  return (
    <div className="lh-sm">
      <div className="text-nowrap">{entry.timesheetActionMadeByFullName || SOMEONE}</div>
      <span
        className={`small d-inline-flex align-items-center gap-1 ${
          approved ? 'text-success-emphasis' : 'text-danger-emphasis'
        }`}
      >
        {approved ? <CheckIcon /> : <CrossIcon />}
        {approved ? APPROVED : REJECTED}
      </span>
      {!approved && entry.rejectReason && (
        <div className="small text-body-secondary">
          {REASON}: {rejectReasonText(entry.rejectReason)}
        </div>
      )}
    </div>
  );
}
