import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { focusFirstField } from './focusFirstField';

export const CANCEL = 'Cancel';

interface DialogShellProps {
  show?: boolean;
  title: ReactNode;
  /** a fixed id for the title, where a test or a label names it; else one of its own */
  titleId?: string;
  /** true while the dialog's write runs: it cannot be closed (no ×, no Escape, no backdrop click) */
  busy: boolean;
  onHide: () => void;
  size?: 'lg';
  centered?: boolean;
  /** the cursor goes to the first field once shown (see focusFirstField); false where a button takes it instead */
  focusFirst?: boolean;
  /** the body and footer (inside a Form where the dialog has one) */
  children: ReactNode;
}

/** A dialog's frame: its titled header and a close that waits for the write in flight. */
export function DialogShell({
  show = true,
  title,
  titleId,
  busy,
  onHide,
  size,
  centered,
  focusFirst = true,
  children,
}: DialogShellProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onHide}
      aria-labelledby={id}
      size={size}
      backdrop={busy ? 'static' : true}
      centered={centered}
      onEntered={focusFirst ? focusFirstField : undefined}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={id} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

interface DialogFooterProps {
  /** true while the write runs: both buttons are disabled and the confirm one spins */
  saving: boolean;
  onCancel: () => void;
  confirm: ReactNode;
  variant?: string;
  /** the confirm button's press; without it the button submits the dialog's form */
  onConfirm?: () => void;
  /** the confirm button is disabled for another reason too (an empty or invalid form) */
  confirmDisabled?: boolean;
  /** Cancel takes the focus, so that a key pressed twice does not confirm unseen */
  cancelAutoFocus?: boolean;
}

/** A dialog's Cancel and its confirm button. */
export function DialogFooter({
  saving,
  onCancel,
  confirm,
  variant,
  onConfirm,
  confirmDisabled = false,
  cancelAutoFocus,
}: DialogFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={saving} autoFocus={cancelAutoFocus}>
        {CANCEL}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={confirmDisabled || saving}
      >
        {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {confirm}
      </Button>
    </Modal.Footer>
  );
}
