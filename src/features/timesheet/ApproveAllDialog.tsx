import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { formatHours } from '../../domain/timesheetHours';
import { APPROVE_ALL_CONFIRM, APPROVE_ALL_NOTE, approveAllQuestion, approveAllRejected } from './messages';

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
  return (
    <DialogShell
      title={approveAllQuestion(summary.count, formatHours(summary.hours))}
      busy={saving}
      onHide={onCancel}
      centered
      focusFirst={false}
    >
      <Modal.Body>
        <p className={summary.rejected ? 'mb-2' : 'mb-0'}>{APPROVE_ALL_NOTE}</p>
        {summary.rejected > 0 && <p className="mb-0">{approveAllRejected(summary.rejected)}</p>}
      </Modal.Body>
      <DialogFooter
        saving={saving}
        onCancel={onCancel}
        confirm={APPROVE_ALL_CONFIRM}
        variant="success"
        onConfirm={onConfirm}
        cancelAutoFocus
      />
    </DialogShell>
  );
}
