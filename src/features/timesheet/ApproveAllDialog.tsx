import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatHours } from '../../domain/timesheetHours';
import { APPROVE_ALL_CONFIRM, APPROVE_ALL_NOTE, approveAllQuestion, approveAllRejected, CANCEL } from './messages';

interface ApproveAllDialogProps {
  /** approveAllSummary of the rows shown */
  summary: { count: number; hours: number; rejected: number };
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Approve All asks first, naming how many entries and hours it will approve. Cancel has the focus, so that a key
 * pressed twice does not approve unseen; Escape or Cancel close it and the focus goes back to Approve All.
 */
export function ApproveAllDialog({ summary, saving, onCancel, onConfirm }: ApproveAllDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show
      onHide={saving ? () => {} : onCancel}
      aria-labelledby={titleId}
      backdrop={saving ? 'static' : true}
      centered
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {approveAllQuestion(summary.count, formatHours(summary.hours))}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={summary.rejected ? 'mb-2' : 'mb-0'}>{APPROVE_ALL_NOTE}</p>
        {summary.rejected > 0 && <p className="mb-0">{approveAllRejected(summary.rejected)}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving} autoFocus>
          {CANCEL}
        </Button>
        <Button variant="success" onClick={onConfirm} disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {APPROVE_ALL_CONFIRM}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
