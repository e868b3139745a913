import { ApprovedCell } from './ApprovedCell';
import { HoursCell } from './HoursCell';
import { type EntryProps, shownTimes, TimesheetRowActions, workerName } from './TimesheetRowActions';
import { COLUMN_CLOCK_IN, COLUMN_CLOCK_OUT, COLUMN_HOURS } from './messages';
import { useMayDo } from '../../session/teamRole';

/**
 * One entry of the week: a row of the table (from the md breakpoint up), or on a phone a card with the actions beside
 * the worker instead of a sideways scroll. Both show the same fields and the same actions.
 */
export function TimesheetEntryView({ layout, ...props }: EntryProps & { layout: 'row' | 'card' }) {
  const { entry, facilityName, extra } = props;
  const worker = workerName(entry);
  const times = shownTimes(entry);
  const whenId = `timesheet-when-${layout === 'card' ? 'm-' : ''}${entry.id}`;
  // approve, reject and adjust are the Timekeeper's (and the Owner's)
  const mayAct = useMayDo('timesheet');
  const actions = mayAct && (
    <TimesheetRowActions
      entry={entry}
      worker={worker}
      describedBy={whenId}
      saving={props.saving}
      disabled={props.disabled}
      onAct={props.onAct}
      onAdjust={props.onAdjust}
    />
  );
  if (layout === 'row') {
    return (
      <tr>
        <td>
          <ApprovedCell entry={entry} />
        </td>
        <td>
          {worker}
          {facilityName && <div className="small text-body-secondary">{facilityName}</div>}
        </td>
        <td>{entry.nurseType || '—'}</td>
        <td className="text-nowrap" id={whenId}>
          {times.clockIn}
        </td>
        <td className="text-nowrap">{times.clockOut}</td>
        <td className="text-end">
          <HoursCell entry={entry} />
        </td>
        <td className="text-end text-nowrap row-actions">
          {extra && <span className="me-1">{extra}</span>}
          {actions}
        </td>
      </tr>
    );
  }
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
        {actions}
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
