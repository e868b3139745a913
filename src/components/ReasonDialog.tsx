import { lazy, Suspense, useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Loader } from './Loader';

// the form (react-hook-form and the reason's yup schema) loads when a dialog first opens, not with the screens
// that offer Block and Unblock (the dashboard among them)
const ReasonForm = lazy(() => import('./ReasonForm').then((m) => ({ default: m.ReasonForm })));

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
      {show && (
        <Suspense
          fallback={
            <Modal.Body>
              <Loader />
            </Modal.Body>
          }
        >
          <ReasonForm description={description} saving={saving} onCancel={onCancel} onSave={onSave} />
        </Suspense>
      )}
    </Modal>
  );
}
