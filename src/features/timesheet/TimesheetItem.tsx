import { ApprovedCell } from './ApprovedCell';
import { HoursCell } from './HoursCell';
import { type EntryProps, shownTimes, TimesheetRowActions, workerName } from './TimesheetRowActions';
import { COLUMN_CLOCK_IN, COLUMN_CLOCK_OUT, COLUMN_HOURS } from './messages';

/** An entry as a phone's card: the actions beside the worker instead of a sideways scroll. */
export function TimesheetItem({ entry, facilityName, saving, disabled, onAct, onAdjust, extra }: EntryProps) {
  const worker = workerName(entry);
  const times = shownTimes(entry);
  const whenId = `timesheet-when-m-${entry.id}`;
  return (
    <li className="list-group-item">
      <div className="d-flex align-items-start gap-2">
        <div className="me-auto">
          <div className="fw-semibold">{worker}</div>
          <div className="small text-body-secondary">
            {entry.nurseType}
            {facilityName && ` · ${facilityName}`}
          </div>
        </div>
        <TimesheetRowActions
          entry={entry}
          worker={worker}
          describedBy={whenId}
          saving={saving}
          disabled={disabled}
          onAct={onAct}
          onAdjust={onAdjust}
        />
      </div>
      <dl className="row small mb-1 mt-2" id={whenId}>
        <dt className="col-4 fw-normal text-body-secondary">{COLUMN_CLOCK_IN}</dt>
        <dd className="col-8 mb-0">{times.clockIn}</dd>
        <dt className="col-4 fw-normal text-body-secondary">{COLUMN_CLOCK_OUT}</dt>
        <dd className="col-8 mb-0">{times.clockOut}</dd>
        <dt className="col-4 fw-normal text-body-secondary">{COLUMN_HOURS}</dt>
        <dd className="col-8 mb-0">
          <HoursCell entry={entry} />
        </dd>
      </dl>
      <ApprovedCell entry={entry} />
      {extra && <div className="mt-2">{extra}</div>}
    </li>
  );
}
