import { CountInput } from '../../components/CountInput';
import { WEEKDAYS } from '../../domain/shiftPosting';
import { censusLabel, formatHprd, MAX_CENSUS, type DayHprd } from '../../domain/staffing';
import { CENSUS_ROW, FILLED_HPRD, NO_HPRD, PLANNED_HPRD, UNDER_TARGET } from './messages';
import type { useCensusForm } from './useCensusForm';

interface CensusRowsProps {
  form: ReturnType<typeof useCensusForm>;
  /** Sunday to Saturday: null where there is no figure (no census, or 0) */
  hprd: readonly (DayHprd | null)[];
  /** the columns before the days (template and position) */
  leading: number;
}

/** A day's figure as a cell (a dash without one), marked when under the facility's target. */
function hprdCell(day: number, value: number | undefined, target: number | null) {
  if (value === undefined)
    return (
      <td key={day} className="text-body-secondary">
        {NO_HPRD}
      </td>
    );
  const under = target !== null && Math.round(value * 100) < Math.round(target * 100);
  return (
    <td key={day} className={under ? 'table-warning text-nowrap' : 'text-nowrap'}>
      {formatHprd(value)}
      {under && <span className="small text-body-secondary"> · {UNDER_TARGET}</span>}
    </td>
  );
}

/** The foot of `Coverage`: a census input per day, then each day's planned and filled hours per resident. */
export function CensusRows({ form, hprd, leading }: CensusRowsProps) {
  return (
    <tfoot className="table-group-divider">
      <tr>
        <th scope="row" colSpan={leading}>
          {CENSUS_ROW}
        </th>
        {WEEKDAYS.map((_, day) => (
          <td key={day}>
            <CountInput
              label={censusLabel(day)}
              max={MAX_CENSUS}
              input={{ value: form.dayText(day), onChange: (e) => form.setDay(day, e.target.value) }}
              error={form.dayError(day)}
            />
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row" colSpan={leading}>
          {PLANNED_HPRD}
        </th>
        {hprd.map((day, d) => hprdCell(d, day?.planned, form.target))}
      </tr>
      <tr>
        <th scope="row" colSpan={leading}>
          {FILLED_HPRD}
        </th>
        {hprd.map((day, d) => hprdCell(d, day?.filled, form.target))}
      </tr>
    </tfoot>
  );
}
