import { ApprovedCell } from './ApprovedCell';
import { HoursCell } from './HoursCell';
import { type EntryProps, shownTimes, TimesheetRowActions, workerName } from './TimesheetRowActions';

/** An entry as a row of the week's table (from the md breakpoint up). */
export function TimesheetRow({ entry, facilityName, saving, disabled, onAct, onAdjust, extra }: EntryProps) {
  const worker = workerName(entry);
  const times = shownTimes(entry);
  const whenId = `timesheet-when-${entry.id}`;
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
        <TimesheetRowActions
          entry={entry}
          worker={worker}
          describedBy={whenId}
          saving={saving}
          disabled={disabled}
          onAct={onAct}
          onAdjust={onAdjust}
        />
      </td>
    </tr>
  );
}
