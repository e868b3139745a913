import { entryHours, formatHours } from '../../domain/timesheetHours';
import { formatTimesheetTime } from '../../domain/formats';
import type { TimesheetEntry } from './timesheetApi';
import { ADJUSTED, ADJUSTMENT_NOTE, adjustedFrom, NOT_CLOCKED } from './messages';

/**
 * An entry's Hours (from the adjusted times if any) and, for an adjusted entry, 'Adjusted' that expands to the
 * original clock times and the note (its title shows the same on hover).
 */
export function HoursCell({ entry }: { entry: TimesheetEntry }) {
  const hours = formatHours(entryHours(entry)) || '—';
  if (!entry.adjustment) return <span>{hours}</span>;
  const time = (ms: number | null) => (ms ? formatTimesheetTime(ms, entry.tz) : NOT_CLOCKED);
  const original = adjustedFrom(time(entry.clockIn), time(entry.clockOut));
  return (
    <div className="lh-sm">
      <span>{hours}</span>
      <details className="small" title={`${original}. ${ADJUSTMENT_NOTE}: ${entry.adjustment.note}`}>
        <summary className="text-warning-emphasis">{ADJUSTED}</summary>
        <div>{original}</div>
        <div>
          {ADJUSTMENT_NOTE}: {entry.adjustment.note}
        </div>
      </details>
    </div>
  );
}
