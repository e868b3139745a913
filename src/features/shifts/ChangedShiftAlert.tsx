import { Alert } from '../../components/Alert';
import { shiftTimesSummary } from '../../domain/formats';
import { shiftStatusDisplay } from '../../domain/shiftStatus';
import type { Shift } from '../../domain/types';

/**
 * Says a save found the shift changed since the form opened, and shows the shift as it is now stored (the form
 * keeps what was typed; the next save compares with what is shown here).
 */
export function ChangedShiftAlert({ shift, tz, message }: { shift: Shift; tz: string; message: string }) {
  return (
    <Alert variant="warning" role="alert">
      <p className="mb-2">{message}</p>
      <dl className="row small mb-0" aria-label="The shift as it is now">
        <dt className="col-sm-3">Description</dt>
        <dd className="col-sm-9">{shift.description}</dd>
        <dt className="col-sm-3">Position</dt>
        <dd className="col-sm-9">{shift.nurseType}</dd>
        <dt className="col-sm-3">Times</dt>
        <dd className="col-sm-9">{shiftTimesSummary(shift.start, shift.end, tz)}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{shiftStatusDisplay(shift).label}</dd>
        <dt className="col-sm-3">Additional Notes</dt>
        <dd className="col-sm-9">{shift.additionalnotes || '—'}</dd>
      </dl>
    </Alert>
  );
}
