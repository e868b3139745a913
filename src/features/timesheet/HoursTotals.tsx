import Table from 'react-bootstrap/Table';
import { formatHours, hoursPerWorker } from '../../domain/timesheetHours';
import type { TimesheetEntry } from './timesheetApi';
import { COLUMN_WORKER, TOTAL_HOURS, TOTAL_HOURS_PER_WORKER } from './messages';

/** 'Total hours ... per worker': each worker's hours in the week, rejected entries left out. */
export function HoursTotals({ entries }: { entries: TimesheetEntry[] }) {
  const workers = hoursPerWorker(entries);
  return (
    <Table size="sm" className="mb-0 w-auto ms-auto" aria-label={TOTAL_HOURS_PER_WORKER}>
      <caption className="caption-top px-2">{TOTAL_HOURS_PER_WORKER}</caption>
      <thead>
        <tr>
          <th scope="col">{COLUMN_WORKER}</th>
          <th scope="col" className="text-end">
            {TOTAL_HOURS}
          </th>
        </tr>
      </thead>
      <tbody>
        {workers.map((w) => (
          <tr key={w.nurseId}>
            <th scope="row" className="fw-normal">
              {w.workerFullName || w.nurseId}
            </th>
            <td className="text-end">{formatHours(w.hours)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
