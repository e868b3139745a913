import { TimesheetWeek } from '../../features/timesheet/TimesheetWeek';
import { favoriteOfRow } from './workerRowActions';

/** /timesheet: the week's entries (the timesheet feature), each row with its worker's Favorite toggle. */
export default function TimesheetPage() {
  return <TimesheetWeek rowActions={favoriteOfRow} />;
}
