import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import type { TimesheetEntry } from './timesheetApi';
import { DOWNLOAD_PAYROLL_CSV, PAYROLL_FAILED, payrollFileName } from './messages';

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** 'Download payroll CSV': payroll-YYYY-MM-DD.csv (the week's Sunday); papaparse and the rows load on click. */
export function PayrollButton({
  sunday,
  entries,
  disabled,
}: {
  sunday: string;
  entries: TimesheetEntry[];
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const [papa, { payrollRows }] = await Promise.all([import('papaparse'), import('./payrollCsv')]);
      download(papa.default.unparse(payrollRows(entries)), payrollFileName(sunday));
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
