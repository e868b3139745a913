import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogShell } from '../../components/DialogShell';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz } from '../../session/scope';
import { parseDateInput } from '../../domain/formats';
import { localTimeZone } from '../../domain/zonedTime';
import { selectUserType } from '../../session/sessionSlice';
import { exportRange, reportRows } from './exportReport';
import { EXPORT_FAILED, EXPORT_FILE_NAME, EXPORT_RANGE_INVALID, EXPORT_TITLE } from './messages';
import { exportShifts } from './shiftsSlice';

/** 'Export modal, titled 'Filter Start Date between': From Date, End Date, Download, Cancel.' Downloads report.csv. */
export function ExportModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const dispatch = useAppDispatch();
  const displayTz = useAppSelector(selectDisplayTz);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const tz = displayTz ?? localTimeZone();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);

  const range = exportRange(from, to, tz);
  const fromValid = parseDateInput(from, tz) != null;
  const toValid = parseDateInput(to, tz) != null;
  const backwards = fromValid && toValid && !range;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!range || busy) return;
    setBusy(true);
    try {
      const [result, { saveCsv }] = await Promise.all([
        dispatch(exportShifts(range)).unwrap(),
        import('../../lib/download'),
      ]);
      saveCsv(EXPORT_FILE_NAME, reportRows({ ...result, isCompany }));
      onHide();
    } catch {
      toast.error(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell show={show} title={EXPORT_TITLE} titleId="export-title" busy={false} onHide={onHide}>
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="export-from">
            <Form.Label>From Date</Form.Label>
            <Form.Control
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              placeholder="MM-DD-YYYY"
              inputMode="numeric"
              autoComplete="off"
              isInvalid={from.length >= 10 && !fromValid}
            />
            <Form.Control.Feedback type="invalid">Use MM-DD-YYYY</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-2" controlId="export-to">
            <Form.Label>End Date</Form.Label>
            <Form.Control
              value={to}
              onChange={(e) => setTo(e.target.value)}
              placeholder="MM-DD-YYYY"
              inputMode="numeric"
              autoComplete="off"
              isInvalid={(to.length >= 10 && !toValid) || backwards}
            />
            <Form.Control.Feedback type="invalid">
              {backwards ? EXPORT_RANGE_INVALID : 'Use MM-DD-YYYY'}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Text>Shifts starting on these dates, both included ({tz}).</Form.Text>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" disabled={!range || busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Download
          </Button>
        </Modal.Footer>
      </Form>
    </DialogShell>
  );
}
