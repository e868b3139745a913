import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import type { TimesheetEntry } from './timesheetApi';
import { DOWNLOAD_PAYROLL_CSV, PAYROLL_FAILED, payrollFileName } from './messages';

/** 'Download payroll CSV': payroll-YYYY-MM-DD.csv (the week's Sunday); the rows and the CSV writer load on click. */
export function PayrollButton({
  sunday,
  entries,
  disabled,
}: {
  sunday: string;
  /** the whole week's entries (read first when the list shows a part of it) */
  entries: () => Promise<TimesheetEntry[]>;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const [{ saveCsv }, { payrollRows }, week] = await Promise.all([
        import('../../lib/download'),
        import('./payrollCsv'),
        entries(),
      ]);
      saveCsv(payrollFileName(sunday), payrollRows(week));
    } catch {
      toast.error(PAYROLL_FAILED, { toastId: 'timesheet-payroll' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-primary" disabled={disabled || busy} onClick={() => void onClick()}>
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {DOWNLOAD_PAYROLL_CSV}
    </Button>
  );
}
