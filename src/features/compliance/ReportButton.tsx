import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { PROBLEM_WINDOW_DAYS, REPORT_PAST_DAYS } from '../../domain/compliance';
import type { Facility } from '../../domain/types';
import { calendarDateIn } from '../../domain/zonedTime';
import { loadReport } from './complianceSlice';
import { DOWNLOAD_REPORT, REPORT_FAILED, reportFileName } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Download compliance report': compliance-YYYY-MM-DD.csv (today in the facility's zone). The workers, their documents
 * (those not read yet) and the CSV writer load on click.
 */
export function ReportButton({ facility }: { facility: Facility }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const now = Date.now();
      const from = now - REPORT_PAST_DAYS * DAY_MS;
      const to = now + PROBLEM_WINDOW_DAYS * DAY_MS;
      const report = await dispatch(loadReport({ facilityId: facility.id, from, to })).unwrap();
      const [{ saveCsv }, { complianceRows }] = await Promise.all([
        import('../../lib/download'),
        import('./complianceReport'),
      ]);
      const rows = complianceRows(facility, report.ids, report.workers, report.credentials, now);
      saveCsv(reportFileName(calendarDateIn(now, facility.tz)), rows);
    } catch {
      toast.error(REPORT_FAILED, { toastId: 'compliance-report' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-primary" disabled={busy} onClick={() => void onClick()}>
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {DOWNLOAD_REPORT}
    </Button>
  );
}
