import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { BLOCK_REASON_REQUIRED } from '../domain/validationMessages';

export interface ReasonDialogProps {
  show: boolean;
  title: string;
  /** what saving will do, shown above the reason */
  description?: ReactNode;
  /** true while the save runs: Save and Cancel are disabled, the dialog cannot be closed */
  saving?: boolean;
  onCancel: () => void;
  onSave: (reason: string) => void;
}

/**
 * The reason dialog of blocking and unblocking: 'The reason is required; ... 'Reason is required' and Save
 * is disabled while it is empty.' The text starts empty each time the dialog opens.
 */
export function ReasonDialog({ show, title, description, saving = false, onCancel, onSave }: ReasonDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={saving ? () => {} : onCancel}
      aria-labelledby={titleId}
      backdrop={saving ? 'static' : true}
      centered
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

function ReasonForm({ description, saving, onCancel, onSave }: Omit<ReasonDialogProps, 'show' | 'title'>) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim().length === 0;
  const showRequired = touched && empty;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (empty) {
      setTouched(true);
      return;
    }
    if (!saving) onSave(reason.trim());
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        {description && <div className="mb-3">{description}</div>}
        <Form.Group controlId={fieldId}>
          <Form.Label>Reason</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim() === '') setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            isInvalid={showRequired}
            disabled={saving}
            required
            aria-required="true"
            aria-describedby={showRequired ? `${fieldId}-error` : undefined}
            autoFocus
          />
          {showRequired && (
            <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
              {BLOCK_REASON_REQUIRED}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={empty || saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
