import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { focusFirstField } from './focusFirstField';
import type { ReasonDialogProps } from './ReasonDialog';
import { ReasonForm } from './ReasonForm';

/**
 * The reason dialog of blocking and unblocking: 'The reason is required; ... 'Reason is required' and Save
 * is disabled while it is empty.' The text starts empty each time the dialog opens.
 */
export default function ReasonModal({ show, title, description, saving = false, onCancel, onSave }: ReasonDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={saving ? () => {} : onCancel}
      aria-labelledby={titleId}
      backdrop={saving ? 'static' : true}
      centered
      onEntered={focusFirstField}
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {show && <ReasonForm description={description} saving={saving} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}
